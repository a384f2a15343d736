// The reseller dashboard's operations against orders made through the real order path: paid and unpaid, with the
// demo reseller's code, without a code, and with another reseller's code. Identity only from the reseller's token.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../server/db/schema'
import { DEMO_RETAILER_CODE, DEMO_RETAILER_ID, DEMO_RETAILER_PHONE, DEMO_SUB_RETAILER_IDS } from '../../server/db/seed-data/demo-accounts'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { payOrder, type PaidOrder } from './support/paid-orders'
import { startTestApp, type TestApp } from './support/test-app'

const BUYER_PHONE = '13800000091'
const OTHER_BUYER_PHONE = '13600000092'
const NORTH_PHONE = '13900000002'
const DAY_MS = 24 * 60 * 60 * 1000

let t: TestApp
let buyerToken: string
let otherBuyerToken: string
let retailerToken: string
let northToken: string
/** Paid with the demo code: one seat, then three seats a day later. */
const demoPaid: PaidOrder[] = []
let uncodedPaid: PaidOrder
let northPaid: PaidOrder
let unpaidNum: string

async function retailerLogin(phone: string) {
  expect((await t.call('POST', `/api/business/C_customers/sendVerCode?phone=${phone}`)).json.code).toBe(200)
  const res = await t.call('POST', '/api/business/C_retailers/loginByPhone', { body: { phone, verCode: await t.smsCode(phone) } })
  expect(res.json.code).toBe(200)
  return res.json.msg as string
}

const detail = (token: string, id = DEMO_RETAILER_ID) => t.call('GET', `/api/business/C_retailers/detail/${id}`, { token })
const list = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/business/C_retailers/getOrderList', { token, body })

/** YYYY-MM-DD of an instant in China time. */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10)

beforeAll(async () => {
  t = await startTestApp({ devRoutes: true })
  buyerToken = await t.login(BUYER_PHONE)
  otherBuyerToken = await t.login(OTHER_BUYER_PHONE)
  retailerToken = await retailerLogin(DEMO_RETAILER_PHONE)
  northToken = await retailerLogin(NORTH_PHONE)
  // 699.00 a month at 85 % (the demo code's discount on SummitMap Standard): 594.15 per seat.
  demoPaid.push(await payOrder(t, buyerToken, BUYER_PHONE, { retailercode: DEMO_RETAILER_CODE, paymentamount: 594.15, company: '甲测绘' }))
  t.clock.advance(DAY_MS)
  demoPaid.push(await payOrder(t, otherBuyerToken, OTHER_BUYER_PHONE, { retailercode: DEMO_RETAILER_CODE, paymentamount: 1782.45 }, 3))
  uncodedPaid = await payOrder(t, buyerToken, BUYER_PHONE)
  // SUMMIT-NORTH (a reseller the demo one developed) gives 90 %: 629.10.
  northPaid = await payOrder(t, buyerToken, BUYER_PHONE, { retailercode: 'SUMMIT-NORTH', paymentamount: 629.1 })
  const unpaid = await t.call('POST', '/api/business/C_orderManage', {
    token: buyerToken,
    body: {
      productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
      paymentamount: 594.15,
      retailercode: DEMO_RETAILER_CODE,
      receivername: '王五',
      receiverphone: BUYER_PHONE,
    },
  })
  expect(unpaid.json.code).toBe(200)
  unpaidNum = unpaid.json.data.ordernum
})
afterAll(async () => {
  await t?.close()
})

describe('reseller dashboard figures', () => {
  it('answers the figures of the paid orders carrying the code, commission at the level rate', async () => {
    const res = await detail(retailerToken)
    expect(res.json.code).toBe(200)
    // Second level: 10 %. 594.15 + 1782.45 = 2376.60 → 237.66; the unpaid, uncoded and SUMMIT-NORTH orders do not count.
    expect(res.json.data).toMatchObject({
      id: DEMO_RETAILER_ID,
      retailername: '王经理',
      companyname: '测绘之星科技有限公司',
      retailcode: DEMO_RETAILER_CODE,
      levelname: '二级分销商',
      commissionrate: 0.1,
      ordercount: 2,
      totalcount: 2376.6,
      commission: 237.66,
      retailnum: DEMO_SUB_RETAILER_IDS.length,
    })
    // The third-level reseller sees its own one order at 5 %: 629.10 → 31.46 (31.455 half up).
    const north = await detail(northToken, DEMO_SUB_RETAILER_IDS[0])
    expect(north.json.data).toMatchObject({ ordercount: 1, totalcount: 629.1, commission: 31.46, commissionrate: 0.05, retailnum: 0 })
  })

  it('lists the levels with their commission rates', async () => {
    const res = await t.call('POST', '/api/business/C_retailLevel/getNpList', { token: retailerToken, body: {} })
    expect(res.json.data).toEqual([
      { id: 'level-1', levelname: '一级分销商', commissionrate: 0.15, lang: 'zh-CN' },
      { id: 'level-2', levelname: '二级分销商', commissionrate: 0.1, lang: 'zh-CN' },
      { id: 'level-3', levelname: '三级分销商', commissionrate: 0.05, lang: 'zh-CN' },
    ])
  })

  // A level is a content record (migration 0017): named in the request's Accept-Language, with lang.
  it.each([
    ['en', 'Level 2 reseller'],
    ['zh-TW', '二級分銷商'],
  ])('names the levels in %s, in the list and in the detail', async (language, second) => {
    const headers = { 'accept-language': language }
    const levels = await t.call('POST', '/api/business/C_retailLevel/getNpList', { token: retailerToken, body: {}, headers })
    expect(levels.json.data[1]).toEqual({ id: 'level-2', levelname: second, commissionrate: 0.1, lang: language })
    const res = await t.call('GET', `/api/business/C_retailers/detail/${DEMO_RETAILER_ID}`, { token: retailerToken, headers })
    expect(res.json.data.levelname).toBe(second)
  })
})

describe('reseller order list', () => {
  it('lists only the paid orders with the code, newest payment first, phones masked, with totals', async () => {
    const res = await list(retailerToken, { currentPage: 1 })
    expect(res.json.code).toBe(200)
    const { list: rows, pagination, totals } = res.json.data
    expect(rows.map((row: { ordernum: string }) => row.ordernum)).toEqual([demoPaid[1].ordernum, demoPaid[0].ordernum])
    expect(pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 })
    expect(totals).toEqual({ count: 2, quantity: 4, amount: 2376.6, commission: 237.66 })
    expect(rows[1]).toMatchObject({
      phone: '138****0091',
      company: '甲测绘',
      products: 'SummitMap 标准版',
      quantity: 1,
      paymentamount: 594.15,
    })
    expect(rows[0]).toMatchObject({ phone: '136****0092', quantity: 3, paymentamount: 1782.45 })
    for (const secret of [BUYER_PHONE, OTHER_BUYER_PHONE, uncodedPaid.ordernum, northPaid.ordernum, unpaidNum])
      expect(res.body).not.toContain(secret)
  })

  it('filters by part of the order number and by China-time days, with the totals of the filtered set', async () => {
    const byNumber = await list(retailerToken, { ordernum: demoPaid[0].ordernum.slice(-8).toLowerCase() })
    expect(byNumber.json.data.list.map((row: { ordernum: string }) => row.ordernum)).toEqual([demoPaid[0].ordernum])
    expect(byNumber.json.data.totals).toEqual({ count: 1, quantity: 1, amount: 594.15, commission: 59.42 })
    const [first] = await t.db.select().from(orders).where(eq(orders.ordernum, demoPaid[0].ordernum))
    const day = chinaDay(first.paid_at!)
    const oneDay = await list(retailerToken, { startDate: day, endDate: day })
    expect(oneDay.json.data.list.map((row: { ordernum: string }) => row.ordernum)).toEqual([demoPaid[0].ordernum])
    const later = await list(retailerToken, { startDate: chinaDay(new Date(first.paid_at!.getTime() + DAY_MS)) })
    expect(later.json.data.totals).toMatchObject({ count: 1, amount: 1782.45 })
    expect((await list(retailerToken, { ordernum: 'NOPE' })).json.data).toMatchObject({ list: [], totals: { count: 0, amount: 0 } })
  })

  it('pages by 20', async () => {
    const res = await list(retailerToken, { currentPage: 2 })
    expect(res.json.data).toMatchObject({ list: [], pagination: { currentPage: 2, pageSize: 20, total: 2 } })
  })

  it('refuses impossible or reversed dates and fields it does not take', async () => {
    expect((await list(retailerToken, { startDate: '2026-02-30' })).json).toMatchObject({ code: 400, msg: '日期不正确' })
    expect((await list(retailerToken, { startDate: '2026-03-02', endDate: '2026-03-01' })).json).toMatchObject({
      code: 400,
      msg: '结束日期不能早于开始日期',
    })
    expect((await list(retailerToken, { retailercode: 'SUMMIT-NORTH' })).status).toBe(400)
    expect((await list(retailerToken, { startDate: '1 March' })).status).toBe(400)
  })
})

describe('reseller operations refuse other callers', () => {
  it('refuses a customer token on every reseller operation', async () => {
    for (const res of [
      await detail(buyerToken),
      await list(buyerToken),
      await t.call('POST', '/api/business/C_retailLevel/getNpList', { token: buyerToken, body: {} }),
    ]) {
      expect(res.status).toBe(403)
      expect(res.json).toEqual({ code: 403, msg: '该功能仅对分销商开放', data: null })
    }
    // The caller is judged before the body: a customer's impossible or reversed dates still get 403, not 400.
    for (const body of [{ startDate: '2026-02-30' }, { startDate: '2026-03-02', endDate: '2026-03-01' }])
      expect((await list(buyerToken, body)).json).toEqual({ code: 403, msg: '该功能仅对分销商开放', data: null })
  })

  it('refuses no token', async () => {
    expect((await detail('')).status).toBe(401)
    expect((await list('')).status).toBe(401)
  })

  it('refuses another reseller’s id and shows none of its orders', async () => {
    const res = await detail(northToken, DEMO_RETAILER_ID)
    expect(res.status).toBe(403)
    expect(res.body).not.toContain(DEMO_RETAILER_CODE)
    const own = await list(northToken)
    expect(own.json.data.list.map((row: { ordernum: string }) => row.ordernum)).toEqual([northPaid.ordernum])
    expect((await detail(retailerToken, 'no-such-retailer')).status).toBe(403)
  })
})

describe('reseller figures follow payment', () => {
  it('counts the unpaid coded order only once it is paid', async () => {
    const [row] = await t.db.select().from(orders).where(eq(orders.ordernum, unpaidNum))
    expect(row.paymentstate).toBe(0)
    expect((await list(retailerToken, { ordernum: unpaidNum })).json.data.pagination.total).toBe(0)
    const qr = await t.call('POST', '/api/pay/wx/createQrCode', { token: buyerToken, body: { orderNum: unpaidNum } })
    expect(qr.json.code).toBe(200)
    expect((await t.call('POST', `/api/dev/pay/${unpaidNum}`)).json.data.paymentstate).toBe(1)
    expect((await detail(retailerToken)).json.data).toMatchObject({ ordercount: 3, totalcount: 2970.75, commission: 297.08 })
    expect((await list(retailerToken, { ordernum: unpaidNum })).json.data.totals).toEqual({
      count: 1,
      quantity: 1,
      amount: 594.15,
      commission: 59.42,
    })
  })
})
