// SQL for payment attempts and the order's payment state. Every state change is a conditional update, so
// concurrent or repeated notifications change a row at most once.
import { and, count, desc, eq, gt, inArray, lte, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { orders, payments } from '../../db/schema'
import type { PaymentChannel } from '../../providers/payment-provider'
import type { OrderRow } from '../orders/order-data'

export type PaymentRow = typeof payments.$inferSelect
export type NewPayment = typeof payments.$inferInsert

/** Pending attempts whose QR has run out become failed (2): the gateway closed them. */
export async function expireStaleAttempts(db: DbOrTx, orderid: string, now: Date) {
  await db
    .update(payments)
    .set({ state: 2 })
    .where(and(eq(payments.orderid, orderid), eq(payments.state, 0), lte(payments.expires_at, now)))
}

/** The order's pending attempt on this channel that is still valid. */
export async function findLiveAttempt(db: DbOrTx, orderid: string, channel: PaymentChannel, now: Date): Promise<PaymentRow | undefined> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderid, orderid), eq(payments.provider, channel), eq(payments.state, 0), gt(payments.expires_at, now)))
    .limit(1)
  return rows[0]
}

export async function countAttempts(db: DbOrTx, orderid: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(payments).where(eq(payments.orderid, orderid))
  return n
}

/** Nothing is inserted (undefined) when the order already has a pending attempt on the channel or the number is taken. */
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

/** pending -> paid, only while the attempt is valid. */
export async function markAttemptPaid(db: DbOrTx, outTradeNo: string, transactionId: string, at: Date): Promise<PaymentRow | undefined> {
  const rows = await db
    .update(payments)
    .set({ state: 1, paid_at: at, provider_tradeno: transactionId })
    .where(and(eq(payments.out_trade_no, outTradeNo), eq(payments.state, 0), gt(payments.expires_at, at)))
    .returning()
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
  return rows[0]
}

/** unpaid -> failed (a paid order stays paid). */
export async function markOrderFailed(db: DbOrTx, orderid: string) {
  await db.update(orders).set({ paymentstate: 2 }).where(and(eq(orders.id, orderid), eq(orders.paymentstate, 0)))
}

/** A new attempt after a failed payment: the order is unpaid again (never a paid one). */
export async function reopenOrder(db: DbOrTx, orderid: string, now: Date) {
  await db.update(orders).set({ paymentstate: 0, qr_issued_at: now }).where(and(eq(orders.id, orderid), ne(orders.paymentstate, 1)))
}
