// Paid orders through the real order path: create (server-priced), payment QR, the sandbox's paid notification.
import { PRODUCT_IDS } from '../../../server/db/seed-data/products'
import type { TestApp } from './test-app'

export interface PaidOrder {
  id: string
  ordernum: string
  paymentamount: number
}

/** A month of SummitMap Standard (699.00) per seat; `extra` adds order-form fields (e.g. the invoice's). */
export async function payOrder(
  t: TestApp,
  token: string,
  phone: string,
  extra: Record<string, unknown> = {},
  seats = 1,
): Promise<PaidOrder> {
  const created = await t.call('POST', '/api/business/C_orderManage', {
    token,
    body: {
      productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: seats }],
      paymentamount: 699 * seats,
      receivername: '王五',
      receiverphone: phone,
      ...extra,
    },
  })
  if (created.json?.code !== 200) throw new Error(`createOrder: ${created.body}`)
  const order = created.json.data as PaidOrder
  const qr = await t.call('POST', '/api/pay/wx/createQrCode', { token, body: { orderNum: order.ordernum } })
  if (qr.json?.code !== 200) throw new Error(`createQrCode: ${qr.body}`)
  const paid = await t.call('POST', `/api/dev/pay/${order.ordernum}`)
  if (paid.json?.data?.paymentstate !== 1) throw new Error(`dev pay: ${paid.body}`)
  return order
}

/** The invoice of an enterprise ordinary invoice in the order form (made at payment). */
export const ENTERPRISE_ORDER_INVOICE = {
  isinvoice: 2,
  company: '峰图测绘有限公司',
  ratenumber: '91110108MA01HC3P7M',
  receiveremail: 'finance@example.cn',
}

export interface OrderedLine {
  productid: string
  durationunion: 'week' | 'month' | 'season' | 'halfyear'
  duration: number
  number: number
}

/** An order of any lines through the real path, paid unless `pay` is false; `amount` is the server's price. */
export async function orderLines(t: TestApp, token: string, phone: string, lines: OrderedLine[], amount: number, pay = true) {
  const created = await t.call('POST', '/api/business/C_orderManage', {
    token,
    body: { productDetails: lines, paymentamount: amount, receivername: '王五', receiverphone: phone },
  })
  if (created.json?.code !== 200) throw new Error(`createOrder: ${created.body}`)
  const order = created.json.data as PaidOrder
  if (!pay) return order
  const qr = await t.call('POST', '/api/pay/wx/createQrCode', { token, body: { orderNum: order.ordernum } })
  if (qr.json?.code !== 200) throw new Error(`createQrCode: ${qr.body}`)
  const paid = await t.call('POST', `/api/dev/pay/${order.ordernum}`)
  if (paid.json?.data?.paymentstate !== 1) throw new Error(`dev pay: ${paid.body}`)
  return order
}
