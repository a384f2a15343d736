// Orders through the real app and database: server-computed amounts, Idempotency-Key, reseller codes, own orders only.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { invoiceOrders, invoices, orderDetails, orders, payments } from '../../server/db/schema'
import { ORDER_UNPAID_CLOSE_MS } from '../../domain/limits'
import { DEMO_RETAILER_CODE } from '../../server/db/seed-data/demo-accounts'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
let otherToken: string
let me: string
let other: string
const PHONE = '13500000011'

beforeAll(async () => {
  t = await startTestApp()
  token = await t.login(PHONE)
  otherToken = await t.login('13500000012')
  me = (await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.data.id
  other = (await t.call('GET', '/api/business/C_customers/userinfo', { token: otherToken })).json.data.id
})
afterAll(async () => {
  await t?.close()
})
beforeEach(async () => {
  await t.db.delete(invoiceOrders)
  await t.db.delete(invoices)
  await t.db.delete(payments)
  await t.db.delete(orderDetails)
  await t.db.delete(orders)
})

type Line = { productid: string; durationunion: string; duration: number; number: number; [key: string]: unknown }
const line = (productid: string, durationunion: string, duration: number, number: number): Line => ({
  productid,
  durationunion,
  duration,
  number,
})
const payload = (productDetails: Line[], paymentamount: number, extra: Record<string, unknown> = {}) => ({
  productDetails,
  paymentamount,
  receivername: '张三',
  receiverphone: PHONE,
  purchasemethod: 'online',
  paymentstate: '0',
  ...extra,
})
const create = (body: unknown, options: { as?: string; key?: string } = {}) =>
  t.call('POST', '/api/business/C_orderManage?n=1', {
    token: options.as ?? token,
    body,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  })
const orderRows = (userid = me) => t.db.select().from(orders).where(eq(orders.userid, userid))

describe('creating an order', () => {
  it('prices, names and numbers the order on the server and stores its lines', async () => {
    const res = await create(
      payload([line(PRODUCT_IDS.mapStandard, 'month', 3, 2), line(PRODUCT_IDS.solidLite, 'week', 1, 3)], 4194.3, { baseamount: 4194.3 }),
    )
    expect(res.status).toBe(200)
    expect(res.json.msg).toBe('下单成功')
    expect(res.json.data).toMatchObject({
      ordername: 'SummitMap-SummitSolid订阅购买',
      paymentamount: 4194.3, // 699.00 x 3 x 2 + 0.10 x 1 x 3
      baseamount: 4194.3,
      userid: me,
      paymentstate: 0,
      retailercode: null,
      retailcount: 1,
    })
    expect(res.json.data.ordernum).toMatch(/^SM\d{20}$/)
    const lines = await t.db.select().from(orderDetails).where(eq(orderDetails.orderid, res.json.data.id))
    expect(lines.map((l) => [l.productid, l.price, l.projectprice, l.number, l.licensestate, l.ordercode])).toEqual(
      expect.arrayContaining([
        [PRODUCT_IDS.mapStandard, '699.00', '4194.00', 2, 2, res.json.data.ordernum],
        [PRODUCT_IDS.solidLite, '0.10', '0.30', 3, 3, res.json.data.ordernum],
      ]),
    )
  })

  it('takes names, types and prices only from the catalogue', async () => {
    const res = await create(
      payload([{ ...line(PRODUCT_IDS.mapStandard, 'week', 1, 1), price: 0.01, productname: '免费', producttype: 'SummitView' }], 199, {
        ordername: '别的名字',
      }),
    )
    expect(res.json.data).toMatchObject({ ordername: 'SummitMap订阅购买', paymentamount: 199 })
    const [row] = await t.db.select().from(orderDetails)
    expect(row).toMatchObject({ productname: 'SummitMap 标准版', producttype: 'SummitMap', price: '199.00' })
  })

  it('refuses a tampered amount (400, the amount due in the msg) and creates nothing', async () => {
    const tampered = await create(payload([line(PRODUCT_IDS.mapStandard, 'month', 3, 2)], 0.01))
    expect(tampered.status).toBe(400)
    expect(tampered.json).toEqual({ code: 400, msg: '订单金额与服务器计算的金额不一致（应付 4194.00 元），请刷新后重新下单', data: null })
    const base = await create(payload([line(PRODUCT_IDS.mapStandard, 'month', 3, 2)], 4194, { baseamount: 5000 }))
    expect(base.status).toBe(400)
    expect(base.json.msg).toContain('原价 4194.00 元')
    expect(await t.db.select().from(orders)).toHaveLength(0)
    expect(await t.db.select().from(orderDetails)).toHaveLength(0)
  })

  it('applies the cart rules to every line', async () => {
    const cases: Array<[Line, number, string]> = [
      [line(PRODUCT_IDS.solidOffline, 'month', 1, 1), 400, '该产品不支持在线购买'],
      [line(PRODUCT_IDS.mapLegacy, 'month', 1, 1), 404, '产品不存在或已下架'],
      [line(PRODUCT_IDS.solidTeam, 'month', 1, 2), 400, '该产品购买数量固定为5'],
      [line(PRODUCT_IDS.mapPro, 'week', 1, 1), 400, '该产品暂无按周订阅的价格'],
      [line(PRODUCT_IDS.viewFree, 'week', 1, 1), 400, '该产品免费，无需购买'],
    ]
    for (const [bad, status, msg] of cases) {
      const res = await create(payload([line(PRODUCT_IDS.mapStandard, 'week', 1, 1), bad], 199))
      expect([bad.productid, res.status, res.json.msg]).toEqual([bad.productid, status, msg])
    }
    expect(await t.db.select().from(orders)).toHaveLength(0)
  })

  it('requires the invoice fields of the order form when an invoice is chosen', async () => {
    const lines = [line(PRODUCT_IDS.mapStandard, 'week', 1, 1)]
    expect((await create(payload(lines, 199, { isinvoice: 2, ratenumber: '91110000MA01ABCD2Q', receiveremail: 'a@b.cn' }))).json.msg).toBe(
      '请输入公司名称',
    )
    expect((await create(payload(lines, 199, { isinvoice: 1, receiveremail: 'a@b.cn' }))).json.msg).toBe('请输入身份证号')
    expect((await create(payload(lines, 199, { isinvoice: 2, company: '公司', receiveremail: 'a@b.cn' }))).json.msg).toBe(
      '请输入纳税人识别号',
    )
    expect((await create(payload(lines, 199, { isinvoice: 1, ratenumber: '110101199001011237' }))).json.msg).toBe('请输入正确的邮箱地址')
    expect(await t.db.select().from(orders)).toHaveLength(0)
    const ok = await create(
      payload(lines, 199, { isinvoice: 3, company: '公司', ratenumber: '91110000MA01ABCD2Q', receiveremail: 'a@b.cn' }),
    )
    expect(ok.json.code).toBe(200)
  })

  it("refuses another customer's userid (403) and a caller without a session (600)", async () => {
    const body = payload([line(PRODUCT_IDS.mapStandard, 'week', 1, 1)], 199)
    expect((await create({ ...body, userid: other })).status).toBe(403)
    expect((await create({ ...body, userid: me })).json.data.userid).toBe(me)
    const anonymous = await t.call('POST', '/api/business/C_orderManage', { body })
    expect([anonymous.status, anonymous.json.code]).toEqual([401, 600])
    expect(await orderRows(other)).toHaveLength(0)
  })
})

describe('Idempotency-Key', () => {
  it('makes 20 concurrent identical requests one order', async () => {
    const body = payload([line(PRODUCT_IDS.mapStandard, 'month', 1, 1), line(PRODUCT_IDS.solidPro, 'month', 1, 1)], 1598)
    const results = await Promise.all(Array.from({ length: 20 }, () => create(body, { key: 'double-click-0001' })))
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200))
    expect(new Set(results.map((r) => r.json.data.id)).size).toBe(1)
    expect(new Set(results.map((r) => r.json.data.ordernum)).size).toBe(1)
    expect(await orderRows()).toHaveLength(1)
    expect(await t.db.select().from(orderDetails)).toHaveLength(2)
    // A later retry (another key order in the JSON) answers it too.
    const retry = await create(Object.fromEntries(Object.entries(body).reverse()), { key: 'double-click-0001' })
    expect(retry.json.data.id).toBe(results[0].json.data.id)
  })

  it('refuses the same key with another request (409) and creates nothing', async () => {
    await create(payload([line(PRODUCT_IDS.mapStandard, 'week', 1, 1)], 199), { key: 'reused-key-0001' })
    const reused = await create(payload([line(PRODUCT_IDS.mapStandard, 'week', 2, 1)], 398), { key: 'reused-key-0001' })
    expect(reused.status).toBe(409)
    expect(await orderRows()).toHaveLength(1)
  })

  it('keeps keys per customer, and different keys (or none) make different orders with unique numbers', async () => {
    const body = payload([line(PRODUCT_IDS.mapStandard, 'week', 1, 1)], 199)
    // 7 + 2 + 1 stays within the cap of 10 open unpaid orders per customer (unpaid-orders.test.ts).
    const results = await Promise.all([
      ...Array.from({ length: 7 }, (_, i) => create(body, { key: `distinct-key-${i}` })),
      create(body),
      create(body),
      create({ ...body, receiverphone: '13500000012' }, { as: otherToken, key: 'distinct-key-0' }),
    ])
    expect(results.every((r) => r.status === 200)).toBe(true)
    const numbers = results.map((r) => r.json.data.ordernum)
    expect(new Set(numbers).size).toBe(10)
    expect(await orderRows()).toHaveLength(9)
    expect(await orderRows(other)).toHaveLength(1)
  })

  it('refuses a key shorter than 8 characters by the schema', async () => {
    const res = await create(payload([line(PRODUCT_IDS.mapStandard, 'week', 1, 1)], 199), { key: 'short' })
    expect(res.status).toBe(400)
  })
})

describe('reseller invitation codes', () => {
  const lines = [
    line(PRODUCT_IDS.mapStandard, 'month', 3, 2),
    line(PRODUCT_IDS.solidPro, 'month', 1, 1),
    line(PRODUCT_IDS.solidLite, 'week', 1, 1),
  ]

  it('looks a trimmed code up; a mismatch answers an empty list and 分销商信息匹配失败', async () => {
    const found = await t.call('POST', '/api/business/C_retailers/getList', { token, body: { retailcode: `  ${DEMO_RETAILER_CODE} ` } })
    expect(found.json.data.list).toEqual([
      {
        productid: `${PRODUCT_IDS.mapStandard},${PRODUCT_IDS.solidPro}`,
        companyname: '测绘之星科技有限公司',
        retailername: '王经理',
        discount: 0.85,
      },
    ])
    const missing = await t.call('POST', '/api/business/C_retailers/getList', { token, body: { retailcode: 'SUMMIT-NOPE' } })
    expect(missing.json).toEqual({ code: 200, msg: '分销商信息匹配失败', data: { list: [] } })
    const blank = await t.call('POST', '/api/business/C_retailers/getList', { token, body: { retailcode: '   ' } })
    expect(blank.json.data.list).toEqual([])
  })

  it('discounts the eligible products x the retailer count, exact to the fen', async () => {
    // Totals x 2: 838800 + 179800 + 20 = 1018620 fen; payable: 838800 x 0.85 + 179800 x 0.85 + 20 = 865830 fen.
    const res = await create(payload(lines, 8658.3, { baseamount: 10186.2, retailercode: ` ${DEMO_RETAILER_CODE} `, retailcount: 2 }))
    expect(res.json.data).toMatchObject({ paymentamount: 8658.3, baseamount: 10186.2, retailercode: DEMO_RETAILER_CODE, retailcount: 2 })
    const stored = await t.db.select().from(orderDetails).where(eq(orderDetails.orderid, res.json.data.id))
    expect(stored.map((l) => [l.productid, l.projectprice, l.number]).sort()).toEqual(
      [
        [PRODUCT_IDS.mapStandard, '7129.80', 4],
        [PRODUCT_IDS.solidPro, '1528.30', 2],
        [PRODUCT_IDS.solidLite, '0.20', 2],
      ].sort(),
    )
    // The undiscounted amount with the code is refused.
    expect((await create(payload(lines, 10186.2, { retailercode: DEMO_RETAILER_CODE, retailcount: 2 }))).status).toBe(400)
  })

  it('refuses a code that matches nothing and a retailer count without a code; the normal total needs no code', async () => {
    const mismatch = await create(payload(lines, 5093.1, { retailercode: 'SUMMIT-NOPE' }))
    expect(mismatch.json).toEqual({ code: 400, msg: '分销商信息匹配失败', data: null })
    expect((await create(payload(lines, 10186.2, { retailcount: 2 }))).status).toBe(400)
    expect(await orderRows()).toHaveLength(0)
    const normal = await create(payload(lines, 5093.1, { retailercode: '  ' }))
    expect(normal.json.data).toMatchObject({ paymentamount: 5093.1, baseamount: 5093.1, retailercode: null, retailcount: 1 })
  })
})

describe('reading orders', () => {
  it('answers the detail, the payment state, the lines and the lists of own orders', async () => {
    const a = (await create(payload([line(PRODUCT_IDS.mapStandard, 'week', 1, 1)], 199))).json.data
    t.clock.advance(1000)
    const b = (await create(payload([line(PRODUCT_IDS.solidLite, 'week', 2, 1)], 0.2))).json.data
    await create(payload([line(PRODUCT_IDS.mapStandard, 'week', 1, 1)], 199, { receiverphone: '13500000012' }), { as: otherToken })

    const detail = await t.call('GET', `/api/business/C_orderManage/detail/${a.id}?n=1`, { token })
    expect(detail.json.data).toMatchObject({
      id: a.id,
      ordernum: a.ordernum,
      paymentstate: 0,
      paymentamount: 199,
      receivername: '张三',
      isinvoice: 0,
    })
    expect(detail.json.data.lines).toHaveLength(1)
    const state = await t.call('GET', `/api/business/C_orderManage/status/${a.id}`, { token })
    expect(state.json.data).toEqual({ id: a.id, paymentstate: 0 })
    const lines = await t.call('POST', '/api/business/C_orderDetail/getList', { token, body: { ordercode: b.ordernum } })
    expect(lines.json.data.list.map((l: any) => [l.productid, l.projectprice, l.weekprice, l.durationunion])).toEqual([
      [PRODUCT_IDS.solidLite, 0.2, 0.1, 'week'],
    ])

    const listed = await t.call('POST', '/api/business/C_customers/getOrderListWithStatus', {
      token,
      body: { userid: me, paymentstate: 0, currentPage: 1, pageSize: 10, sort: 'desc', menuId: 'x', dataType: 0, superQueryJson: '' },
    })
    expect(listed.json.data.list.map((o: any) => o.id)).toEqual([b.id, a.id])
    expect(listed.json.data.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 2 })
    expect(listed.json.data.list[1]).toMatchObject({ ordernum_name: a.ordernum, paymentamount_name: '199.00', purchasemethod: 'online' })
    const searched = await t.call('POST', '/api/business/C_customers/getOrderListWithStatus', {
      token,
      body: { ordernum: a.ordernum.slice(-8) },
    })
    expect(searched.json.data.list.map((o: any) => o.id)).toEqual([a.id])
    const paid = await t.call('POST', '/api/business/C_customers/getOrderListWithStatus', { token, body: { paymentstate: 1 } })
    expect(paid.json.data.list).toEqual([])
    const withLines = await t.call('POST', '/api/business/C_orderManage/getorderDetailList', { token, body: { userid: me } })
    expect(withLines.json.data.map((o: any) => [o.id, o.orderdetaillist.length])).toEqual([
      [b.id, 1],
      [a.id, 1],
    ])
  })

  it("refuses another customer's order on every call that takes an order id or number (403), a missing one 404", async () => {
    const theirs = (
      await create(payload([line(PRODUCT_IDS.mapStandard, 'week', 1, 1)], 199, { receiverphone: '13500000012' }), { as: otherToken })
    ).json.data
    const calls: Array<[string, string, unknown]> = [
      ['GET', `/api/business/C_orderManage/detail/${theirs.id}`, undefined],
      ['GET', `/api/business/C_orderManage/status/${theirs.id}`, undefined],
      ['POST', '/api/business/C_orderDetail/getList', { ordercode: theirs.ordernum }],
      ['POST', '/api/pay/wx/createQrCode', { orderNum: theirs.ordernum, price: 199, title: 'x' }],
      ['POST', '/api/pay/ali/toPay', { orderNum: theirs.ordernum, price: 199, title: 'x', desc: 'x' }],
      ['POST', '/api/cmbpay/createQrCode', { orderNum: theirs.ordernum }],
      ['POST', '/api/pay/wx/queryPayStatus', { OutTradeNo: theirs.ordernum, phone: PHONE }],
      ['POST', '/api/business/C_invoice', { orderid: theirs.id, ratenumber: '91110000MA01ABCD2Q' }],
    ]
    for (const [method, url, body] of calls) {
      const res = await t.call(method, url, { token, body })
      expect([url, res.status, res.json]).toEqual([url, 403, { code: 403, msg: '无权操作其他用户的数据', data: null }])
    }
    const missing = await t.call('GET', '/api/business/C_orderManage/detail/no-such-order', { token })
    expect([missing.status, missing.json.msg]).toEqual([404, '订单不存在'])
    const lists = await t.call('POST', '/api/business/C_orderManage/getorderDetailList', { token, body: {} })
    expect(lists.json.data).toEqual([])
    const foreignList = await t.call('POST', '/api/business/C_customers/getOrderListWithStatus', { token, body: { userid: other } })
    expect(foreignList.status).toBe(403)
    expect(await t.db.select().from(payments)).toHaveLength(0)
    expect(await t.db.select().from(invoices)).toHaveLength(0)
  })
})

describe('the personal centre order lists (getOrderListWithStatus)', () => {
  const listOf = (body: Record<string, unknown>, as = token) =>
    t.call('POST', '/api/business/C_customers/getOrderListWithStatus', {
      token: as,
      body: { menuId: 'order-menu', dataType: 0, superQueryJson: '', sort: 'desc', sidx: '', ...body },
    })
  const numbers = (res: { json: any }) => res.json.data.list.map((o: { ordernum: string }) => o.ordernum)
  let serial = 0
  /** An order row straight into the table (the cap of open unpaid orders only limits creating them). */
  const insertOrder = async (fields: Partial<typeof orders.$inferInsert> = {}) => {
    serial += 1
    const [row] = await t.db
      .insert(orders)
      .values({
        ordernum: `SM2026010100000${String(serial).padStart(7, '0')}`,
        ordername: 'SummitMap订阅购买',
        userid: me,
        paymentstate: 1,
        paymentamount: '199.00',
        baseamount: '199.00',
        creatortime: new Date(t.clock.now().getTime() - 3600_000 + serial * 1000),
        ...fields,
      })
      .returning()
    return row
  }

  it('pages 10 by default with the total, newest first; page 2 holds the rest', async () => {
    const made = []
    for (let i = 0; i < 13; i++) made.push(await insertOrder())
    const newestFirst = made.map((o) => o.ordernum).reverse()
    const first = await listOf({ userid: me, paymentstate: 1, currentPage: 1 })
    expect(first.json.data.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 13 })
    expect(numbers(first)).toEqual(newestFirst.slice(0, 10))
    const second = await listOf({ paymentstate: 1, currentPage: 2, pageSize: 10 })
    expect(second.json.data.pagination).toEqual({ currentPage: 2, pageSize: 10, total: 13 })
    expect(numbers(second)).toEqual(newestFirst.slice(10))
    expect(numbers(await listOf({ paymentstate: 1, currentPage: 3 }))).toEqual([])
  })

  it('lists paid orders under 1 and every unpaid one (unpaid, failed, closed) under 0, each marked closed or not', async () => {
    const paid = await insertOrder({ paymentstate: 1 })
    const unpaid = await insertOrder({ paymentstate: 0, paymentamount: '88.80' })
    const failed = await insertOrder({ paymentstate: 2 })
    // Created 25 hours ago and never paid: the read closes it (paymentstate 2, closed).
    const overdue = await insertOrder({ paymentstate: 0, creatortime: new Date(t.clock.now().getTime() - 25 * 3600_000) })
    const paidList = await listOf({ paymentstate: 1 })
    expect(paidList.json.data.list.map((o: any) => [o.ordernum, o.paymentstate, o.closed, o.closesAt])).toEqual([
      [paid.ordernum, 1, false, null],
    ])
    const pending = await listOf({ paymentstate: 0 })
    expect(pending.json.data.pagination.total).toBe(3)
    expect(pending.json.data.list.map((o: any) => [o.ordernum, o.paymentstate, o.closed])).toEqual([
      [failed.ordernum, 2, false],
      [unpaid.ordernum, 0, false],
      [overdue.ordernum, 2, true],
    ])
    const row = pending.json.data.list[1]
    expect(row).toMatchObject({ paymentamount: 88.8, paymentamount_name: '88.80', ordername: 'SummitMap订阅购买' })
    expect(row.closesAt).toBe(new Date(unpaid.creatortime.getTime() + ORDER_UNPAID_CLOSE_MS).toISOString())
    expect(numbers(await listOf({ paymentstate: 2 }))).toEqual([failed.ordernum, overdue.ordernum])
    expect(numbers(await listOf({}))).toEqual([failed.ordernum, unpaid.ordernum, paid.ordernum, overdue.ordernum])
  })

  it('searches by part of the order number, case-insensitively, within the tab', async () => {
    const a = await insertOrder({ ordernum: 'SM20260101080000123456' })
    const b = await insertOrder({ ordernum: 'SM20260101080000654321' })
    const pending = await insertOrder({ ordernum: 'SM20260101080000123999', paymentstate: 0 })
    expect(numbers(await listOf({ paymentstate: 1, ordernum: '123456' }))).toEqual([a.ordernum])
    expect(numbers(await listOf({ paymentstate: 1, ordernum: ' sm2026010108 ' }))).toEqual([b.ordernum, a.ordernum])
    expect(numbers(await listOf({ paymentstate: 1, ordernum: b.ordernum }))).toEqual([b.ordernum])
    expect(numbers(await listOf({ paymentstate: 0, ordernum: '123' }))).toEqual([pending.ordernum])
    expect((await listOf({ paymentstate: 1, ordernum: '1234567' })).json.data).toEqual({
      list: [],
      pagination: { currentPage: 1, pageSize: 10, total: 0 },
    })
    expect(numbers(await listOf({ paymentstate: 1, ordernum: '%' }))).toEqual([])
    // An empty search lists the whole tab.
    expect((await listOf({ paymentstate: 1, ordernum: '' })).json.data.pagination.total).toBe(2)
  })

  it('filters by purchase method', async () => {
    const online = await insertOrder({ purchasemethod: 'online' })
    const offline = await insertOrder({ purchasemethod: 'offline' })
    expect(numbers(await listOf({ paymentstate: 1, purchasemethod: 'online' }))).toEqual([online.ordernum])
    expect(numbers(await listOf({ paymentstate: 1, purchasemethod: 'offline' }))).toEqual([offline.ordernum])
    expect((await listOf({ paymentstate: 1, purchasemethod: 'offline' })).json.data.list[0].purchasemethod).toBe('offline')
    expect(numbers(await listOf({ paymentstate: 1 }))).toEqual([offline.ordernum, online.ordernum])
    expect((await listOf({ purchasemethod: 'cash' })).status).toBe(400)
  })

  it("never lists another customer's orders, whatever the filter or search", async () => {
    const mine = await insertOrder()
    const theirs = await insertOrder({ userid: other })
    const theirsPending = await insertOrder({ userid: other, paymentstate: 0 })
    for (const body of [{}, { paymentstate: 1 }, { paymentstate: 0 }, { ordernum: theirs.ordernum }, { ordernum: 'SM' }]) {
      const res = await listOf(body)
      expect([JSON.stringify(body), res.body.includes(theirs.ordernum) || res.body.includes(theirsPending.ordernum)]).toEqual([
        JSON.stringify(body),
        false,
      ])
    }
    expect(numbers(await listOf({ paymentstate: 1 }))).toEqual([mine.ordernum])
    expect(numbers(await listOf({ paymentstate: 1 }, otherToken))).toEqual([theirs.ordernum])
    expect((await listOf({ userid: other, paymentstate: 1 })).status).toBe(403)
  })
})

describe('the order detail dialog (detail and lines)', () => {
  it('answers the order with reseller code and invoice state, and lines with units, unit prices, count, total and seats left', async () => {
    const lines = [line(PRODUCT_IDS.mapStandard, 'month', 3, 2), line(PRODUCT_IDS.solidPro, 'month', 1, 1)]
    const body = payload(lines, 4329.05, {
      retailercode: DEMO_RETAILER_CODE,
      isinvoice: 2,
      company: '峰图测绘',
      ratenumber: '91110108MA01HC3P7M',
      receiveremail: 'zhang@example.com',
    })
    const created = await create(body)
    expect(created.json.msg).toBe('下单成功')
    const order = created.json.data
    expect(order.paymentamount).toBe(4329.05)
    const before = (await t.call('GET', `/api/business/C_orderManage/detail/${order.id}`, { token })).json.data
    expect(before).toMatchObject({ retailercode: DEMO_RETAILER_CODE, isinvoice: 2, invoiceid: null, invoicestatus: null, closed: false })
    await t.call('POST', '/api/pay/wx/createQrCode', { token, body: { orderNum: order.ordernum } })
    expect((await t.call('POST', `/api/dev/pay/${order.ordernum}`)).json.data.paymentstate).toBe(1)

    const detail = (await t.call('GET', `/api/business/C_orderManage/detail/${order.id}`, { token })).json.data
    expect(detail).toMatchObject({
      id: order.id,
      ordernum: order.ordernum,
      paymentstate: 1,
      paymentamount: 4329.05,
      baseamount: 5093,
      retailercode: DEMO_RETAILER_CODE,
      isinvoice: 2,
      invoicestatus: 0,
      closed: false,
      closesAt: null,
    })
    expect(detail.invoiceid).toEqual(expect.any(String))
    const expected = [
      // 699.00 x 3 months x 2 seats x 0.85
      {
        productid: PRODUCT_IDS.mapStandard,
        durationunion: 'month',
        duration: 3,
        number: 2,
        monthprice: 699,
        projectprice: 3564.9,
        licensestate: 2,
      },
      // 899.00 x 1 month x 1 seat x 0.85
      {
        productid: PRODUCT_IDS.solidPro,
        durationunion: 'month',
        duration: 1,
        number: 1,
        monthprice: 899,
        projectprice: 764.15,
        licensestate: 1,
      },
    ]
    const byProduct = (a: { productid: string }, b: { productid: string }) => a.productid.localeCompare(b.productid)
    expect([...detail.lines].sort(byProduct)).toEqual(
      expected.sort(byProduct).map((l) => expect.objectContaining({ ...l, ordercode: order.ordernum })),
    )
    for (const l of detail.lines) {
      for (const price of ['weekprice', 'monthprice', 'seasonprice', 'halfyearprice']) expect(typeof l[price], price).toBe('number')
      expect(l.productname).toEqual(expect.any(String))
    }
    // A stable order: by product name ('SummitMap 标准版' before 'SummitSolid 专业版').
    expect(detail.lines.map((l: { productid: string }) => l.productid)).toEqual([PRODUCT_IDS.mapStandard, PRODUCT_IDS.solidPro])
    const listed = await t.call('POST', '/api/business/C_orderDetail/getList', { token, body: { ordercode: order.ordernum } })
    expect(listed.json.data.list).toEqual(detail.lines)
  })

  it("refuses another customer's order detail and lines (403), and lines of an unknown number (404)", async () => {
    const theirs = (
      await create(payload([line(PRODUCT_IDS.mapStandard, 'week', 1, 1)], 199, { receiverphone: '13500000012' }), { as: otherToken })
    ).json.data
    const detail = await t.call('GET', `/api/business/C_orderManage/detail/${theirs.id}`, { token })
    expect([detail.status, detail.json.data]).toEqual([403, null])
    const lines = await t.call('POST', '/api/business/C_orderDetail/getList', { token, body: { ordercode: theirs.ordernum } })
    expect([lines.status, lines.json.data]).toEqual([403, null])
    const unknown = await t.call('POST', '/api/business/C_orderDetail/getList', { token, body: { ordercode: 'SM00000000000000000000' } })
    expect([unknown.status, unknown.json.msg]).toEqual([404, '订单不存在'])
  })
})
