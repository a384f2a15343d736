// The reseller twin of cross-customer.test.ts: every reseller operation is called by reseller B (SUMMIT-NORTH) with
// reseller A's (the demo reseller's) id, code and order numbers, and by a customer; each must refuse or answer only
// B's own data, without showing A's orders. An operation tagged `retailers` must appear here as a case or an exemption.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOT_OPEN_OPERATIONS } from '../../server/http/not-open-operations'
import { DEMO_RETAILER_CODE, DEMO_RETAILER_ID, DEMO_RETAILER_PHONE, DEMO_SUB_RETAILER_IDS } from '../../server/db/seed-data/demo-accounts'
import { listOperations, loadOpenApi } from '../support/openapi-document'
import { payOrder, type PaidOrder } from './support/paid-orders'
import { startTestApp, type TestApp } from './support/test-app'

const CUSTOMER_PHONE = '13500000081'
const B_PHONE = '13900000002'

type Request = { method: string; url: string; body?: unknown }

interface OfA {
  id: string
  code: string
  order: PaidOrder
}

/** B's requests naming A's data: each must be refused (403/404) or answer B's own data only. */
const CASES: Record<string, (a: OfA) => Request[]> = {
  getRetailerDetail: (a) => [{ method: 'GET', url: `/api/business/C_retailers/detail/${a.id}` }],
  listRetailerOrders: (a) => [
    { method: 'POST', url: '/api/business/C_retailers/getOrderList', body: {} },
    { method: 'POST', url: '/api/business/C_retailers/getOrderList', body: { ordernum: a.order.ordernum } },
    // The list takes no code or reseller id: naming one is refused by the contract.
    { method: 'POST', url: '/api/business/C_retailers/getOrderList', body: { retailercode: a.code } },
    { method: 'POST', url: '/api/business/C_retailers/getOrderList', body: { userid: a.id } },
  ],
  getRetailerInfo: () => [{ method: 'GET', url: '/api/business/C_retailers/userinfo' }],
}

const EXEMPT: Record<string, string> = {
  lookupRetailerCode: 'a customer’s check of a public invitation code at checkout; no reseller’s orders or figures',
  listRetailLevels: 'the level names and rates are the same for every reseller; no reseller’s data (a customer is refused below)',
}

/** Operations a customer token must be refused on (403 '该功能仅对分销商开放'). */
const RESELLER_ONLY: Request[] = [
  { method: 'GET', url: `/api/business/C_retailers/detail/${DEMO_RETAILER_ID}` },
  { method: 'POST', url: '/api/business/C_retailers/getOrderList', body: {} },
  { method: 'POST', url: '/api/business/C_retailLevel/getNpList', body: {} },
  { method: 'GET', url: '/api/business/C_retailers/userinfo' },
]

function builtRetailerOperations(): string[] {
  return listOperations(loadOpenApi())
    .filter(({ operation }) => (operation.tags ?? []).includes('retailers'))
    .map(({ operationId }) => operationId)
    .filter((id) => !(NOT_OPEN_OPERATIONS as readonly string[]).includes(id))
}

let t: TestApp
let a: OfA
let bToken: string
let customerToken: string

async function retailerLogin(phone: string) {
  expect((await t.call('POST', `/api/business/C_customers/sendVerCode?phone=${phone}`)).json.code).toBe(200)
  const res = await t.call('POST', '/api/business/C_retailers/loginByPhone', { body: { phone, verCode: await t.smsCode(phone) } })
  expect(res.json.code).toBe(200)
  return res.json.msg as string
}

beforeAll(async () => {
  t = await startTestApp({ devRoutes: true })
  customerToken = await t.login(CUSTOMER_PHONE)
  bToken = await retailerLogin(B_PHONE)
  const order = await payOrder(t, customerToken, CUSTOMER_PHONE, { retailercode: DEMO_RETAILER_CODE, paymentamount: 594.15 })
  a = { id: DEMO_RETAILER_ID, code: DEMO_RETAILER_CODE, order }
})
afterAll(async () => {
  await t?.close()
})

describe('cross-reseller: B calls every reseller operation with A’s data', () => {
  it('lists every built reseller operation as a case or an exemption', () => {
    const built = builtRetailerOperations()
    expect(built.filter((id) => !(id in CASES) && !(id in EXEMPT))).toEqual([])
    expect([...Object.keys(CASES), ...Object.keys(EXEMPT)].filter((id) => !built.includes(id))).toEqual([])
  })

  it('refuses A’s id, and answers B only its own data', async () => {
    const leaks: string[] = []
    for (const [operationId, requests] of Object.entries(CASES)) {
      for (const request of requests(a)) {
        const res = await t.call(request.method, request.url, { token: bToken, body: request.body })
        const refused = [400, 403, 404].includes(res.status) && res.json?.code === res.status && res.json?.data === null
        const ownOnly = res.status === 200 && res.json?.code === 200
        const shown = [a.order.ordernum, a.order.id, a.code, DEMO_RETAILER_PHONE].filter((secret) => res.body.includes(secret))
        if (!(refused || ownOnly) || shown.length > 0)
          leaks.push(`${operationId} ${request.method} ${request.url} -> ${res.status} ${res.body.slice(0, 200)}`)
      }
    }
    expect(leaks).toEqual([])
    // B's own figures: none of A's order.
    const own = await t.call('GET', `/api/business/C_retailers/detail/${DEMO_SUB_RETAILER_IDS[0]}`, { token: bToken })
    expect(own.json.data).toMatchObject({ ordercount: 0, totalcount: 0, commission: 0 })
  })

  it('refuses a customer token on every reseller operation', async () => {
    for (const request of RESELLER_ONLY) {
      const res = await t.call(request.method, request.url, { token: customerToken, body: request.body })
      expect([request.url, res.status, res.json]).toEqual([request.url, 403, { code: 403, msg: '该功能仅对分销商开放', data: null }])
    }
  })
})
