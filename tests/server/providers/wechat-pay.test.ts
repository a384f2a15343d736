// WeChat Pay API v3 Native through the real app, a real PGlite database and the local fake platform over real HTTP:
// the QR is the fake's code_url for a correctly signed order; the fake's signed, encrypted notification pays the order
// once (204); every forged, stale, replayed or foreign notification is refused, leaves the order unpaid and leaves a
// warn line without personal data; switching channel closes the trade; a lost notification is found by the status
// query; an answer with a bad signature is refused.
import { generateKeyPairSync } from 'node:crypto'

import { eq } from 'drizzle-orm'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { invoiceOrders, orders, paymentDuplicates, payments, providerNotifications } from '../../../server/db/schema'
import { PaymentGateways } from '../../../server/providers/payment-gateways'

import { SandboxPaymentProvider } from '../../../server/providers/payment-sandbox-provider'

import { selectProviders } from '../../../server/providers/select-providers'

import { createWechatPayProvider } from '../../../server/providers/wechat-pay/wechat-pay-provider'

import { readWechatPaySettings } from '../../../server/providers/wechat-pay/wechat-pay-settings'

import { freePort } from '../../../tools/free-port'

import { startWechatPayFake, type WechatPayFake } from '../../../tools/fake-platforms/wechat-pay-fake'

import { clearOrdersAndPayments, ENTERPRISE_INVOICE, mapMonthOrder } from '../support/payment-fixtures'

import { startTestApp, type TestApp } from '../support/test-app'

const PHONE = '13500000071'
const RECEIVER = '王小明'
let fake: WechatPayFake
let t: TestApp
let token: string
let origin: string
const logLines: string[] = []

beforeAll(async () => {
  // One clock for the app, our provider and the fake (the app's, frozen unless a test moves it): a slow machine never
  // makes a notification stale.
  const clock = () => t.clock.now()
  fake = await startWechatPayFake({ now: clock })
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  const wechatPay = createWechatPayProvider(readWechatPaySettings(fake.settingsEnv)!, { clock })
  const sandbox = new SandboxPaymentProvider()
  t = await startTestApp({
    env: { PUBLIC_BASE_URL: origin },
    logStream: { write: (line) => void logLines.push(line) },
    providers: (config, db) => ({
      ...selectProviders(config, db),
      payment: new PaymentGateways({ wxpay: wechatPay, alipay: sandbox, cmbpay: sandbox }),
      wechatPay,
    }),
  })
  await t.app.listen({ port, host: '127.0.0.1' })
  token = await t.login(PHONE)
}, 60_000)
afterAll(async () => {
  await t?.close()
  await fake?.close()
})
beforeEach(async () => {
  await clearOrdersAndPayments(t.db)
  fake.spoilResponseSignatures(false)
})

async function newOrder(extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/business/C_orderManage', {
    token,
    body: mapMonthOrder(RECEIVER, PHONE, extra),
  })
  expect(res.json.code).toBe(200)
  return res.json.data as { id: string; ordernum: string }
}
const wechatQr = (orderNum: string) =>
  t.call('POST', '/api/pay/wx/createQrCode', { token, body: { orderNum, price: 699, title: 'SummitMap' } })
const bankQr = (orderNum: string) =>
  t.call('POST', '/api/cmbpay/createQrCode', { token, body: { orderNum, price: 699, title: 'SummitMap' } })
const paymentStatus = (OutTradeNo: string) => t.call('POST', '/api/pay/wx/queryPayStatus', { token, body: { OutTradeNo, phone: PHONE } })
const storedState = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0].paymentstate
const invoiceCount = async (id: string) => (await t.db.select().from(invoiceOrders).where(eq(invoiceOrders.orderid, id))).length

/** An order with a WeChat QR made at the fake: its trade number. */
async function orderWithQr(extra: Record<string, unknown> = {}) {
  const order = await newOrder(extra)
  const qr = await wechatQr(order.ordernum)
  expect(qr.json.code).toBe(200)
  return { order, trade: qr.json.data.outTradeNo as string }
}

/** The warn lines that refused a WeChat Pay notification since `from`, parsed. */
const refusalLines = (from: number) =>
  logLines
    .slice(from)
    .map((line) => ({ line, json: JSON.parse(line) as Record<string, unknown> }))
    .filter(({ json }) => json.level === 40 && json.gateway === 'wechatpay')

function expectRefusalLogged(from: number, reason: string, outTradeNo?: string) {
  const lines = refusalLines(from)
  expect(lines.map(({ json }) => json.reason)).toContain(reason)
  const { line, json } = lines.find(({ json }) => json.reason === reason)!
  if (outTradeNo) expect(json.outTradeNo).toBe(outTradeNo)
  for (const secret of [PHONE, RECEIVER, fake.settingsEnv.WECHATPAY_API_V3_KEY, 'wechatpay-signature', 'ciphertext'])
    expect(line).not.toContain(secret)
}

describe('the WeChat Pay QR and its notification', () => {
  it('makes the QR from the code_url of a correctly signed Native order, and the notification pays the order (204)', async () => {
    const order = await newOrder()
    const qr = await wechatQr(order.ordernum)
    expect(qr.status).toBe(200)
    const trade = qr.json.data.outTradeNo as string
    const atFake = fake.trade(trade)!
    expect(qr.json.data.qrContent).toBe(atFake.codeUrl)
    expect(qr.json.msg).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/)
    expect(atFake).toMatchObject({ totalFen: 69900, notifyUrl: `${origin}/api/pay/notify/wechat`, appid: fake.appid, mchid: fake.mchid })
    expect(atFake.timeExpire).toMatch(/\+08:00$/)
    expect(new Date(atFake.timeExpire).getTime()).toBe(Math.floor(new Date(qr.json.data.expiresAt).getTime() / 1000) * 1000)
    const made = fake.requests.filter((r) => r.path === '/v3/pay/transactions/native' && r.body.includes(trade))
    expect(made.map((r) => r.signatureValid)).toEqual([true])

    const paid = await fake.pay(trade)
    expect(paid).toEqual({ status: 204, body: '' })
    expect(await storedState(order.id)).toBe(1)
    const status = await paymentStatus(trade)
    expect(status.json.data).toEqual({ code: 200, paymentstate: 1 })
    const [attempt] = await t.db.select().from(payments).where(eq(payments.out_trade_no, trade))
    expect(attempt.provider_tradeno).toBe(fake.trade(trade)!.transactionId)
  })

  it('acknowledges a retried notification (new timestamp, nonce and signature) and applies it once', async () => {
    const { order, trade } = await orderWithQr(ENTERPRISE_INVOICE)
    expect((await fake.pay(trade)).status).toBe(204)
    expect((await fake.resend(trade)).status).toBe(204)
    expect((await fake.resend(trade)).status).toBe(204)
    expect(await storedState(order.id)).toBe(1)
    expect(await invoiceCount(order.id)).toBe(1)
    expect(await t.db.select().from(paymentDuplicates)).toEqual([])
    expect(await t.db.select().from(providerNotifications)).toHaveLength(3)
  })
})

describe('refused notifications', () => {
  it('refuses a wrong signature (401), the order stays unpaid', async () => {
    const { order, trade } = await orderWithQr()
    const from = logLines.length
    const res = await fake.sendWrongSignature(trade)
    expect(res.status).toBe(401)
    expect(JSON.parse(res.body)).toMatchObject({ code: 'FAIL' })
    expect(await storedState(order.id)).toBe(0)
    expectRefusalLogged(from, 'bad signature')
    // A forgery burns nothing: the genuine notification still pays.
    expect((await fake.resend(trade)).status).toBe(204)
    expect(await storedState(order.id)).toBe(1)
  })

  it('refuses an unknown public key id (401)', async () => {
    const { order, trade } = await orderWithQr()
    const from = logLines.length
    const res = await fake.sendUnknownSerial(trade)
    expect([res.status, JSON.parse(res.body).code]).toEqual([401, 'FAIL'])
    expect(await storedState(order.id)).toBe(0)
    expectRefusalLogged(from, 'unknown serial')
  })

  it('refuses a timestamp six minutes old (401)', async () => {
    const { order, trade } = await orderWithQr()
    const from = logLines.length
    const res = await fake.sendStale(trade)
    expect([res.status, JSON.parse(res.body).code]).toEqual([401, 'FAIL'])
    expect(await storedState(order.id)).toBe(0)
    expectRefusalLogged(from, 'stale timestamp')
  })

  it('refuses a replay of the exact bytes of an earlier delivery (409); the payment stays applied once', async () => {
    const { order, trade } = await orderWithQr(ENTERPRISE_INVOICE)
    expect((await fake.pay(trade)).status).toBe(204)
    const from = logLines.length
    const res = await fake.replay(fake.deliveries.at(-1)!)
    expect([res.status, JSON.parse(res.body).code]).toEqual([409, 'FAIL'])
    expect(await invoiceCount(order.id)).toBe(1)
    expectRefusalLogged(from, 'replayed delivery', trade)
  })

  it('refuses a correctly signed notification with another amount (400), the order stays unpaid', async () => {
    const { order, trade } = await orderWithQr()
    const from = logLines.length
    const res = await fake.sendTamperedAmount(trade, 1)
    expect([res.status, JSON.parse(res.body).code]).toEqual([400, 'FAIL'])
    expect(await storedState(order.id)).toBe(0)
    expectRefusalLogged(from, '通知金额与订单金额不一致', trade)
  })

  it('refuses a notification of a trade no order has (404)', async () => {
    const { order, trade } = await orderWithQr()
    const from = logLines.length
    const res = await fake.sendUnknownOrder(trade, 'SM20990101000000999999-1')
    expect([res.status, JSON.parse(res.body).code]).toEqual([404, 'FAIL'])
    expect(await storedState(order.id)).toBe(0)
    expectRefusalLogged(from, '交易不存在', 'SM20990101000000999999-1')
  })

  it("refuses another merchant's transaction (400), the order stays unpaid", async () => {
    const { order, trade } = await orderWithQr()
    const from = logLines.length
    const res = await fake.sendWrongMchid(trade)
    expect([res.status, JSON.parse(res.body).code]).toEqual([400, 'FAIL'])
    expect(await storedState(order.id)).toBe(0)
    expectRefusalLogged(from, 'another merchant', trade)
  })

  it('refuses a resource encrypted with another key (400) and a body too large (413)', async () => {
    const { order, trade } = await orderWithQr()
    const from = logLines.length
    const res = await fake.sendTampered(trade, { wrongApiV3Key: true })
    expect([res.status, JSON.parse(res.body).code]).toEqual([400, 'FAIL'])
    expectRefusalLogged(from, 'resource does not decrypt')
    const big = await t.call('POST', '/api/pay/notify/wechat', {
      body: JSON.stringify({ id: 'x', padding: 'x'.repeat(70 * 1024) }),
      headers: { 'content-type': 'application/json' },
    })
    expect([big.status, big.json.code]).toEqual([413, 'FAIL'])
    expect(await storedState(order.id)).toBe(0)
  })
})

describe('closing, querying and verifying answers', () => {
  it('closes the WeChat trade at the platform when the customer switches to the bank QR', async () => {
    const { order, trade } = await orderWithQr()
    const bank = await bankQr(order.ordernum)
    expect(bank.json.code).toBe(200)
    expect(fake.closes).toContain(trade)
    expect(fake.trade(trade)!.state).toBe('CLOSED')
    const [attempt] = await t.db.select().from(payments).where(eq(payments.out_trade_no, trade))
    expect(attempt.state).not.toBe(0)
  })

  it('applies the payment when closing finds the trade paid (ORDERPAID) and the notification was lost', async () => {
    const { order, trade } = await orderWithQr()
    fake.markPaid(trade)
    const bank = await bankQr(order.ordernum)
    expect([bank.status, bank.json.msg]).toEqual([409, '订单已支付，无需重复支付'])
    expect(fake.closes).toContain(trade)
    expect(await storedState(order.id)).toBe(1)
  })

  it('finds a payment whose notification was lost when the payment status is polled (queryTrade)', async () => {
    const { order, trade } = await orderWithQr()
    const before = await paymentStatus(trade)
    expect(before.json.data.paymentstate).toBe(0)
    fake.markPaid(trade)
    const after = await paymentStatus(trade)
    expect(after.json.data).toEqual({ code: 200, paymentstate: 1 })
    expect(await storedState(order.id)).toBe(1)
    expect(fake.requests.filter((r) => r.method === 'GET' && r.path.includes(trade)).every((r) => r.signatureValid)).toBe(true)
  })

  it('is refused by the platform when our request is signed with another key (the fake checks like WeChat Pay)', async () => {
    const settings = readWechatPaySettings(fake.settingsEnv)!
    const impostor = createWechatPayProvider({
      ...settings,
      merchantPrivateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
    })
    const trade = {
      channel: 'wxpay' as const,
      outTradeNo: 'SM20260101000000000001-1',
      amountFen: 100,
      subject: 'x',
      expiresAt: new Date(Date.now() + 600_000),
      origin,
    }
    await expect(impostor.createTrade(trade)).rejects.toThrow(/SIGN_ERROR/)
    expect(fake.requests.at(-1)).toMatchObject({ signatureValid: false, refusal: '签名错误' })
    expect(fake.trade(trade.outTradeNo)).toBeUndefined()
  })

  it('refuses an answer whose signature does not verify: no QR, no attempt, the customer asked to try again', async () => {
    const order = await newOrder()
    fake.spoilResponseSignatures(true)
    const qr = await wechatQr(order.ordernum)
    expect([qr.status, qr.json]).toEqual([503, { code: 503, msg: '支付服务暂时不可用，请稍后重试', data: null }])
    expect(await t.db.select().from(payments).where(eq(payments.orderid, order.id))).toEqual([])
    expect(fake.requests.at(-1)!.signatureValid).toBe(true)
  })
})
