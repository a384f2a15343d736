// Issue 11, finding 4: a body is validated whatever its content type, and a content type the operation does not
// declare in openapi.yaml is refused with 415 before anything is parsed or stored.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cartItems, customers, invoices } from '../../server/db/schema'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
let me: string
const PHONE = '13500000071'

beforeAll(async () => {
  t = await startTestApp()
  token = await t.login(PHONE)
  me = (await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.data.id
})
afterAll(async () => {
  await t?.close()
})
beforeEach(async () => {
  await t.db.delete(cartItems)
})

const TEXT = { 'content-type': 'text/plain' }
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const MULTIPART = { 'content-type': 'multipart/form-data; boundary=XyZ' }
const multipart = (fields: Record<string, string>) =>
  `${Object.entries(fields)
    .map(([name, value]) => `--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--XyZ--\r\n`
const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString()

const badLine = { productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: -5 }
const cartRows = () => t.db.select().from(cartItems).where(eq(cartItems.userid, me))

describe('a cart line of quantity -5', () => {
  it('is refused as text/plain with 415 and nothing is stored', async () => {
    const res = await t.call('POST', '/api/business/C_cart', { token, body: JSON.stringify(badLine), headers: TEXT })
    expect([res.status, res.json?.code]).toEqual([415, 415])
    expect(await cartRows()).toEqual([])
  })

  it('is refused as a form with 415 and nothing is stored', async () => {
    const res = await t.call('POST', '/api/business/C_cart', { token, body: form(badLine), headers: FORM })
    expect([res.status, res.json?.code]).toEqual([415, 415])
    expect(await cartRows()).toEqual([])
  })

  it('is refused as multipart with 415 and nothing is stored', async () => {
    const res = await t.call('POST', '/api/business/C_cart', {
      token,
      body: multipart({ ...badLine, number: '-5', duration: '1' }),
      headers: MULTIPART,
    })
    expect([res.status, res.json?.code]).toEqual([415, 415])
    expect(await cartRows()).toEqual([])
  })

  it('is refused as JSON by the schema (400), nothing stored', async () => {
    const res = await t.call('POST', '/api/business/C_cart', { token, body: badLine })
    expect([res.status, res.json?.code]).toEqual([400, 400])
    expect(await cartRows()).toEqual([])
  })
})

describe('a 100,000-character user name', () => {
  it('is refused in every content type and the name is unchanged', async () => {
    const before = (await t.db.select().from(customers).where(eq(customers.id, me)))[0].username
    const username = 'x'.repeat(100_000)
    const url = `/api/business/C_customers/${me}`
    const answers = [
      await t.call('PUT', url, { token, body: JSON.stringify({ username }), headers: TEXT }),
      await t.call('PUT', url, { token, body: form({ username }), headers: FORM }),
      await t.call('PUT', url, { token, body: { username } }),
    ]
    expect(answers.map((res) => res.status)).toEqual([415, 415, 400])
    const after = (await t.db.select().from(customers).where(eq(customers.id, me)))[0].username
    expect(after).toBe(before)
  })
})

describe('an invoice of type 7', () => {
  it('is refused as a form (415) and as JSON (400) for a paid order, and no invoice is stored', async () => {
    const order = await t.call('POST', '/api/business/C_orderManage', {
      token,
      body: {
        productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
        paymentamount: 699,
        receivername: '李四',
        receiverphone: PHONE,
      },
    })
    expect(order.json.code).toBe(200)
    expect((await t.call('POST', '/api/pay/wx/createQrCode', { token, body: { orderNum: order.json.data.ordernum } })).json.code).toBe(200)
    expect((await t.call('POST', `/api/dev/pay/${order.json.data.ordernum}`)).json.code).toBe(200)

    const fields = { orderid: order.json.data.id, ratenumber: '91110000MA01ABCD2Q', company: '测试科技有限公司', type: 7 }
    const asForm = await t.call('POST', '/api/business/C_invoice', { token, body: form(fields), headers: FORM })
    const asText = await t.call('POST', '/api/business/C_invoice', { token, body: JSON.stringify(fields), headers: TEXT })
    const asJson = await t.call('POST', '/api/business/C_invoice', { token, body: fields })
    expect([asForm.status, asText.status, asJson.status]).toEqual([415, 415, 400])
    expect(await t.db.select().from(invoices).where(eq(invoices.userid, me))).toEqual([])
  })
})

describe('the content types an operation declares', () => {
  it('parses and validates a form body where the contract declares one (legacy login)', async () => {
    const tooLong = await t.call('POST', '/api/oauth/Login', {
      body: form({ account: 'a'.repeat(51), password: 'f'.repeat(32) }),
      headers: FORM,
    })
    expect([tooLong.status, tooLong.json.code]).toEqual([400, 400])
    expect(tooLong.json.msg).toMatch(/^body\.account/)
    const wrong = await t.call('POST', '/api/oauth/Login', { body: form({ account: 'nobody', password: 'f'.repeat(32) }), headers: FORM })
    expect([wrong.status, wrong.json.msg]).toEqual([400, '账号或密码错误'])
  })

  it('refuses JSON where only a form is declared, and any body on an operation without a request body', async () => {
    const json = await t.call('POST', '/api/oauth/Login', { body: { account: 'nobody', password: 'f'.repeat(32) } })
    expect([json.status, json.json.code]).toEqual([415, 415])
    const onBodyless = await t.call('POST', '/api/business/C_customers/sendVerCode?phone=13500000072', { body: { phone: '13500000072' } })
    expect([onBodyless.status, onBodyless.json.code]).toEqual([415, 415])
    const onDelete = await t.call('DELETE', '/api/business/C_cart/some-id', {
      token,
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect([onDelete.status, onDelete.json.code]).toEqual([415, 415])
  })

  it('refuses an unknown type carrying JSON, and a body without a content type', async () => {
    const line = { productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }
    const unknown = await t.call('POST', '/api/business/C_cart', {
      token,
      body: JSON.stringify(line),
      headers: { 'content-type': 'application/x-summit' },
    })
    expect([unknown.status, unknown.json.code]).toEqual([415, 415])
    const none = await t.call('POST', '/api/business/C_cart', { token, body: JSON.stringify(line) })
    expect([none.status, none.json.code]).toEqual([415, 415])
    expect(await cartRows()).toEqual([])
  })

  it('still accepts JSON with a charset, and no body where none is required', async () => {
    const line = { productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }
    const res = await t.call('POST', '/api/business/C_cart', {
      token,
      body: JSON.stringify(line),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
    expect([res.status, res.json.code]).toEqual([200, 200])
    const list = await t.call('POST', '/api/business/C_cart/getList', { token })
    expect([list.status, list.json.data.list.length]).toEqual([200, 1])
  })
})
