// The background issuer of an issuer that approves by itself (the sandbox): every waiting request at least
// INVOICE_ISSUE_DELAY_MS old is issued, including those left waiting before a restart. Several processes on one
// PostgreSQL may sweep together: each invoice is issued under its lease (invoice-issuing.ts), so once.
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { InvoiceIssuer } from '../../providers/invoice-issuer'
import { selectWaitingInvoiceIds } from './invoice-data'
import { INVOICE_ISSUE_LEASE_MS, issueInvoice } from './invoice-issuing'

/** At most this many per sweep (the next sweep takes the rest). */
const SWEEP_BATCH = 20

export interface InvoiceSweepOptions {
  delayMs: number
  /** How often to look (default: the delay, between 200 ms and 5 s). */
  intervalMs?: number
}

/**
 * One sweep: answers how many it issued. An invoice that fails (the issuer unreachable, the PDF not rendered) is
 * reported and left waiting for the next sweep; it does not hold up the others.
 */
export async function issueWaitingInvoices(
  db: Db,
  issuer: InvoiceIssuer,
  now: Date,
  delayMs: number,
  onError: (id: string, error: unknown) => void = () => undefined,
): Promise<number> {
  const ids = await selectWaitingInvoiceIds(
    db,
    new Date(now.getTime() - delayMs),
    new Date(now.getTime() - INVOICE_ISSUE_LEASE_MS),
    SWEEP_BATCH,
  )
  let issued = 0
  for (const id of ids) {
    try {
      if ((await issueInvoice(db, issuer, id, now)).changed) issued += 1
    } catch (error) {
      onError(id, error)
    }
  }
  return issued
}

/** Starts the sweep; answers its stop function (which waits for a sweep under way). */
export function startInvoiceIssueSweep(
  db: Db,
  issuer: InvoiceIssuer,
  clock: () => Date,
  log: FastifyBaseLogger,
  options: InvoiceSweepOptions,
): () => Promise<void> {
  const intervalMs = options.intervalMs ?? Math.min(5000, Math.max(200, options.delayMs))
  let running: Promise<void> | undefined
  const timer = setInterval(() => {
    if (running) return
    running = issueWaitingInvoices(db, issuer, clock(), options.delayMs, (invoiceid, error) =>
      log.error({ err: error, invoiceid }, 'issuing an invoice failed; it stays waiting'),
    )
      .then((issued) => {
        if (issued > 0) log.info({ issued }, 'issued waiting invoices')
      })
      .catch((error: unknown) => log.error({ err: error }, 'issuing waiting invoices failed'))
      .finally(() => {
        running = undefined
      })
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
