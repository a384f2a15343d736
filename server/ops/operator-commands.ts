// What the operator command (`npm run ops -- ...`) can do, on an open database: the finance clerk's invoice decisions
// while no admin screens exist. The same function runs in the command's own process (database opened directly) and
// in the server (the command sent over the operator socket, operator-socket.ts), so both answer alike.
import type { Db } from '../db/client'
import { ApiError } from '../http/api-error'
import { money } from '../http/paging'
import { selectWaitingInvoices, type InvoiceRow } from '../modules/invoices/invoice-data'
import { issueInvoice, rejectInvoice } from '../modules/invoices/invoice-issuing'
import { ClerkInvoiceIssuer, INVOICE_NUMBER_PATTERN, InvoiceNumberRequiredError } from '../providers/invoice-clerk-issuer'
import type { InvoiceIssuer } from '../providers/invoice-issuer'

export interface OperatorCommand {
  /** e.g. ['invoice', 'issue', '<id>'], ['invoice', 'reject', '<id>', '<remark>'], ['invoice', 'list'] */
  args: string[]
}

export interface OperatorAnswer {
  ok: boolean
  output: string
}

export const OPERATOR_USAGE = [
  'usage: npm run ops -- invoice list                 invoices waiting for approval',
  '       npm run ops -- invoice issue <id>           approve and issue one (a re-issue voids its original)',
  '       npm run ops -- invoice issue <id> <number> [<red-letter number>]',
  '                                                   live store: record the number(s) the tax platform gave',
  '       npm run ops -- invoice reject <id> "<why>"  reject one with a remark the customer reads',
].join('\n')

const REMARK_MAX = 200
const LIST_MAX = 100

const states = ['not issued', 'issued', 'voided']
const approvals = ['in approval', 'passed', 'rejected']

function describe(invoice: InvoiceRow): string {
  const number = invoice.invoicenum ? ` number ${invoice.invoicenum}` : ''
  const reissue = invoice.oriId ? ` (re-issue of ${invoice.oriId})` : ''
  return `${invoice.id}: ${states[invoice.status] ?? invoice.status}, ${approvals[invoice.approveStatus] ?? invoice.approveStatus}${number}${reissue}`
}

function line(invoice: InvoiceRow): string {
  const title = invoice.company || invoice.username || '(personal)'
  const kind = invoice.type === 1 ? 'special' : 'ordinary'
  const reissue = invoice.oriId ? ` re-issue of ${invoice.oriId}` : ''
  return `${invoice.id}  ${invoice.creatortime.toISOString()}  ${money(invoice.amount).toFixed(2)}  ${kind}  ${title}${reissue}`
}

export async function runOperatorCommand(db: Db, issuer: InvoiceIssuer, { args }: OperatorCommand, now: Date): Promise<OperatorAnswer> {
  const [area, action, id, ...rest] = args
  if (area !== 'invoice') return { ok: false, output: OPERATOR_USAGE }
  try {
    if (action === 'list' && id === undefined) {
      const waiting = await selectWaitingInvoices(db, LIST_MAX)
      return { ok: true, output: waiting.length === 0 ? 'no invoice is waiting for approval' : waiting.map(line).join('\n') }
    }
    if (action === 'issue' && id && rest.length <= 2) {
      const clerk = issuer instanceof ClerkInvoiceIssuer
      if (clerk !== rest.length > 0) {
        return { ok: false, output: clerk ? `give the number the tax platform gave (20 digits)\n${OPERATOR_USAGE}` : OPERATOR_USAGE }
      }
      const [blue, red] = rest
      if (rest.some((number) => !INVOICE_NUMBER_PATTERN.test(number))) return { ok: false, output: 'an invoice number is 20 digits' }
      const { changed, invoice } = await issueInvoice(db, clerk ? issuer.withNumbers({ blue, red }) : issuer, id, now)
      return changed
        ? { ok: true, output: `issued ${describe(invoice)}` }
        : { ok: false, output: `not issued: the invoice is not waiting for approval (${describe(invoice)})` }
    }
    if (action === 'reject' && id && rest.length === 1) {
      const remark = rest[0].trim()
      if (remark === '' || remark.length > REMARK_MAX) return { ok: false, output: `the remark must be 1 to ${REMARK_MAX} characters` }
      const { changed, invoice } = await rejectInvoice(db, id, remark, now)
      return changed
        ? { ok: true, output: `rejected ${describe(invoice)}` }
        : { ok: false, output: `not rejected: the invoice is not waiting for approval (${describe(invoice)})` }
    }
    return { ok: false, output: OPERATOR_USAGE }
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, output: `${error.message} (${id})` }
    if (error instanceof InvoiceNumberRequiredError) return { ok: false, output: `not issued: ${error.message}` }
    throw error
  }
}
