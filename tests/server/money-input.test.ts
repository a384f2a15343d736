// Issue 11, finding 5: amounts in requests are bounded by the contract and converted exactly, or refused with a
// 400: never a 500 from the money conversion (1e21 crashed it) and never silently rounded (699.001 became 699.00).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../server/db/schema'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
let me: string
const PHONE = '13500000073'

beforeAll(async () => {
  t = await startTestApp()
  token = await t.login(PHONE)
  me = (await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.data.id
})
afterAll(async () => {
  await t?.close()
})

const orderBody = (paymentamount: unknown, extra: Record<string, unknown> = {}) => ({
  productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
  paymentamount,
  receivername: '李四',
  receiverphone: PHONE,
  ...extra,
})
const createOrder = (body: unknown) => t.call('POST', '/api/business/C_orderManage', { token, body })

describe('amounts in requests', () => {
  it('refuses 1e21, 2^63 and amounts above the bound with a 400, and stores no order', async () => {
    for (const amount of [1e21, 2 ** 63, 100_000_000.01, -1]) {
      const res = await createOrder(orderBody(amount))
      expect([amount, res.status, res.json.code]).toEqual([amount, 400, 400])
      expect(res.json.msg).toMatch(/^body\.paymentamount/)
    }
    const base = await createOrder(orderBody(699, { baseamount: 1e21 }))
    expect([base.status, base.json.msg]).toEqual([400, 'body.baseamount: must be <= 100000000'])
    expect(await t.db.select().from(orders).where(eq(orders.userid, me))).toEqual([])
  })

  it('refuses an amount with a third decimal with a 400 instead of rounding it', async () => {
    const res = await createOrder(orderBody(699.001))
    expect([res.status, res.json.code, res.json.msg]).toEqual([400, 400, '金额最多两位小数: 699.001'])
    expect(await t.db.select().from(orders).where(eq(orders.userid, me))).toEqual([])
    const ok = await createOrder(orderBody(699))
    expect(ok.json.code).toBe(200)
    const price = await t.call('POST', '/api/pay/wx/createQrCode', { token, body: { orderNum: ok.json.data.ordernum, price: 0.125 } })
    expect([price.status, price.json.msg]).toEqual([400, '金额最多两位小数: 0.125'])
    const huge = await t.call('POST', '/api/pay/wx/createQrCode', { token, body: { orderNum: ok.json.data.ordernum, price: 1e21 } })
    expect([huge.status, huge.json.code]).toEqual([400, 400])
  })

  it('refuses a page beyond the bound with a 400 (it overflowed in SQL)', async () => {
    for (const currentPage of [1e30, 2 ** 63, 100_001]) {
      const res = await t.call('POST', '/api/business/C_customers/getOrderListWithStatus', { token, body: { currentPage } })
      expect([currentPage, res.status, res.json.msg]).toEqual([currentPage, 400, 'body.currentPage: must be <= 100000'])
    }
    const query = await t.call('GET', '/api/business/C_productmes?currentPage=9223372036854775808')
    expect([query.status, query.json.code]).toEqual([400, 400])
    const last = await t.call('POST', '/api/business/C_customers/getOrderListWithStatus', {
      token,
      body: { currentPage: 100_000, pageSize: 100 },
    })
    expect([last.status, last.json.data.list]).toEqual([200, []])
  })
})
