// The sandbox issuer approves and issues by itself: a waiting invoice becomes issued once it is
// INVOICE_ISSUE_DELAY_MS old on the app's clock (the suite moves the clock; the sweep runs on its own timer), and a
// re-issue is issued the same way, voiding its original.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ENTERPRISE_ORDER_INVOICE, payOrder } from './support/paid-orders'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
const PHONE = '13500000143'

beforeAll(async () => {
  t = await startTestApp({ env: { INVOICE_AUTO_ISSUE: '1', INVOICE_ISSUE_DELAY_MS: '2000' } })
  token = await t.login(PHONE)
})
afterAll(async () => {
  await t?.close()
})

const detail = async (id: string) => (await t.call('GET', `/api/business/C_invoice/detail/${id}`, { token })).json.data

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > end) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

it('moves a waiting invoice to issued by itself once the delay has passed, and a re-issue voids its original', async () => {
  const order = await payOrder(t, token, PHONE, ENTERPRISE_ORDER_INVOICE)
  const invoiceid = (await t.call('GET', `/api/business/C_orderManage/detail/${order.id}`, { token })).json.data.invoiceid
  // Real time passes, but not on the app's clock: not yet.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  expect(await detail(invoiceid)).toMatchObject({ status: 0, approveStatus: 0, invoicenum: null })

  t.clock.advance(2000)
  const issued = await until(
    () => detail(invoiceid),
    (invoice) => invoice.status === 1,
  )
  expect(issued).toMatchObject({ status: 1, approveStatus: 1, invoicenum: expect.stringMatching(/^\d{20}$/) })
  expect(issued.content).toHaveLength(1)

  const reissued = await t.call('POST', '/api/business/C_invoice/reInvoice', {
    token,
    body: { id: invoiceid, remark: '更正抬头', company: '峰图测绘科技有限公司' },
  })
  expect(reissued.json.code).toBe(200)
  t.clock.advance(2000)
  const replaced = await until(
    () => detail(reissued.json.data.id),
    (invoice) => invoice.status === 1,
  )
  expect(replaced).toMatchObject({ status: 1, company: '峰图测绘科技有限公司' })
  expect(await detail(invoiceid)).toMatchObject({ status: 2, voidtime: expect.any(String) })
}, 60_000)
