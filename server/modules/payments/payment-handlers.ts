// Payment QR, Alipay form, bank QR and the payment-status call (thin: rules in payment-service.ts).
import { paymentStatusCode, type PaymentState } from '../../../domain/payment-status'
import type { HandlerMap } from '../../http/operation-types'
import { publicOrigin } from '../../http/public-origin'
import { confirmPayment, issueAttempt, type IssuedAttempt } from './payment-service'

function toPaymentQr({ order, attempt }: IssuedAttempt, now: Date) {
  return {
    qrContent: attempt.qrcode ?? '',
    expiresAt: attempt.expires_at.toISOString(),
    remainingMs: Math.max(0, attempt.expires_at.getTime() - now.getTime()),
    ordernum: order.ordernum,
    outTradeNo: attempt.out_trade_no,
  }
}

export const paymentHandlers: HandlerMap = {
  async createPaymentQrCode({ db, providers, config, identity, body, request, clock }) {
    const now = clock()
    const qr = toPaymentQr(
      await issueAttempt(db, providers.payment, request.log, identity, 'wxpay', body, publicOrigin(config, request), now),
      now,
    )
    // msg is the QR content (the spec's 'msg = QR image'); data carries it with its expiry.
    return { data: qr, msg: qr.qrContent }
  },

  async createBankQrCode({ db, providers, config, identity, body, request, clock }) {
    const now = clock()
    const qr = toPaymentQr(
      await issueAttempt(db, providers.payment, request.log, identity, 'cmbpay', body, publicOrigin(config, request), now),
      now,
    )
    return { data: qr, msg: qr.qrContent }
  },

  async createAlipayForm({ db, providers, config, identity, body, request, clock }) {
    const { attempt } = await issueAttempt(
      db,
      providers.payment,
      request.log,
      identity,
      'alipay',
      body,
      publicOrigin(config, request),
      clock(),
    )
    return { data: attempt.qrcode ?? '', msg: '操作成功' }
  },

  async queryPaymentStatus({ db, providers, identity, body, request, clock }) {
    const order = await confirmPayment(db, providers.payment, request.log, identity, body, clock())
    const paymentstate = order.paymentstate as PaymentState
    const code = paymentStatusCode(paymentstate)
    const msg = paymentstate === 1 ? '支付成功' : paymentstate === 2 ? '支付失败' : '订单尚未支付'
    return { data: { code, paymentstate }, msg }
  },
}
