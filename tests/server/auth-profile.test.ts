// byPhone and PUT C_customers/{id}: the caller's own record only; only the four profile fields change.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers } from '../../server/db/schema'
import { DEMO_CUSTOMER_ID, DEMO_CUSTOMER_PHONE, DEMO_RETAILER_PHONE } from '../../server/db/seed-data/demo-accounts'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
let me: { id: string; phonenum: string }
const PHONE = '13400000001'

beforeAll(async () => {
  t = await startTestApp()
  token = await t.login(PHONE)
  me = (await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.data
})
afterAll(async () => {
  await t?.close()
})

const row = async (id: string) => (await t.db.select().from(customers).where(eq(customers.id, id)))[0]
const put = (id: string, body: unknown) => t.call('PUT', `/api/business/C_customers/${id}`, { token, body })

describe('byPhone', () => {
  it("answers the caller's own record", async () => {
    const res = await t.call('GET', `/api/business/C_customers/byPhone/${PHONE}`, { token })
    expect(res.json.code).toBe(200)
    expect(res.json.data).toMatchObject({ id: me.id, phonenum: PHONE, userleval: 0, vippermission: 0 })
    expect(Object.keys(res.json.data)).not.toContain('openid')
  })

  it("refuses another customer's phone with 403, and a caller without a token with 600", async () => {
    const other = await t.call('GET', `/api/business/C_customers/byPhone/${DEMO_CUSTOMER_PHONE}`, { token })
    expect(other.status).toBe(403)
    expect(other.json).toEqual({ code: 403, msg: '无权操作其他用户的数据', data: null })
    const unknown = await t.call('GET', '/api/business/C_customers/byPhone/13499999999', { token })
    expect(unknown.body).toBe(other.body)
    expect((await t.call('GET', `/api/business/C_customers/byPhone/${PHONE}`)).json.code).toBe(600)
  })

  it('refuses a reseller token', async () => {
    await t.call('POST', `/api/business/C_customers/sendVerCode?phone=${DEMO_RETAILER_PHONE}`)
    const verCode = await t.smsCode(DEMO_RETAILER_PHONE)
    const reseller = await t.call('POST', '/api/business/C_retailers/loginByPhone', { body: { phone: DEMO_RETAILER_PHONE, verCode } })
    const res = await t.call('GET', `/api/business/C_customers/byPhone/${DEMO_RETAILER_PHONE}`, { token: reseller.json.msg })
    expect(res.status).toBe(403)
  })
})

describe('PUT C_customers/{id}', () => {
  it('saves the four profile fields and answers the updated customer with 保存成功', async () => {
    const change = { username: '张三', email: 'zhang@example.com', companyname: '峰图测绘', companysocialcreditcode: '91110108MA01ABCDE1' }
    const res = await put(me.id, { id: me.id, ...change })
    expect(res.status).toBe(200)
    expect(res.json.msg).toBe('保存成功')
    expect(res.json.data).toMatchObject({ id: me.id, phonenum: PHONE, ...change })
    const info = await t.call('GET', '/api/business/C_customers/userinfo', { token })
    expect(info.json.data).toMatchObject(change)
  })

  it('changes only the fields sent; an empty social credit code clears it', async () => {
    const res = await put(me.id, { companysocialcreditcode: '' })
    expect(res.json.data).toMatchObject({ username: '张三', companyname: '峰图测绘', companysocialcreditcode: null })
  })

  it("refuses another customer's id with 403 and changes nothing", async () => {
    const before = await row(DEMO_CUSTOMER_ID)
    const res = await put(DEMO_CUSTOMER_ID, { username: 'hijacked' })
    expect(res.status).toBe(403)
    expect(await row(DEMO_CUSTOMER_ID)).toEqual(before)
  })

  it('refuses a body id that differs from the path', async () => {
    const res = await put(me.id, { id: DEMO_CUSTOMER_ID, username: 'x' })
    expect(res.status).toBe(400)
  })

  it.each([
    [{ userleval: 2 }],
    [{ vippermission: 1 }],
    [{ phonenum: '13800000009' }],
    [{ username: '李四', userleval: 2, vippermission: 1 }],
    [{ password_hash: 'x' }],
    [{ unionid: 'sandbox-unionid-a' }],
  ])('refuses mass assignment %j with 400 and changes nothing', async (body) => {
    const before = await row(me.id)
    const res = await put(me.id, body)
    expect(res.status).toBe(400)
    expect(res.json.code).toBe(400)
    expect(await row(me.id)).toEqual(before)
  })

  it('refuses invalid values', async () => {
    for (const body of [{ email: 'not-mail' }, { username: '' }, { companysocialcreditcode: 'abc' }, { username: '   ' }]) {
      expect((await put(me.id, body)).status, JSON.stringify(body)).toBe(400)
    }
  })
})
