// Issuing e-invoices (fully digital fapiao) behind the interface a real provider implements. A real provider submits
// an approved invoice to the tax platform (or the company's invoicing service) and answers the number the platform
// gave it; voiding an issued invoice is a red-letter (negative) invoice that the platform numbers too. The invoice side
// (server/modules/invoices/invoice-issuing.ts) decides when to call and records the answer exactly once.

export interface IssueParty {
  name: string
  ratenumber: string | null
  address: string | null
  phone: string | null
  banknum: string | null
}

export interface IssueLine {
  name: string
  spec: string
  unit: string
  quantity: number
  /** Tax included. */
  amountFen: number
}

export interface IssueRequest {
  /**
   * Our request serial number (the invoice id; `<id>:red` for a red-letter one). A real platform answers the same
   * invoice to a repeated submission with the same serial, so a retry after a lost answer issues nothing twice.
   */
  requestId: string
  /** 0 ordinary, 1 special VAT invoice. */
  type: 0 | 1
  buyer: IssueParty
  lines: IssueLine[]
  amountFen: number
  taxrate: number
  /** When we submit it (the sandbox issues at that moment; a platform answers its own time). */
  at: Date
  /** Red-letter only: the issued invoice it voids. */
  original?: { invoicenum: string; issuedAt: Date }
}

export interface IssuedInvoice {
  /** The platform's number (20 digits for a fully digital e-invoice). */
  invoicenum: string
  issuedAt: Date
}

export interface InvoiceIssuer {
  readonly name: string
  /**
   * Whether this issuer approves requests itself (the sandbox, after a delay): then the server's background sweep
   * issues every waiting request. A real provider with a finance clerk in the loop answers false.
   */
  readonly autoApprove: boolean
  /** The approved invoice, issued (blue). */
  issue(request: IssueRequest): Promise<IssuedInvoice>
  /** A red-letter (negative) invoice voiding request.original. */
  redLetter(request: IssueRequest & { original: { invoicenum: string; issuedAt: Date } }): Promise<IssuedInvoice>
}
