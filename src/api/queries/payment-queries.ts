// Payment calls of /paystep (storefront.md §7, decisions.md 'Payment'): the payment QR and the payment-status call.
import type { components } from '../../../generated/api'
import { unwrap } from '../api-error'
import { api } from '../client'

export type PaymentQrReply = components['schemas']['PaymentQr']

/** POST /api/pay/wx/createQrCode: the same attempt while it is valid, a new one for the same order after expiry. */
export async function requestPaymentQr(orderNum: string, price: number, title: string): Promise<PaymentQrReply> {
  return unwrap(api.POST('/api/pay/wx/createQrCode', { body: { orderNum, price, title } }))
}

/** POST /api/pay/wx/queryPayStatus {OutTradeNo, phone}: data.code 200 paid, 202 not yet, 402 failed. */
export async function queryPaymentStatus(outTradeNo: string, phone: string): Promise<{ code: number; paymentstate?: number }> {
  return unwrap(api.POST('/api/pay/wx/queryPayStatus', { body: { OutTradeNo: outTradeNo, phone } }))
}
