// SQL for orders and their lines (the service filters by owner; these read any order so it can tell 403 from 404).
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm'
import { announceChange } from '../../db/change-feed'
import type { DbOrTx } from '../../db/client'
import { invoiceOrders, orderDetails, orders, products } from '../../db/schema'
import type { PageWindow } from '../../http/paging'
import type { ProductRow } from '../products/product-data'

export type OrderRow = typeof orders.$inferSelect
export type NewOrder = typeof orders.$inferInsert
export type OrderLineRow = typeof orderDetails.$inferSelect
export type NewOrderLine = typeof orderDetails.$inferInsert

export async function findProductsByIds(db: DbOrTx, ids: string[]): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select().from(products).where(inArray(products.id, ids))
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * Inserts the order unless the customer already has one with this idempotency key (unique index
 * orders_userid_idempotency_key_uq): of concurrent identical requests exactly one inserts; the others get undefined.
 */
export async function insertOrderUnlessKeyUsed(db: DbOrTx, order: NewOrder): Promise<OrderRow | undefined> {
  const rows = await db
    .insert(orders)
    .values(order)
    .onConflictDoNothing({ target: [orders.userid, orders.idempotency_key] })
    .returning()
  return rows[0]
}

export async function insertOrderLines(db: DbOrTx, lines: NewOrderLine[]): Promise<OrderLineRow[]> {
  return db.insert(orderDetails).values(lines).returning()
}

export async function findOrderByIdempotencyKey(db: DbOrTx, userid: string, key: string): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userid, userid), eq(orders.idempotency_key, key)))
    .limit(1)
  return rows[0]
}

export async function findOrderById(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1)
  return rows[0]
}

export async function findOrderByNum(db: DbOrTx, ordernum: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.ordernum, ordernum)).limit(1)
  return rows[0]
}

export async function selectLinesOfOrders(db: DbOrTx, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return []
  return (
    db
      .select()
      .from(orderDetails)
      .where(inArray(orderDetails.orderid, orderIds))
      // Lines of one order share their creation time: by product name next, so the detail dialog shows a stable order.
      .orderBy(asc(orderDetails.creatortime), asc(orderDetails.productname), asc(orderDetails.id))
  )
}

export interface OrderFilter {
  /** 1 paid, 2 failed or closed, 0 not paid: unpaid, failed and closed (the pending tab shows all it cannot ship). */
  paymentstate?: number
  purchasemethod?: string
  /** Part of the order number (the search box). */
  ordernum?: string
  retailercode?: string
  /** Only paid orders no invoice covers (invoice_orders): what the invoice request dialog offers. */
  invoiceable?: boolean
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function ownOrdersWhere(userid: string, filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [eq(orders.userid, userid)]
  if (filter.paymentstate === 0) conditions.push(ne(orders.paymentstate, 1))
  else if (filter.paymentstate !== undefined) conditions.push(eq(orders.paymentstate, filter.paymentstate))
  if (filter.purchasemethod) conditions.push(eq(orders.purchasemethod, filter.purchasemethod))
  if (filter.ordernum) conditions.push(ilike(orders.ordernum, `%${escapeLike(filter.ordernum)}%`))
  if (filter.retailercode) conditions.push(eq(orders.retailercode, filter.retailercode))
  if (filter.invoiceable) {
    conditions.push(eq(orders.paymentstate, 1))
    conditions.push(sql`not exists (select 1 from ${invoiceOrders} where ${invoiceOrders.orderid} = ${orders.id})`)
  }
  return and(...conditions)
}

/** The customer's orders, newest first, one page. */
export async function selectOwnOrdersPage(db: DbOrTx, userid: string, filter: OrderFilter, window: PageWindow, order: 'asc' | 'desc') {
  const where = ownOrdersWhere(userid, filter)
  const by = order === 'asc' ? [asc(orders.creatortime), asc(orders.id)] : [desc(orders.creatortime), desc(orders.id)]
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...by)
      .limit(window.pageSize)
      .offset(window.offset),
    db.select({ total: count() }).from(orders).where(where),
  ])
  return { rows, total }
}

/** All of the customer's orders (newest first), optionally in one payment state. */
export async function selectOwnOrders(db: DbOrTx, userid: string, filter: OrderFilter): Promise<OrderRow[]> {
  return db.select().from(orders).where(ownOrdersWhere(userid, filter)).orderBy(desc(orders.creatortime), desc(orders.id))
}

/**
 * Serialises the order creations of one customer until the transaction ends (a transaction-scoped advisory lock), so
 * that concurrent creates cannot all pass the open-order cap.
 */
export async function lockCustomerOrders(db: DbOrTx, userid: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`orders:${userid}`}, 0))`)
}

/** Unpaid orders (paymentstate 0 or 2) not closed yet: what the cap counts. */
const openUnpaid = () => and(ne(orders.paymentstate, 1), isNull(orders.closed_at))

export async function countOpenUnpaidOrders(db: DbOrTx, userid: string, createdAfter: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userid, userid), openUnpaid(), gt(orders.creatortime, createdAfter)))
  return n
}

/**
 * Closes the unpaid orders created at or before `createdBy` (of one customer, or of everyone): paymentstate 2 and
 * closed_at, by a conditional update, so concurrent closers and a late paid notification each win at most once.
 */
export async function closeOrdersCreatedBy(db: DbOrTx, createdBy: Date, now: Date, userid?: string): Promise<string[]> {
  const rows = await db
    .update(orders)
    .set({ paymentstate: 2, closed_at: now })
    .where(and(openUnpaid(), lte(orders.creatortime, createdBy), userid === undefined ? undefined : eq(orders.userid, userid)))
    .returning({ id: orders.id })
  for (const row of rows) announceChange('summit_orders', row.id)
  return rows.map((row) => row.id)
}
