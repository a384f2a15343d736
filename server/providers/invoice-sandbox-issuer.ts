// Development, tests and staging: this server plays the tax platform. Numbers are 20 digits like a fully digital
// e-invoice's: the year (2, Beijing time) + the tax region (2: 11 Beijing, where the seller is) + the channel (1: 9, a
// digit the sandbox keeps for itself so a sandbox number is never taken for a real one) + a running number (15) from
// the database sequence invoice_number_seq, unique across processes and restarts.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { InvoiceIssuer, IssuedInvoice, IssueRequest } from './invoice-issuer'

const REGION = '11'
const SANDBOX_CHANNEL = '9'

export function sandboxInvoiceNumber(issuedAt: Date, running: number | bigint): string {
  const year = new Date(issuedAt.getTime() + 8 * 3600_000).getUTCFullYear() % 100
  return `${String(year).padStart(2, '0')}${REGION}${SANDBOX_CHANNEL}${String(running).padStart(15, '0')}`
}

export class SandboxInvoiceIssuer implements InvoiceIssuer {
  readonly name = 'sandbox'

  constructor(
    private readonly db: Db,
    readonly autoApprove: boolean,
  ) {}

  private async next(issuedAt: Date): Promise<IssuedInvoice> {
    const rows = await this.db.execute(sql`select nextval('invoice_number_seq')::text as running`)
    const running = BigInt((rows as unknown as { rows: Array<{ running: string }> }).rows[0].running)
    return { invoicenum: sandboxInvoiceNumber(issuedAt, running), issuedAt }
  }

  async issue(request: IssueRequest): Promise<IssuedInvoice> {
    return this.next(request.at)
  }

  async redLetter(request: IssueRequest): Promise<IssuedInvoice> {
    return this.next(request.at)
  }
}
