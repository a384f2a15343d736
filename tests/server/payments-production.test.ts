// Production runs only as staging on the payment sandbox: the QR and the Alipay form point at PUBLIC_BASE_URL (never
// the Host header), the payer's phone reaches the checkout page from anywhere, and /api/dev/pay does not exist.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { TEST_LICENSE_SIGNING_KEY } from './support/license-test-key'
import { startTestApp, type TestApp } from './support/test-app'

const BASE = 'https://staging.summit.example'
const PHONE = '13500000031'
const REMOTE = '203.0.113.9'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await startTestApp({
    env: { APP_ENV: 'production', ALLOW_SANDBOX_PROVIDERS: '1', PUBLIC_BASE_URL: BASE, LICENSE_SIGNING_KEY: TEST_LICENSE_SIGNING_KEY },
  })
  // Staging reads SMS codes from the loopback-only outbox, as t.login does.
  token = await t.login(PHONE)
})
afterAll(async () => {
  await t?.close()
})

async function newOrder() {
  const res = await t.call('POST', '/api/business/C_orderManage', {
    token,
    body: {
      productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
      paymentamount: 699,
      receivername: '李四',
      receiverphone: PHONE,
    },
  })
  expect(res.json.code).toBe(200)
  return res.json.data as { id: string; ordernum: string }
}

it('builds the QR and the Alipay form on PUBLIC_BASE_URL, whatever Host and X-Forwarded headers say', async () => {
  const order = await newOrder()
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }
  const qr = await t.call('POST', '/api/pay/wx/createQrCode', {
    token,
    headers: forged,
    body: { orderNum: order.ordernum, price: 699, title: 'SummitMap' },
  })
  expect(qr.json.data.qrContent).toBe(`${BASE}/api/sandbox/pay/checkout?trade=${order.ordernum}-1`)
  const bank = await t.call('POST', '/api/cmbpay/createQrCode', {
    token,
    headers: forged,
    body: { orderNum: order.ordernum, price: 699, title: 'SummitMap' },
  })
  expect(bank.json.data.qrContent).toMatch(new RegExp(`^${BASE}/api/sandbox/pay/checkout\\?trade=`))
  const form = await t.call('POST', '/api/pay/ali/toPay', {
    token,
    headers: forged,
    body: { orderNum: order.ordernum, price: 699, title: 'SummitMap', desc: 'SummitMap' },
  })
  expect(form.json.data).toContain(`action="${BASE}/api/sandbox/pay/checkout"`)
})

it('lets a payer anywhere pay on the checkout page; /api/dev/pay is not there', async () => {
  const order = await newOrder()
  const qr = await t.call('POST', '/api/pay/wx/createQrCode', { token, body: { orderNum: order.ordernum, price: 699, title: 'SummitMap' } })
  const trade = qr.json.data.outTradeNo as string
  const devPay = await t.call('POST', `/api/dev/pay/${order.ordernum}`)
  expect([devPay.status, devPay.json.msg]).toEqual([404, `接口不存在: POST /api/dev/pay/${order.ordernum}`])
  const page = await t.call('GET', `/api/sandbox/pay/checkout?trade=${trade}`, { ip: REMOTE })
  expect(page.status).toBe(200)
  expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  const paid = await t.call('POST', '/api/sandbox/pay/checkout', {
    ip: REMOTE,
    body: { trade, outcome: 'paid' },
    headers: { accept: 'application/json' },
  })
  expect(paid.json.data.paymentstate).toBe(1)
})
