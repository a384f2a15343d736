// Alipay as a PaymentProvider: page pay (alipay.trade.page.pay, an auto-submitting form to the gateway) for the
// alipay channel, face-to-face precreate (alipay.trade.precreate, a QR) for any QR channel it is given, and the
// active query and close of a trade. Notifications are verified by verifyNotification (the route applies them).
import { formatYuan } from '../../../domain/pricing'
import { chinaDateTimeOf, parseChinaDateTime } from '../../../domain/china-time'
import type { PaymentChannel, PaymentNotification, PaymentProvider, TradeHandle, TradeRef, TradeRequest } from '../payment-provider'
import { AlipayClient, AlipayGatewayError, type AlipayClientOptions, type AlipayResult } from './alipay-client'
import { verifyAlipayNotification, type AlipayNotificationVerdict } from './alipay-notification'
import type { AlipaySettings } from './alipay-settings'
import { fenOf, type AlipayParams } from './alipay-signing'

/** Where Alipay sends its notifications, on our public origin (the route receiveAlipayNotification). */
export const ALIPAY_NOTIFY_PATH = '/api/pay/notify/alipay'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const SUCCESS = '10000'
const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST'
const PAID_STATES = ['TRADE_SUCCESS', 'TRADE_FINISHED']

export interface AlipayProviderOptions extends AlipayClientOptions {
  /** QR channels paid by precreate (none by default: the storefront's Alipay channel is the page-pay form). */
  qrChannels?: PaymentChannel[]
}

/** Alipay truncates subjects at 256 characters and refuses some symbols; keep it short and plain. */
const subjectOf = (subject: string) =>
  [...subject]
    .map((char) => (char.charCodeAt(0) < 0x20 || char === '\x7f' || char === '/' || char === '=' || char === '&' ? ' ' : char))
    .join('')
    .slice(0, 128) || 'Summit'

export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay'
  readonly client: AlipayClient
  private readonly qrChannels: PaymentChannel[]
  private readonly clock: () => Date

  constructor(
    readonly settings: AlipaySettings,
    options: AlipayProviderOptions = {},
  ) {
    this.client = new AlipayClient(settings, options)
    this.qrChannels = options.qrChannels ?? []
    this.clock = options.clock ?? (() => new Date())
  }

  supports(channel: PaymentChannel): boolean {
    return channel === 'alipay' || this.qrChannels.includes(channel)
  }

  private commonExtra(origin: string): AlipayParams {
    return { notify_url: `${origin}${ALIPAY_NOTIFY_PATH}` }
  }

  private tradeContent(request: TradeRequest) {
    return {
      out_trade_no: request.outTradeNo,
      total_amount: formatYuan(request.amountFen),
      subject: subjectOf(request.subject),
      time_expire: chinaDateTimeOf(request.expiresAt),
    }
  }

  async createTrade(request: TradeRequest): Promise<TradeHandle> {
    if (request.channel !== 'alipay') {
      if (!this.supports(request.channel)) throw new Error(`alipay does not pay the ${request.channel} channel`)
      return { kind: 'qr', content: await this.precreate(request) }
    }
    return { kind: 'form', html: this.pagePayForm(request) }
  }

  /** alipay.trade.page.pay: a form the browser submits at once to the gateway, every signed parameter hidden in it. */
  pagePayForm(request: TradeRequest): string {
    const extra: AlipayParams = this.commonExtra(request.origin)
    if (this.settings.returnPath) extra.return_url = `${request.origin}${this.settings.returnPath}`
    const params = this.client.signedParams(
      'alipay.trade.page.pay',
      { ...this.tradeContent(request), product_code: 'FAST_INSTANT_TRADE_PAY' },
      extra,
    )
    const action = `${this.settings.gateway}${this.settings.gateway.includes('?') ? '&' : '?'}charset=utf-8`
    const inputs = Object.entries(params)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}"/>`)
      .join('')
    return (
      `<form id="alipaysubmit" name="alipaysubmit" action="${escapeHtml(action)}" method="post">${inputs}` +
      '<input type="submit" value="立即支付" style="display:none"/></form>' +
      "<script>document.forms['alipaysubmit'].submit();</script>"
    )
  }

  /** alipay.trade.precreate: the QR code content (qr_code) the payer scans with the Alipay app. */
  async precreate(request: TradeRequest): Promise<string> {
    const result = await this.client.call('alipay.trade.precreate', this.tradeContent(request), this.commonExtra(request.origin))
    if (result.code !== SUCCESS || typeof result.qr_code !== 'string' || result.out_trade_no !== request.outTradeNo) {
      throw new AlipayGatewayError(`alipay.trade.precreate refused: ${result.code} ${result.sub_code ?? ''}`.trim())
    }
    return result.qr_code
  }

  /** alipay.trade.query: the payment when Alipay has it paid, null while unpaid, closed or unknown to Alipay. */
  async queryTrade({ outTradeNo }: TradeRef): Promise<PaymentNotification | null> {
    const state = await this.tradeState(outTradeNo)
    return state.kind === 'paid' ? state.paid : null
  }

  private async tradeState(
    outTradeNo: string,
  ): Promise<{ kind: 'unknown' | 'WAIT_BUYER_PAY' | 'TRADE_CLOSED' } | { kind: 'paid'; paid: PaymentNotification }> {
    const result = await this.client.call('alipay.trade.query', { out_trade_no: outTradeNo })
    if (result.code !== SUCCESS) {
      if (result.sub_code === TRADE_NOT_EXIST) return { kind: 'unknown' }
      throw new AlipayGatewayError(`alipay.trade.query refused: ${result.code} ${result.sub_code ?? ''}`.trim())
    }
    if (result.out_trade_no !== outTradeNo) throw new AlipayGatewayError('alipay.trade.query answered another trade')
    const status = String(result.trade_status)
    if (status === 'WAIT_BUYER_PAY' || status === 'TRADE_CLOSED') return { kind: status }
    if (!PAID_STATES.includes(status)) throw new AlipayGatewayError(`alipay.trade.query: unknown trade_status ${status}`)
    return { kind: 'paid', paid: this.paidOf(outTradeNo, result) }
  }

  private paidOf(outTradeNo: string, result: AlipayResult): PaymentNotification {
    const amountFen = fenOf(typeof result.total_amount === 'string' ? result.total_amount : undefined)
    if (amountFen === undefined || typeof result.trade_no !== 'string' || result.trade_no === '') {
      throw new AlipayGatewayError('alipay.trade.query: a paid trade without trade_no or total_amount')
    }
    const at = parseChinaDateTime(typeof result.send_pay_date === 'string' ? result.send_pay_date : undefined) ?? this.clock()
    return { outTradeNo, outcome: 'paid', transactionId: result.trade_no, amountFen, at }
  }

  /**
   * alipay.trade.close: null once closed, and for a trade Alipay never made (a page-pay form never opened, a QR
   * never scanned). When Alipay refuses to close, the query says why: paid (or finished) → that payment, to be
   * applied; already closed → null; anything else → an error (nothing is closed).
   */
  async closeTrade(trade: TradeRef): Promise<PaymentNotification | null> {
    const result = await this.client.call('alipay.trade.close', { out_trade_no: trade.outTradeNo })
    if (result.code === SUCCESS || result.sub_code === TRADE_NOT_EXIST) return null
    const state = await this.tradeState(trade.outTradeNo)
    if (state.kind === 'paid') return state.paid
    if (state.kind === 'TRADE_CLOSED') return null
    throw new AlipayGatewayError(`alipay.trade.close refused: ${result.code} ${result.sub_code ?? ''}`.trim())
  }

  /** The verdict on a notification Alipay POSTed to ALIPAY_NOTIFY_PATH. */
  verifyNotification(params: AlipayParams, now: Date): AlipayNotificationVerdict {
    return verifyAlipayNotification(this.settings, params, now)
  }
}

/** The Alipay gateway of production from its settings (readAlipaySettings). */
export function createAlipayProvider(settings: AlipaySettings, options: AlipayProviderOptions = {}): AlipayProvider {
  return new AlipayProvider(settings, options)
}
