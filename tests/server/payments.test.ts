// Payment through the sandbox provider: QR attempts valid 15 minutes, the checkout page and the dev pay route,
// notifications applied exactly once, the invoice record once per order, and the payment-status call.
import { eq } from 'drizzle-orm'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { invoices, orders, paymentDuplicates, payments } from '../../server/db/schema'
import { applyNotification, CHANNEL_NOT_OPEN_MSG, issueAttempt, type PaymentLog } from '../../server/modules/payments/payment-service'

import { PaymentGateways } from '../../server/providers/payment-gateways'

import type { TradeRef } from '../../server/providers/payment-provider'
import { SandboxPaymentProvider } from '../../server/providers/payment-sandbox-provider'

import { clearOrdersAndPayments, ENTERPRISE_INVOICE, mapMonthOrder } from './support/payment-fixtures'

import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
const PHONE = '13500000021'
const MINUTE = 60_000
const EXPIRED = '二维码已过期，请返回重新获取支付二维码'

beforeAll(async () => {
  t = await startTestApp()
  token = await t.login(PHONE)
})
afterAll(async () => {
  await t?.close()
})
beforeEach(async () => {
  await clearOrdersAndPayments(t.db)
})

async function newOrder(extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/business/C_orderManage', {
    token,
    body: mapMonthOrder('李四', PHONE, extra),
  })
  expect(res.json.code).toBe(200)
  return res.json.data as { id: string; ordernum: string; userid: string }
}
const qr = (orderNum: string, price: number | undefined = 699) =>
  t.call('POST', '/api/pay/wx/createQrCode?n=1', { token, body: { orderNum, price, title: 'SummitMap' } })
const checkoutPage = (trade: string) => t.call('GET', `/api/sandbox/pay/checkout?trade=${trade}`)
const submit = (trade: string, outcome: 'paid' | 'failed', form = false) =>
  form
    ? t.call('POST', '/api/sandbox/pay/checkout', {
        body: `trade=${trade}&outcome=${outcome}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      })
    : t.call('POST', '/api/sandbox/pay/checkout', { body: { trade, outcome }, headers: { accept: 'application/json' } })
const devPay = (ordernum: string, outcome?: 'paid' | 'failed') =>
  t.call('POST', `/api/dev/pay/${ordernum}${outcome ? `?outcome=${outcome}` : ''}`)
const paymentState = async (id: string) =>
  (await t.call('GET', `/api/business/C_orderManage/status/${id}`, { token })).json.data.paymentstate
const status = (OutTradeNo: string, phone = PHONE) => t.call('POST', '/api/pay/wx/queryPayStatus', { token, body: { OutTradeNo, phone } })

describe('the payment QR', () => {
  it('points at the sandbox checkout page, lives 15 minutes, and is the same QR when asked again meanwhile', async () => {
    const order = await newOrder()
    const first = await qr(order.ordernum)
    expect(first.status).toBe(200)
    const trade = `${order.ordernum}-1`
    expect(first.json.data).toMatchObject({ ordernum: order.ordernum, outTradeNo: trade, remainingMs: 15 * MINUTE })
    expect(first.json.data.qrContent).toBe(`http://localhost:80/api/sandbox/pay/checkout?trade=${trade}`)
    expect(first.json.msg).toBe(first.json.data.qrContent)
    t.clock.advance(5 * MINUTE)
    const again = await qr(order.ordernum, undefined)
    expect(again.json.data).toMatchObject({ outTradeNo: trade, expiresAt: first.json.data.expiresAt, remainingMs: 10 * MINUTE })
    const page = await checkoutPage(trade)
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('¥ 699.00')
    expect(page.body).toContain('data-outcome="paid"')
  })

  it('refuses the old QR after 15 minutes; a new attempt is made for the same order', async () => {
    const order = await newOrder()
    const first = (await qr(order.ordernum)).json.data
    t.clock.advance(15 * MINUTE)
    for (const res of [await checkoutPage(first.outTradeNo), await submit(first.outTradeNo, 'paid'), await devPay(order.ordernum)]) {
      expect([res.status, res.json?.msg]).toEqual([400, EXPIRED])
    }
    expect(await paymentState(order.id)).toBe(0)
    const second = (await qr(order.ordernum)).json.data
    expect(second).toMatchObject({ ordernum: order.ordernum, outTradeNo: `${order.ordernum}-2`, remainingMs: 15 * MINUTE })
    expect((await submit(first.outTradeNo, 'paid')).json.msg).toBe(EXPIRED)
    const paid = await submit(second.outTradeNo, 'paid')
    expect(paid.json.data).toMatchObject({ ordernum: order.ordernum, paymentstate: 1, changed: true })
    expect(await t.db.select().from(orders)).toHaveLength(1)
    expect((await t.db.select().from(payments)).map((p) => [p.out_trade_no, p.state]).sort()).toEqual([
      [first.outTradeNo, 2],
      [second.outTradeNo, 1],
    ])
  })

  it('refuses a price other than the order amount and a paid order', async () => {
    const order = await newOrder()
    const wrong = await qr(order.ordernum, 0.01)
    expect([wrong.status, wrong.json.msg]).toEqual([400, '支付金额与订单金额不一致（订单金额 699.00 元）'])
    await qr(order.ordernum)
    await devPay(order.ordernum)
    const again = await qr(order.ordernum)
    expect([again.status, again.json.msg]).toEqual([409, '订单已支付，无需重复支付'])
    const missing = await qr('SM00000000000000000000')
    expect(missing.status).toBe(404)
  })

  it('offers the Alipay form and the bank QR through the same provider', async () => {
    const order = await newOrder()
    const form = await t.call('POST', '/api/pay/ali/toPay', {
      token,
      body: { orderNum: order.ordernum, price: 699, title: 'x', desc: 'y' },
    })
    expect(form.json.data).toContain('action="http://localhost:80/api/sandbox/pay/checkout"')
    expect(form.json.data).toContain(`value="${order.ordernum}-1"`)
    expect(form.json.data).toContain('.submit()')
    const bank = await t.call('POST', '/api/cmbpay/createQrCode', { token, body: { orderNum: order.ordernum } })
    expect(bank.json.data).toMatchObject({ outTradeNo: `${order.ordernum}-2`, remainingMs: 15 * MINUTE })
    // The bank QR closed the form's trade: only the bank trade pays the order, and only once.
    expect((await submit(`${order.ordernum}-1`, 'paid', true)).json).toMatchObject({ code: 400, msg: '该交易已关闭' })
    expect((await submit(`${order.ordernum}-2`, 'paid', true)).body).toContain('支付成功')
    expect(await paymentState(order.id)).toBe(1)
    const second = await submit(`${order.ordernum}-2`, 'paid')
    expect(second.json.data).toMatchObject({ paymentstate: 1, changed: false })
  })
})

const bankQr = (orderNum: string) => t.call('POST', '/api/cmbpay/createQrCode', { token, body: { orderNum, price: 699 } })
const alipayForm = (orderNum: string) =>
  t.call('POST', '/api/pay/ali/toPay', { token, body: { orderNum, price: 699, title: 'x', desc: 'y' } })
const attemptsOf = async (orderid: string) =>
  (await t.db.select().from(payments).where(eq(payments.orderid, orderid))).map((p) => [p.out_trade_no, p.provider, p.state]).sort()

/** A log that keeps what the payment service wrote (the app's own is silent in tests). */
function recordingLog() {
  const lines: Array<{ level: 'warn' | 'error'; fields: object; message: string }> = []
  const log: PaymentLog = {
    warn: (fields, message) => lines.push({ level: 'warn', fields, message }),
    error: (fields, message) => lines.push({ level: 'error', fields, message }),
  }
  return { log, lines }
}

/** What each channel's gateway sends once it has taken the money for one of its trades. */
const gatewayPaid = (outTradeNo: string, channel: string) => ({
  outTradeNo,
  outcome: 'paid' as const,
  transactionId: `${channel}-txn-${outTradeNo}`,
  amountFen: 69_900,
  at: t.clock.now(),
})

describe('one payable attempt per order across channels', () => {
  it('a QR on another channel closes the previous attempt first: the gateway refuses the closed trade', async () => {
    const order = await newOrder()
    const wx = (await qr(order.ordernum)).json.data
    const bank = (await bankQr(order.ordernum)).json.data
    expect(bank.outTradeNo).toBe(`${order.ordernum}-2`)
    expect(await attemptsOf(order.id)).toEqual([
      [wx.outTradeNo, 'wxpay', 3],
      [bank.outTradeNo, 'cmbpay', 0],
    ])
    for (const res of [await checkoutPage(wx.outTradeNo), await submit(wx.outTradeNo, 'paid'), await submit(wx.outTradeNo, 'paid', true)]) {
      expect([res.status, res.json?.msg]).toEqual([400, '该交易已关闭'])
    }
    expect(await paymentState(order.id)).toBe(0)
    // The same channel again answers its live attempt; back on WeChat a third attempt closes the bank's.
    expect((await bankQr(order.ordernum)).json.data.outTradeNo).toBe(bank.outTradeNo)
    const wxAgain = (await qr(order.ordernum)).json.data
    expect(wxAgain.outTradeNo).toBe(`${order.ordernum}-3`)
    expect((await submit(bank.outTradeNo, 'paid')).json.msg).toBe('该交易已关闭')
    expect((await devPay(order.ordernum)).json.data).toMatchObject({ outTradeNo: wxAgain.outTradeNo, paymentstate: 1, changed: true })
    expect(await t.db.select().from(payments).where(eq(payments.state, 0))).toHaveLength(0)
  })

  it('QR requests on three channels at once leave exactly one pending attempt, and only it can be paid', async () => {
    const order = await newOrder()
    const asked = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        [() => qr(order.ordernum), () => alipayForm(order.ordernum), () => bankQr(order.ordernum)][i % 3](),
      ),
    )
    expect(asked.map((r) => r.status)).toEqual(Array(9).fill(200))
    const pending = await t.db.select().from(payments).where(eq(payments.state, 0))
    expect(pending).toHaveLength(1)
    const trades = (await t.db.select().from(payments)).map((p) => p.out_trade_no)
    const paid = await Promise.all(trades.map((trade) => submit(trade, 'paid')))
    expect(paid.filter((r) => r.status === 200).map((r) => r.json.data.outTradeNo)).toEqual([pending[0].out_trade_no])
    expect(await paymentState(order.id)).toBe(1)
    expect(await t.db.select().from(paymentDuplicates)).toHaveLength(0)
  })

  it('one order paid on three channels at once: paid once, one invoice, two duplicates to refund (repeats are not new ones)', async () => {
    const order = await newOrder(ENTERPRISE_INVOICE)
    // The customer opened WeChat, then Alipay, then the bank QR, and paid on all three before the closes took effect.
    const trades = [
      [(await qr(order.ordernum)).json.data.outTradeNo, 'wxpay'],
      [(await alipayForm(order.ordernum)).json.data.match(/value="([^"]+)"/)[1], 'alipay'],
      [(await bankQr(order.ordernum)).json.data.outTradeNo, 'cmbpay'],
    ] as const
    const { log, lines } = recordingLog()
    const gateway = new SandboxPaymentProvider()
    const results = await Promise.all(trades.map(([trade, channel]) => applyNotification(t.db, gateway, log, gatewayPaid(trade, channel))))
    expect(results.filter((r) => r.changed)).toHaveLength(1)
    expect(results.every((r) => r.paymentstate === 1)).toBe(true)
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row.paymentstate).toBe(1)
    expect(await t.db.select().from(invoices)).toHaveLength(1)
    expect((await t.db.select().from(payments)).map((p) => p.state)).toEqual([1, 1, 1])

    const duplicates = await t.db.select().from(paymentDuplicates)
    expect(duplicates).toHaveLength(2)
    const payer = trades.find(([trade, channel]) => gatewayPaid(trade, channel).transactionId === row.alipayordernum)!
    expect(duplicates.map((d) => d.out_trade_no).sort()).toEqual(
      trades
        .map(([trade]) => trade)
        .filter((trade) => trade !== payer[0])
        .sort(),
    )
    for (const duplicate of duplicates) {
      expect(duplicate).toMatchObject({ orderid: order.id, ordernum: order.ordernum, amount: '699.00', refund_state: 0, refunded_at: null })
      expect(duplicate.provider_tradeno).toBe(gatewayPaid(duplicate.out_trade_no, duplicate.channel).transactionId)
    }
    const errors = lines.filter((line) => line.level === 'error')
    expect(errors.map((line) => line.message)).toEqual(Array(2).fill('duplicate payment of a paid order: refund needed'))
    // Order and trade numbers, channel and amount: nothing personal.
    for (const line of lines)
      expect(JSON.stringify(line.fields)).not.toMatch(new RegExp(`${PHONE}|李四|buyer@|91110000MA01ABCD2Q|测试科技`))

    // The gateways retry their notifications: nothing new is recorded or logged.
    const repeats = await Promise.all(trades.map(([trade, channel]) => applyNotification(t.db, gateway, log, gatewayPaid(trade, channel))))
    expect(repeats.every((r) => !r.changed && r.paymentstate === 1)).toBe(true)
    expect(await t.db.select().from(paymentDuplicates)).toHaveLength(2)
    expect(await t.db.select().from(invoices)).toHaveLength(1)
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(2)
  })

  it('a gateway that was paid before it could close the old trade: the payment is applied and the new QR refused (409)', async () => {
    const order = await newOrder()
    const wx = (await qr(order.ordernum)).json.data.outTradeNo
    // WeChat answers "close order" for a trade it has just been paid for with that payment (ORDERPAID).
    class PaidBeforeClose extends SandboxPaymentProvider {
      async closeTrade({ outTradeNo, channel }: TradeRef) {
        return gatewayPaid(outTradeNo, channel)
      }
    }
    const { log } = recordingLog()
    const customer = { kind: 'customer' as const, id: order.userid, tokenHash: '', sessionId: '' }
    const asked = issueAttempt(
      t.db,
      new PaidBeforeClose(),
      log,
      customer,
      'cmbpay',
      { orderNum: order.ordernum },
      'http://localhost',
      t.clock.now(),
    )
    await expect(asked).rejects.toMatchObject({ code: 409, message: '订单已支付，无需重复支付' })
    expect(await attemptsOf(order.id)).toEqual([[wx, 'wxpay', 1]])
    expect(await paymentState(order.id)).toBe(1)
    expect(await t.db.select().from(paymentDuplicates)).toHaveLength(0)
  })

  it('a paid notification for a superseded attempt of an unpaid order pays the order and closes the newer attempt', async () => {
    const order = await newOrder()
    const wx = (await qr(order.ordernum)).json.data.outTradeNo
    const bank = (await bankQr(order.ordernum)).json.data.outTradeNo
    const { log, lines } = recordingLog()
    const gateway = new SandboxPaymentProvider()
    const result = await applyNotification(t.db, gateway, log, gatewayPaid(wx, 'wxpay'))
    expect(result).toMatchObject({ outTradeNo: wx, paymentstate: 1, changed: true })
    expect(await attemptsOf(order.id)).toEqual([
      [wx, 'wxpay', 1],
      [bank, 'cmbpay', 3],
    ])
    expect(gateway.isClosed(bank)).toBe(true)
    expect(lines.map((line) => [line.level, line.message])).toEqual([
      ['warn', 'paid notification for an attempt that was no longer pending'],
    ])
    expect((await submit(bank, 'paid')).json.msg).toBe('该交易已关闭')
    expect(await t.db.select().from(paymentDuplicates)).toHaveLength(0)
  })
})

describe('payment gateways per channel', () => {
  it('a channel without a gateway is refused before anything is made; the others reach their own gateway', async () => {
    const order = await newOrder()
    const { log } = recordingLog()
    const customer = { kind: 'customer' as const, id: order.userid, tokenHash: '', sessionId: '' }
    const wechat = new SandboxPaymentProvider()
    const gateways = new PaymentGateways({ wxpay: wechat })
    const ask = (channel: 'wxpay' | 'cmbpay') =>
      issueAttempt(t.db, gateways, log, customer, channel, { orderNum: order.ordernum }, 'http://localhost', t.clock.now())
    await expect(ask('cmbpay')).rejects.toMatchObject({ code: 400, message: CHANNEL_NOT_OPEN_MSG })
    expect(await attemptsOf(order.id)).toEqual([])
    const { attempt } = await ask('wxpay')
    expect(attempt.qrcode).toBe(wechat.checkoutUrl('http://localhost', attempt.out_trade_no))
    expect(await gateways.closeTrade({ outTradeNo: attempt.out_trade_no, channel: 'wxpay' })).toBeNull()
    expect(wechat.isClosed(attempt.out_trade_no)).toBe(true)
    expect(() => gateways.queryTrade({ outTradeNo: attempt.out_trade_no, channel: 'alipay' })).toThrow(/alipay/)
  })
})

describe('paid notifications', () => {
  it('mark the order paid once under 10 concurrent notifications and create one invoice record', async () => {
    const order = await newOrder(ENTERPRISE_INVOICE)
    const { outTradeNo } = (await qr(order.ordernum)).json.data
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 3 === 0 ? devPay(order.ordernum) : submit(outTradeNo, 'paid', i % 3 === 1))),
    )
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200))
    const changed = results.filter((r) => r.json?.data?.changed === true)
    const unchanged = results.filter((r) => r.json?.data?.changed === false)
    const pages = results.filter((r) => r.json === null)
    expect(changed.length + unchanged.length + pages.length).toBe(10)
    expect(changed.length).toBeLessThanOrEqual(1)
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ paymentstate: 1, alipayordernum: expect.stringMatching(/^sandbox-/) })
    const records = await t.db.select().from(invoices)
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      orderid: order.id,
      userid: row.userid,
      status: 0,
      type: 0,
      amount: '699.00',
      amountgross: '699.00',
      company: '测试科技有限公司',
      ratenumber: '91110000MA01ABCD2Q',
      email: 'buyer@example.cn',
      phone: PHONE,
      address: '北京市海淀区',
    })
    expect(row.invoiceid).toBe(records[0].id)
    // Exactly one notification moved the order: the paid time is the one it wrote, and a repeat changes nothing.
    const repeat = await devPay(order.ordernum)
    expect(repeat.json.data).toMatchObject({ paymentstate: 1, changed: false })
    expect(await t.db.select().from(invoices)).toHaveLength(1)
  })

  it('answer exactly one "changed" among concurrent JSON notifications', async () => {
    const order = await newOrder()
    const { outTradeNo } = (await qr(order.ordernum)).json.data
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? devPay(order.ordernum) : submit(outTradeNo, 'paid'))))
    expect(results.filter((r) => r.json.data.changed).length).toBe(1)
    expect(results.every((r) => r.json.data.paymentstate === 1)).toBe(true)
    expect(await t.db.select().from(invoices)).toHaveLength(0) // no invoice chosen
  })

  it('mark an unpaid order failed; a new QR reopens it and it can still be paid', async () => {
    const order = await newOrder()
    const first = (await qr(order.ordernum)).json.data
    const failed = await submit(first.outTradeNo, 'failed')
    expect(failed.json.data).toMatchObject({ paymentstate: 2, changed: true })
    expect(await paymentState(order.id)).toBe(2)
    expect((await status(order.ordernum)).json.data).toEqual({ code: 402, paymentstate: 2 })
    expect((await checkoutPage(first.outTradeNo)).json.msg).toBe('该交易已关闭')
    const second = (await qr(order.ordernum)).json.data
    expect(second.outTradeNo).toBe(`${order.ordernum}-2`)
    expect(await paymentState(order.id)).toBe(0)
    expect((await devPay(order.ordernum)).json.data).toMatchObject({ paymentstate: 1, changed: true })
    // A failure after payment never unpays it.
    expect((await devPay(order.ordernum, 'failed')).status).toBe(409)
    expect(await paymentState(order.id)).toBe(1)
  })

  it('need a QR first', async () => {
    const order = await newOrder()
    const res = await devPay(order.ordernum)
    expect([res.status, res.json.msg]).toEqual([400, '该订单没有待支付的二维码，请先获取支付二维码'])
    expect((await devPay('SM-unknown')).status).toBe(404)
  })
})

describe('the payment-status call', () => {
  it('answers data.code 202 before payment and 200 after, by order number or trade number, for the own phone only', async () => {
    const order = await newOrder()
    const { outTradeNo } = (await qr(order.ordernum)).json.data
    expect((await status(order.ordernum)).json).toEqual({ code: 200, msg: '订单尚未支付', data: { code: 202, paymentstate: 0 } })
    await submit(outTradeNo, 'paid')
    expect((await status(order.ordernum)).json).toEqual({ code: 200, msg: '支付成功', data: { code: 200, paymentstate: 1 } })
    expect((await status(outTradeNo)).json.data.code).toBe(200)
    const otherPhone = await status(order.ordernum, '13500000099')
    expect([otherPhone.status, otherPhone.json.msg]).toEqual([403, '手机号与当前登录用户不一致'])
    expect((await status('SM-unknown')).status).toBe(404)
  })
})

describe('the invoice record call', () => {
  it('is idempotent per order: after the notification made it, and under concurrent calls', async () => {
    const chosen = await newOrder(ENTERPRISE_INVOICE)
    await qr(chosen.ordernum)
    await devPay(chosen.ordernum)
    const [made] = await t.db.select().from(invoices)
    const body = {
      orderid: chosen.id,
      ratenumber: '91110000MA01ABCD2Q',
      company: '测试科技有限公司',
      // The e-invoice is sent there: the invoice form rules require it (the plain order below has none of its own).
      email: 'buyer@example.cn',
      status: 0,
      type: 0,
      amount: 699,
      amountgross: 699,
      taxrate: 0.06,
    }
    const again = await t.call('POST', '/api/business/C_invoice', { token, body })
    expect(again.json).toMatchObject({
      code: 200,
      msg: '发票申请已提交',
      data: { id: made.id, orderid: chosen.id, amount: 699, status: 0, approveStatus: 0, content: [] },
    })

    const plain = await newOrder()
    await qr(plain.ordernum)
    await devPay(plain.ordernum)
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', '/api/business/C_invoice', { token, body: { ...body, orderid: plain.id } })),
    )
    expect(concurrent.map((r) => r.status)).toEqual(Array(5).fill(200))
    expect(new Set(concurrent.map((r) => r.json.data.id)).size).toBe(1)
    expect(await t.db.select().from(invoices)).toHaveLength(2)
    // Both orders together: each is already invoiced on its own.
    const both = await t.call('POST', '/api/business/C_invoice', {
      token,
      body: { orderid: `${chosen.id},${plain.id}`, ratenumber: '91110000MA01ABCD2Q' },
    })
    expect([both.status, both.json.msg]).toEqual([409, '所选订单已申请过发票'])
  })

  it('refuses unpaid orders and an amount other than the paid one', async () => {
    const order = await newOrder()
    const unpaid = await t.call('POST', '/api/business/C_invoice', { token, body: { orderid: order.id, ratenumber: '91110000MA01ABCD2Q' } })
    expect([unpaid.status, unpaid.json.msg]).toEqual([400, '订单尚未支付，不能申请发票'])
    await qr(order.ordernum)
    await devPay(order.ordernum)
    const wrong = await t.call('POST', '/api/business/C_invoice', {
      token,
      body: { orderid: order.id, ratenumber: '91110000MA01ABCD2Q', amount: 1 },
    })
    expect([wrong.status, wrong.json.msg]).toEqual([400, '发票金额与订单金额不一致（应为 699.00 元）'])
    expect(await t.db.select().from(invoices)).toHaveLength(0)
  })
})
