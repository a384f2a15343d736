// Development routes exist only outside production; production refuses the sandboxes, naming what is missing.
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

it('has no /api/dev routes when development routes are off (APP_ENV=production)', async () => {
  await t.call('POST', '/api/business/C_customers/sendVerCode?phone=13812345678')
  for (const url of [
    '/api/dev/sms-outbox?phone=13812345678',
    `/api/dev/wechat/authorize?state=${'s'.repeat(32)}`,
    `/api/dev/wechat/scan?state=${'s'.repeat(32)}&identity=a`,
  ]) {
    const res = await t.call('GET', url)
    expect(res.status, url).toBe(404)
    expect(res.json.code).toBe(404)
    expect(res.json.msg).toContain('接口不存在')
  }
})

it('refuses production without real SMS and WeChat providers, naming the settings', () => {
  const production = readConfig({ APP_ENV: 'production' })
  expect(() => assertProvidersAvailable(production, {})).toThrow(/SMS_PROVIDER, WECHAT_APP_ID, WECHAT_APP_SECRET/)
  expect(() => assertProvidersAvailable(production, { SMS_PROVIDER: 'x' })).toThrow(/not configured: WECHAT_APP_ID, WECHAT_APP_SECRET/)
  expect(() => assertProvidersAvailable(readConfig({ APP_ENV: 'development' }), {})).not.toThrow()
})
