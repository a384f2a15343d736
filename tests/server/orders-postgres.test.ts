// The races of checkout on a real PostgreSQL server (a pool of 10 connections, so requests truly overlap; PGlite
// runs one statement at a time): one order per Idempotency-Key, one QR attempt, one paid transition, one invoice.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, orders, payments } from '../../server/db/schema'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from './support/throwaway-postgres'
import { startTestApp, type TestApp } from './support/test-app'

const unavailable = throwawayPostgresUnavailable()
if (unavailable) console.warn(`PostgreSQL checkout race tests skipped: ${unavailable}`)

describe.skipIf(unavailable !== null)('checkout races on PostgreSQL', () => {
  const PHONE = '13500000031'
  let cluster: ThrowawayPostgres
  let t: TestApp
  let token: string
  beforeAll(async () => {
    cluster = await startThrowawayPostgres()
    t = await startTestApp({ databaseUrl: cluster.url })
    token = await t.login(PHONE)
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await cluster?.stop()
  })

  const body = {
    productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
    paymentamount: 699,
    receivername: '王五',
    receiverphone: PHONE,
    isinvoice: 1,
    ratenumber: '110101199001011234',
    receiveremail: 'wang@example.cn',
  }

  it('20 identical creates, 10 QR requests, 10 notifications and 5 invoice calls each make exactly one row', async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, () => t.call('POST', '/api/business/C_orderManage', { token, body, headers: { 'idempotency-key': 'pg-race-key-1' } })),
    )
    expect(created.map((r) => r.status)).toEqual(Array(20).fill(200))
    const { id, ordernum } = created[0].json.data
    expect(new Set(created.map((r) => r.json.data.id))).toEqual(new Set([id]))
    expect(await t.db.select().from(orders)).toHaveLength(1)

    const qrs = await Promise.all(Array.from({ length: 10 }, () => t.call('POST', '/api/pay/wx/createQrCode', { token, body: { orderNum: ordernum, price: 699 } })))
    expect(qrs.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(new Set(qrs.map((r) => r.json.data.outTradeNo))).toEqual(new Set([`${ordernum}-1`]))
    expect(await t.db.select().from(payments)).toHaveLength(1)

    const paid = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? t.call('POST', `/api/dev/pay/${ordernum}`)
          : t.call('POST', '/api/sandbox/pay/checkout', { body: { trade: `${ordernum}-1`, outcome: 'paid' }, headers: { accept: 'application/json' } }),
      ),
    )
    expect(paid.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(paid.filter((r) => r.json.data.changed)).toHaveLength(1)
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id))
    expect(order.paymentstate).toBe(1)
    expect(await t.db.select().from(invoices)).toHaveLength(1)

    const invoiced = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', '/api/business/C_invoice', { token, body: { orderid: id, ratenumber: '110101199001011234' } })),
    )
    expect(invoiced.map((r) => r.status)).toEqual(Array(5).fill(200))
    expect(new Set(invoiced.map((r) => r.json.data.id)).size).toBe(1)
    expect(await t.db.select().from(invoices)).toHaveLength(1)
  })
})
