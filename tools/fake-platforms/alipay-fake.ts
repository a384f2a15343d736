// A local stand-in for Alipay's open platform gateway (sign_type RSA2), for tests and the two-process test: it makes
// the application key pair (our side gets the private key through settingsEnv) and Alipay's own key pair, verifies
// every request's sign exactly as the gateway does (40002 isv.invalid-signature otherwise), keeps trades in memory
// (page pay, precreate, query, close), signs every response with Alipay's key, and sends signed notifications to the
// notify_url a trade was made with. Nothing here is used by the server itself.
import { chinaDateTimeOf, parseChinaDateTime } from '../../domain/china-time'
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { rsa2Sign, rsa2Verify, signContent, type AlipayParams } from '../../server/providers/alipay/alipay-signing'

export interface AlipayFakeOptions {
  appId?: string
  sellerId?: string
  /** The platform's clock (request timestamps are checked against it; notify_time comes from it). */
  now?: () => Date
}

export type FakeTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED'

export interface FakeTrade {
  outTradeNo: string
  /** alipay.trade.page.pay or alipay.trade.precreate */
  method: string
  totalAmount: string
  subject: string
  notifyUrl?: string
  status: FakeTradeStatus
  tradeNo?: string
  paidAt?: Date
  qrCode?: string
}

export interface NotifyResult {
  status: number
  body: string
  params: Record<string, string>
}

/** What a notification of the fake may be altered with, to try our side's refusals. */
export interface NotifyOverrides {
  /** Replaces parameters before signing (a correctly signed notification of other content). */
  params?: Record<string, string>
  /** Replaces parameters after signing (the sign no longer covers them). */
  tamperAfterSign?: Record<string, string>
  /** Signs with a key that is not Alipay's. */
  wrongKey?: boolean
}

export interface AlipayFake {
  /** The gateway URL (ALIPAY_GATEWAY). */
  url: string
  appId: string
  sellerId: string
  /** Environment pointing our provider at this fake (readAlipaySettings reads it). */
  settingsEnv: Record<string, string>
  trades: Map<string, FakeTrade>
  /** Every API call the gateway accepted, in order: method and out_trade_no. */
  calls: Array<{ method: string; outTradeNo?: string }>
  /** The payer pays: the trade becomes TRADE_SUCCESS and its notification is POSTed to its notify_url. */
  pay: (outTradeNo: string) => Promise<NotifyResult>
  /** The payer pays but the notification is lost (a later query finds the payment). */
  payWithoutNotifying: (outTradeNo: string) => FakeTrade
  /** POSTs a notification of a trade (its current status), optionally altered. */
  notify: (outTradeNo: string, overrides?: NotifyOverrides) => Promise<NotifyResult>
  /** POSTs exactly these parameters again (Alipay's retry: same notify_id). */
  resend: (params: Record<string, string>, notifyUrl?: string) => Promise<NotifyResult>
  /** Submits a page-pay form's hidden fields to the gateway as the browser would: the cashier page or the error. */
  submitForm: (html: string) => Promise<{ status: number; body: string }>
  /** While true, responses are signed with a key that is not Alipay's (our side must refuse them). */
  signResponsesBadly: (bad: boolean) => void
  close: () => Promise<void>
}

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }).toString()

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

const decodeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '')

export async function startAlipayFake(options: AlipayFakeOptions = {}): Promise<AlipayFake> {
  const appId = options.appId ?? '2021000100000001'
  const sellerId = options.sellerId ?? '2088100000000001'
  const now = options.now ?? (() => new Date())
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const trades = new Map<string, FakeTrade>()
  const calls: AlipayFake['calls'] = []
  let badResponses = false
  let sequence = 0

  /** The gateway's answer: `{"<method>_response":{...},"sign":"..."}`, the sign over the exact object text. */
  function signedAnswer(method: string, result: object): string {
    const objectText = JSON.stringify(result)
    const sign = rsa2Sign(objectText, badResponses ? stranger.privateKey : alipay.privateKey)
    return `{"${method.replace(/\./g, '_')}_response":${objectText},"sign":"${sign}"}`
  }

  const invalid = (subCode: string, subMsg: string) => ({ code: '40002', msg: 'Invalid Arguments', sub_code: subCode, sub_msg: subMsg })
  const business = (subCode: string, subMsg: string) => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg })

  /** The gateway's checks of the common parameters and the sign, in its order; undefined when all pass. */
  function commonError(params: AlipayParams): object | undefined {
    if (!params.app_id || !params.method || !params.sign || !params.timestamp) return invalid('isv.missing-signature', '缺少签名参数')
    if (params.app_id !== appId) return invalid('isv.invalid-app-id', '无效的AppID参数')
    if (params.sign_type !== 'RSA2') return invalid('isv.invalid-signature-type', '无效的签名类型')
    if (params.charset !== 'utf-8') return invalid('isv.invalid-charset', '字符集错误')
    const timestamp = parseChinaDateTime(params.timestamp)
    if (!timestamp || Math.abs(now().getTime() - timestamp.getTime()) > 15 * 60_000)
      return invalid('isv.invalid-timestamp', '非法的时间戳参数')
    const content = signContent(params, ['sign'])
    if (!rsa2Verify(content, params.sign, app.publicKey))
      return invalid(
        'isv.invalid-signature',
        `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content}`,
      )
    return undefined
  }

  function biz(params: AlipayParams): Record<string, string> {
    try {
      return JSON.parse(params.biz_content ?? '{}') as Record<string, string>
    } catch {
      return {}
    }
  }

  function newTrade(method: string, params: AlipayParams, content: Record<string, string>): FakeTrade | object {
    if (!content.out_trade_no || !/^\d+\.\d{2}$/.test(content.total_amount ?? '') || !content.subject)
      return invalid('isv.missing-parameter', '缺少必选参数')
    const existing = trades.get(content.out_trade_no)
    if (existing && existing.status !== 'WAIT_BUYER_PAY') return business('ACQ.TRADE_HAS_CLOSE', '交易已经关闭')
    const trade: FakeTrade = existing ?? {
      outTradeNo: content.out_trade_no,
      method,
      totalAmount: content.total_amount,
      subject: content.subject,
      notifyUrl: params.notify_url,
      status: 'WAIT_BUYER_PAY',
    }
    trades.set(trade.outTradeNo, trade)
    return trade
  }

  function handleApi(method: string, params: AlipayParams): object {
    const content = biz(params)
    const trade = content.out_trade_no ? trades.get(content.out_trade_no) : undefined
    switch (method) {
      case 'alipay.trade.precreate': {
        const made = newTrade(method, params, content)
        if (!('outTradeNo' in made)) return made
        made.qrCode ??= `https://qr.alipay.com/fake${randomBytes(8).toString('hex')}`
        return { code: '10000', msg: 'Success', out_trade_no: made.outTradeNo, qr_code: made.qrCode }
      }
      case 'alipay.trade.query': {
        if (!trade) return business('ACQ.TRADE_NOT_EXIST', '交易不存在')
        const paid = trade.status === 'TRADE_SUCCESS'
        return {
          code: '10000',
          msg: 'Success',
          out_trade_no: trade.outTradeNo,
          trade_status: trade.status,
          total_amount: trade.totalAmount,
          ...(trade.tradeNo ? { trade_no: trade.tradeNo } : {}),
          ...(paid && trade.paidAt ? { send_pay_date: chinaDateTimeOf(trade.paidAt), buyer_pay_amount: trade.totalAmount } : {}),
        }
      }
      case 'alipay.trade.close': {
        if (!trade) return business('ACQ.TRADE_NOT_EXIST', '交易不存在')
        if (trade.status !== 'WAIT_BUYER_PAY') return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
        trade.status = 'TRADE_CLOSED'
        return { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo, ...(trade.tradeNo ? { trade_no: trade.tradeNo } : {}) }
      }
      default:
        return invalid('isv.invalid-method', '不存在的方法名')
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    const params: AlipayParams = Object.fromEntries(url.searchParams)
    if (request.method === 'POST') Object.assign(params, Object.fromEntries(new URLSearchParams(await readBody(request))))
    const method = params.method ?? ''
    const error = commonError(params)
    const json = (text: string) => {
      response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
      response.end(text)
    }
    if (method === 'alipay.trade.page.pay') {
      // The browser's form: an error page, or the cashier once the trade is recorded.
      const made = error ?? newTrade(method, params, { ...biz(params) })
      if (!('outTradeNo' in made)) return json(signedAnswer(method, made))
      const trade = made as FakeTrade
      calls.push({ method, outTradeNo: trade.outTradeNo })
      response.writeHead(200, { 'content-type': 'text/html;charset=utf-8' })
      return response.end(`<!doctype html><title>支付宝收银台</title><p>订单 ${trade.outTradeNo} 应付 ${trade.totalAmount} 元</p>`)
    }
    if (error) return json(signedAnswer(method || 'error', error))
    const result = handleApi(method, params)
    calls.push({ method, outTradeNo: biz(params).out_trade_no })
    return json(signedAnswer(method, result))
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`

  function notificationOf(trade: FakeTrade): Record<string, string> {
    const at = now()
    return {
      notify_time: chinaDateTimeOf(at),
      notify_type: 'trade_status_sync',
      notify_id: `${chinaDateTimeOf(at).replace(/\D/g, '')}${String(++sequence).padStart(6, '0')}${randomBytes(6).toString('hex')}`,
      app_id: appId,
      auth_app_id: appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.tradeNo ?? '',
      out_trade_no: trade.outTradeNo,
      trade_status: trade.status,
      total_amount: trade.totalAmount,
      receipt_amount: trade.status === 'TRADE_SUCCESS' ? trade.totalAmount : '',
      buyer_pay_amount: trade.status === 'TRADE_SUCCESS' ? trade.totalAmount : '',
      seller_id: sellerId,
      subject: trade.subject,
      gmt_create: chinaDateTimeOf(at),
      gmt_payment: trade.paidAt ? chinaDateTimeOf(trade.paidAt) : '',
      fund_bill_list: trade.status === 'TRADE_SUCCESS' ? JSON.stringify([{ amount: trade.totalAmount, fundChannel: 'ALIPAYACCOUNT' }]) : '',
    }
  }

  async function post(notifyUrl: string, params: Record<string, string>): Promise<NotifyResult> {
    const response = await fetch(notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    })
    return { status: response.status, body: await response.text(), params }
  }

  function tradeOf(outTradeNo: string): FakeTrade {
    const trade = trades.get(outTradeNo)
    if (!trade) throw new Error(`the fake Alipay has no trade ${outTradeNo}`)
    return trade
  }

  function markPaid(outTradeNo: string): FakeTrade {
    const trade = tradeOf(outTradeNo)
    if (trade.status === 'TRADE_CLOSED') throw new Error(`trade ${outTradeNo} is closed`)
    if (trade.status === 'WAIT_BUYER_PAY') {
      trade.status = 'TRADE_SUCCESS'
      trade.tradeNo = `${chinaDateTimeOf(now()).slice(0, 10).replace(/-/g, '')}2200${randomBytes(10).toString('hex').replace(/\D/g, '').padEnd(20, '7').slice(0, 20)}`
      trade.paidAt = now()
    }
    return trade
  }

  async function notify(outTradeNo: string, overrides: NotifyOverrides = {}): Promise<NotifyResult> {
    const trade = tradeOf(outTradeNo)
    if (!trade.notifyUrl) throw new Error(`trade ${outTradeNo} has no notify_url`)
    const params: Record<string, string> = { ...notificationOf(trade), ...overrides.params }
    for (const key of Object.keys(params)) if (params[key] === '') delete params[key]
    params.sign = rsa2Sign(signContent(params, ['sign', 'sign_type']), overrides.wrongKey ? stranger.privateKey : alipay.privateKey)
    Object.assign(params, overrides.tamperAfterSign)
    return post(trade.notifyUrl, params)
  }

  return {
    url,
    appId,
    sellerId,
    settingsEnv: {
      ALIPAY_APP_ID: appId,
      ALIPAY_APP_PRIVATE_KEY: pem(app.privateKey, 'pkcs8'),
      ALIPAY_PUBLIC_KEY: pem(alipay.publicKey, 'spki'),
      ALIPAY_SELLER_ID: sellerId,
      ALIPAY_GATEWAY: url,
    },
    trades,
    calls,
    pay: async (outTradeNo) => {
      markPaid(outTradeNo)
      return notify(outTradeNo)
    },
    payWithoutNotifying: markPaid,
    notify,
    resend: (params, notifyUrl) => {
      const target = notifyUrl ?? trades.get(params.out_trade_no)?.notifyUrl
      if (!target) throw new Error('no notify_url to resend to')
      return post(target, params)
    },
    submitForm: async (html) => {
      const action = decodeHtml(/<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '')
      const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(
        ([, name, value]) => [decodeHtml(name), decodeHtml(value)] as [string, string],
      )
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(fields).toString(),
      })
      return { status: response.status, body: await response.text() }
    },
    signResponsesBadly: (bad) => {
      badResponses = bad
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
