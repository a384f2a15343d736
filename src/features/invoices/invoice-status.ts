// What a row of the invoice list allows, from its statuses (portal.md §4 Invoice): download when issued or voided,
// re-issue when issued and no re-issue of it is waiting; and whether the list must keep asking (an invoice the server
// is still approving or issuing in the background).
import type { Invoice } from '../../api/queries/invoice-queries'

/** How often the list asks again while an invoice is on its way to being issued. */
export const INVOICE_POLL_MS = 3000

/** Not issued and not rejected: the server (or the finance clerk) will still approve or issue it. */
export const isAwaitingIssue = (invoice: Pick<Invoice, 'status' | 'approveStatus'>): boolean =>
  invoice.status === 0 && invoice.approveStatus !== 2

/** The list's refetch interval: INVOICE_POLL_MS while any row awaits issue, else none. */
export const invoicePollInterval = (list: readonly Invoice[] | undefined): number | false =>
  list?.some(isAwaitingIssue) ? INVOICE_POLL_MS : false

export const canDownload = (invoice: Pick<Invoice, 'status'>): boolean => invoice.status === 1 || invoice.status === 2

/** A re-issue of this invoice that is still waiting (not yet issued, not rejected). */
export const reissueWaiting = (invoice: Invoice, list: readonly Invoice[]): boolean =>
  list.some((other) => other.oriId === invoice.id && isAwaitingIssue(other))

export const canReissue = (invoice: Invoice, list: readonly Invoice[]): boolean => invoice.status === 1 && !reissueWaiting(invoice, list)
