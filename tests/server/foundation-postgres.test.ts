// The same app on a real PostgreSQL server (a throwaway cluster), when PostgreSQL's binaries are on the machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMER_ID } from '../../server/db/seed-data/demo-accounts'
import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from '../../tools/throwaway-postgres'
import { startTestApp, type TestApp } from './support/test-app'

const unavailable = throwawayPostgresUnavailable()
if (unavailable) console.warn(`PostgreSQL server tests skipped: ${unavailable}`)

describe.skipIf(unavailable !== null)('the app on PostgreSQL (DATABASE_URL)', () => {
  let cluster: ThrowawayPostgres
  let t: TestApp
  beforeAll(async () => {
    cluster = await startThrowawayPostgres()
    t = await startTestApp({ databaseUrl: cluster.url })
  })
  afterAll(async () => {
    await t?.close()
    await cluster?.stop()
  })

  it('serves the seeded catalogue', async () => {
    const res = await t.call('GET', '/api/business/C_productmes?saletype=online&enabledmark=1&sidx=sortcode')
    expect(res.json.code).toBe(200)
    expect(res.json.data.list.length).toBeGreaterThan(5)
  })

  it('signs in by SMS code, refuses a foreign user id, revokes at logout', async () => {
    const token = await t.login('13711112222')
    expect((await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.data.phonenum).toBe('13711112222')
    expect((await t.call('POST', '/api/business/C_cart/getList', { token, body: { userid: DEMO_CUSTOMER_ID } })).json.code).toBe(403)
    await t.call('GET', '/api/oauth/Logout', { token })
    expect((await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.code).toBe(600)
  })

  it('answers a spec-violating body with 400', async () => {
    const res = await t.call('POST', '/api/business/C_customers/loginByPhone', { body: { phone: 'abc' } })
    expect(res.status).toBe(400)
  })
})
