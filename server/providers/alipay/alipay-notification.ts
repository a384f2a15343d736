// Alipay's asynchronous notification (trade_status_sync), checked the way Alipay documents it: the RSA2 sign over
// every parameter except sign and sign_type (sorted, `k=v&...`, decoded values) with Alipay's public key; app_id and
// seller_id ours; notify_time within Alipay's retry window (it retries for about 25 hours: 4m 10m 10m 1h 2h 6h 15h).
import { parseChinaDateTime } from '../../../domain/china-time'
import type { PaymentNotification } from '../payment-provider'
import type { AlipaySettings } from './alipay-settings'
import { fenOf, rsa2Verify, signContent, type AlipayParams } from './alipay-signing'

/** Alipay stops retrying a notification about 25 hours after the first delivery: anything older is a replay. */
export const ALIPAY_NOTIFY_WINDOW_MS = 25 * 3600_000

export type AlipayRefusal = 'bad-signature' | 'other-app' | 'other-seller' | 'stale-notify-time' | 'malformed'

export type AlipayNotificationVerdict =
  | { ok: false; reason: AlipayRefusal; outTradeNo?: string }
  | {
      ok: true
      notifyId: string
      outTradeNo: string
      tradeStatus: string
      /** Present for TRADE_SUCCESS / TRADE_FINISHED: the payment to apply. */
      paid?: PaymentNotification
    }

const PAID_STATES = ['TRADE_SUCCESS', 'TRADE_FINISHED']

/** The verdict on a notification's parameters (already form-decoded) at `now`. */
export function verifyAlipayNotification(settings: AlipaySettings, params: AlipayParams, now: Date): AlipayNotificationVerdict {
  const outTradeNo = typeof params.out_trade_no === 'string' ? params.out_trade_no : undefined
  const refuse = (reason: AlipayRefusal): AlipayNotificationVerdict => ({ ok: false, reason, outTradeNo })
  const sign = params.sign
  if (typeof sign !== 'string' || (params.sign_type !== undefined && params.sign_type !== 'RSA2')) return refuse('bad-signature')
  if (!rsa2Verify(signContent(params, ['sign', 'sign_type']), sign, settings.alipayPublicKey)) return refuse('bad-signature')
  if (params.app_id !== settings.appId) return refuse('other-app')
  if (params.seller_id !== settings.sellerId) return refuse('other-seller')
  const notifyTime = parseChinaDateTime(params.notify_time)
  if (!notifyTime || !params.notify_id || !outTradeNo || !params.trade_status) return refuse('malformed')
  if (now.getTime() - notifyTime.getTime() > ALIPAY_NOTIFY_WINDOW_MS) return refuse('stale-notify-time')
  const verdict = { ok: true as const, notifyId: params.notify_id, outTradeNo, tradeStatus: params.trade_status }
  if (!PAID_STATES.includes(params.trade_status)) return verdict
  const amountFen = fenOf(params.total_amount)
  if (amountFen === undefined || !params.trade_no) return refuse('malformed')
  const at = parseChinaDateTime(params.gmt_payment) ?? notifyTime
  return { ...verdict, paid: { outTradeNo, outcome: 'paid', transactionId: params.trade_no, amountFen, at } }
}
