// SQL for invoice records and the orders they cover (invoice_orders: one invoice per order, by primary key). Every
// change of state is a conditional update on the state it leaves, so of concurrent callers exactly one changes it.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { annexFiles, invoiceOrders, invoices, orders } from '../../db/schema'
import type { PageWindow } from '../../http/paging'

export type InvoiceRow = typeof invoices.$inferSelect
export type NewInvoice = typeof invoices.$inferInsert

export const INVOICE_MISSING_MSG = '发票不存在'

export async function insertInvoice(db: DbOrTx, invoice: NewInvoice): Promise<InvoiceRow> {
  const rows = await db.insert(invoices).values(invoice).returning()
  return rows[0]
}

/** Links orders to the invoice; an order already linked to any invoice is left alone (answers the orders linked). */
export async function linkOrdersOnce(db: DbOrTx, invoiceid: string, orderIds: string[], at: Date): Promise<string[]> {
  const rows = await db
    .insert(invoiceOrders)
    .values(orderIds.map((orderid) => ({ orderid, invoiceid, creatortime: at })))
    .onConflictDoNothing({ target: invoiceOrders.orderid })
    .returning({ orderid: invoiceOrders.orderid })
  return rows.map((row) => row.orderid)
}

export async function setOrdersInvoice(db: DbOrTx, orderIds: string[], invoiceid: string) {
  await db.update(orders).set({ invoiceid }).where(inArray(orders.id, orderIds))
}

/** order id -> invoice id, for those of the orders already invoiced. */
export async function invoiceLinksOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db.select().from(invoiceOrders).where(inArray(invoiceOrders.orderid, orderIds))
  return new Map(rows.map((row) => [row.orderid, row.invoiceid]))
}

export async function ordersOfInvoice(db: DbOrTx, invoiceid: string): Promise<string[]> {
  const rows = await db.select({ orderid: invoiceOrders.orderid }).from(invoiceOrders).where(eq(invoiceOrders.invoiceid, invoiceid))
  return rows.map((row) => row.orderid)
}

export async function findInvoiceById(db: DbOrTx, id: string): Promise<InvoiceRow | undefined> {
  const rows = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1)
  return rows[0]
}

/** One page of the customer's invoices, newest first, and how many there are. */
export async function selectOwnInvoicesPage(db: DbOrTx, userid: string, window: PageWindow) {
  const where = eq(invoices.userid, userid)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.creatortime), desc(invoices.id))
      .limit(window.pageSize)
      .offset(window.offset),
    db.select({ total: count() }).from(invoices).where(where),
  ])
  return { rows, total }
}

/** The file lists (content) of the customer's invoices. */
export async function selectOwnInvoiceFileLists(db: DbOrTx, userid: string): Promise<Array<string | null>> {
  const rows = await db
    .select({ content: invoices.content })
    .from(invoices)
    .where(and(eq(invoices.userid, userid), isNotNull(invoices.content)))
  return rows.map((row) => row.content)
}

const waiting = () => and(eq(invoices.status, 0), eq(invoices.approveStatus, 0))
const notBeingIssued = (staleBefore: Date) => or(isNull(invoices.issuing_since), lt(invoices.issuing_since, staleBefore))

/** Takes the issuing lease of a waiting invoice (none held, or one older than staleBefore); undefined when not waiting or held. */
export async function claimForIssuing(db: DbOrTx, id: string, now: Date, staleBefore: Date): Promise<InvoiceRow | undefined> {
  const rows = await db
    .update(invoices)
    .set({ issuing_since: now })
    .where(and(eq(invoices.id, id), waiting(), notBeingIssued(staleBefore)))
    .returning()
  return rows[0]
}

/** Gives the lease back (the issuer failed): only the lease taken at `since`. */
export async function releaseIssuingClaim(db: DbOrTx, id: string, since: Date) {
  await db
    .update(invoices)
    .set({ issuing_since: null })
    .where(and(eq(invoices.id, id), eq(invoices.issuing_since, since)))
}

/** The waiting invoice, issued: approval passed, status 1, its number, time and file list. */
export async function markIssued(db: DbOrTx, id: string, issued: { invoicenum: string; issuetime: Date; content: string }) {
  const rows = await db
    .update(invoices)
    .set({
      status: 1,
      approveStatus: 1,
      invoicenum: issued.invoicenum,
      issuetime: issued.issuetime,
      content: issued.content,
      issuing_since: null,
    })
    .where(and(eq(invoices.id, id), waiting()))
    .returning()
  return rows[0]
}

/** The issued invoice, voided by its re-issue (status 2), with the red-letter file added to its list. */
export async function markVoided(db: DbOrTx, id: string, voidtime: Date, content: string) {
  const rows = await db
    .update(invoices)
    .set({ status: 2, voidtime, content })
    .where(and(eq(invoices.id, id), eq(invoices.status, 1)))
    .returning()
  return rows[0]
}

/** The waiting invoice, rejected with the clerk's remark (not while a process is issuing it). */
export async function markRejected(db: DbOrTx, id: string, approveRemark: string, staleBefore: Date) {
  const rows = await db
    .update(invoices)
    .set({ approveStatus: 2, approveRemark })
    .where(and(eq(invoices.id, id), waiting(), notBeingIssued(staleBefore)))
    .returning()
  return rows[0]
}

/** A rejected request lets its orders go: no link, no invoiceid, so they can be requested again. */
export async function releaseOrdersOf(db: DbOrTx, invoiceid: string) {
  await db.delete(invoiceOrders).where(eq(invoiceOrders.invoiceid, invoiceid))
  await db.update(orders).set({ invoiceid: null }).where(eq(orders.invoiceid, invoiceid))
}

/** An issued re-issue takes over its original's orders (the order detail then shows the valid invoice). */
export async function moveOrdersTo(db: DbOrTx, fromInvoiceid: string, toInvoiceid: string) {
  await db.update(invoiceOrders).set({ invoiceid: toInvoiceid }).where(eq(invoiceOrders.invoiceid, fromInvoiceid))
  await db.update(orders).set({ invoiceid: toInvoiceid }).where(eq(orders.invoiceid, fromInvoiceid))
}

/** Invoices waiting for approval created at or before `createdBy`, not being issued, oldest first. */
export async function selectWaitingInvoiceIds(db: DbOrTx, createdBy: Date, staleBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(waiting(), lte(invoices.creatortime, createdBy), notBeingIssued(staleBefore)))
    .orderBy(asc(invoices.creatortime), asc(invoices.id))
    .limit(limit)
  return rows.map((row) => row.id)
}

/** Every invoice waiting for approval (the operator's list), oldest first. */
export async function selectWaitingInvoices(db: DbOrTx, limit: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(waiting()).orderBy(asc(invoices.creatortime), asc(invoices.id)).limit(limit)
}

export async function insertAnnexFile(db: DbOrTx, file: { name: string; bytes: Buffer; owner: string; at: Date }): Promise<string> {
  const rows = await db
    .insert(annexFiles)
    .values({
      name: file.name,
      mimetype: 'application/pdf',
      content: file.bytes.toString('base64'),
      size: file.bytes.length,
      creatoruserid: file.owner,
      creatortime: file.at,
    })
    .returning({ id: annexFiles.id })
  return rows[0].id
}
