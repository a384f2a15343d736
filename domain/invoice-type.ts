// The invoice record's type from the order form's invoice kind (isinvoice): 3 (enterprise special) asks for a
// special invoice (type 1); 1 and 2 for an ordinary one (type 0). 0 asks for none (no record is made).
import type { InvoiceKind } from './order-form-rules'

export type InvoiceType = 0 | 1

export const invoiceTypeOf = (isinvoice: InvoiceKind | number): InvoiceType => (isinvoice === 3 ? 1 : 0)
