// What the payment suites share: a clean slate of orders and payments between tests, and the body of a one-month
// SummitMap order (699 yuan) for a receiver.
import type { Db } from '../../../server/db/client'
import {
  invoiceOrders,
  invoices,
  orderDetails,
  orders,
  paymentDuplicates,
  payments,
  providerNotifications,
} from '../../../server/db/schema'
import { PRODUCT_IDS } from '../../../server/db/seed-data/products'

/** Deletes every order, payment attempt, duplicate, notification delivery and invoice (children first). */
export async function clearOrdersAndPayments(db: Db): Promise<void> {
  await db.delete(providerNotifications)
  await db.delete(paymentDuplicates)
  await db.delete(invoiceOrders)
  await db.delete(invoices)
  await db.delete(payments)
  await db.delete(orderDetails)
  await db.delete(orders)
}

/** A createOrder body: one month of SummitMap standard, 699 yuan. */
export const mapMonthOrder = (receivername: string, receiverphone: string, extra: Record<string, unknown> = {}) => ({
  productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
  paymentamount: 699,
  receivername,
  receiverphone,
  ...extra,
})

/** An enterprise invoice asked for with the order (the payment suites look for these values in logs and invoices). */
export const ENTERPRISE_INVOICE = {
  isinvoice: 2,
  company: '测试科技有限公司',
  ratenumber: '91110000MA01ABCD2Q',
  receiveremail: 'buyer@example.cn',
  receiveraddress: '北京市海淀区',
}
