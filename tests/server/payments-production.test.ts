// Without development routes (APP_ENV=production) the payment sandbox does not exist: no page, no button, no dev pay.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { readConfig } from '../../server/config'
import { assertProvidersAvailable } from '../../server/providers/select-providers'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ devRoutes: false })
})
afterAll(async () => {
  await t?.close()
})

it('has no payment sandbox routes', async () => {
  for (const [method, url] of [
    ['GET', '/api/dev/pay-sandbox/checkout?trade=SM20260101000000000000-1'],
    ['POST', '/api/dev/pay-sandbox/checkout'],
    ['POST', '/api/dev/pay/SM20260101000000000000'],
  ]) {
    const res = await t.call(method, url, method === 'POST' ? { body: { trade: 'SM20260101000000000000-1', outcome: 'paid' } } : {})
    expect([url, res.status, res.json.code]).toEqual([url, 404, 404])
  }
})

it('refuses to start in production without a real payment provider', () => {
  const production = readConfig({ APP_ENV: 'production' })
  expect(() => assertProvidersAvailable(production, { SMS_PROVIDER: 'x', WECHAT_APP_ID: 'y', WECHAT_APP_SECRET: 'z' })).toThrow(/not configured: PAYMENT_PROVIDER/)
})
