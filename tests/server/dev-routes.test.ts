// Development routes exist only outside production.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ devRoutes: false })
})
afterAll(async () => {
  await t?.close()
})

it('has no /api/dev routes when development routes are off (APP_ENV=production)', async () => {
  await t.call('POST', '/api/business/C_customers/sendVerCode?phone=13812345678')
  const res = await t.call('GET', '/api/dev/sms-outbox?phone=13812345678')
  expect(res.status).toBe(404)
  expect(res.json.code).toBe(404)
  expect(res.json.msg).toContain('接口不存在')
})
