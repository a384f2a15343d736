// POST /api/pay/notify/wechat: WeChat Pay's payment notification. Verified on the exact raw body (serial, timestamp
// within 5 minutes, signature), refused when the same delivery (timestamp:nonce) was seen before, decrypted, checked
// to be ours (mchid, appid), then applied exactly once. Success is HTTP 204 without a body, answered only after the
// payment committed; every refusal is a 4xx/5xx with WeChat's `{"code":"FAIL","message":...}` and a warn log line
// of non-personal fields (gateway, outTradeNo, reason).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from '../../http/api-error'
import { RAW_REPLY, type HandlerMap } from '../../http/operation-types'
import { keepRawBody, rawBodyOf } from '../../http/raw-body'
import { checkNotificationSignature, readNotification, WECHATPAY_GATEWAY } from '../../providers/wechat-pay/wechat-pay-notification'
import { applyNotification } from './payment-service'
import { recordDelivery } from './provider-notification-data'

export const WECHATPAY_NOTIFICATION_OPERATION = 'receiveWechatPayNotification'
/** A notification is about 1 kB; anything far larger is not one. */
const NOTIFICATION_MAX_BYTES = 64 * 1024

function fail(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).header('cache-control', 'no-store').send({ code: 'FAIL', message })
}

function refuse(request: FastifyRequest, reply: FastifyReply, status: number, reason: string, outTradeNo?: string): typeof RAW_REPLY {
  request.log.warn({ gateway: WECHATPAY_GATEWAY, outTradeNo, reason, status }, 'WeChat Pay notification refused')
  fail(reply, status, `通知未处理: ${reason}`)
  return RAW_REPLY
}

/** Keeps the route's raw body (the signature covers its exact bytes) and answers its errors in WeChat's format. */
export function prepareWechatPayNotificationRoute(app: FastifyInstance) {
  keepRawBody(app, [WECHATPAY_NOTIFICATION_OPERATION], NOTIFICATION_MAX_BYTES, (error, request, reply) => {
    const status =
      error instanceof ApiError
        ? error.httpStatus
        : (error as { validation?: unknown }).validation
          ? 400
          : typeof (error as { statusCode?: number }).statusCode === 'number'
            ? (error as { statusCode: number }).statusCode
            : 500
    if (status >= 500) {
      request.log.error({ err: error, gateway: WECHATPAY_GATEWAY }, 'WeChat Pay notification failed')
      return fail(reply, status, '系统繁忙，请稍后重试')
    }
    request.log.warn({ gateway: WECHATPAY_GATEWAY, reason: 'invalid request', status }, 'WeChat Pay notification refused')
    return fail(reply, status, `通知未处理: ${error instanceof ApiError ? error.message : 'invalid request'}`)
  })
}

export const wechatPayNotificationHandlers: HandlerMap = {
  async receiveWechatPayNotification({ db, providers, request, reply, clock }) {
    const gateway = providers.wechatPay
    if (!gateway) return refuse(request, reply, 404, 'WeChat Pay is not configured')
    const raw = rawBodyOf(request)
    if (raw === undefined) return refuse(request, reply, 400, 'no body')
    const now = clock()
    const signature = checkNotificationSignature(gateway.settings, request.headers, raw, now)
    if (!signature.ok) return refuse(request, reply, 401, signature.reason)
    const reading = readNotification(gateway.settings, raw, now)
    if (!reading.ok) return refuse(request, reply, 400, reading.reason, reading.outTradeNo)
    const outTradeNo = reading.outTradeNo
    const first = await recordDelivery(db, { gateway: WECHATPAY_GATEWAY, deliveryId: signature.deliveryId, outTradeNo, receivedAt: now })
    if (!first) return refuse(request, reply, 409, 'replayed delivery', outTradeNo)
    if (reading.notification) {
      try {
        // The order side closes the order's other attempts through whichever gateway each was made on.
        await applyNotification(db, providers.payment, request.log, reading.notification)
      } catch (error) {
        if (error instanceof ApiError) return refuse(request, reply, error.httpStatus, error.message, outTradeNo)
        throw error
      }
    } else {
      request.log.info(
        { gateway: WECHATPAY_GATEWAY, outTradeNo, eventType: reading.eventType },
        'WeChat Pay notification without a payment',
      )
    }
    reply.status(204).send()
    return RAW_REPLY
  },
}
