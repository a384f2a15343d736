// A live store without a tax-platform connection: the finance clerk issues each approved invoice on the tax platform
// (the electronic tax bureau's fully digital e-invoice service) and records the number it gave with
// `npm run ops -- invoice issue <id> <number>` (a re-issue also the red-letter number). Nothing issues by itself.
import type { InvoiceIssuer, IssuedInvoice, IssueRequest } from './invoice-issuer'

/** A fully digital e-invoice number: 20 digits. */
export const INVOICE_NUMBER_PATTERN = /^\d{20}$/

export class InvoiceNumberRequiredError extends Error {
  override name = 'InvoiceNumberRequiredError'
}

export interface ClerkNumbers {
  /** The number the platform gave the invoice being issued. */
  blue?: string
  /** For a re-issue: the number of the red-letter invoice that voided the original. */
  red?: string
}

export class ClerkInvoiceIssuer implements InvoiceIssuer {
  readonly name = 'clerk'
  readonly autoApprove = false

  constructor(private readonly numbers: ClerkNumbers = {}) {}

  /** The same issuer holding the numbers the clerk typed for one invoice. */
  withNumbers(numbers: ClerkNumbers): ClerkInvoiceIssuer {
    return new ClerkInvoiceIssuer(numbers)
  }

  private recorded(number: string | undefined, what: string, request: IssueRequest): IssuedInvoice {
    if (!number || !INVOICE_NUMBER_PATTERN.test(number)) {
      throw new InvoiceNumberRequiredError(`the ${what} number the tax platform gave (20 digits) is needed for ${request.requestId}`)
    }
    return { invoicenum: number, issuedAt: request.at }
  }

  async issue(request: IssueRequest): Promise<IssuedInvoice> {
    return this.recorded(this.numbers.blue, 'invoice', request)
  }

  async redLetter(request: IssueRequest): Promise<IssuedInvoice> {
    return this.recorded(this.numbers.red, 'red-letter invoice', request)
  }
}
