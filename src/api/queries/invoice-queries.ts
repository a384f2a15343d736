// The customer's invoices (portal.md §7 Invoices): the list, one invoice, the request and the re-issue.
import { queryOptions } from '@tanstack/react-query'
import type { components, operations } from '../../../generated/api'
import { INVOICE_LIST_PAGE_SIZE } from '../../../domain/limits'
import { unwrap, unwrapEnvelope } from '../api-error'
import { api } from '../client'

export type Invoice = components['schemas']['Invoice']
export type InvoiceRequest = components['schemas']['InvoiceInput']
export type InvoiceReissueRequest = operations['reissueInvoice']['requestBody']['content']['application/json']

export interface InvoiceListParams {
  /** The signed-in customer's id (the server refuses another one). */
  userid: string
  /** 1-based. */
  page: number
}

// Invoices move by themselves (approved, issued, voided by a re-issue): each visit asks again.
const INVOICE_STALE_MS = 0

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: ({ userid, page }: InvoiceListParams) => ['invoices', 'list', userid, page] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
}

/** POST C_invoice/getList, 20 a page, newest first. */
export function invoiceListOptions(params: InvoiceListParams) {
  return queryOptions({
    queryKey: invoiceKeys.list(params),
    staleTime: INVOICE_STALE_MS,
    queryFn: () =>
      unwrap(
        api.POST('/api/business/C_invoice/getList', {
          body: { userid: params.userid, currentPage: params.page, pageSize: INVOICE_LIST_PAGE_SIZE, sort: 'desc' },
        }),
      ),
  })
}

/** GET C_invoice/detail/{id}. */
export function invoiceDetailOptions(id: string) {
  return queryOptions({
    queryKey: invoiceKeys.detail(id),
    staleTime: INVOICE_STALE_MS,
    queryFn: () => unwrap(api.GET('/api/business/C_invoice/detail/{id}', { params: { path: { id } } })),
  })
}

/** POST C_invoice: the request for paid orders (orderid a comma list); answers the invoice and the server's msg. */
export async function requestInvoice(body: InvoiceRequest) {
  const envelope = await unwrapEnvelope(api.POST('/api/business/C_invoice', { body }))
  return { invoice: envelope.data as Invoice, msg: envelope.msg ?? '' }
}

/** POST C_invoice/reInvoice: answers the new invoice and the msg the dialog shows as its success message. */
export async function reissueInvoice(body: InvoiceReissueRequest) {
  const envelope = await unwrapEnvelope(api.POST('/api/business/C_invoice/reInvoice', { body }))
  return { invoice: envelope.data as Invoice, msg: envelope.msg ?? '' }
}
