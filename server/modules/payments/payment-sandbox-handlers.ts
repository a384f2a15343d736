// The sandbox checkout page and its pay and fail buttons (while the payment provider is the sandbox: development,
// test, staging), and POST /api/dev/pay/{ordernum}, which does what the pay button does (development and test only).
import { badRequest, notFound } from '../../http/api-error'
import { RAW_REPLY, type HandlerMap } from '../../http/operation-types'
import type { Providers } from '../../providers/providers'
import { SandboxPaymentProvider } from '../../providers/payment-sandbox-provider'
import { findOrderById, findOrderByNum } from '../orders/order-data'
import { toFen } from '../../../domain/pricing'
import { ATTEMPT_CLOSED, ATTEMPT_FAILED, findAttemptByTradeNo, latestOpenOrPaidAttempt, type PaymentRow } from './payment-data'
import { applyNotification, QR_EXPIRED_MSG } from './payment-service'
import { sandboxCheckoutPage, sandboxResultPage } from './payment-sandbox-page'

function sandbox(providers: Providers, enabled: boolean): SandboxPaymentProvider {
  if (!enabled || !(providers.payment instanceof SandboxPaymentProvider)) throw notFound()
  return providers.payment
}

const TRADE_CLOSED_MSG = '该交易已关闭'

/**
 * What the gateway refuses before any notification: a trade it closed (superseded by another channel, or its order
 * paid or closed), an expired one and a failed one. A paid trade passes: a second click re-sends its notification.
 */
function openTrade(gateway: SandboxPaymentProvider, attempt: PaymentRow | undefined, now: Date): PaymentRow {
  if (!attempt) throw notFound('交易不存在')
  if (attempt.state === ATTEMPT_CLOSED || (attempt.state !== 1 && gateway.isClosed(attempt.out_trade_no)))
    throw badRequest(TRADE_CLOSED_MSG)
  if (attempt.state !== 1 && attempt.expires_at <= now) throw badRequest(QR_EXPIRED_MSG)
  if (attempt.state === ATTEMPT_FAILED) throw badRequest(TRADE_CLOSED_MSG)
  return attempt
}

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // Opened in a tab or on the payer's phone, never framed.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
}

export const paymentSandboxHandlers: HandlerMap = {
  async getPaymentSandboxPage({ db, providers, config, query, reply, clock }) {
    const gateway = sandbox(providers, config.sandboxProviders)
    const now = clock()
    const attempt = openTrade(gateway, await findAttemptByTradeNo(db, query.trade), now)
    if (attempt.state === 1) throw badRequest('该交易已支付')
    const order = await findOrderById(db, attempt.orderid)
    reply.headers(HTML_HEADERS).send(sandboxCheckoutPage(attempt, order?.ordername ?? '', now))
    return RAW_REPLY
  },

  async submitPaymentSandbox({ db, providers, config, body, request, reply, clock }) {
    const gateway = sandbox(providers, config.sandboxProviders)
    const now = clock()
    const attempt = openTrade(gateway, await findAttemptByTradeNo(db, body.trade), now)
    const trade = { outTradeNo: attempt.out_trade_no, amountFen: toFen(attempt.amount) }
    const result = await applyNotification(db, gateway, request.log, gateway.notification(trade, body.outcome, now))
    const accept = request.headers.accept ?? ''
    if (accept.includes('application/json') && !accept.includes('text/html'))
      return { data: result, msg: result.paymentstate === 1 ? '支付成功' : '支付失败' }
    reply.headers(HTML_HEADERS).send(sandboxResultPage(body.outcome, result.ordernum))
    return RAW_REPLY
  },

  async payOrderInSandbox({ db, providers, config, params, query, request, clock }) {
    const gateway = sandbox(providers, config.devRoutes)
    const now = clock()
    const order = await findOrderByNum(db, params.ordernum)
    if (!order) throw notFound('订单不存在')
    const latest = await latestOpenOrPaidAttempt(db, order.id)
    if (!latest) throw badRequest('该订单没有待支付的二维码，请先获取支付二维码')
    const attempt = openTrade(gateway, latest, now)
    const outcome = query.outcome ?? 'paid'
    const trade = { outTradeNo: attempt.out_trade_no, amountFen: toFen(attempt.amount) }
    const result = await applyNotification(db, gateway, request.log, gateway.notification(trade, outcome, now))
    return { data: result, msg: result.paymentstate === 1 ? '支付成功' : '支付失败' }
  },
}
