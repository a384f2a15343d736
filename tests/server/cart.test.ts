// The cart through the real app and database: own items only, catalogue prices, one line per product+unit+duration.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cartItems } from '../../server/db/schema'
import { DEMO_RETAILER_PHONE } from '../../server/db/seed-data/demo-accounts'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { startTestApp, type TestApp } from './support/test-app'
import { LINE_MAX_DURATION, LINE_MAX_NUMBER } from '../../domain/limits'
import { isSchemaRefusal } from '../../domain/schema-refusal'

let t: TestApp
let token: string
let otherToken: string
let me: string
let other: string

beforeAll(async () => {
  t = await startTestApp()
  token = await t.login('13500000001')
  otherToken = await t.login('13500000002')
  me = (await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.data.id
  other = (await t.call('GET', '/api/business/C_customers/userinfo', { token: otherToken })).json.data.id
})
afterAll(async () => {
  await t?.close()
})
beforeEach(async () => {
  await t.db.delete(cartItems)
})

type Line = { productid: string; number: number; duration: number; durationunion: string; [key: string]: unknown }
const add = (body: Line, as = token) => t.call('POST', '/api/business/C_cart?n=1', { token: as, body })
const list = async (as = token) =>
  (await t.call('POST', '/api/business/C_cart/getList?n=1', { token: as, body: {} })).json.data.list as Array<Record<string, any>>
const rows = (userid: string) => t.db.select().from(cartItems).where(eq(cartItems.userid, userid))
const line = (productid: string, durationunion: string, duration: number, number: number): Line => ({
  productid,
  durationunion,
  duration,
  number,
})

describe('adding to the cart', () => {
  it('answers the line with its server-computed price and 添加成功', async () => {
    const res = await add(line(PRODUCT_IDS.mapStandard, 'month', 3, 2))
    expect(res.status).toBe(200)
    expect(res.json.msg).toBe('添加成功')
    expect(res.json.data).toMatchObject({
      userid: me,
      productid: PRODUCT_IDS.mapStandard,
      productname: 'SummitMap 标准版',
      producttype: 'SummitMap',
      number: 2,
      duration: 3,
      durationunion: 'month',
      price: 4194, // 699.00 x 3 x 2
      unit: '月',
    })
    expect(res.json.data.productmes).toMatchObject({ id: PRODUCT_IDS.mapStandard, monthprice: 699 })
  })

  it('raises the number of the same product, unit and duration instead of adding a second row', async () => {
    const first = await add(line(PRODUCT_IDS.mapStandard, 'month', 3, 2))
    const again = await add(line(PRODUCT_IDS.mapStandard, 'month', 3, 1))
    expect(again.json.data).toMatchObject({ id: first.json.data.id, number: 3, price: 6291 }) // 699 x 3 x 3
    // Another unit or duration is another line.
    await add(line(PRODUCT_IDS.mapStandard, 'month', 1, 1))
    await add(line(PRODUCT_IDS.mapStandard, 'week', 3, 1))
    expect(await rows(me)).toHaveLength(3)
  })

  it('merges concurrent adds of the same line into one row', async () => {
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => add(line(PRODUCT_IDS.solidLite, 'week', 1, 1))))
    expect(results.every((r) => r.json.code === 200)).toBe(true)
    const mine = await rows(me)
    expect(mine).toHaveLength(1)
    expect(mine[0].number).toBe(5)
  })

  it('ignores the name, type and user name a client sends, and refuses a price field', async () => {
    const res = await add({
      ...line(PRODUCT_IDS.solidLite, 'week', 1, 1),
      productname: '免费',
      producttype: 'SummitView',
      username: '别人',
    })
    expect(res.json.data).toMatchObject({ productname: 'SummitSolid 体验版', producttype: 'SummitSolid', price: 0.1 })
    const [row] = await rows(me)
    expect(row).toMatchObject({ productname: 'SummitSolid 体验版', producttype: 'SummitSolid' })
    expect(row.username).not.toBe('别人')
    const priced = await add({ ...line(PRODUCT_IDS.mapStandard, 'month', 1, 1), price: 0.01 })
    expect(priced.status).toBe(400)
    expect(await rows(me)).toHaveLength(1)
    expect((await list())[0].price).toBe(0.1)
  })

  it("refuses another customer's userid (403) and a caller without a session (600)", async () => {
    const foreign = await add({ ...line(PRODUCT_IDS.mapStandard, 'month', 1, 1), userid: other })
    expect(foreign.status).toBe(403)
    const anonymous = await t.call('POST', '/api/business/C_cart', { body: line(PRODUCT_IDS.mapStandard, 'month', 1, 1) })
    expect(anonymous.status).toBe(401)
    expect(anonymous.json.code).toBe(600)
    expect(await rows(other)).toHaveLength(0)
  })

  it('refuses a reseller token: the cart belongs to customers', async () => {
    await t.call('POST', `/api/business/C_customers/sendVerCode?phone=${DEMO_RETAILER_PHONE}`)
    const verCode = await t.smsCode(DEMO_RETAILER_PHONE)
    const reseller = (await t.call('POST', '/api/business/C_retailers/loginByPhone', { body: { phone: DEMO_RETAILER_PHONE, verCode } }))
      .json.msg
    const res = await add(line(PRODUCT_IDS.mapStandard, 'month', 1, 1), reseller)
    expect(res.json.code).toBe(403)
  })

  it('sells only online, enabled products', async () => {
    const cases: Array<[string, number, string]> = [
      [PRODUCT_IDS.solidOffline, 400, '该产品不支持在线购买'],
      [PRODUCT_IDS.mapTrial, 400, '该产品不支持在线购买'], // free versions are requested, not bought
      [PRODUCT_IDS.mapLegacy, 404, '产品不存在或已下架'], // disabled
      ['prod-does-not-exist', 404, '产品不存在或已下架'],
    ]
    for (const [productid, status, msg] of cases) {
      const res = await add(line(productid, 'month', 1, 1))
      expect([productid, res.status, res.json]).toEqual([productid, status, { code: status, msg, data: null }])
    }
    expect(await rows(me)).toHaveLength(0)
  })

  it('refuses number 0 or above 9999, duration 0 or above 999 and an unknown unit by the schema', async () => {
    for (const body of [
      line(PRODUCT_IDS.mapStandard, 'month', 1, 0),
      line(PRODUCT_IDS.mapStandard, 'month', 1, LINE_MAX_NUMBER + 1),
      line(PRODUCT_IDS.mapStandard, 'month', 0, 1),
      line(PRODUCT_IDS.mapStandard, 'month', LINE_MAX_DURATION + 1, 1),
      line(PRODUCT_IDS.mapStandard, 'year', 1, 1),
    ]) {
      const res = await add(body)
      expect(res.status).toBe(400)
      expect(res.json.code).toBe(400)
      // The schema's text, which the SPA's client replaces with the page's words (src/api/middleware.ts).
      expect(isSchemaRefusal(res.json.code, res.json.msg), res.json.msg).toBe(true)
    }
    expect((await add(line(PRODUCT_IDS.mapStandard, 'month', LINE_MAX_DURATION, LINE_MAX_NUMBER))).json.code).toBe(200)
    // A service's refusal is in words for people: shown as it is.
    const rule = await add(line(PRODUCT_IDS.mapPro, 'week', 1, 1))
    expect([rule.json.code, isSchemaRefusal(rule.json.code, rule.json.msg)]).toEqual([400, false])
  })

  it('refuses a unit whose price is unknown (-1) and the free software (price 0)', async () => {
    const res = await add(line(PRODUCT_IDS.mapPro, 'week', 1, 1))
    expect(res.json).toEqual({ code: 400, msg: '该产品暂无按周订阅的价格', data: null })
    const free = await add(line(PRODUCT_IDS.viewFree, 'month', 1, 1))
    expect(free.json).toEqual({ code: 400, msg: '该产品免费，无需购买', data: null })
    expect(await rows(me)).toHaveLength(0)
  })

  it('holds limited products to their one unit, fixed count and fixed duration', async () => {
    expect((await add(line(PRODUCT_IDS.labCourse, 'month', 16, 1))).json.msg).toBe('该产品仅支持按周订阅')
    expect((await add(line(PRODUCT_IDS.labCourse, 'week', 4, 1))).json.msg).toBe('该产品订阅时长固定为16周')
    expect((await add(line(PRODUCT_IDS.solidTeam, 'month', 1, 3))).json.msg).toBe('该产品购买数量固定为5')
    expect((await add(line(PRODUCT_IDS.solidTeam, 'season', 1, 5))).json.msg).toBe('该产品仅支持按月订阅')
    expect(await rows(me)).toHaveLength(0)

    const course = await add(line(PRODUCT_IDS.labCourse, 'week', 16, 2))
    expect(course.json.data).toMatchObject({ number: 2, duration: 16, price: 1916.8 }) // 59.90 x 16 x 2
    const team = await add(line(PRODUCT_IDS.solidTeam, 'month', 2, 5))
    expect(team.json.data).toMatchObject({ number: 5, price: 39990 }) // 3999 x 2 x 5
    // The team's count is fixed: adding it again keeps the one line at 5.
    const again = await add(line(PRODUCT_IDS.solidTeam, 'month', 2, 5))
    expect(again.json.data).toMatchObject({ id: team.json.data.id, number: 5 })
  })

  it('refuses a merge beyond 9999 and leaves the line as it was', async () => {
    await add(line(PRODUCT_IDS.mapStandard, 'week', 1, 9000))
    const res = await add(line(PRODUCT_IDS.mapStandard, 'week', 1, 1000))
    expect(res.json.code).toBe(400)
    expect((await rows(me))[0].number).toBe(9000)
  })
})

describe('listing the cart', () => {
  it('prices every line from the catalogue, exactly (no float drift)', async () => {
    await add(line(PRODUCT_IDS.solidLite, 'week', 3, 1))
    await add(line(PRODUCT_IDS.solidLite, 'halfyear', 1, 3))
    await add(line(PRODUCT_IDS.solidLite, 'season', 7, 3))
    await add(line(PRODUCT_IDS.mapStandard, 'season', 2, 3))
    await add(line(PRODUCT_IDS.labCourse, 'week', 16, 1))
    const items = await list()
    expect(items.map((i) => [i.productid, i.durationunion, i.price, i.unit])).toEqual([
      [PRODUCT_IDS.solidLite, 'week', 0.3, '周'],
      [PRODUCT_IDS.solidLite, 'halfyear', 2.1, '半年'],
      [PRODUCT_IDS.solidLite, 'season', 6.3, '季'],
      [PRODUCT_IDS.mapStandard, 'season', 11394, '季'],
      [PRODUCT_IDS.labCourse, 'week', 958.4, '周'],
    ])
    expect(items.every((i) => i.userid === me && i.productmes.id === i.productid)).toBe(true)
    expect(await list(otherToken)).toEqual([])
  })
})

describe('changing a line', () => {
  const put = (id: string, body: Line, as = token) => t.call('PUT', `/api/business/C_cart/${id}?n=1`, { token: as, body })

  it('changes the number and answers the new price', async () => {
    const { id } = (await add(line(PRODUCT_IDS.mapStandard, 'month', 1, 1))).json.data
    const res = await put(id, { ...line(PRODUCT_IDS.mapStandard, 'month', 1, 4), id })
    expect(res.json).toMatchObject({ code: 200, msg: '修改成功', data: { id, number: 4, price: 2796 } })
    expect((await list())[0]).toMatchObject({ number: 4, price: 2796 })
  })

  it('refuses number 0 (schema), another product and a mismatched id', async () => {
    const { id } = (await add(line(PRODUCT_IDS.mapStandard, 'month', 1, 2))).json.data
    expect((await put(id, line(PRODUCT_IDS.mapStandard, 'month', 1, 0))).status).toBe(400)
    expect((await put(id, line(PRODUCT_IDS.mapPro, 'month', 1, 1))).json.code).toBe(400)
    expect((await put(id, { ...line(PRODUCT_IDS.mapStandard, 'month', 1, 1), id: 'another-id' })).json.code).toBe(400)
    expect((await put(id, line(PRODUCT_IDS.mapStandard, 'halfyear', 1, 0))).status).toBe(400)
    expect((await rows(me))[0].number).toBe(2)
  })

  it("refuses another customer's item with 403 and leaves it unchanged; a missing one is 404", async () => {
    const { id } = (await add(line(PRODUCT_IDS.mapStandard, 'month', 1, 2), otherToken)).json.data
    const res = await put(id, line(PRODUCT_IDS.mapStandard, 'month', 1, 7))
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ code: 403, msg: '无权操作其他用户的数据', data: null })
    expect((await rows(other))[0].number).toBe(2)
    expect((await put('no-such-item', line(PRODUCT_IDS.mapStandard, 'month', 1, 7))).status).toBe(404)
  })

  it('merges into the line that already has the new unit and duration', async () => {
    const a = (await add(line(PRODUCT_IDS.mapStandard, 'month', 1, 2))).json.data
    const b = (await add(line(PRODUCT_IDS.mapStandard, 'month', 2, 3))).json.data
    const res = await put(a.id, line(PRODUCT_IDS.mapStandard, 'month', 2, 2))
    expect(res.json.data).toMatchObject({ id: b.id, number: 5, duration: 2, price: 6990 }) // 699 x 2 x 5
    expect(await rows(me)).toHaveLength(1)
  })

  it('applies the product limits on change as on add', async () => {
    const { id } = (await add(line(PRODUCT_IDS.labCourse, 'week', 16, 1))).json.data
    expect((await put(id, line(PRODUCT_IDS.labCourse, 'week', 3, 1))).json.msg).toBe('该产品订阅时长固定为16周')
    expect((await put(id, line(PRODUCT_IDS.labCourse, 'week', 16, 3))).json.data).toMatchObject({ number: 3, price: 2875.2 })
  })
})

describe('deleting', () => {
  const del = (id: string, as = token) => t.call('DELETE', `/api/business/C_cart/${id}?n=1`, { token: as })
  const batch = (ids: string[], as = token) => t.call('DELETE', `/api/business/C_cart/batchRemove/${ids.join(',')}?n=1`, { token: as })

  it('deletes an own item with 删除成功', async () => {
    const { id } = (await add(line(PRODUCT_IDS.mapStandard, 'month', 1, 1))).json.data
    expect((await del(id)).json).toEqual({ code: 200, msg: '删除成功', data: null })
    expect(await rows(me)).toHaveLength(0)
    expect((await del(id)).status).toBe(404)
  })

  it("refuses another customer's item with 403 and deletes nothing", async () => {
    const { id } = (await add(line(PRODUCT_IDS.mapStandard, 'month', 1, 1), otherToken)).json.data
    const res = await del(id)
    expect(res.status).toBe(403)
    expect(res.json.code).toBe(403)
    expect(await rows(other)).toHaveLength(1)
  })

  it('batch-removes own items', async () => {
    const a = (await add(line(PRODUCT_IDS.mapStandard, 'month', 1, 1))).json.data
    const b = (await add(line(PRODUCT_IDS.solidLite, 'week', 1, 1))).json.data
    const c = (await add(line(PRODUCT_IDS.solidPro, 'month', 1, 1))).json.data
    expect((await batch([a.id, b.id, a.id])).json).toEqual({ code: 200, msg: '删除成功', data: null })
    expect((await rows(me)).map((r) => r.id)).toEqual([c.id])
  })

  it("deletes nothing when any id is another customer's (403) or missing (404)", async () => {
    const a = (await add(line(PRODUCT_IDS.mapStandard, 'month', 1, 1))).json.data
    const b = (await add(line(PRODUCT_IDS.solidLite, 'week', 1, 1))).json.data
    const theirs = (await add(line(PRODUCT_IDS.mapStandard, 'month', 1, 1), otherToken)).json.data
    const foreign = await batch([a.id, theirs.id, b.id])
    expect(foreign.status).toBe(403)
    expect(foreign.json).toEqual({ code: 403, msg: '无权操作其他用户的数据', data: null })
    const missing = await batch([a.id, 'no-such-item'])
    expect(missing.status).toBe(404)
    expect(await rows(me)).toHaveLength(2)
    expect(await rows(other)).toHaveLength(1)
    expect((await batch([a.id, ',b'])).status).toBe(400) // malformed list: schema
  })
})
