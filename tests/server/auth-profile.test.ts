// byPhone and PUT C_customers/{id}: the caller's own record only; only the four profile fields change, checked by the
// profile form's rules of domain/profile-rules.ts and stored normalised.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileRefusal } from '../../domain/profile-rules'
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
  it('a new customer has no company name nor credit code (the red dot) and may save a partial body without them', async () => {
    expect(await row(me.id)).toMatchObject({ companyname: null, companysocialcreditcode: null })
    const res = await put(me.id, { email: 'first@example.com' })
    expect([res.status, res.json.data.email, res.json.data.companyname]).toEqual([200, 'first@example.com', null])
  })

  it('saves the four profile fields normalised (trimmed, the credit code in capitals) with 保存成功', async () => {
    const sent = {
      username: ' 张三 ',
      email: 'zhang@example.com',
      companyname: '峰图测绘  ',
      companysocialcreditcode: '91110108ma01abcden',
    }
    const stored = { username: '张三', email: 'zhang@example.com', companyname: '峰图测绘', companysocialcreditcode: '91110108MA01ABCDEN' }
    const res = await put(me.id, { id: me.id, ...sent })
    expect(res.status).toBe(200)
    expect(res.json.msg).toBe('保存成功')
    expect(res.json.data).toMatchObject({ id: me.id, phonenum: PHONE, ...stored })
    expect(await row(me.id)).toMatchObject(stored)
    const info = await t.call('GET', '/api/business/C_customers/userinfo', { token })
    expect(info.json.data).toMatchObject(stored)
  })

  it('refuses a credit code with a wrong check character with the domain message and stores nothing', async () => {
    const before = await row(me.id)
    for (const code of ['91110108MA01ABCDE1', '91110108ma01abcde1', '91110108MA01HC3P7N']) {
      const res = await put(me.id, { companysocialcreditcode: code })
      expect([code, res.status, res.json]).toEqual([code, 400, { code: 400, msg: '请输入正确的统一社会信用代码', data: null }])
    }
    expect(await row(me.id)).toEqual(before)
    const right = await put(me.id, { companysocialcreditcode: '91110108MA01HC3P7M' })
    expect(right.json.data.companysocialcreditcode).toBe('91110108MA01HC3P7M')
  })

  it('refuses a whole form with profileRefusal’s message (the client’s first message)', async () => {
    const valid = { username: '张三', companyname: '峰图测绘', email: 'zhang@example.com', companysocialcreditcode: '91110108MA01ABCDEN' }
    const forms = [
      { ...valid, username: '  ', companyname: ' ' },
      { ...valid, companyname: ' ', email: 'a@b' },
      { ...valid, email: 'a@b', companysocialcreditcode: '91110108MA01ABCDE1' },
      { ...valid, companysocialcreditcode: '91110108MA01ABCDEP' },
    ]
    for (const form of forms) {
      const res = await put(me.id, form)
      expect(res.status, JSON.stringify(form)).toBe(400)
      expect(res.json.msg, JSON.stringify(form)).toBe(profileRefusal(form))
    }
    expect(new Set(forms.map(profileRefusal)).size).toBe(forms.length)
  })

  it('checks only the fields sent: a stored value from before the rules does not block a partial save', async () => {
    await t.db.update(customers).set({ companysocialcreditcode: '91110108MA01SUMMIT' }).where(eq(customers.id, me.id))
    const res = await put(me.id, { username: '张三丰' })
    expect(res.json.data).toMatchObject({ username: '张三丰', companysocialcreditcode: '91110108MA01SUMMIT' })
    // Sent again it is refused (here already by the contract's shape: S and I are not in the GB 32100 set).
    expect((await put(me.id, { companysocialcreditcode: '91110108MA01SUMMIT' })).status).toBe(400)
    await put(me.id, { username: '张三', companysocialcreditcode: '91110108MA01ABCDEN' })
  })

  it('changes only the fields sent; an empty social credit code or e-mail clears it', async () => {
    const res = await put(me.id, { companysocialcreditcode: '' })
    expect(res.json.data).toMatchObject({
      username: '张三',
      companyname: '峰图测绘',
      email: 'zhang@example.com',
      companysocialcreditcode: null,
    })
    expect((await put(me.id, { email: '' })).json.data).toMatchObject({ username: '张三', email: null })
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
    expect((await put(me.id, { email: 'not-mail' })).json.msg).toBe('请输入正确的邮箱地址')
    for (const body of [{ email: 'not-mail' }, { username: '' }, { companysocialcreditcode: 'abc' }, { username: '   ' }]) {
      expect((await put(me.id, body)).status, JSON.stringify(body)).toBe(400)
    }
    // The contract's shape (GB 32100 characters, 18 of them) refuses before the rules: I, O, S, V and Z are not in the set.
    for (const code of ['91110108MA01ABCDEI', '91110108MA01ABCDE', '91110108MA01ABCDENX', '91110108MA01ABCD N']) {
      const res = await put(me.id, { companysocialcreditcode: code })
      expect([code, res.status, res.json.msg]).toEqual([code, 400, expect.stringContaining('companysocialcreditcode')])
    }
    expect((await put(me.id, { username: '   ' })).json.msg).toBe('请输入名称')
    expect((await put(me.id, { companyname: '   ' })).json.msg).toBe('请输入公司名称')
  })
})
