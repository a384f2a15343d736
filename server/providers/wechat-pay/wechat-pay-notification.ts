// Reading a WeChat Pay notification (POST notify_url): the platform signature over the exact raw body, then the
// AEAD_AES_256_GCM resource, then whose transaction it is. The order side (server/modules/payments) adds the replay
// check between the two and applies the result.
import type { IncomingHttpHeaders } from 'node:http'
import type { PaymentNotification } from '../payment-provider'
import { notificationOf, type WechatPayTransaction } from './wechat-pay-provider'
import type { WechatPaySettings } from './wechat-pay-settings'
import { checkPlatformSignature, decryptResource, type SignatureCheck } from './wechat-pay-signing'

export const WECHATPAY_GATEWAY = 'wechatpay'

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** The signature check of a delivery, and its id (`timestamp:nonce`) for the replay check. */
export function checkNotificationSignature(
  settings: WechatPaySettings,
  headers: IncomingHttpHeaders,
  rawBody: string,
  now: Date,
): SignatureCheck & { deliveryId: string } {
  const signed = {
    timestamp: header(headers, 'wechatpay-timestamp'),
    nonce: header(headers, 'wechatpay-nonce'),
    signature: header(headers, 'wechatpay-signature'),
    serial: header(headers, 'wechatpay-serial'),
  }
  return { ...checkPlatformSignature(settings, signed, rawBody, now), deliveryId: `${signed.timestamp}:${signed.nonce}` }
}

export type NotificationReading =
  | { ok: false; reason: string; outTradeNo?: string }
  | { ok: true; eventType: string; outTradeNo: string; notification: PaymentNotification | null }

interface NotificationBody {
  event_type?: unknown
  resource?: { algorithm?: unknown; ciphertext?: unknown; associated_data?: unknown; nonce?: unknown }
}

/**
 * Decrypts a verified delivery and checks it is a transaction of our merchant and app. The notification is the paid
 * one for TRANSACTION.SUCCESS with trade_state SUCCESS, null for any other event (acknowledged, nothing to apply).
 */
export function readNotification(settings: WechatPaySettings, rawBody: string, now: Date): NotificationReading {
  let body: NotificationBody
  try {
    body = JSON.parse(rawBody) as NotificationBody
  } catch {
    return { ok: false, reason: 'body is not JSON' }
  }
  const resource = body.resource
  if (
    typeof body.event_type !== 'string' ||
    !resource ||
    typeof resource.ciphertext !== 'string' ||
    typeof resource.nonce !== 'string' ||
    typeof resource.algorithm !== 'string'
  )
    return { ok: false, reason: 'not a notification' }
  let transaction: WechatPayTransaction
  try {
    const plain = decryptResource(settings.apiV3Key, {
      algorithm: resource.algorithm,
      ciphertext: resource.ciphertext,
      nonce: resource.nonce,
      associated_data: typeof resource.associated_data === 'string' ? resource.associated_data : '',
    })
    transaction = JSON.parse(plain) as WechatPayTransaction
  } catch {
    return { ok: false, reason: 'resource does not decrypt' }
  }
  const outTradeNo = typeof transaction.out_trade_no === 'string' ? transaction.out_trade_no : ''
  if (transaction.mchid !== settings.mchid) return { ok: false, reason: 'another merchant', outTradeNo }
  if (transaction.appid !== settings.appid) return { ok: false, reason: 'another app', outTradeNo }
  if (!outTradeNo) return { ok: false, reason: 'no out_trade_no' }
  const paid = body.event_type === 'TRANSACTION.SUCCESS' && transaction.trade_state === 'SUCCESS'
  if (paid && (typeof transaction.transaction_id !== 'string' || transaction.transaction_id === ''))
    return { ok: false, reason: 'paid without transaction_id', outTradeNo }
  return { ok: true, eventType: body.event_type, outTradeNo, notification: paid ? notificationOf(transaction, now) : null }
}
