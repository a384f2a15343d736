// Alipay (issue 21) through the real app on a real PGlite database, against the local fake Alipay gateway over real
// HTTP: the page-pay form the fake accepts, the notification route (success only once the order is paid; each
// refusal answers fail, leaves the order unpaid and logs a warn line without personal data), retries of the same
// notify_id applied once, precreate, the query of a lost payment, the close on a channel switch, and refused answers.
import { chinaDateTimeOf } from '../../../domain/china-time'
import { eq } from 'drizzle-orm'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { invoiceOrders, orders, payments, providerNotifications } from '../../../server/db/schema'

import { AlipayGatewayError } from '../../../server/providers/alipay/alipay-client'

import { ALIPAY_NOTIFY_PATH, createAlipayProvider, type AlipayProvider } from '../../../server/providers/alipay/alipay-provider'

import { readAlipaySettings } from '../../../server/providers/alipay/alipay-settings'

import { PaymentGateways } from '../../../server/providers/payment-gateways'

import { SandboxPaymentProvider } from '../../../server/providers/payment-sandbox-provider'

import { selectProviders } from '../../../server/providers/select-providers'

import { startAlipayFake, type AlipayFake } from '../../../tools/fake-platforms/alipay-fake'

import { freePort } from '../../../tools/free-port'

import { clearOrdersAndPayments, ENTERPRISE_INVOICE, mapMonthOrder } from '../support/payment-fixtures'

import { startTestApp, type TestApp } from '../support/test-app'

const PHONE = '13500000521'
const RECEIVER = '王小明'
const HOUR = 3600_000

let t: TestApp
let fake: AlipayFake
let alipay: AlipayProvider
let token: string
let origin: string
const lines: string[] = []

beforeAll(async () => {
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  fake = await startAlipayFake({ now: () => (t ? t.clock.now() : new Date()) })
  const settings = readAlipaySettings(fake.settingsEnv)!
  t = await startTestApp({
    env: { PUBLIC_BASE_URL: origin },
    logStream: { write: (line) => lines.push(line) },
    providers: (config, db) => {
      alipay = createAlipayProvider(settings, { clock: () => t.clock.now() })
      const payment = new PaymentGateways({ alipay, wxpay: new SandboxPaymentProvider() })
      return { ...selectProviders(config, db), payment, alipay }
    },
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
  lines.length = 0
})

async function newOrder() {
  const res = await t.call('POST', '/api/business/C_orderManage', {
    token,
    body: mapMonthOrder(RECEIVER, PHONE, ENTERPRISE_INVOICE),
  })
  expect(res.json.code).toBe(200)
  return res.json.data as { id: string; ordernum: string }
}

/** The Alipay form of an order (toPay) and the trade number in it. */
async function alipayForm(ordernum: string) {
  const res = await t.call('POST', '/api/pay/ali/toPay', { token, body: { orderNum: ordernum, price: 699, title: 'x', desc: 'y' } })
  expect(res.json.code, JSON.stringify(res.json)).toBe(200)
  const html = res.json.data as string
  const bizContent = JSON.parse(decode(/name="biz_content" value="([^"]*)"/.exec(html)![1])) as Record<string, string>
  return { html, outTradeNo: bizContent.out_trade_no, bizContent }
}
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** A form submitted to the fake: the trade exists at "Alipay" as the payer's cashier opened it. */
async function openCashier(ordernum: string) {
  const form = await alipayForm(ordernum)
  const cashier = await fake.submitForm(form.html)
  expect(cashier.body).toContain('支付宝收银台')
  return form
}

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]
const status = (OutTradeNo: string) => t.call('POST', '/api/pay/wx/queryPayStatus', { token, body: { OutTradeNo, phone: PHONE } })
const warnLines = () =>
  lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.level === 40 && line.msg === 'alipay notification refused')

describe('the page-pay form', () => {
  it('posts every signed parameter to the gateway, which verifies the sign and records the trade', async () => {
    const order = await newOrder()
    const { html, outTradeNo, bizContent } = await alipayForm(order.ordernum)
    expect(html).toMatch(new RegExp(`^<form id="alipaysubmit" name="alipaysubmit" action="${fake.url}\\?charset=utf-8" method="post">`))
    expect(html).toContain("document.forms['alipaysubmit'].submit()")
    for (const name of ['app_id', 'method', 'format', 'charset', 'sign_type', 'timestamp', 'version', 'notify_url', 'biz_content', 'sign'])
      expect(html).toContain(`name="${name}"`)
    expect(html).toContain(`value="${origin}${ALIPAY_NOTIFY_PATH}"`)
    expect(html).toContain(`name="timestamp" value="${chinaDateTimeOf(t.clock.now())}"`)
    expect(bizContent).toMatchObject({
      out_trade_no: `${order.ordernum}-1`,
      total_amount: '699.00',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    })
    expect(bizContent.time_expire).toBe(chinaDateTimeOf(new Date(t.clock.now().getTime() + 15 * 60_000)))

    const cashier = await fake.submitForm(html)
    expect(cashier.status).toBe(200)
    expect(cashier.body).toContain('应付 699.00 元')
    expect(fake.trades.get(outTradeNo)).toMatchObject({
      status: 'WAIT_BUYER_PAY',
      totalAmount: '699.00',
      notifyUrl: `${origin}${ALIPAY_NOTIFY_PATH}`,
    })
  })

  it('is accepted as a GET of the same fields too (the gateway takes both)', async () => {
    const order = await newOrder()
    const { html, outTradeNo } = await alipayForm(order.ordernum)
    const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(([, name, value]) => [
      name,
      decode(value),
    ])
    const url = new URL(fake.url)
    for (const [name, value] of fields) url.searchParams.set(name, value)
    const cashier = await fetch(url)
    expect(await cashier.text()).toContain('支付宝收银台')
    expect(fake.trades.get(outTradeNo)?.status).toBe('WAIT_BUYER_PAY')
  })

  it('is refused by the gateway (40002 isv.invalid-signature) once a signed field is changed', async () => {
    const order = await newOrder()
    const { html, outTradeNo } = await alipayForm(order.ordernum)
    const refused = await fake.submitForm(html.replace('699.00', '0.01'))
    expect(JSON.parse(refused.body).alipay_trade_page_pay_response).toMatchObject({ code: '40002', sub_code: 'isv.invalid-signature' })
    expect(fake.trades.has(outTradeNo)).toBe(false)
  })
})

describe('the notification route', () => {
  it('answers success once the order is paid; the status call says paid', async () => {
    const order = await newOrder()
    const { outTradeNo } = await openCashier(order.ordernum)
    const delivered = await fake.pay(outTradeNo)
    expect(delivered).toMatchObject({ status: 200, body: 'success' })
    const row = await orderRow(order.id)
    expect(row.paymentstate).toBe(1)
    expect(row.alipayordernum).toBe(fake.trades.get(outTradeNo)!.tradeNo)
    const res = await status(order.ordernum)
    expect(res.json).toMatchObject({ code: 200, data: { paymentstate: 1 }, msg: '支付成功' })
  })

  it('acknowledges a retry of the same notify_id without applying it twice (one invoice record)', async () => {
    const order = await newOrder()
    const { outTradeNo } = await openCashier(order.ordernum)
    const first = await fake.pay(outTradeNo)
    expect(first.body).toBe('success')
    const paidRow = await orderRow(order.id)
    const again = await Promise.all([fake.resend(first.params), fake.resend(first.params)])
    expect(again.map((r) => r.body)).toEqual(['success', 'success'])
    expect(await t.db.select().from(invoiceOrders).where(eq(invoiceOrders.orderid, order.id))).toHaveLength(1)
    expect(await t.db.select().from(payments).where(eq(payments.orderid, order.id))).toMatchObject([{ state: 1 }])
    expect(await orderRow(order.id)).toEqual(paidRow)
    expect(await t.db.select().from(providerNotifications)).toMatchObject([{ gateway: 'alipay', delivery_id: first.params.notify_id }])
    expect(lines.some((line) => line.includes('alipay notification delivered again'))).toBe(true)
    // TRADE_FINISHED later (a new notify_id, the same trade_no) changes nothing either.
    expect((await fake.notify(outTradeNo, { params: { trade_status: 'TRADE_FINISHED' } })).body).toBe('success')
    expect(await t.db.select().from(invoiceOrders).where(eq(invoiceOrders.orderid, order.id))).toHaveLength(1)
    expect(await orderRow(order.id)).toEqual(paidRow)
  })

  it('acknowledges WAIT_BUYER_PAY and TRADE_CLOSED without changing the order', async () => {
    const order = await newOrder()
    const { outTradeNo } = await openCashier(order.ordernum)
    expect((await fake.notify(outTradeNo)).body).toBe('success')
    expect((await fake.notify(outTradeNo, { params: { trade_status: 'TRADE_CLOSED' } })).body).toBe('success')
    expect((await orderRow(order.id)).paymentstate).toBe(0)
  })

  const now = () => t.clock.now()
  it.each([
    ['a sign by another key', 'bad-signature', () => ({ wrongKey: true })],
    ['an amount changed after signing', 'bad-signature', () => ({ tamperAfterSign: { total_amount: '0.01' } })],
    ['a malformed sign', 'bad-signature', () => ({ tamperAfterSign: { sign: 'AAAA' } })],
    ['a signed amount other than the order', 'amount-mismatch', () => ({ params: { total_amount: '0.01' } })],
    ['an unknown out_trade_no', 'unknown-trade', () => ({ params: { out_trade_no: 'N20990101000000-1' } })],
    ['another app_id', 'other-app', () => ({ params: { app_id: '2021000199999999' } })],
    ['another seller_id', 'other-seller', () => ({ params: { seller_id: '2088999999999999' } })],
    [
      'a notify_time older than 25 hours',
      'stale-notify-time',
      () => ({ params: { notify_time: chinaDateTimeOf(new Date(now().getTime() - 25 * HOUR - 1000)) } }),
    ],
  ])('refuses %s: fail, order unpaid, warn line %s without personal data', async (_case, reason, overrides) => {
    const order = await newOrder()
    const { outTradeNo } = await openCashier(order.ordernum)
    fake.payWithoutNotifying(outTradeNo)
    const refused = await fake.notify(outTradeNo, overrides())
    expect(refused.body).toBe('fail')
    expect((await orderRow(order.id)).paymentstate).toBe(0)
    expect(await t.db.select().from(providerNotifications)).toEqual([])
    const [warn] = warnLines()
    expect(warn).toMatchObject({ gateway: 'alipay', reason })
    expect(warn.outTradeNo).toBe(refused.params.out_trade_no)
    const text = JSON.stringify(warn)
    for (const personal of [
      PHONE,
      RECEIVER,
      refused.params.sign,
      refused.params.buyer_logon_id ?? PHONE,
      fake.settingsEnv.ALIPAY_PUBLIC_KEY,
    ])
      expect(text).not.toContain(personal)
    // Alipay's own retry, once the cause is gone, still pays the order (nothing was recorded for it).
    if (reason === 'stale-notify-time') return
    expect((await fake.notify(outTradeNo)).body).toBe('success')
    expect((await orderRow(order.id)).paymentstate).toBe(1)
  })

  it('refuses a replay of an applied notification once it is older than the retry window', async () => {
    const order = await newOrder()
    const { outTradeNo } = await openCashier(order.ordernum)
    const first = await fake.pay(outTradeNo)
    expect(first.body).toBe('success')
    t.clock.advance(25 * HOUR + 1000)
    expect((await fake.resend(first.params)).body).toBe('fail')
    expect(warnLines()).toMatchObject([{ reason: 'stale-notify-time', outTradeNo }])
  })
})

describe('the gateway calls', () => {
  it('precreate answers the fake QR code, also as createTrade of a configured QR channel', async () => {
    const expiresAt = new Date(t.clock.now().getTime() + 15 * 60_000)
    const request = { channel: 'cmbpay' as const, outTradeNo: 'PRE20260101-1', amountFen: 12345, subject: '测试', expiresAt, origin }
    const qr = await alipay.precreate(request)
    expect(qr).toBe(fake.trades.get('PRE20260101-1')!.qrCode)
    expect(fake.trades.get('PRE20260101-1')).toMatchObject({ method: 'alipay.trade.precreate', totalAmount: '123.45' })
    const qrGateway = createAlipayProvider(alipay.settings, { clock: t.clock.now, qrChannels: ['cmbpay'] })
    expect(qrGateway.supports('cmbpay')).toBe(true)
    expect(alipay.supports('cmbpay')).toBe(false)
    const handle = await qrGateway.createTrade({ ...request, outTradeNo: 'PRE20260101-2' })
    expect(handle).toEqual({ kind: 'qr', content: fake.trades.get('PRE20260101-2')!.qrCode })
  })

  it('queryTrade finds a payment whose notification was lost: the status call pays the order', async () => {
    const order = await newOrder()
    const { outTradeNo } = await openCashier(order.ordernum)
    expect(await alipay.queryTrade({ outTradeNo, channel: 'alipay' })).toBeNull()
    const trade = fake.payWithoutNotifying(outTradeNo)
    expect(await alipay.queryTrade({ outTradeNo, channel: 'alipay' })).toEqual({
      outTradeNo,
      outcome: 'paid',
      transactionId: trade.tradeNo,
      amountFen: 69900,
      at: new Date(Math.floor(trade.paidAt!.getTime() / 1000) * 1000),
    })
    const res = await status(order.ordernum)
    expect(res.json).toMatchObject({ data: { paymentstate: 1 } })
    expect((await orderRow(order.id)).alipayordernum).toBe(trade.tradeNo)
  })

  it('queryTrade of a trade Alipay never made (form never opened) is null', async () => {
    expect(await alipay.queryTrade({ outTradeNo: 'N20990101000000-9', channel: 'alipay' })).toBeNull()
  })

  it('closes the Alipay trade when the payer switches channel (the fake records the close)', async () => {
    const order = await newOrder()
    const { outTradeNo } = await openCashier(order.ordernum)
    const qr = await t.call('POST', '/api/pay/wx/createQrCode?n=1', { token, body: { orderNum: order.ordernum, price: 699, title: 'x' } })
    expect(qr.json.code).toBe(200)
    expect(fake.trades.get(outTradeNo)!.status).toBe('TRADE_CLOSED')
    expect(fake.calls).toContainEqual({ method: 'alipay.trade.close', outTradeNo })
    // A form never opened is no trade at Alipay: the close answers ACQ.TRADE_NOT_EXIST and the switch goes on.
    const second = await alipayForm(order.ordernum)
    expect(fake.trades.has(second.outTradeNo)).toBe(false)
  })

  it('a trade paid meanwhile is not closed: the switch applies the payment instead', async () => {
    const order = await newOrder()
    const { outTradeNo } = await openCashier(order.ordernum)
    fake.payWithoutNotifying(outTradeNo)
    const qr = await t.call('POST', '/api/pay/wx/createQrCode?n=1', { token, body: { orderNum: order.ordernum, price: 699, title: 'x' } })
    expect(qr.json.code).toBe(409)
    expect((await orderRow(order.id)).paymentstate).toBe(1)
    expect(fake.trades.get(outTradeNo)!.status).toBe('TRADE_SUCCESS')
  })

  it("refuses an answer whose sign does not verify with Alipay's key", async () => {
    fake.signResponsesBadly(true)
    try {
      await expect(alipay.queryTrade({ outTradeNo: 'N20990101000000-9', channel: 'alipay' })).rejects.toThrow(/sign does not verify/)
      await expect(alipay.closeTrade({ outTradeNo: 'N20990101000000-9', channel: 'alipay' })).rejects.toBeInstanceOf(AlipayGatewayError)
    } finally {
      fake.signResponsesBadly(false)
    }
  })

  it('throws when the gateway cannot be reached (nothing is closed)', async () => {
    const port = await freePort()
    const offline = createAlipayProvider({ ...alipay.settings, gateway: `http://127.0.0.1:${port}/gateway.do` }, { timeoutMs: 2000 })
    await expect(offline.closeTrade({ outTradeNo: 'N20990101000000-9', channel: 'alipay' })).rejects.toThrow(/could not be reached/)
  })
})
