// The finance side of an invoice: issue (approve, number, PDF) and reject. Called by the background sweep (the sandbox
// issuer approves by itself), by the operator command (`npm run ops -- invoice ...`) and by tests; never by customers.
//
// Issuing calls the issuer (a tax platform, outside any transaction) under a lease on the row (issuing_since), so of
// concurrent callers in any number of processes one submits it; the result is then recorded in one transaction of
// conditional updates: the invoice 0 → 1 with its PDF, and for a re-issue its original 1 → 2 with a red-letter PDF.
import { TransactionRollbackError } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { conflict, notFound } from '../../http/api-error'
import { toFen } from '../../../domain/pricing'
import type { InvoiceIssuer } from '../../providers/invoice-issuer'
import { parseFileList } from '../files/file-list'
import {
  claimForIssuing,
  findInvoiceById,
  insertAnnexFile,
  markIssued,
  markRejected,
  markVoided,
  moveOrdersTo,
  releaseIssuingClaim,
  releaseOrdersOf,
  INVOICE_MISSING_MSG,
  type InvoiceRow,
} from './invoice-data'
import { buyerOf, invoiceLines, pdfDataOf } from './invoice-document'
import { renderInvoicePdf } from './invoice-pdf'

/** A process that held the lease this long without finishing is taken for dead; another may issue the invoice. */
export const INVOICE_ISSUE_LEASE_MS = 2 * 60 * 1000

export interface Transition {
  /** Whether this call made the change (false: another call had made it, or the invoice was not in that state). */
  changed: boolean
  invoice: InvoiceRow
}

const staleBefore = (now: Date) => new Date(now.getTime() - INVOICE_ISSUE_LEASE_MS)

async function current(db: Db, id: string): Promise<InvoiceRow> {
  const invoice = await findInvoiceById(db, id)
  if (!invoice) throw notFound(INVOICE_MISSING_MSG)
  return invoice
}

const fileListWith = (content: string | null, file: { fileId: string; name: string }) => JSON.stringify([...parseFileList(content), file])

/** Issues a waiting invoice (approval passed, number, PDF); a re-issue voids its original with a red-letter invoice. */
export async function issueInvoice(db: Db, issuer: InvoiceIssuer, id: string, now: Date): Promise<Transition> {
  const claimed = await claimForIssuing(db, id, now, staleBefore(now))
  if (!claimed) return { changed: false, invoice: await current(db, id) }
  try {
    const original = claimed.oriId ? await current(db, claimed.oriId) : undefined
    if (original && (original.status !== 1 || !original.invoicenum || !original.issuetime)) {
      throw conflict('原发票不是已开具状态，不能开具重开的发票')
    }
    const lines = await invoiceLines(db, claimed)
    const amountFen = toFen(claimed.amount)
    const taxrate = claimed.taxrate === null ? 0 : Number(claimed.taxrate)
    const base = { type: (claimed.type === 1 ? 1 : 0) as 0 | 1, buyer: buyerOf(claimed), lines, amountFen, taxrate }

    let red: { invoicenum: string; issuedAt: Date; pdf: Buffer } | undefined
    if (original) {
      const voided = { invoicenum: original.invoicenum!, issuedAt: original.issuetime! }
      const redIssued = await issuer.redLetter({ ...base, requestId: `${original.id}:red`, at: now, original: voided })
      red = { ...redIssued, pdf: await renderInvoicePdf(pdfDataOf(original, lines, redIssued, voided)) }
    }
    const blue = await issuer.issue({ ...base, requestId: claimed.id, at: now })
    const bluePdf = await renderInvoicePdf(pdfDataOf(claimed, lines, blue))

    const issued = await db.transaction(async (tx) => {
      const blueName = `电子发票-${blue.invoicenum}.pdf`
      const blueId = await insertAnnexFile(tx, { name: blueName, bytes: bluePdf, owner: claimed.userid, at: blue.issuedAt })
      const row = await markIssued(tx, claimed.id, {
        invoicenum: blue.invoicenum,
        issuetime: blue.issuedAt,
        content: fileListWith(claimed.content, { fileId: blueId, name: blueName }),
      })
      if (!row) return tx.rollback()
      if (original && red) {
        const redName = `红字发票-${red.invoicenum}.pdf`
        const redId = await insertAnnexFile(tx, { name: redName, bytes: red.pdf, owner: original.userid, at: red.issuedAt })
        const voided = await markVoided(tx, original.id, red.issuedAt, fileListWith(original.content, { fileId: redId, name: redName }))
        if (!voided) return tx.rollback()
        await moveOrdersTo(tx, original.id, claimed.id)
      }
      return row
    })
    return { changed: true, invoice: issued }
  } catch (error) {
    await releaseIssuingClaim(db, claimed.id, now).catch(() => undefined)
    if (error instanceof TransactionRollbackError) return { changed: false, invoice: await current(db, id) }
    throw error
  }
}

/**
 * Rejects a waiting invoice with finance's remark. A rejected first request lets its orders go (the customer can
 * request again with corrected details); a rejected re-issue leaves its original issued (and free to re-issue again).
 */
export async function rejectInvoice(db: Db, id: string, remark: string, now: Date): Promise<Transition> {
  const rejected = await db.transaction(async (tx) => {
    const row = await markRejected(tx, id, remark, staleBefore(now))
    if (row && !row.oriId) await releaseOrdersOf(tx, row.id)
    return row
  })
  if (rejected) return { changed: true, invoice: rejected }
  const invoice = await current(db, id)
  if (invoice.status === 0 && invoice.approveStatus === 0) throw conflict('发票正在开具，不能驳回')
  return { changed: false, invoice }
}
