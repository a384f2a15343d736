// Every implemented operation, by operationId. What is not here is listed in http/not-open-operations.ts.
import type { HandlerMap } from '../http/operation-types'
import { authHandlers } from './auth/auth-handlers'
import { wechatHandlers } from './auth/wechat-handlers'
import { wechatSandboxHandlers } from './auth/wechat-sandbox-handlers'
import { cartHandlers } from './cart/cart-handlers'
import { contactMessageHandlers } from './contact/contact-message-handlers'
import { contentHandlers } from './content/content-handlers'
import { contractHandlers } from './contracts/contract-handlers'
import { customerHandlers } from './customers/customer-handlers'
import { feedbackHandlers } from './feedback/feedback-handlers'
import { fileHandlers } from './files/file-handlers'
import { forumHandlers } from './forum/forum-handlers'
import { invoiceHandlers } from './invoices/invoice-handlers'
import { licenceHandlers } from './licences/licence-handlers'
import { newsHandlers } from './news/news-handlers'
import { orderHandlers } from './orders/order-handlers'
import { alipayNotifyHandlers } from './payments/alipay-notify-handlers'
import { paymentHandlers } from './payments/payment-handlers'
import { paymentSandboxHandlers } from './payments/payment-sandbox-handlers'
import { wechatPayNotificationHandlers } from './payments/wechat-pay-notification-handlers'
import { productHandlers } from './products/product-handlers'
import { retailerHandlers } from './retailers/retailer-handlers'
import { searchHandlers } from './search/search-handlers'
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
  ...wechatPayNotificationHandlers,
  ...alipayNotifyHandlers,
  ...invoiceHandlers,
  ...retailerHandlers,
  ...contractHandlers,
  ...fileHandlers,
  ...licenceHandlers,
  ...newsHandlers,
  ...searchHandlers,
  ...contactMessageHandlers,
  ...feedbackHandlers,
  ...forumHandlers,
}
