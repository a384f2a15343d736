// POST /api/pay/notify/alipay: Alipay's asynchronous trade notification. Verified by the Alipay provider (sign,
// app_id, seller_id, notify_time window), applied exactly once through applyNotification, and answered with the
// plain text `success` only after the order update committed; every refusal or failure answers `fail` (Alipay then
// retries) and is logged at warn with the gateway, the trade number and the reason only.
import { ApiError } from '../../http/api-error'
import { RAW_REPLY, type HandlerMap } from '../../http/operation-types'
import type { AlipayParams } from '../../providers/alipay/alipay-signing'
import { applyNotification } from './payment-service'
import { deliverySeen, recordDelivery } from './provider-notification-data'

const GATEWAY = 'alipay'

export const alipayNotifyHandlers: HandlerMap = {
  async receiveAlipayNotification({ db, providers, body, request, reply, clock }) {
    const answer = (text: 'success' | 'fail'): typeof RAW_REPLY => {
      reply.code(200).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send(text)
      return RAW_REPLY
    }
    const params = body as AlipayParams
    const outTradeNo = typeof params.out_trade_no === 'string' ? params.out_trade_no : undefined
    const refuse = (reason: string): typeof RAW_REPLY => {
      request.log.warn({ gateway: GATEWAY, outTradeNo, reason }, 'alipay notification refused')
      return answer('fail')
    }
    const alipay = providers.alipay
    if (!alipay) return refuse('alipay-not-configured')
    const now = clock()
    const verdict = alipay.verifyNotification(params, now)
    if (!verdict.ok) return refuse(verdict.reason)

    const delivery = { gateway: GATEWAY, deliveryId: verdict.notifyId, outTradeNo: verdict.outTradeNo, receivedAt: now }
    const logged = { gateway: GATEWAY, outTradeNo, notifyId: verdict.notifyId }
    try {
      // A retry of a delivery already applied (same notify_id): acknowledged, nothing applied again.
      if (await deliverySeen(db, GATEWAY, verdict.notifyId)) {
        request.log.info(logged, 'alipay notification delivered again: acknowledged')
        return answer('success')
      }
      // applyNotification commits before it returns (and is idempotent should two deliveries race past the check).
      if (verdict.paid) await applyNotification(db, providers.payment, request.log, verdict.paid)
      // Recorded only after the order update committed: a failure above leaves it open to Alipay's retry.
      await recordDelivery(db, delivery)
    } catch (error) {
      if (error instanceof ApiError)
        return refuse(error.code === 404 ? 'unknown-trade' : error.code === 400 ? 'amount-mismatch' : 'refused-by-order')
      request.log.error({ ...logged, err: error }, 'alipay notification not applied')
      return answer('fail')
    }
    return answer('success')
  },
}
