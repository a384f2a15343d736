// Orders, reseller codes, invoice records and the customer's company details for /paystep (storefront.md §7).
import type { components } from '../../../generated/api'
import { unwrap, unwrapEnvelope } from '../api-error'
import { api } from '../client'

export type OrderPayload = components['schemas']['OrderPayload']
export type OrderResponse = components['schemas']['OrderResponse']
export type RetailerLookupEntry = components['schemas']['RetailerLookupResult']
export type InvoiceInput = components['schemas']['InvoiceInput']
export type CustomerUpdate = components['schemas']['CustomerUpdate']

/** POST C_orderManage. The same Idempotency-Key with the same body answers the first order (never a second one). */
export async function createOrder(payload: OrderPayload, idempotencyKey: string): Promise<OrderResponse> {
  return unwrap(
    api.POST('/api/business/C_orderManage', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: payload,
    }),
  )
}

/** GET C_orderManage/status/{id}: data.paymentstate (0 unpaid, 1 paid, 2 failed). */
export async function fetchOrderPaymentState(id: string): Promise<{ paymentstate: number }> {
  return unwrap(api.GET('/api/business/C_orderManage/status/{id}', { params: { path: { id } } }))
}

/** POST C_retailers/getList {retailcode}: an empty list when the code matches no reseller. */
export async function lookupRetailerCode(retailcode: string): Promise<RetailerLookupEntry[]> {
  const data = await unwrap(api.POST('/api/business/C_retailers/getList', { body: { retailcode } }))
  return data?.list ?? []
}

/** POST C_invoice: the server answers the existing record when the order already has one. */
export async function createInvoiceRecord(body: InvoiceInput): Promise<unknown> {
  return unwrap(api.POST('/api/business/C_invoice', { body }))
}

/** PUT C_customers/{id}: resolves with the server msg (shown on 200). */
export async function updateCustomer(id: string, body: CustomerUpdate): Promise<string> {
  const envelope = await unwrapEnvelope(api.PUT('/api/business/C_customers/{id}', { params: { path: { id } }, body }))
  return envelope.msg ?? ''
}
