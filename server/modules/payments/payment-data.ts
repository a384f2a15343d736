// SQL for payment attempts and the order's payment state. Every state change is a conditional update, so
// concurrent or repeated notifications change a row at most once. A change of an order's payment state tells this
// process's poll cache at once; other processes hear of it by the orders table's NOTIFY trigger.
import { and, count, desc, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm'
import { announceChange } from '../../db/change-feed'
import type { DbOrTx } from '../../db/client'
import { orders, paymentDuplicates, payments } from '../../db/schema'
import type { OrderRow } from '../orders/order-data'

export type PaymentRow = typeof payments.$inferSelect
export type NewPayment = typeof payments.$inferInsert
export type PaymentDuplicateRow = typeof paymentDuplicates.$inferSelect

/** payments.state */
export const ATTEMPT_PENDING = 0
export const ATTEMPT_PAID = 1
export const ATTEMPT_FAILED = 2
export const ATTEMPT_CLOSED = 3

/**
 * The order row, locked until the transaction ends. Everything that changes an order's attempts or payment state
 * takes this lock first, so QR requests on several channels and notifications of one order run one after another
 * (and always lock in the same order: no deadlock).
 */
export async function lockOrder(db: DbOrTx, orderid: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderid)).for('update')
  return rows[0]
}

/** Pending attempts whose QR has run out become failed (2): the gateway closed them. */
export async function expireStaleAttempts(db: DbOrTx, orderid: string, now: Date) {
  await db
    .update(payments)
    .set({ state: 2 })
    .where(and(eq(payments.orderid, orderid), eq(payments.state, 0), lte(payments.expires_at, now)))
}

/** The order's one payable attempt (whatever its channel), while it is valid. */
export async function findLiveAttempt(db: DbOrTx, orderid: string, now: Date): Promise<PaymentRow | undefined> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderid, orderid), eq(payments.state, 0), gt(payments.expires_at, now)))
    .limit(1)
  return rows[0]
}

export async function countAttempts(db: DbOrTx, orderid: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(payments).where(eq(payments.orderid, orderid))
  return n
}

/** Nothing is inserted (undefined) when the order already has a pending attempt (any channel) or the number is taken. */
export async function insertAttempt(db: DbOrTx, attempt: NewPayment): Promise<PaymentRow | undefined> {
  const rows = await db.insert(payments).values(attempt).onConflictDoNothing().returning()
  return rows[0]
}

export async function findAttemptByTradeNo(db: DbOrTx, outTradeNo: string): Promise<PaymentRow | undefined> {
  const rows = await db.select().from(payments).where(eq(payments.out_trade_no, outTradeNo)).limit(1)
  return rows[0]
}

/** The attempt a sandbox "pay this order" acts on: the newest pending or paid one. */
export async function latestOpenOrPaidAttempt(db: DbOrTx, orderid: string): Promise<PaymentRow | undefined> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderid, orderid), inArray(payments.state, [0, 1])))
    .orderBy(desc(payments.created_at), desc(payments.out_trade_no))
    .limit(1)
  return rows[0]
}

export async function pendingAttemptsOf(db: DbOrTx, orderid: string, now: Date): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderid, orderid), eq(payments.state, 0), gt(payments.expires_at, now)))
}

/** -> paid, from any other state: the gateway says it took the money, so the attempt is paid whatever we thought. */
export async function markAttemptPaid(db: DbOrTx, outTradeNo: string, transactionId: string, at: Date): Promise<PaymentRow | undefined> {
  const rows = await db
    .update(payments)
    .set({ state: ATTEMPT_PAID, paid_at: at, provider_tradeno: transactionId })
    .where(and(eq(payments.out_trade_no, outTradeNo), ne(payments.state, ATTEMPT_PAID)))
    .returning()
  return rows[0]
}

/** pending -> closed (superseded by another channel, or the order is paid or closed). */
export async function markAttemptClosed(db: DbOrTx, outTradeNo: string): Promise<PaymentRow | undefined> {
  const rows = await db
    .update(payments)
    .set({ state: ATTEMPT_CLOSED })
    .where(and(eq(payments.out_trade_no, outTradeNo), eq(payments.state, ATTEMPT_PENDING)))
    .returning()
  return rows[0]
}

/** Closes the pending attempts of these orders (closed orders: their attempts expired with them). */
export async function closePendingAttemptsOfOrders(db: DbOrTx, orderids: string[]) {
  if (orderids.length === 0) return
  await db
    .update(payments)
    .set({ state: ATTEMPT_CLOSED })
    .where(and(inArray(payments.orderid, orderids), eq(payments.state, ATTEMPT_PENDING)))
}

/** Records a payment of an already paid order once per gateway transaction; undefined when it was recorded before. */
export async function insertDuplicate(db: DbOrTx, row: typeof paymentDuplicates.$inferInsert): Promise<PaymentDuplicateRow | undefined> {
  const rows = await db.insert(paymentDuplicates).values(row).onConflictDoNothing().returning()
  return rows[0]
}

/** pending -> failed. */
export async function markAttemptFailed(db: DbOrTx, outTradeNo: string): Promise<PaymentRow | undefined> {
  const rows = await db
    .update(payments)
    .set({ state: 2 })
    .where(and(eq(payments.out_trade_no, outTradeNo), eq(payments.state, 0)))
    .returning()
  return rows[0]
}

/** The one transition to paid: UPDATE ... WHERE paymentstate <> 1 RETURNING. Undefined when it was paid already. */
export async function markOrderPaid(db: DbOrTx, orderid: string, transactionId: string, at: Date): Promise<OrderRow | undefined> {
  const rows = await db
    .update(orders)
    .set({ paymentstate: 1, paid_at: at, alipayordernum: transactionId })
    .where(and(eq(orders.id, orderid), ne(orders.paymentstate, 1)))
    .returning()
  announceChange('summit_orders', orderid)
  return rows[0]
}

/** unpaid -> failed (a paid order stays paid). */
export async function markOrderFailed(db: DbOrTx, orderid: string) {
  await db
    .update(orders)
    .set({ paymentstate: 2 })
    .where(and(eq(orders.id, orderid), eq(orders.paymentstate, 0)))
  announceChange('summit_orders', orderid)
}

/** A new attempt after a failed payment: the order is unpaid again (never a paid or a closed one). */
export async function reopenOrder(db: DbOrTx, orderid: string, now: Date) {
  await db
    .update(orders)
    .set({ paymentstate: 0, qr_issued_at: now })
    .where(and(eq(orders.id, orderid), ne(orders.paymentstate, 1), isNull(orders.closed_at)))
  announceChange('summit_orders', orderid)
}
