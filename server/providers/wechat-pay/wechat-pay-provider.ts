// WeChat Pay Native payment (API v3): the QR's content is the code_url of a Native order; trades are queried and
// closed by out_trade_no. Notifications come to POST /api/pay/notify/wechat (wechat-pay-notification.ts).
import { chinaRfc3339 } from '../../../domain/china-time'
import type { PaymentChannel, PaymentNotification, PaymentProvider, TradeHandle, TradeRef, TradeRequest } from '../payment-provider'
import { errorOf, WechatPayClient, WechatPayError, type WechatPayClientOptions } from './wechat-pay-client'
import type { WechatPaySettings } from './wechat-pay-settings'

export const WECHATPAY_NOTIFY_PATH = '/api/pay/notify/wechat'
const DESCRIPTION_MAX_BYTES = 127

/** The description cut to 127 UTF-8 bytes without splitting a character. */
export function descriptionOf(subject: string): string {
  let out = ''
  for (const char of subject) {
    if (Buffer.byteLength(out + char, 'utf8') > DESCRIPTION_MAX_BYTES) break
    out += char
  }
  return out || '-'
}

/** The transaction of a query answer or a decrypted notification (the fields we read). */
export interface WechatPayTransaction {
  appid?: string
  mchid?: string
  out_trade_no?: string
  transaction_id?: string
  trade_state?: string
  success_time?: string
  amount?: { total?: number }
}

/** A paid or failed notification of a transaction, or null when it says nothing final (NOTPAY, USERPAYING, CLOSED, REVOKED...). */
export function notificationOf(transaction: WechatPayTransaction, fallbackAt: Date): PaymentNotification | null {
  const outcome = transaction.trade_state === 'SUCCESS' ? 'paid' : transaction.trade_state === 'PAYERROR' ? 'failed' : null
  if (!outcome || !transaction.out_trade_no) return null
  const at = transaction.success_time ? new Date(transaction.success_time) : fallbackAt
  return {
    outTradeNo: transaction.out_trade_no,
    outcome,
    transactionId: transaction.transaction_id ?? '',
    amountFen: transaction.amount?.total ?? -1,
    at: Number.isNaN(at.getTime()) ? fallbackAt : at,
  }
}

export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechatpay'
  private readonly client: WechatPayClient
  private readonly clock: () => Date

  constructor(
    readonly settings: WechatPaySettings,
    options: WechatPayClientOptions = {},
  ) {
    this.client = new WechatPayClient(settings, options)
    this.clock = options.clock ?? (() => new Date())
  }

  supports(channel: PaymentChannel): boolean {
    return channel === 'wxpay'
  }

  async createTrade(request: TradeRequest): Promise<TradeHandle> {
    if (request.channel !== 'wxpay') throw new Error(`WeChat Pay cannot take the ${request.channel} channel`)
    const response = await this.client.request('POST', '/v3/pay/transactions/native', {
      appid: this.settings.appid,
      mchid: this.settings.mchid,
      description: descriptionOf(request.subject),
      out_trade_no: request.outTradeNo,
      time_expire: chinaRfc3339(request.expiresAt),
      notify_url: `${request.origin.replace(/\/+$/, '')}${WECHATPAY_NOTIFY_PATH}`,
      amount: { total: request.amountFen, currency: 'CNY' },
    })
    if (response.status !== 200) throw errorOf(response, 'native order')
    const codeUrl = response.body?.code_url
    if (typeof codeUrl !== 'string' || codeUrl === '') throw new WechatPayError('WeChat Pay native order answered no code_url', 200)
    return { kind: 'qr', content: codeUrl }
  }

  async queryTrade({ outTradeNo }: TradeRef): Promise<PaymentNotification | null> {
    const response = await this.client.request(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(this.settings.mchid)}`,
    )
    if (response.status === 404) return null
    if (response.status !== 200 || !response.body) throw errorOf(response, 'order query')
    const transaction = response.body as WechatPayTransaction
    // An answer about another trade or merchant is no answer about ours.
    if (transaction.out_trade_no !== outTradeNo || transaction.mchid !== this.settings.mchid || transaction.appid !== this.settings.appid)
      throw new WechatPayError('WeChat Pay order query answered another trade or merchant', 200)
    return notificationOf(transaction, this.clock())
  }

  async closeTrade(trade: TradeRef): Promise<PaymentNotification | null> {
    const response = await this.client.request('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(trade.outTradeNo)}/close`, {
      mchid: this.settings.mchid,
    })
    if (response.status === 204 || response.status === 200) return null
    // A trade the platform never made (e.g. an attempt of the sandbox era) cannot be paid: nothing to close.
    if (response.status === 404 && response.body?.code === 'ORDER_NOT_EXIST') return null
    if (response.body?.code === 'ORDERPAID') {
      const paid = await this.queryTrade(trade)
      if (paid?.outcome === 'paid') return paid
      throw new WechatPayError('WeChat Pay says the trade is paid but its query does not show the payment', response.status, 'ORDERPAID')
    }
    throw errorOf(response, 'close order')
  }
}

/** The provider of these settings (clock and time-out options for tests). */
export function createWechatPayProvider(settings: WechatPaySettings, options: WechatPayClientOptions = {}): WechatPayProvider {
  return new WechatPayProvider(settings, options)
}
