// Every implemented operation, by operationId. What is not here is listed in http/not-open-operations.ts.
import type { HandlerMap } from '../http/operation-types'
import { authHandlers } from './auth/auth-handlers'
import { wechatHandlers } from './auth/wechat-handlers'
import { wechatSandboxHandlers } from './auth/wechat-sandbox-handlers'
import { cartHandlers } from './cart/cart-handlers'
import { contentHandlers } from './content/content-handlers'
import { contractHandlers } from './contracts/contract-handlers'
import { customerHandlers } from './customers/customer-handlers'
import { fileHandlers } from './files/file-handlers'
import { invoiceHandlers } from './invoices/invoice-handlers'
import { orderHandlers } from './orders/order-handlers'
import { paymentHandlers } from './payments/payment-handlers'
import { paymentSandboxHandlers } from './payments/payment-sandbox-handlers'
import { productHandlers } from './products/product-handlers'
import { retailerHandlers } from './retailers/retailer-handlers'
import { systemHandlers } from './system/system-handlers'

export const allHandlers: HandlerMap = {
  ...systemHandlers,
  ...authHandlers,
  ...wechatHandlers,
  ...wechatSandboxHandlers,
  ...customerHandlers,
  ...productHandlers,
  ...cartHandlers,
  ...contentHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...paymentSandboxHandlers,
  ...invoiceHandlers,
  ...retailerHandlers,
  ...contractHandlers,
  ...fileHandlers,
}
