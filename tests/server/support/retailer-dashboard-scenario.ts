// The reseller dashboard over more than one page of the table (20) and of the export (100), shared by the PGlite and
// the PostgreSQL suites: 101 orders paid with the demo reseller's code (one second apart), then two days later 4 more,
// beside an uncoded, a SUMMIT-NORTH and an unpaid coded order, every one through the real order path. The app's
// own client (src/api, openapi-fetch with its middleware) reads the export through a fetch that injects into the app.
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { orders } from '../../../server/db/schema'
import { DEMO_RETAILER_CODE, DEMO_RETAILER_ID, DEMO_RETAILER_PHONE } from '../../../server/db/seed-data/demo-accounts'
import { PRODUCT_IDS } from '../../../server/db/seed-data/products'
import { payOrder, type PaidOrder } from './paid-orders'
import type { TestApp } from './test-app'

const BUYERS = ['13800000191', '13600000192', '13700000193']
const DAY_MS = 24 * 60 * 60 * 1000
/** 699.00 a month of SummitMap Standard at the demo code's 85 %. */
const PRICE = 594.15

/** YYYY-MM-DD of an instant in China time (UTC+8). */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10)
/** Commission at 10 % of a sum in cents, rounded half up, in yuan. */
const tenPercent = (cents: number) => Math.floor((cents * 10) / 100 + 0.5) / 100

interface OrderPage {
  list: { ordernum: string; phone: string; paymentamount: number }[]
  pagination: { currentPage: number; pageSize: number; total: number }
  totals: { count: number; quantity: number; amount: number; commission: number }
}

export function retailerDashboardScenario(app: () => TestApp): void {
  let t: TestApp
  let retailerToken: string
  const firstBatch: PaidOrder[] = []
  const secondBatch: PaidOrder[] = []
  let others: string[] = []
  let firstRange: { startDate: string; endDate: string }

  const list = async (body: Record<string, unknown>): Promise<OrderPage> => {
    const res = await t.call('POST', '/api/business/C_retailers/getOrderList', { token: retailerToken, body })
    expect(res.json.code, res.body).toBe(200)
    return res.json.data as OrderPage
  }

  beforeAll(async () => {
    t = app()
    const tokens = await Promise.all(BUYERS.map((phone) => t.login(phone)))
    expect((await t.call('POST', `/api/business/C_customers/sendVerCode?phone=${DEMO_RETAILER_PHONE}`)).json.code).toBe(200)
    const login = await t.call('POST', '/api/business/C_retailers/loginByPhone', {
      body: { phone: DEMO_RETAILER_PHONE, verCode: await t.smsCode(DEMO_RETAILER_PHONE) },
    })
    retailerToken = login.json.msg
    const coded = async (index: number) => {
      t.clock.advance(1000)
      return payOrder(t, tokens[index % 3], BUYERS[index % 3], { retailercode: DEMO_RETAILER_CODE, paymentamount: PRICE })
    }
    for (let index = 0; index < 101; index += 1) firstBatch.push(await coded(index))
    others.push((await payOrder(t, tokens[0], BUYERS[0])).ordernum)
    others.push((await payOrder(t, tokens[1], BUYERS[1], { retailercode: 'SUMMIT-NORTH', paymentamount: 629.1 })).ordernum)
    const unpaid = await t.call('POST', '/api/business/C_orderManage', {
      token: tokens[2],
      body: {
        productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
        paymentamount: PRICE,
        retailercode: DEMO_RETAILER_CODE,
        receivername: '王五',
        receiverphone: BUYERS[2],
      },
    })
    expect(unpaid.json.code).toBe(200)
    others = [...others, unpaid.json.data.ordernum]
    t.clock.advance(2 * DAY_MS)
    for (let index = 0; index < 4; index += 1) secondBatch.push(await coded(index))
    const paid = await t.db
      .select({ ordernum: orders.ordernum, paidAt: orders.paid_at })
      .from(orders)
      .where(inArray(orders.ordernum, [firstBatch[0].ordernum, firstBatch[100].ordernum, secondBatch[0].ordernum]))
    const day = (ordernum: string) => chinaDay(paid.find((row) => row.ordernum === ordernum)!.paidAt!)
    firstRange = { startDate: day(firstBatch[0].ordernum), endDate: day(firstBatch[100].ordernum) }
    // The later batch lies outside the first batch's days (they are at most two days, the clock moved two days on).
    expect(day(secondBatch[0].ordernum) > firstRange.endDate).toBe(true)
  }, 300_000)

  describe('reseller dashboard over many orders', () => {
    it('answers the figures of all 105 coded paid orders', async () => {
      const res = await t.call('GET', `/api/business/C_retailers/detail/${DEMO_RETAILER_ID}`, { token: retailerToken })
      // 105 × 594.15 = 62385.75; 10 % = 6238.575 → 6238.58 (half up).
      expect(res.json.data).toMatchObject({ ordercount: 105, totalcount: 62385.75, commission: 6238.58 })
    })

    it('pages by 20, newest payment first: 6 pages hold each order once; every page carries the whole set’s totals', async () => {
      const newestFirst = [...firstBatch, ...secondBatch].map((order) => order.ordernum).reverse()
      const seen: string[] = []
      for (let page = 1; page <= 6; page += 1) {
        const answer = await list({ currentPage: page })
        expect(answer.pagination).toEqual({ currentPage: page, pageSize: 20, total: 105 })
        expect(answer.totals).toEqual({ count: 105, quantity: 105, amount: 62385.75, commission: 6238.58 })
        expect(answer.list).toHaveLength(page < 6 ? 20 : 5)
        seen.push(...answer.list.map((row) => row.ordernum))
        for (const row of answer.list) expect(row.phone).toMatch(/^1[368]\d\*{4}019[123]$/)
      }
      expect(seen).toEqual(newestFirst)
      const past = await list({ currentPage: 7 })
      expect(past.list).toEqual([])
      expect(past.totals.count).toBe(105)
      for (const other of others) expect(seen).not.toContain(other)
    })

    it('filters the days of the first batch: 101 orders over 6 pages, the later 4 left out of rows and totals', async () => {
      const page1 = await list({ ...firstRange, currentPage: 1 })
      const cents = 101 * 59415
      expect(page1.totals).toEqual({ count: 101, quantity: 101, amount: cents / 100, commission: tenPercent(cents) })
      expect(page1.list.map((row) => row.ordernum)).toEqual(
        firstBatch
          .slice(-20)
          .map((order) => order.ordernum)
          .reverse(),
      )
      const page6 = await list({ ...firstRange, currentPage: 6 })
      expect(page6.list.map((row) => row.ordernum)).toEqual([firstBatch[0].ordernum])
      const later = await list({ startDate: chinaDay(new Date(Date.parse(`${firstRange.endDate}T00:00:00Z`) + DAY_MS)) })
      expect(later.totals).toEqual({ count: 4, quantity: 4, amount: 2376.6, commission: 237.66 })
    })

    it('the export (the app’s own client) reads the whole filtered set in pages of 100 and keeps the filter', async () => {
      const requests: Record<string, unknown>[] = []
      const realFetch = globalThis.fetch
      // The app's client is made with the fetch present when it is imported: an injecting one, as the reseller.
      globalThis.fetch = (async (input: Request) => {
        const url = new URL(input.url)
        const body = await input.text()
        requests.push(JSON.parse(body))
        const headers = Object.fromEntries(input.headers.entries())
        const res = await t.app.inject({
          method: input.method as 'POST',
          url: url.pathname + url.search,
          headers: { ...headers, authorization: `Bearer ${retailerToken}` },
          payload: body,
        })
        return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } })
      }) as typeof fetch
      try {
        // A fresh copy of the client, made with the fetch above (test files share modules: isolate is off).
        vi.resetModules()
        const { fetchAllRetailerOrders } = await import('../../../src/api/queries/retailer-queries')
        const filtered = await fetchAllRetailerOrders({ ordernum: '', ...firstRange })
        expect(filtered.map((row) => row.ordernum)).toEqual(firstBatch.map((order) => order.ordernum).reverse())
        expect(requests).toEqual([
          { ...firstRange, currentPage: 1, pageSize: 100 },
          { ...firstRange, currentPage: 2, pageSize: 100 },
        ])

        requests.length = 0
        const all = await fetchAllRetailerOrders({ ordernum: '', startDate: '', endDate: '' })
        expect(all).toHaveLength(105)
        expect(new Set(all.map((row) => row.ordernum)).size).toBe(105)
        expect(requests.map((request) => request.currentPage)).toEqual([1, 2])

        const one = firstBatch[57].ordernum
        const byNumber = await fetchAllRetailerOrders({ ordernum: one.slice(-10), startDate: '', endDate: '' })
        expect(byNumber.map((row) => row.ordernum)).toEqual([one])
        const [stored] = await t.db.select({ paymentstate: orders.paymentstate }).from(orders).where(eq(orders.ordernum, one))
        expect(stored.paymentstate).toBe(1)
      } finally {
        globalThis.fetch = realFetch
        // Later files get a client over the real fetch, not one bound to this file's closed app.
        vi.resetModules()
      }
    })
  })
}
