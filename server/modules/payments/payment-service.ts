// Payment of the caller's orders through the PaymentProvider: one payable attempt (out_trade_no) per order across all
// channels, valid 15 minutes (never beyond the order's closing time); asking again on the same channel while it is
// valid answers the same attempt (a reload resumes it); asking on another channel closes it at the gateway first;
// after it expires a new attempt is made for the same order. Notifications are applied exactly once, and money taken
// for an order that was already paid is recorded as a duplicate to refund.
import type { Identity } from '../../auth/identity'
import { changesSettled } from '../../db/change-feed'
import type { Db, DbOrTx } from '../../db/client'
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/api-error'
import type { PaymentChannel, PaymentNotification, PaymentProvider, TradeRef } from '../../providers/payment-provider'
import { ORDER_CLOSED_CODE, ORDER_CLOSED_MSG, PAYMENT_QR_VALID_MS } from '../../../domain/limits'
import { toFen } from '../../../domain/pricing'
import { requireCustomer } from '../customers/customer-service'
import { invoiceOnPayment } from '../invoices/invoice-service'
import { findOrderById, findOrderByNum, type OrderRow } from '../orders/order-data'
import { closeOverdueOrders, closingTimeMsOf, isClosedAt } from '../orders/order-closing'
import { ownOrder, ownOrderByNum } from '../orders/order-service'
import {
  ATTEMPT_CLOSED,
  ATTEMPT_PAID,
  ATTEMPT_PENDING,
  countAttempts,
  expireStaleAttempts,
  findAttemptByTradeNo,
  findLiveAttempt,
  insertAttempt,
  insertDuplicate,
  lockOrder,
  markAttemptClosed,
  markAttemptFailed,
  markAttemptPaid,
  markOrderFailed,
  markOrderPaid,
  pendingAttemptsOf,
  reopenOrder,
  type PaymentRow,
} from './payment-data'

export const QR_EXPIRED_MSG = '二维码已过期，请返回重新获取支付二维码'
const PAID_MSG = '订单已支付，无需重复支付'
export const CHANNEL_NOT_OPEN_MSG = '该支付方式暂未开通，请选择其他支付方式'

/** Where payment events are logged (the request's or the app's logger); never with personal data. */
export interface PaymentLog {
  warn(fields: object, message: string): void
  error(fields: object, message: string): void
}

const tradeOf = (attempt: PaymentRow): TradeRef => ({ outTradeNo: attempt.out_trade_no, channel: attempt.provider as PaymentChannel })

export const GATEWAY_UNAVAILABLE_MSG = '支付服务暂时不可用，请稍后重试'

/**
 * A call to the payment gateway: when it fails (unreachable, an answer that does not verify, an error it names), the
 * customer is told to try again (503) and the failure is logged with the trade number only.
 */
async function atGateway<T>(log: PaymentLog, outTradeNo: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof ApiError) throw error
    log.warn({ outTradeNo, reason: (error as Error).message }, 'payment gateway call failed')
    throw new ApiError(503, GATEWAY_UNAVAILABLE_MSG)
  }
}

const orderClosed = () => new ApiError(ORDER_CLOSED_CODE, ORDER_CLOSED_MSG)

export interface PaymentRequestInput {
  orderNum: string
  price?: number
}

export interface IssuedAttempt {
  order: OrderRow
  attempt: PaymentRow
}

/** The caller's unpaid, open order, checked against the price the client shows. */
async function payableOrder(db: Db, identity: Identity | null, input: PaymentRequestInput, now: Date): Promise<OrderRow> {
  const customer = await requireCustomer(db, identity)
  await closeOverdueOrders(db, now, customer.id)
  const order = await ownOrderByNum(db, customer.id, input.orderNum.trim())
  if (order.paymentstate === 1) throw conflict(PAID_MSG)
  if (isClosedAt(order, now)) throw orderClosed()
  if (input.price !== undefined && toFen(input.price) !== toFen(order.paymentamount)) {
    throw badRequest(`支付金额与订单金额不一致（订单金额 ${order.paymentamount} 元）`)
  }
  return order
}

/**
 * The valid attempt when it is on this channel, else a new one from the provider after the gateway closed the old
 * one. All of it runs under the order's row lock (lockOrder), and the pending unique index per order guards it too.
 */
export async function issueAttempt(
  db: Db,
  provider: PaymentProvider,
  log: PaymentLog,
  identity: Identity | null,
  channel: PaymentChannel,
  input: PaymentRequestInput,
  origin: string,
  now: Date,
): Promise<IssuedAttempt> {
  if (!provider.supports(channel)) throw badRequest(CHANNEL_NOT_OPEN_MSG)
  const order = await payableOrder(db, identity, input, now)
  let orderChanged = false
  const outcome = await db.transaction(async (tx): Promise<PaymentRow | 'paid' | 'closed'> => {
    const locked = (await lockOrder(tx, order.id))!
    if (locked.paymentstate === 1) return 'paid'
    if (isClosedAt(locked, now)) return 'closed'
    await expireStaleAttempts(tx, order.id, now)
    const live = await findLiveAttempt(tx, order.id, now)
    if (live?.provider === channel) return live
    if (live) {
      // The gateway answers a trade it has paid meanwhile: that payment is applied (and committed) instead.
      const paid = await atGateway(log, live.out_trade_no, () => provider.closeTrade(tradeOf(live)))
      if (paid) {
        orderChanged = (await settleNotification(tx, provider, log, live, paid)).changed
        return 'paid'
      }
      await markAttemptClosed(tx, live.out_trade_no)
    }
    const outTradeNo = `${order.ordernum}-${(await countAttempts(tx, order.id)) + 1}`
    const expiresAt = new Date(Math.min(now.getTime() + PAYMENT_QR_VALID_MS, closingTimeMsOf(order)))
    const handle = await atGateway(log, outTradeNo, () =>
      provider.createTrade({
        channel,
        outTradeNo,
        amountFen: toFen(order.paymentamount),
        subject: order.ordername,
        expiresAt,
        origin,
      }),
    )
    const inserted = await insertAttempt(tx, {
      orderid: order.id,
      ordernum: order.ordernum,
      out_trade_no: outTradeNo,
      provider: channel,
      amount: order.paymentamount,
      state: ATTEMPT_PENDING,
      qrcode: handle.kind === 'qr' ? handle.content : handle.html,
      created_at: now,
      expires_at: expiresAt,
    })
    // Cannot happen under the lock; the unique indexes say no all the same.
    if (!inserted) throw conflict('支付请求处理中，请稍后重试')
    await reopenOrder(tx, order.id, now)
    // The poll's cached state changes only for a failed order made unpaid again.
    orderChanged = locked.paymentstate !== 0
    return inserted
  })
  if (orderChanged) await changesSettled()
  if (outcome === 'paid') throw conflict(PAID_MSG)
  if (outcome === 'closed') throw orderClosed()
  return { order, attempt: outcome }
}

export interface NotificationResult {
  ordernum: string
  outTradeNo: string
  paymentstate: 0 | 1 | 2
  /** False when the notification repeated one already applied (or the order was paid by another attempt). */
  changed: boolean
}

const stateOf = (order: OrderRow) => order.paymentstate as 0 | 1 | 2

/** Fields of a payment log line: trade and order numbers, channel and amount only (nothing personal). */
const logFields = (attempt: PaymentRow, notification: PaymentNotification) => ({
  ordernum: attempt.ordernum,
  outTradeNo: attempt.out_trade_no,
  channel: attempt.provider,
  amount: attempt.amount,
  transactionId: notification.transactionId,
})

/**
 * A paid notification, under the order lock. The gateway took the money, so the attempt becomes paid whatever
 * state we had it in (pending, expired, failed or closed). If the order is not paid yet it becomes paid now (even a
 * closed one: the customer paid for exactly this order) and its invoice is made; if another attempt paid it already,
 * the payment is recorded as a duplicate to refund. A repeat of the same transaction changes nothing.
 */
async function settleNotification(
  tx: DbOrTx,
  provider: PaymentProvider,
  log: PaymentLog,
  attempt: PaymentRow,
  notification: PaymentNotification,
): Promise<{ order: OrderRow; changed: boolean }> {
  if (notification.amountFen !== toFen(attempt.amount)) throw badRequest('通知金额与订单金额不一致')
  const order = (await findOrderById(tx, attempt.orderid))!
  const repeat = attempt.state === ATTEMPT_PAID && attempt.provider_tradeno === notification.transactionId
  if (repeat) return { order, changed: false }
  const paidAttempt = await markAttemptPaid(tx, attempt.out_trade_no, notification.transactionId, notification.at)
  if (attempt.state !== ATTEMPT_PENDING) {
    log.warn(logFields(attempt, notification), 'paid notification for an attempt that was no longer pending')
  }
  if (order.paymentstate === 1 || !paidAttempt) {
    const duplicate = await insertDuplicate(tx, {
      orderid: order.id,
      ordernum: order.ordernum,
      paymentid: attempt.id,
      out_trade_no: attempt.out_trade_no,
      channel: attempt.provider,
      provider_tradeno: notification.transactionId,
      amount: attempt.amount,
      paid_at: notification.at,
    })
    if (duplicate) {
      log.error({ ...logFields(attempt, notification), duplicateId: duplicate.id }, 'duplicate payment of a paid order: refund needed')
    }
    return { order, changed: false }
  }
  const paidOrder = (await markOrderPaid(tx, order.id, notification.transactionId, notification.at))!
  if (order.closed_at) {
    log.warn(logFields(attempt, notification), 'paid notification for a closed order: the order is paid')
  }
  await invoiceOnPayment(tx, paidOrder, notification.at)
  // Nothing else of this order may be paid now (an attempt left pending by a race is closed at the gateway too).
  for (const other of await pendingAttemptsOf(tx, order.id, new Date(0))) {
    const alsoPaid = await provider.closeTrade(tradeOf(other))
    await markAttemptClosed(tx, other.out_trade_no)
    if (alsoPaid) await settleNotification(tx, provider, log, { ...other, state: ATTEMPT_CLOSED }, alsoPaid)
  }
  return { order: paidOrder, changed: true }
}

/**
 * Applies a gateway notification exactly once, under the order's row lock: paid ones through settleNotification
 * (the order moves by UPDATE ... WHERE paymentstate <> 1, so only one notification creates the invoice); a failure
 * moves a pending attempt to failed and an unpaid order to 2. Repeats answer the current state with changed false.
 */
export async function applyNotification(
  db: Db,
  provider: PaymentProvider,
  log: PaymentLog,
  notification: PaymentNotification,
): Promise<NotificationResult> {
  // Settled even when nothing changed: a repeat may follow a first delivery that committed and then failed to answer.
  const applied = await db.transaction(async (tx) => {
    const found = await findAttemptByTradeNo(tx, notification.outTradeNo)
    if (!found) throw notFound('交易不存在')
    if (notification.amountFen !== toFen(found.amount)) throw badRequest('通知金额与订单金额不一致')
    await lockOrder(tx, found.orderid)
    const attempt = (await findAttemptByTradeNo(tx, notification.outTradeNo))!
    const result = (order: OrderRow, changed: boolean): NotificationResult => ({
      ordernum: order.ordernum,
      outTradeNo: attempt.out_trade_no,
      paymentstate: stateOf(order),
      changed,
    })

    if (notification.outcome === 'paid') {
      const { order, changed } = await settleNotification(tx, provider, log, attempt, notification)
      return result(order, changed)
    }

    const failed = await markAttemptFailed(tx, attempt.out_trade_no)
    if (!failed) {
      if (attempt.state === ATTEMPT_PAID) throw conflict('该交易已支付')
      return result((await findOrderById(tx, attempt.orderid))!, false)
    }
    await markOrderFailed(tx, attempt.orderid)
    return result((await findOrderById(tx, attempt.orderid))!, true)
  })
  await changesSettled()
  return applied
}

export interface PaymentStatusInput {
  OutTradeNo: string
  phone: string
}

/** The order of a trade number: the order number, or one of its attempts' out_trade_no. */
async function orderOfTradeNo(db: DbOrTx, tradeNo: string): Promise<OrderRow | undefined> {
  const order = await findOrderByNum(db, tradeNo)
  if (order) return order
  const attempt = await findAttemptByTradeNo(db, tradeNo)
  return attempt ? findOrderById(db, attempt.orderid) : undefined
}

/**
 * The payment-status call: the caller's order by trade number, confirmed by the caller's own phone. An unpaid
 * order's valid attempts are queried at the gateway first (a lost notification is applied then).
 */
export async function confirmPayment(
  db: Db,
  provider: PaymentProvider,
  log: PaymentLog,
  identity: Identity | null,
  input: PaymentStatusInput,
  now: Date,
) {
  const customer = await requireCustomer(db, identity)
  if (input.phone !== customer.phonenum) throw forbidden('手机号与当前登录用户不一致')
  await closeOverdueOrders(db, now, customer.id)
  let order = ownOrder(await orderOfTradeNo(db, input.OutTradeNo.trim()), customer.id)
  if (order.paymentstate !== 1) {
    for (const attempt of await pendingAttemptsOf(db, order.id, now)) {
      // A gateway that cannot be asked now leaves the order as the database has it; the next poll asks again.
      const notification = await atGateway(log, attempt.out_trade_no, () => provider.queryTrade(tradeOf(attempt))).catch(() => null)
      if (!notification) continue
      try {
        await applyNotification(db, provider, log, notification)
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
      }
    }
    order = (await findOrderById(db, order.id))!
  }
  return order
}
