// A local WeChat Pay API v3 platform for tests and two-process runs: Native order, query and close by out_trade_no,
// trades in memory. It checks every request as WeChat Pay does (Authorization schema, mchid, merchant serial,
// timestamp within 5 minutes, SHA256-RSA signature over METHOD\nURL\ntimestamp\nnonce\nbody\n with the merchant's
// public key) and answers a bad one with 401 SIGN_ERROR; it signs every answer with the platform key
// (Wechatpay-Serial = the public key id). `pay` marks a trade paid and POSTs a signed, encrypted notification to the
// trade's notify_url. The crypto here is written independently of server/providers/wechat-pay on purpose.
import { chinaRfc3339 } from '../../domain/china-time'
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface WechatPayFakeOptions {
  mchid?: string
  appid?: string
  /** The fake's clock (default: the wall clock). */
  now?: () => Date
}

export interface FakeTrade {
  outTradeNo: string
  appid: string
  mchid: string
  description: string
  notifyUrl: string
  totalFen: number
  timeExpire: string
  codeUrl: string
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'PAYERROR'
  transactionId?: string
  successTime?: string
}

/** One API request the fake received, with its verdict. */
export interface FakeRequestRecord {
  method: string
  path: string
  body: string
  signatureValid: boolean
  refusal?: string
}

export interface Delivery {
  url: string
  headers: Record<string, string>
  body: string
}

export interface DeliveryResult {
  status: number
  body: string
}

/** What to change in a notification (each for one refusal case of the tests). */
export interface NotificationTampering {
  /** Sign, then change one character of the signature. */
  badSignature?: boolean
  /** Claim another public key id. */
  serial?: string
  /** Move the timestamp (seconds; -360 is six minutes old). */
  timestampOffsetSeconds?: number
  /** Change fields of the decrypted transaction (amount, out_trade_no, mchid...). */
  transaction?: Record<string, unknown>
  /** Encrypt with another APIv3 key. */
  wrongApiV3Key?: boolean
}

const FAKE_MERCHANT_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1'
const FAKE_PUBLIC_KEY_ID = 'PUB_KEY_ID_0114232134912410000000000000'
const AUTH_PATTERN = /^WECHATPAY2-SHA256-RSA2048 (.+)$/

const pem = (key: KeyObject, kind: 'private' | 'public') =>
  kind === 'private' ? (key.export({ type: 'pkcs8', format: 'pem' }) as string) : (key.export({ type: 'spki', format: 'pem' }) as string)

const sign = (key: KeyObject, message: string) => createSign('RSA-SHA256').update(message).sign(key, 'base64')

function randomText(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('')
}

function encrypt(key: Buffer, plain: string, associatedData: string) {
  const nonce = randomText(12)
  const cipher = createCipheriv('aes-256-gcm', key, Buffer.from(nonce))
  cipher.setAAD(Buffer.from(associatedData))
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: data.toString('base64'),
    associated_data: associatedData,
    nonce,
    original_type: 'transaction',
  }
}

function parseAuthorization(header: string | undefined): Record<string, string> | undefined {
  const match = header ? AUTH_PATTERN.exec(header) : null
  if (!match) return undefined
  const fields: Record<string, string> = {}
  for (const part of match[1].split(',')) {
    const m = /^\s*([a-z_]+)="([^"]*)"\s*$/.exec(part)
    if (!m) return undefined
    fields[m[1]] = m[2]
  }
  return fields
}

export async function startWechatPayFake(options: WechatPayFakeOptions = {}) {
  const mchid = options.mchid ?? '1900000109'
  const appid = options.appid ?? 'wxd678efh567hg6787'
  const now = options.now ?? (() => new Date())
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const apiV3Key = Buffer.from(randomText(32), 'utf8')
  const trades = new Map<string, FakeTrade>()
  const requests: FakeRequestRecord[] = []
  const closes: string[] = []
  const deliveries: Delivery[] = []
  /** When set, the fake spoils the signature of its answers (the client must refuse them). */
  let spoilResponses = false

  const unixNow = () => Math.floor(now().getTime() / 1000)

  function send(res: ServerResponse, status: number, payload?: object) {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const timestamp = String(unixNow())
    const nonce = randomText(32)
    let signature = sign(platform.privateKey, `${timestamp}\n${nonce}\n${body}\n`)
    if (spoilResponses) signature = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    res.writeHead(status, {
      ...(body ? { 'content-type': 'application/json' } : {}),
      'request-id': randomUUID(),
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': FAKE_PUBLIC_KEY_ID,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    })
    res.end(body)
  }

  /** The refusal of a request's Authorization, as WeChat Pay words it; undefined when it verifies. */
  function authorizationRefusal(req: IncomingMessage, body: string): string | undefined {
    const auth = parseAuthorization(req.headers.authorization)
    if (!auth) return '错误的签名方案'
    if (auth.mchid !== mchid) return 'mchid 与签名不一致'
    if (auth.serial_no !== FAKE_MERCHANT_SERIAL) return '商户证书序列号有误'
    if (!auth.nonce_str || !auth.signature || !/^[0-9]+$/.test(auth.timestamp ?? '')) return '签名信息不完整'
    if (Math.abs(unixNow() - Number(auth.timestamp)) > 300) return '签名已过期'
    const message = `${req.method}\n${req.url}\n${auth.timestamp}\n${auth.nonce_str}\n${body}\n`
    const valid = (() => {
      try {
        return createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, auth.signature, 'base64')
      } catch {
        return false
      }
    })()
    if (!valid) return '签名错误'
    const serial = req.headers['wechatpay-serial']
    if (serial !== undefined && serial !== FAKE_PUBLIC_KEY_ID) return 'Wechatpay-Serial 有误'
    return undefined
  }

  const transactionOf = (trade: FakeTrade) => ({
    appid: trade.appid,
    mchid: trade.mchid,
    out_trade_no: trade.outTradeNo,
    trade_type: 'NATIVE',
    trade_state: trade.state,
    trade_state_desc: { NOTPAY: '订单未支付', SUCCESS: '支付成功', CLOSED: '订单已关闭', PAYERROR: '支付失败' }[trade.state],
    attach: '',
    ...(trade.state === 'SUCCESS' || trade.state === 'PAYERROR'
      ? {
          transaction_id: trade.transactionId,
          bank_type: 'OTHERS',
          success_time: trade.successTime,
          payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
          amount: { total: trade.totalFen, payer_total: trade.totalFen, currency: 'CNY', payer_currency: 'CNY' },
        }
      : { amount: { payer_currency: 'CNY', total: trade.totalFen } }),
  })

  function handle(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', 'http://fake')
    const record: FakeRequestRecord = { method: req.method ?? '', path: req.url ?? '', body, signatureValid: false }
    requests.push(record)
    const refusal = authorizationRefusal(req, body)
    if (refusal) {
      record.refusal = refusal
      return send(res, 401, { code: 'SIGN_ERROR', message: refusal })
    }
    record.signatureValid = true
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request body as the platform receives it, checked field by field
    let json: Record<string, any> = {}
    if (body) {
      try {
        json = JSON.parse(body)
      } catch {
        return send(res, 400, { code: 'PARAM_ERROR', message: '请求体不是 JSON' })
      }
    }
    if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
      if (json.mchid !== mchid || json.appid !== appid)
        return send(res, 400, { code: 'APPID_MCHID_NOT_MATCH', message: 'appid 和 mch_id 不匹配' })
      const total = json.amount?.total
      if (!Number.isInteger(total) || total < 1 || json.amount?.currency !== 'CNY')
        return send(res, 400, { code: 'PARAM_ERROR', message: '金额有误' })
      if (typeof json.out_trade_no !== 'string' || !/^[A-Za-z0-9_*|-]{6,32}$/.test(json.out_trade_no))
        return send(res, 400, { code: 'PARAM_ERROR', message: 'out_trade_no 有误' })
      if (typeof json.description !== 'string' || Buffer.byteLength(json.description) > 127 || json.description === '')
        return send(res, 400, { code: 'PARAM_ERROR', message: 'description 有误' })
      if (typeof json.notify_url !== 'string' || !/^https?:\/\/[^?#]+$/.test(json.notify_url))
        return send(res, 400, { code: 'PARAM_ERROR', message: 'notify_url 有误' })
      if (typeof json.time_expire !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/.test(json.time_expire))
        return send(res, 400, { code: 'PARAM_ERROR', message: 'time_expire 有误' })
      const existing = trades.get(json.out_trade_no)
      if (existing) {
        if (existing.state !== 'NOTPAY') return send(res, 400, { code: 'ORDER_CLOSED', message: '订单已关闭' })
        return send(res, 200, { code_url: existing.codeUrl })
      }
      const trade: FakeTrade = {
        outTradeNo: json.out_trade_no,
        appid,
        mchid,
        description: json.description,
        notifyUrl: json.notify_url,
        totalFen: total,
        timeExpire: json.time_expire,
        codeUrl: `weixin://wxpay/bizpayurl?pr=${randomText(9)}`,
        state: 'NOTPAY',
      }
      trades.set(trade.outTradeNo, trade)
      return send(res, 200, { code_url: trade.codeUrl })
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname)
    if (req.method === 'GET' && query) {
      if (url.searchParams.get('mchid') !== mchid) return send(res, 400, { code: 'PARAM_ERROR', message: 'mchid 有误' })
      const trade = trades.get(decodeURIComponent(query[1]))
      if (!trade) return send(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' })
      return send(res, 200, transactionOf(trade))
    }
    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(url.pathname)
    if (req.method === 'POST' && close) {
      if (json.mchid !== mchid) return send(res, 400, { code: 'PARAM_ERROR', message: 'mchid 有误' })
      const trade = trades.get(decodeURIComponent(close[1]))
      if (!trade) return send(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' })
      closes.push(trade.outTradeNo)
      if (trade.state === 'SUCCESS') return send(res, 400, { code: 'ORDERPAID', message: '订单已支付' })
      trade.state = 'CLOSED'
      return send(res, 204)
    }
    return send(res, 404, { code: 'NOT_FOUND', message: '接口不存在' })
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  function tradeOf(outTradeNo: string): FakeTrade {
    const trade = trades.get(outTradeNo)
    if (!trade) throw new Error(`the fake has no trade ${outTradeNo}`)
    return trade
  }

  /** Marks a trade paid at the platform (the payer scanned and paid); no notification is sent. */
  function markPaid(outTradeNo: string): FakeTrade {
    const trade = tradeOf(outTradeNo)
    if (trade.state !== 'SUCCESS') {
      trade.state = 'SUCCESS'
      trade.transactionId = `4200${Date.now()}${randomText(6).replace(/[a-z]/g, '7')}`.slice(0, 28)
      trade.successTime = chinaRfc3339(now())
    }
    return trade
  }

  /** A signed, encrypted TRANSACTION.SUCCESS delivery of a paid trade (tampered as asked). */
  function buildDelivery(trade: FakeTrade, tampering: NotificationTampering = {}): Delivery {
    const transaction = { ...transactionOf(trade), ...tampering.transaction }
    const key = tampering.wrongApiV3Key ? Buffer.from(randomText(32)) : apiV3Key
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: chinaRfc3339(now()),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: encrypt(key, JSON.stringify(transaction), 'transaction'),
    })
    const timestamp = String(unixNow() + (tampering.timestampOffsetSeconds ?? 0))
    const nonce = randomText(32)
    let signature = sign(platform.privateKey, `${timestamp}\n${nonce}\n${body}\n`)
    if (tampering.badSignature) signature = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    return {
      url: trade.notifyUrl,
      body,
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': nonce,
        'wechatpay-signature': signature,
        'wechatpay-serial': tampering.serial ?? FAKE_PUBLIC_KEY_ID,
        'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
      },
    }
  }

  async function deliver(delivery: Delivery): Promise<DeliveryResult> {
    deliveries.push(delivery)
    const response = await fetch(delivery.url, { method: 'POST', headers: delivery.headers, body: delivery.body })
    return { status: response.status, body: await response.text() }
  }

  /** Marks the trade paid and POSTs its notification; answers our server's HTTP status and body. */
  async function pay(outTradeNo: string): Promise<DeliveryResult> {
    return deliver(buildDelivery(markPaid(outTradeNo)))
  }

  /** Sends the paid trade's notification again as WeChat Pay retries: new timestamp, nonce and signature. */
  async function resend(outTradeNo: string): Promise<DeliveryResult> {
    return deliver(buildDelivery(tradeOf(outTradeNo)))
  }

  /** Sends a notification of the trade (marked paid) with one thing changed; the trade stays paid at the fake. */
  async function sendTampered(outTradeNo: string, tampering: NotificationTampering): Promise<DeliveryResult> {
    return deliver(buildDelivery(markPaid(outTradeNo), tampering))
  }

  return {
    url,
    mchid,
    appid,
    publicKeyId: FAKE_PUBLIC_KEY_ID,
    merchantSerial: FAKE_MERCHANT_SERIAL,
    /** The environment that points our provider at this fake (pass it to a server process). */
    settingsEnv: {
      WECHATPAY_MCHID: mchid,
      WECHATPAY_APPID: appid,
      WECHATPAY_MERCHANT_SERIAL: FAKE_MERCHANT_SERIAL,
      WECHATPAY_MERCHANT_PRIVATE_KEY: Buffer.from(pem(merchant.privateKey, 'private')).toString('base64'),
      WECHATPAY_API_V3_KEY: apiV3Key.toString('utf8'),
      WECHATPAY_PLATFORM_PUBLIC_KEY: Buffer.from(pem(platform.publicKey, 'public')).toString('base64'),
      WECHATPAY_PLATFORM_PUBLIC_KEY_ID: FAKE_PUBLIC_KEY_ID,
      WECHATPAY_BASE_URL: url,
    } as Record<string, string>,
    trades,
    requests,
    closes,
    deliveries,
    trade: (outTradeNo: string) => trades.get(outTradeNo),
    markPaid,
    pay,
    resend,
    sendTampered,
    /** Marks the trade paid and sends a notification whose signature does not verify. */
    sendWrongSignature: (outTradeNo: string) => sendTampered(outTradeNo, { badSignature: true }),
    /** ... signed, but naming a public key id we do not know. */
    sendUnknownSerial: (outTradeNo: string) => sendTampered(outTradeNo, { serial: 'PUB_KEY_ID_0000000000000000000000000000' }),
    /** ... correctly signed six minutes ago. */
    sendStale: (outTradeNo: string) => sendTampered(outTradeNo, { timestampOffsetSeconds: -360 }),
    /** ... with another amount in the (correctly encrypted and signed) transaction. */
    sendTamperedAmount: (outTradeNo: string, totalFen: number) =>
      sendTampered(outTradeNo, {
        transaction: { amount: { total: totalFen, payer_total: totalFen, currency: 'CNY', payer_currency: 'CNY' } },
      }),
    /** ... naming another merchant. */
    sendWrongMchid: (outTradeNo: string) => sendTampered(outTradeNo, { transaction: { mchid: '1900009999' } }),
    /** A correctly signed notification of a trade no order has (to the notify_url of a known trade). */
    sendUnknownOrder: (knownOutTradeNo: string, unknownOutTradeNo: string) =>
      deliver(
        buildDelivery({
          ...tradeOf(knownOutTradeNo),
          outTradeNo: unknownOutTradeNo,
          state: 'SUCCESS',
          transactionId: '4200000000000000000000000001',
          successTime: chinaRfc3339(now()),
        }),
      ),
    /** Sends the exact bytes and headers of an earlier delivery again (a replay by whoever captured it). */
    replay: (delivery: Delivery) => deliver(delivery),
    /** Spoils the signature of every answer from now on (or stops doing so). */
    spoilResponseSignatures: (on = true) => {
      spoilResponses = on
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type WechatPayFake = Awaited<ReturnType<typeof startWechatPayFake>>
