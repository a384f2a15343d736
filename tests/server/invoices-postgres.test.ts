// The invoice transitions' races on a real PostgreSQL server, where requests truly overlap (PGlite runs one statement
// at a time): two processes (two connection pools) issue, reject, re-issue and sweep the same invoices at once, and
// each transition happens exactly once.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type OpenedDatabase } from '../../server/db/client'
import { annexFiles, invoiceOrders, invoices } from '../../server/db/schema'
import { issueWaitingInvoices } from '../../server/modules/invoices/invoice-issue-sweep'
import { issueInvoice, rejectInvoice } from '../../server/modules/invoices/invoice-issuing'
import { SandboxInvoiceIssuer } from '../../server/providers/invoice-sandbox-issuer'
import { ENTERPRISE_ORDER_INVOICE, payOrder } from './support/paid-orders'
import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from '../../tools/throwaway-postgres'
import { startTestApp, type TestApp } from './support/test-app'

const unavailable = throwawayPostgresUnavailable()
if (unavailable) console.warn(`PostgreSQL invoice race tests skipped: ${unavailable}`)

describe.skipIf(unavailable !== null)('invoice races on PostgreSQL', () => {
  const PHONE = '13500000145'
  let cluster: ThrowawayPostgres
  let t: TestApp
  let other: OpenedDatabase
  let token: string
  beforeAll(async () => {
    cluster = await startThrowawayPostgres()
    t = await startTestApp({ databaseUrl: cluster.url })
    other = await openDatabase({ databaseUrl: cluster.url })
    token = await t.login(PHONE)
  }, 120_000)
  afterAll(async () => {
    await other?.close()
    await t?.close()
    await cluster?.stop()
  })

  /** Ten callers, alternating between the two processes' pools. */
  const ten = <T>(make: (db: typeof t.db) => Promise<T>) => Promise.all(Array.from({ length: 10 }, (_, i) => make(i % 2 ? other.db : t.db)))
  /** Submissions to the "tax platform": a real one would issue an invoice for each, so there must be one per transition. */
  const submitted = { issue: 0, redLetter: 0 }
  const issuerOf = (db: typeof t.db) => {
    const sandbox = new SandboxInvoiceIssuer(db, true)
    return Object.assign(Object.create(sandbox) as SandboxInvoiceIssuer, {
      issue: (request: Parameters<SandboxInvoiceIssuer['issue']>[0]) => ((submitted.issue += 1), sandbox.issue(request)),
      redLetter: (request: Parameters<SandboxInvoiceIssuer['redLetter']>[0]) => ((submitted.redLetter += 1), sandbox.redLetter(request)),
    })
  }
  const waitingInvoice = async () => {
    const order = await payOrder(t, token, PHONE, ENTERPRISE_ORDER_INVOICE)
    return (await t.db.select().from(invoices).where(eq(invoices.orderid, order.id)))[0]
  }
  const row = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]

  it('issues once, re-issues once, voids once', async () => {
    const waiting = await waitingInvoice()
    const issued = await ten((db) => issueInvoice(db, issuerOf(db), waiting.id, t.clock.now()))
    expect(issued.filter((r) => r.changed)).toHaveLength(1)
    expect(submitted).toEqual({ issue: 1, redLetter: 0 })
    const original = await row(waiting.id)
    expect(original).toMatchObject({ status: 1, approveStatus: 1 })
    expect(JSON.parse(original.content!)).toHaveLength(1)

    const requests = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', '/api/business/C_invoice/reInvoice', { token, body: { id: waiting.id, remark: '更正' } }),
      ),
    )
    expect(requests.filter((r) => r.status === 200)).toHaveLength(1)
    expect(requests.filter((r) => r.status === 409)).toHaveLength(9)
    const reissue = requests.find((r) => r.status === 200)!.json.data

    const voided = await ten((db) => issueInvoice(db, issuerOf(db), reissue.id, t.clock.now()))
    expect(voided.filter((r) => r.changed)).toHaveLength(1)
    expect(submitted).toEqual({ issue: 2, redLetter: 1 })
    expect(await row(waiting.id)).toMatchObject({ status: 2 })
    expect(JSON.parse((await row(waiting.id)).content!)).toHaveLength(2)
    expect(await row(reissue.id)).toMatchObject({ status: 1, approveStatus: 1 })
    // Exactly the three PDFs: the blue one, the red-letter one, the new blue one.
    const fileIds = [...JSON.parse((await row(waiting.id)).content!), ...JSON.parse((await row(reissue.id)).content!)].map((f) => f.fileId)
    expect(new Set(fileIds).size).toBe(3)
    const invoiceFiles = (await t.db.select({ name: annexFiles.name }).from(annexFiles)).filter(
      (f) => f.name.endsWith('.pdf') && /发票-\d{20}/.test(f.name),
    )
    expect(invoiceFiles).toHaveLength(3)
  })

  it('rejects once and releases the orders once', async () => {
    const waiting = await waitingInvoice()
    const results = await ten((db) => rejectInvoice(db, waiting.id, '抬头有误', t.clock.now()))
    expect(results.filter((r) => r.changed)).toHaveLength(1)
    expect(await row(waiting.id)).toMatchObject({ approveStatus: 2, approveRemark: '抬头有误' })
    expect(await t.db.select().from(invoiceOrders).where(eq(invoiceOrders.invoiceid, waiting.id))).toEqual([])
  })

  it('two processes sweeping together issue each waiting invoice once', async () => {
    const made = [await waitingInvoice(), await waitingInvoice(), await waitingInvoice()]
    const swept = await Promise.all([t.db, other.db, t.db, other.db].map((db) => issueWaitingInvoices(db, issuerOf(db), t.clock.now(), 0)))
    expect(swept.reduce((sum, n) => sum + n, 0)).toBe(3)
    for (const invoice of made) expect(await row(invoice.id)).toMatchObject({ status: 1, approveStatus: 1 })
  })
})
