// Payment of the caller's orders through the PaymentProvider: one attempt (out_trade_no) per QR or form, valid
// 15 minutes; asking again while it is valid answers the same attempt (a reload resumes it); after it expires the
// old one is refused and a new attempt is made for the same order. Notifications are applied exactly once.
import type { Identity } from '../../auth/identity'
import type { Db, DbOrTx } from '../../db/client'
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/api-error'
import type { PaymentChannel, PaymentNotification, PaymentProvider } from '../../providers/payment-provider'
import { PAYMENT_QR_VALID_MS } from '../../../src/domain/limits'
import { toFen } from '../../../src/domain/pricing'
import { requireCustomer } from '../customers/customer-service'
import { invoiceOnPayment } from '../invoices/invoice-service'
import { findOrderById, findOrderByNum, type OrderRow } from '../orders/order-data'
import { ownOrder, ownOrderByNum } from '../orders/order-service'
import {
  countAttempts,
  expireStaleAttempts,
  findAttemptByTradeNo,
  findLiveAttempt,
  insertAttempt,
  markAttemptFailed,
  markAttemptPaid,
  markOrderFailed,
  markOrderPaid,
  pendingAttemptsOf,
  reopenOrder,
  type PaymentRow,
} from './payment-data'

export const QR_EXPIRED_MSG = '二维码已过期，请返回重新获取支付二维码'

export interface PaymentRequestInput {
  orderNum: string
  price?: number
}

export interface IssuedAttempt {
  order: OrderRow
  attempt: PaymentRow
}

/** Retry marker: a concurrent request made the attempt first. */
class AttemptTaken extends Error {}

/** The caller's unpaid order, checked against the price the client shows. */
async function payableOrder(db: Db, identity: Identity | null, input: PaymentRequestInput): Promise<OrderRow> {
  const customer = await requireCustomer(db, identity)
  const order = await ownOrderByNum(db, customer.id, input.orderNum.trim())
  if (order.paymentstate === 1) throw conflict('订单已支付，无需重复支付')
  if (input.price !== undefined && toFen(input.price) !== toFen(order.paymentamount)) {
    throw badRequest(`支付金额与订单金额不一致（订单金额 ${order.paymentamount} 元）`)
  }
  return order
}

/** The valid attempt on this channel, or a new one from the provider. */
export async function issueAttempt(
  db: Db,
  provider: PaymentProvider,
  identity: Identity | null,
  channel: PaymentChannel,
  input: PaymentRequestInput,
  origin: string,
  now: Date,
): Promise<IssuedAttempt> {
  const order = await payableOrder(db, identity, input)
  for (let round = 1; ; round += 1) {
    try {
      const attempt = await db.transaction(async (tx) => {
        await expireStaleAttempts(tx, order.id, now)
        const live = await findLiveAttempt(tx, order.id, channel, now)
        if (live) return live
        const outTradeNo = `${order.ordernum}-${(await countAttempts(tx, order.id)) + 1}`
        const expiresAt = new Date(now.getTime() + PAYMENT_QR_VALID_MS)
        const handle = await provider.createTrade({
          channel,
          outTradeNo,
          amountFen: toFen(order.paymentamount),
          subject: order.ordername,
          expiresAt,
          origin,
        })
        const inserted = await insertAttempt(tx, {
          orderid: order.id,
          ordernum: order.ordernum,
          out_trade_no: outTradeNo,
          provider: channel,
          amount: order.paymentamount,
          state: 0,
          qrcode: handle.kind === 'qr' ? handle.content : handle.html,
          created_at: now,
          expires_at: expiresAt,
        })
        if (!inserted) throw new AttemptTaken()
        await reopenOrder(tx, order.id, now)
        return inserted
      })
      return { order, attempt }
    } catch (error) {
      if (error instanceof AttemptTaken && round < 5) continue
      throw error
    }
  }
}

export interface NotificationResult {
  ordernum: string
  outTradeNo: string
  paymentstate: 0 | 1 | 2
  /** False when the notification repeated one already applied (or the order was paid by another attempt). */
  changed: boolean
}

const stateOf = (order: OrderRow) => order.paymentstate as 0 | 1 | 2

/**
 * Applies a gateway notification exactly once: the attempt moves pending -> paid (or failed) by a conditional
 * update, then the order by UPDATE ... WHERE paymentstate <> 1; only the notification that moved the order creates
 * the invoice chosen at order time. Repeats answer the current state with changed false.
 */
export async function applyNotification(db: Db, notification: PaymentNotification): Promise<NotificationResult> {
  return db.transaction(async (tx) => {
    const attempt = await findAttemptByTradeNo(tx, notification.outTradeNo)
    if (!attempt) throw notFound('交易不存在')
    if (notification.amountFen !== toFen(attempt.amount)) throw badRequest('通知金额与订单金额不一致')
    const result = (order: OrderRow, changed: boolean): NotificationResult => ({
      ordernum: order.ordernum,
      outTradeNo: attempt.out_trade_no,
      paymentstate: stateOf(order),
      changed,
    })
    const currentOrder = async () => (await findOrderById(tx, attempt.orderid))!

    if (notification.outcome === 'paid') {
      const paid = await markAttemptPaid(tx, attempt.out_trade_no, notification.transactionId, notification.at)
      if (!paid) {
        // Read again: a concurrent notification may have paid it between our read and our update.
        const now = await findAttemptByTradeNo(tx, attempt.out_trade_no)
        if (now?.state === 1) return result(await currentOrder(), false)
        throw badRequest(now?.state === 2 && now.expires_at > notification.at ? '该交易已关闭' : QR_EXPIRED_MSG)
      }
      const order = await markOrderPaid(tx, attempt.orderid, notification.transactionId, notification.at)
      if (!order) return result(await currentOrder(), false)
      await invoiceOnPayment(tx, order, notification.at)
      return result(order, true)
    }

    const failed = await markAttemptFailed(tx, attempt.out_trade_no)
    if (!failed) {
      const now = await findAttemptByTradeNo(tx, attempt.out_trade_no)
      if (now?.state === 1) throw conflict('该交易已支付')
      return result(await currentOrder(), false)
    }
    await markOrderFailed(tx, attempt.orderid)
    return result(await currentOrder(), true)
  })
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
export async function confirmPayment(db: Db, provider: PaymentProvider, identity: Identity | null, input: PaymentStatusInput, now: Date) {
  const customer = await requireCustomer(db, identity)
  if (input.phone !== customer.phonenum) throw forbidden('手机号与当前登录用户不一致')
  let order = ownOrder(await orderOfTradeNo(db, input.OutTradeNo.trim()), customer.id)
  if (order.paymentstate !== 1) {
    for (const attempt of await pendingAttemptsOf(db, order.id, now)) {
      const notification = await provider.queryTrade(attempt.out_trade_no)
      if (!notification) continue
      try {
        await applyNotification(db, notification)
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
      }
    }
    order = (await findOrderById(db, order.id))!
  }
  return order
}
