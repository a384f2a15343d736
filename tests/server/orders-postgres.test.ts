// The races of checkout on a real PostgreSQL server (a pool of 10 connections, so requests truly overlap; PGlite
// runs one statement at a time): one order per Idempotency-Key, one QR attempt, one paid transition, one invoice.
// Also the list searches (ILIKE with escaped wildcards) of orders and contracts on the server's own dialect.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contracts, invoices, orders, paymentDuplicates, payments } from '../../server/db/schema'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { applyNotification } from '../../server/modules/payments/payment-service'
import { SandboxPaymentProvider } from '../../server/providers/payment-sandbox-provider'
import { ORDER_OPEN_UNPAID_MAX, ORDER_OPEN_UNPAID_MAX_MSG } from '../../domain/limits'
import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from '../../tools/throwaway-postgres'
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
    ratenumber: '110101199001011237',
    receiveremail: 'wang@example.cn',
  }

  it('20 identical creates, 10 QR requests, 10 notifications and 5 invoice calls each make exactly one row', async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('POST', '/api/business/C_orderManage', { token, body, headers: { 'idempotency-key': 'pg-race-key-1' } }),
      ),
    )
    expect(created.map((r) => r.status)).toEqual(Array(20).fill(200))
    const { id, ordernum } = created[0].json.data
    expect(new Set(created.map((r) => r.json.data.id))).toEqual(new Set([id]))
    expect(await t.db.select().from(orders)).toHaveLength(1)

    const qrs = await Promise.all(
      Array.from({ length: 10 }, () => t.call('POST', '/api/pay/wx/createQrCode', { token, body: { orderNum: ordernum, price: 699 } })),
    )
    expect(qrs.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(new Set(qrs.map((r) => r.json.data.outTradeNo))).toEqual(new Set([`${ordernum}-1`]))
    expect(await t.db.select().from(payments)).toHaveLength(1)

    const paid = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? t.call('POST', `/api/dev/pay/${ordernum}`)
          : t.call('POST', '/api/sandbox/pay/checkout', {
              body: { trade: `${ordernum}-1`, outcome: 'paid' },
              headers: { accept: 'application/json' },
            }),
      ),
    )
    expect(paid.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(paid.filter((r) => r.json.data.changed)).toHaveLength(1)
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id))
    expect(order.paymentstate).toBe(1)
    expect(await t.db.select().from(invoices)).toHaveLength(1)

    const invoiced = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('POST', '/api/business/C_invoice', { token, body: { orderid: id, ratenumber: '110101199001011237' } }),
      ),
    )
    expect(invoiced.map((r) => r.status)).toEqual(Array(5).fill(200))
    expect(new Set(invoiced.map((r) => r.json.data.id)).size).toBe(1)
    expect(await t.db.select().from(invoices)).toHaveLength(1)
  })

  it('QR requests on three channels at once leave one pending attempt; paid on all three: paid once, one invoice, two duplicates', async () => {
    const created = await t.call('POST', '/api/business/C_orderManage', { token, body, headers: { 'idempotency-key': 'pg-race-key-2' } })
    const { id, ordernum } = created.json.data
    const pay = { orderNum: ordernum, price: 699, title: 'x', desc: 'y' }
    const urls = ['/api/pay/wx/createQrCode', '/api/pay/ali/toPay', '/api/cmbpay/createQrCode']
    const asked = await Promise.all(Array.from({ length: 12 }, (_, i) => t.call('POST', urls[i % 3], { token, body: pay })))
    expect(asked.map((r) => r.status)).toEqual(Array(12).fill(200))
    const attempts = await t.db.select().from(payments).where(eq(payments.orderid, id))
    expect(attempts.filter((a) => a.state === 0)).toHaveLength(1)

    // Each channel's gateway took the money for one trade of this order; their notifications arrive at once, twice.
    const trades = (await Promise.all(urls.map((url) => t.call('POST', url, { token, body: pay })))).map((r) =>
      typeof r.json.data === 'string' ? r.json.data.match(/value="([^"]+)"/)[1] : r.json.data.outTradeNo,
    )
    const log = { warn: () => undefined, error: () => undefined }
    const gateway = new SandboxPaymentProvider()
    const notify = (trade: string) =>
      applyNotification(t.db, gateway, log, {
        outTradeNo: trade,
        outcome: 'paid',
        transactionId: `txn-${trade}`,
        amountFen: 69_900,
        at: t.clock.now(),
      })
    const results = await Promise.all([...trades, ...trades].map(notify))
    expect(results.filter((r) => r.changed)).toHaveLength(1)
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id))
    expect(order.paymentstate).toBe(1)
    expect(await t.db.select().from(invoices)).toHaveLength(2) // the first test's and this one's
    const duplicates = await t.db.select().from(paymentDuplicates).where(eq(paymentDuplicates.orderid, id))
    expect(duplicates).toHaveLength(2)
    expect(new Set(duplicates.map((d) => d.out_trade_no)).size).toBe(2)
  })

  it(`lets exactly ${ORDER_OPEN_UNPAID_MAX} of 20 concurrent creates through the open-order cap`, async () => {
    const other = await t.login('13500000032')
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', '/api/business/C_orderManage', {
          token: other,
          body: { ...body, receiverphone: '13500000032' },
          headers: { 'idempotency-key': `pg-cap-key-${i}` },
        }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(ORDER_OPEN_UNPAID_MAX)
    expect(new Set(results.filter((r) => r.status === 409).map((r) => r.json.msg))).toEqual(new Set([ORDER_OPEN_UNPAID_MAX_MSG]))
    const userid = results.find((r) => r.status === 200)!.json.data.userid
    expect(await t.db.select().from(orders).where(eq(orders.userid, userid))).toHaveLength(ORDER_OPEN_UNPAID_MAX)
    // Retries of the keys that made an order answer it, over the cap.
    const made = results.map((r, i) => [r, i] as const).filter(([r]) => r.status === 200)
    const retried = await Promise.all(
      made.map(([, i]) =>
        t.call('POST', '/api/business/C_orderManage', {
          token: other,
          body: { ...body, receiverphone: '13500000032' },
          headers: { 'idempotency-key': `pg-cap-key-${i}` },
        }),
      ),
    )
    expect(retried.map((r) => r.json.data.id)).toEqual(made.map(([r]) => r.json.data.id))
  })

  it('searches lists by part of a number on PostgreSQL too (ILIKE, wildcards literal), and keeps closed orders in the pending tab', async () => {
    const userid = (await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.data.id
    const old = new Date(t.clock.now().getTime() - 25 * 3600_000)
    await t.db.insert(orders).values([
      {
        ordernum: 'SMPG0000000000000_A1',
        ordername: 'x',
        userid,
        paymentamount: '1.00',
        baseamount: '1.00',
        paymentstate: 0,
        creatortime: old,
      },
      { ordernum: 'SMPG00000000000000XA2', ordername: 'x', userid, paymentamount: '1.00', baseamount: '1.00', paymentstate: 1 },
    ])
    const list = (body: unknown) => t.call('POST', '/api/business/C_customers/getOrderListWithStatus', { token, body })
    const pending = await list({ paymentstate: 0, ordernum: 'smpg' })
    expect(pending.json.data.list.map((o: any) => [o.ordernum, o.paymentstate, o.closed])).toEqual([['SMPG0000000000000_A1', 2, true]])
    expect((await list({ ordernum: '_A' })).json.data.list.map((o: any) => o.ordernum)).toEqual(['SMPG0000000000000_A1'])
    expect((await list({ ordernum: 'pg%' })).json.data.pagination.total).toBe(0)

    await t.db.insert(contracts).values([
      { contractnum: 'PG_2026-1', name: 'a', contractmoney: '1.00', purchaserid: userid },
      { contractnum: 'PGX2026-2', name: 'b', contractmoney: '2.00', purchaserid: userid },
    ])
    const contractList = (body: unknown) => t.call('POST', '/api/business/C_contracts/getList', { token, body })
    expect((await contractList({ contractnum: 'pg' })).json.data.pagination.total).toBe(2)
    expect((await contractList({ contractnum: 'pg_' })).json.data.list.map((c: any) => c.contractnum)).toEqual(['PG_2026-1'])
    expect((await contractList({ contractnum: '%' })).json.data.pagination.total).toBe(0)
  })
})
