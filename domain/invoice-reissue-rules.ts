// What makes a re-issue request worth sending (portal.md §2 re-issue dialog, §7 reInvoice): a re-issue voids an issued
// invoice by a red-letter one once its replacement is issued. With the title as it was and no reason given, the
// replacement would be the same invoice, and the customer's books would lose a valid one for nothing; the invoice
// file can be downloaded again without it. Used by the re-issue dialog's machine and by the reInvoice service.
import { normalizeInvoiceForm, type InvoiceForm } from './invoice-form-rules'

/** The refusal of a re-issue whose title is unchanged and whose reason is blank (client message and server 400). */
export const REISSUE_WITHOUT_CAUSE_MSG = '发票信息未修改：请更正发票抬头，或在重开原因中说明需要更正的内容'

const TITLE_FIELDS = ['kind', 'company', 'ratenumber', 'address', 'phone', 'email', 'banknum'] as const

/** The two titles are the same invoice title once trimmed (the taxpayer number in capitals, no company on a personal
 *  invoice). */
export function isSameInvoiceTitle(a: InvoiceForm, b: InvoiceForm): boolean {
  const left = normalizeInvoiceForm(a)
  const right = normalizeInvoiceForm(b)
  return TITLE_FIELDS.every((field) => left[field] === right[field])
}

/** A re-issue that would make the same invoice again without saying why: the title unchanged and the reason blank. */
export const isReissueWithoutCause = (original: InvoiceForm, corrected: InvoiceForm, remark: string): boolean =>
  remark.trim() === '' && isSameInvoiceTitle(original, corrected)
