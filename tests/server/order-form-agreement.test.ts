// The client and the server apply the same order form rules (domain/order-form-rules.ts): the payload the /paystep
// wizard builds (src/features/checkout/paystep/order-payload.ts) is refused by the real app with exactly the message the form
// shows, and accepted exactly when the form is valid; the server names and prices the order as the client did.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  EMPTY_ORDER_FORM,
  ORDER_FORM_MESSAGES_ZH,
  normalizeOrderForm,
  validateOrderForm,
  type OrderForm,
} from '../../domain/order-form-rules'
import { buildOrderPayload } from '../../src/features/checkout/paystep/order-payload'
import type { PaystepItem } from '../../src/features/checkout/paystep/paystep-items'
import { orderDetails, orders, payments } from '../../server/db/schema'
import { PRODUCT_IDS, productRows } from '../../server/db/seed-data/products'
import { startTestApp, type TestApp } from './support/test-app'
import { CREDIT_CODE_WRONG_CHECK, RESIDENT_ID, RESIDENT_ID_WRONG_CHECK, RESIDENT_ID_X } from '../support/taxpayer-numbers'

let t: TestApp
let token: string
let me: string

beforeAll(async () => {
  t = await startTestApp()
  token = await t.login('13500000031')
  me = (await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.data.id
})
afterAll(async () => {
  await t?.close()
})
beforeEach(async () => {
  await t.db.delete(payments)
  await t.db.delete(orderDetails)
  await t.db.delete(orders)
})

const product = (id: string) => {
  const row = productRows.find((each) => each.id === id)!
  return {
    ...row,
    weekprice: row.weekprice!,
    monthprice: row.monthprice!,
    seasonprice: row.seasonprice!,
    halfyearprice: row.halfyearprice!,
  }
}
const item = (id: string, number: number): PaystepItem => {
  const row = product(id)
  return { productid: row.id!, productname: row.name, producttype: row.type, number, duration: 1, durationunion: 'week', product: row }
}
const ITEMS = [item(PRODUCT_IDS.mapStandard, 1), item(PRODUCT_IDS.solidLite, 2), item(PRODUCT_IDS.mapPro, 1)].filter(
  (each) => Number(each.product.weekprice) > 0,
)

const VALID: OrderForm = { ...EMPTY_ORDER_FORM, username: '张三', receiverphone: '13800138000' }

/** What the wizard sends for a form: the same builder. The form is sent untrimmed (the wizard trims it first), so
 * the server's own trimming is exercised too. */
const send = (form: OrderForm) =>
  t.call('POST', '/api/business/C_orderManage?n=1', {
    token,
    body: buildOrderPayload({ userId: me, items: ITEMS, source: 'buy', form, retailer: null }),
  })

/** The messages the form shows for a form, field by field. */
const clientMessages = (form: OrderForm) => Object.values(validateOrderForm(form)).map((code) => ORDER_FORM_MESSAGES_ZH[code])

const INVALID: Array<[string, Partial<OrderForm>]> = [
  ['no name', { username: '' }],
  ['a name of spaces', { username: '   ' }],
  ['no phone', { receiverphone: '' }],
  ['a phone too short', { receiverphone: '1380013800' }],
  ['a phone too long', { receiverphone: '138001380001' }],
  ['a phone with a letter', { receiverphone: '1380013800a' }],
  ['a landline without its hyphen', { receiverphone: '01088886666' }],
  ['a landline with a short number', { receiverphone: '010-888866' }],
  ['an invalid e-mail without an invoice', { receiveremail: 'a@b' }],
  ['an invalid e-mail with spaces', { receiveremail: 'a b@c.cn' }],
  ['a personal invoice without e-mail', { isinvoice: 1, ratenumber: '110101199001011237' }],
  ['a personal invoice without ID number', { isinvoice: 1, receiveremail: 'a@b.cn' }],
  ['an enterprise invoice without company', { isinvoice: 2, receiveremail: 'a@b.cn', ratenumber: '91110000MA01ABCD2Q' }],
  ['an enterprise invoice without tax number', { isinvoice: 2, receiveremail: 'a@b.cn', companyname: '公司' }],
  [
    'a special invoice with a company of spaces',
    { isinvoice: 3, receiveremail: 'a@b.cn', companyname: '  ', ratenumber: '91110000MA01ABCD2Q' },
  ],
  ['a special invoice with nothing filled', { isinvoice: 3 }],
  [
    'a credit code with a wrong check character',
    { isinvoice: 2, receiveremail: 'a@b.cn', companyname: '公司', ratenumber: CREDIT_CODE_WRONG_CHECK },
  ],
  [
    'a credit code with a character left out',
    { isinvoice: 3, receiveremail: 'a@b.cn', companyname: '公司', ratenumber: '91350100M00100Y43' },
  ],
  ['a resident ID with a wrong check digit', { isinvoice: 1, receiveremail: 'a@b.cn', ratenumber: RESIDENT_ID_WRONG_CHECK }],
  ['a document number with a space inside', { isinvoice: 1, receiveremail: 'a@b.cn', ratenumber: 'E1234 5678' }],
  ['everything wrong', { username: '', receiverphone: '123', receiveremail: 'x', isinvoice: 2 }],
]

describe('the order form: one rule set on client and server', () => {
  it('has more than one line, with distinct product types (the order name case)', () => {
    expect(ITEMS.length).toBeGreaterThan(1)
  })

  for (const [name, change] of INVALID) {
    it(`refuses ${name} with the message the form shows first`, async () => {
      const form = { ...VALID, ...change }
      const shown = clientMessages(form)
      expect(shown.length).toBeGreaterThan(0)
      const res = await send(form)
      expect(res.status).toBe(400)
      expect(res.json.code).toBe(400)
      expect(res.json.msg).toBe(shown[0])
      expect(await t.db.select().from(orders)).toHaveLength(0)
    })
  }

  const VALID_CASES: Array<[string, Partial<OrderForm>]> = [
    ['a mobile', {}],
    ['a landline', { receiverphone: '0571-8888666' }],
    ['fields with surrounding spaces', { username: ' 张三 ', receiverphone: ' 13800138000 ', receiveremail: ' a@b.cn ' }],
    ['a personal invoice', { isinvoice: 1, receiveremail: 'a@b.cn', ratenumber: '110101199001011237' }],
    ['an enterprise special invoice', { isinvoice: 3, receiveremail: 'a@b.cn', companyname: '公司', ratenumber: '91110000MA01ABCD2Q' }],
    ['a personal invoice with an ID ending in x', { isinvoice: 1, receiveremail: 'a@b.cn', ratenumber: ' 11010519491231002x ' }],
    ['a personal invoice with a passport number', { isinvoice: 1, receiveremail: 'a@b.cn', ratenumber: 'E12345678' }],
    [
      'an enterprise invoice with an older 15-character number',
      { isinvoice: 2, receiveremail: 'a@b.cn', companyname: '公司', ratenumber: '110108000000016' },
    ],
  ]
  for (const [name, change] of VALID_CASES) {
    it(`accepts ${name}, as the form does, named and priced as the client did`, async () => {
      const form = { ...VALID, ...change }
      expect(clientMessages(form)).toEqual([])
      const payload = buildOrderPayload({ userId: me, items: ITEMS, source: 'buy', form: normalizeOrderForm(form), retailer: null })
      const res = await send(form)
      expect(res.json.msg).toBe('下单成功')
      expect(res.json.data.ordername).toBe(payload.ordername)
      expect(res.json.data.paymentamount).toBe(payload.paymentamount)
      const [row] = await t.db.select().from(orders)
      const trimmed = normalizeOrderForm(form)
      expect([row.receivername, row.receiverphone, row.receiveremail ?? '', row.ratenumber ?? '']).toEqual([
        trimmed.username,
        trimmed.receiverphone,
        trimmed.receiveremail,
        form.isinvoice === 0 ? '' : trimmed.ratenumber,
      ])
    })
  }
})

describe("the tax / ID number's format (docs/decisions.md)", () => {
  it.each([
    [2, '公司', CREDIT_CODE_WRONG_CHECK, '请输入正确的纳税人识别号'],
    [3, '公司', RESIDENT_ID, '请输入正确的纳税人识别号'],
    [1, '', RESIDENT_ID_WRONG_CHECK, '请输入正确的身份证号或证件号码'],
    [1, '', 'A123456(7)', '请输入正确的身份证号或证件号码'],
  ] as const)(
    'invoice kind %i, company %s, number %s: refused with a 400 and %s, nothing stored',
    async (isinvoice, companyname, ratenumber, msg) => {
      const res = await send({ ...VALID, isinvoice, companyname, ratenumber, receiveremail: 'a@b.cn' })
      expect([res.status, res.json.code, res.json.msg]).toEqual([400, 400, msg])
      expect(await t.db.select().from(orders)).toHaveLength(0)
    },
  )

  it('an ID number is stored in capitals', async () => {
    const res = await send({ ...VALID, isinvoice: 1, receiveremail: 'a@b.cn', ratenumber: ' 11010519491231002x ' })
    expect(res.json.msg).toBe('下单成功')
    const [row] = await t.db.select().from(orders)
    expect(row.ratenumber).toBe(RESIDENT_ID_X)
  })
})
