// Unpaid orders are bounded: at most ORDER_OPEN_UNPAID_MAX open per customer, and closed ORDER_UNPAID_CLOSE_MS after
// they were created (paymentstate 2, their QR refused), lazily on every read and by the server's sweep.
import { eq } from 'drizzle-orm'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { orders, paymentDuplicates, payments } from '../../server/db/schema'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'

import { closeOverdueOrders } from '../../server/modules/orders/order-closing'

import { applyNotification } from '../../server/modules/payments/payment-service'

import { SandboxPaymentProvider } from '../../server/providers/payment-sandbox-provider'

import { ORDER_CLOSED_MSG, ORDER_OPEN_UNPAID_MAX, ORDER_OPEN_UNPAID_MAX_MSG, ORDER_UNPAID_CLOSE_MS } from '../../domain/limits'

import { clearOrdersAndPayments } from './support/payment-fixtures'

import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
let otherToken: string
const PHONE = '13500000041'
const OTHER = '13500000042'
const MINUTE = 60_000

beforeAll(async () => {
  t = await startTestApp()
  token = await t.login(PHONE)
  otherToken = await t.login(OTHER)
})
afterAll(async () => {
  await t?.close()
})
beforeEach(async () => {
  await clearOrdersAndPayments(t.db)
})

const body = (phone = PHONE) => ({
  productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
  paymentamount: 699,
  receivername: '赵六',
  receiverphone: phone,
})
const create = (key?: string, as = token) =>
  t.call('POST', '/api/business/C_orderManage', {
    token: as,
    body: body(as === token ? PHONE : OTHER),
    headers: key ? { 'idempotency-key': key } : {},
  })
const qr = (orderNum: string, url = '/api/pay/wx/createQrCode') =>
  t.call('POST', url, { token, body: { orderNum, price: 699, title: 'x', desc: 'y' } })
const state = async (id: string) => (await t.call('GET', `/api/business/C_orderManage/status/${id}`, { token })).json.data.paymentstate
const listed = async (paymentstate?: number) =>
  (
    await t.call('POST', '/api/business/C_customers/getOrderListWithStatus', {
      token,
      body: paymentstate === undefined ? {} : { paymentstate },
    })
  ).json.data.list.map((o: { id: string; paymentstate: number }) => [o.id, o.paymentstate])

describe('the cap on open unpaid orders', () => {
  it(`refuses the ${ORDER_OPEN_UNPAID_MAX + 1}th open unpaid order with its message; a retried key still answers its order; paid and closed ones do not count`, async () => {
    const made = []
    for (let i = 0; i < ORDER_OPEN_UNPAID_MAX; i += 1) {
      const res = await create(`cap-key-000${i}`)
      expect(res.status).toBe(200)
      made.push(res.json.data)
    }
    const refused = await create('cap-key-one-more')
    expect([refused.status, refused.json]).toEqual([409, { code: 409, msg: ORDER_OPEN_UNPAID_MAX_MSG, data: null }])
    expect(await create()).toMatchObject({ status: 409 })
    // The Idempotency-Key retry of an existing order answers that order, over the cap too.
    const retry = await create('cap-key-0003')
    expect([retry.status, retry.json.data.id]).toEqual([200, made[3].id])
    // Per customer.
    expect((await create(undefined, otherToken)).status).toBe(200)
    expect(await t.db.select().from(orders).where(eq(orders.userid, made[0].userid))).toHaveLength(ORDER_OPEN_UNPAID_MAX)

    // A paid order no longer counts: one more fits.
    await qr(made[0].ordernum)
    expect((await t.call('POST', `/api/dev/pay/${made[0].ordernum}`)).json.data.paymentstate).toBe(1)
    expect((await create('cap-key-after-paid')).status).toBe(200)
    expect((await create('cap-key-still-full')).status).toBe(409)
    // Closed ones do not count either.
    t.clock.advance(ORDER_UNPAID_CLOSE_MS)
    expect((await create('cap-key-after-close')).status).toBe(200)
  })

  it('lets exactly the cap through under 20 concurrent creates with distinct keys', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => create(`race-key-${String(i).padStart(4, '0')}`)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(ORDER_OPEN_UNPAID_MAX)
    expect(results.filter((r) => r.status === 409).map((r) => r.json.msg)).toEqual(
      Array(20 - ORDER_OPEN_UNPAID_MAX).fill(ORDER_OPEN_UNPAID_MAX_MSG),
    )
    expect(await t.db.select().from(orders)).toHaveLength(ORDER_OPEN_UNPAID_MAX)
  })
})

describe('closing unpaid orders', () => {
  it('closes an order unpaid 24 h after it was created: paymentstate 2 everywhere, its QR refused (410) on every channel', async () => {
    const order = (await create()).json.data
    const failed = (await create()).json.data
    const paid = (await create()).json.data
    await qr(paid.ordernum)
    await t.call('POST', `/api/dev/pay/${paid.ordernum}`)
    await qr(failed.ordernum)
    await t.call('POST', `/api/dev/pay/${failed.ordernum}?outcome=failed`)

    // Ten minutes before the close a QR is valid for those ten minutes only.
    t.clock.advance(ORDER_UNPAID_CLOSE_MS - 10 * MINUTE)
    const late = await qr(order.ordernum)
    expect(late.json.data.remainingMs).toBe(10 * MINUTE)
    expect(await state(order.id)).toBe(0)
    t.clock.advance(10 * MINUTE)

    expect(await state(order.id)).toBe(2)
    expect(await state(failed.id)).toBe(2)
    expect(await state(paid.id)).toBe(1)
    const rows = await t.db.select().from(orders)
    expect(
      rows
        .filter((row) => row.closed_at !== null)
        .map((row) => row.id)
        .sort(),
    ).toEqual([order.id, failed.id].sort())
    // Lists show a closed order as payment failed (2) and closed; the pending tab (0: not paid) keeps showing it.
    const closesAt = new Date(new Date(order.creatortime).getTime() + ORDER_UNPAID_CLOSE_MS).toISOString()
    const pending = await t.call('POST', '/api/business/C_customers/getOrderListWithStatus', { token, body: { paymentstate: 0 } })
    expect(pending.json.data.list.map((o: any) => [o.id, o.paymentstate, o.closed]).sort()).toEqual(
      [
        [order.id, 2, true],
        [failed.id, 2, true],
      ].sort(),
    )
    expect(pending.json.data.list.find((o: any) => o.id === order.id).closesAt).toBe(closesAt)
    expect((await listed(2)).map(([id]: [string]) => id).sort()).toEqual([order.id, failed.id].sort())
    const paidRow = (await t.call('POST', '/api/business/C_customers/getOrderListWithStatus', { token, body: { paymentstate: 1 } })).json
      .data.list
    expect(paidRow.map((o: any) => [o.id, o.closed, o.closesAt])).toEqual([[paid.id, false, null]])
    const detail = (await t.call('GET', `/api/business/C_orderManage/detail/${order.id}`, { token })).json.data
    expect([detail.paymentstate, detail.closed, detail.closesAt]).toEqual([2, true, closesAt])

    for (const url of ['/api/pay/wx/createQrCode', '/api/pay/ali/toPay', '/api/cmbpay/createQrCode']) {
      for (const id of [order, failed]) {
        const res = await qr(id.ordernum, url)
        expect([url, res.status, res.json]).toEqual([url, 410, { code: 410, msg: ORDER_CLOSED_MSG, data: null }])
      }
    }
    // The gateway no longer takes the last QR, and nothing is pending.
    expect((await t.call('GET', `/api/sandbox/pay/checkout?trade=${late.json.data.outTradeNo}`)).status).toBe(400)
    expect(await t.db.select().from(payments).where(eq(payments.state, 0))).toHaveLength(0)
    const status = await t.call('POST', '/api/pay/wx/queryPayStatus', { token, body: { OutTradeNo: order.ordernum, phone: PHONE } })
    expect(status.json.data).toEqual({ code: 402, paymentstate: 2 })
  })

  it('is also done by the sweep for every customer, once', async () => {
    const mine = (await create()).json.data
    const theirs = (await create(undefined, otherToken)).json.data
    t.clock.advance(ORDER_UNPAID_CLOSE_MS - 1)
    expect(await closeOverdueOrders(t.db, t.clock.now())).toBe(0)
    t.clock.advance(1)
    expect(await closeOverdueOrders(t.db, t.clock.now())).toBe(2)
    expect(await closeOverdueOrders(t.db, t.clock.now())).toBe(0)
    const rows = await t.db.select().from(orders)
    expect(rows.map((row) => [row.id, row.paymentstate, row.closed_at?.getTime()]).sort()).toEqual(
      [
        [mine.id, 2, t.clock.now().getTime()],
        [theirs.id, 2, t.clock.now().getTime()],
      ].sort(),
    )
  })

  it('a paid notification that still arrives for a closed order pays it (the gateway took the money for it)', async () => {
    const order = (await create()).json.data
    const trade = (await qr(order.ordernum)).json.data.outTradeNo
    t.clock.advance(ORDER_UNPAID_CLOSE_MS)
    expect(await state(order.id)).toBe(2)
    const warnings: string[] = []
    const log = {
      warn: (_: object, message: string) => warnings.push(message),
      error: (_: object, message: string) => warnings.push(message),
    }
    const notification = { outTradeNo: trade, outcome: 'paid' as const, transactionId: 'wx-late-1', amountFen: 69_900, at: t.clock.now() }
    const result = await applyNotification(t.db, new SandboxPaymentProvider(), log, notification)
    expect(result).toMatchObject({ paymentstate: 1, changed: true })
    expect(await state(order.id)).toBe(1)
    expect(warnings).toEqual([
      'paid notification for an attempt that was no longer pending',
      'paid notification for a closed order: the order is paid',
    ])
    expect(await t.db.select().from(paymentDuplicates)).toHaveLength(0)
  })
})
