// SQL for invoice records and the orders they cover (invoice_orders: one invoice per order, by primary key).
import { eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { invoiceOrders, invoices, orders } from '../../db/schema'

export type InvoiceRow = typeof invoices.$inferSelect
export type NewInvoice = typeof invoices.$inferInsert

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
