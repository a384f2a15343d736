// The general rate limit (issue 11, finding 10): per client address and per signed-in customer, counted in the
// database, so that several server processes on one database share the counts. Runs on PGlite and on PostgreSQL.
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitCounters } from '../../server/db/schema'
import { RATE_LIMITED_MSG } from '../../domain/limits'
import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from '../../tools/throwaway-postgres'
import { startTestApp, type TestApp } from './support/test-app'

const PUBLIC_CALL = '/api/business/C_productmes'
const statuses = (results: Array<{ status: number }>) => results.map((r) => r.status)
const tally = (results: Array<{ status: number }>) => {
  const byStatus: Record<number, number> = {}
  for (const status of statuses(results)) byStatus[status] = (byStatus[status] ?? 0) + 1
  return byStatus
}

describe('general rate limit on PGlite', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ rateLimit: { perIp: 5, perSubject: 4 } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers the 6th request of an address in a minute with 429, the envelope and Retry-After; other addresses and the next window pass', async () => {
    const ip = '203.0.113.10'
    const first = []
    for (let i = 0; i < 5; i += 1) first.push(await t.call('GET', PUBLIC_CALL, { ip }))
    expect(statuses(first)).toEqual([200, 200, 200, 200, 200])
    const refused = await t.call('GET', PUBLIC_CALL, { ip })
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ code: 429, msg: RATE_LIMITED_MSG, data: null })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect((await t.call('GET', PUBLIC_CALL, { ip: '203.0.113.11' })).status).toBe(200)
    t.clock.advance(60_000)
    expect((await t.call('GET', PUBLIC_CALL, { ip })).status).toBe(200)
  })

  it('counts 50 concurrent requests of one address exactly: 5 pass, 45 are refused', async () => {
    const ip = '203.0.113.20'
    const results = await Promise.all(Array.from({ length: 50 }, () => t.call('GET', PUBLIC_CALL, { ip })))
    expect(tally(results)).toEqual({ 200: 5, 429: 45 })
  })

  it('limits a signed-in customer across addresses, and not another customer', async () => {
    t.clock.advance(60_000)
    const token = await t.login('13900000101')
    t.clock.advance(60_000)
    const other = await t.login('13900000102')
    t.clock.advance(60_000)
    const spread = []
    for (let i = 0; i < 5; i += 1)
      spread.push(await t.call('GET', '/api/business/C_customers/userinfo', { token, ip: `198.51.100.${i + 1}` }))
    expect(statuses(spread)).toEqual([200, 200, 200, 200, 429])
    expect(spread[4].json.msg).toBe(RATE_LIMITED_MSG)
    expect((await t.call('GET', '/api/business/C_customers/userinfo', { token: other, ip: '198.51.100.9' })).status).toBe(200)
  })

  it('does not count the site itself (/pc/), only the API', async () => {
    const ip = '203.0.113.30'
    for (let i = 0; i < 8; i += 1) expect((await t.call('GET', '/pc/Home', { ip })).status).toBe(200)
    expect((await t.call('GET', PUBLIC_CALL, { ip })).status).toBe(200)
  })

  it('sweeps finished windows from the table', async () => {
    const [before] = await t.db.select({ n: count() }).from(rateLimitCounters)
    expect(before.n).toBeGreaterThan(0)
    t.clock.advance(120_000)
    const { deleteFinishedCounters } = await import('../../server/rate-limit/rate-limit-data')
    await deleteFinishedCounters(t.db, t.clock.now())
    const [after] = await t.db.select({ n: count() }).from(rateLimitCounters)
    expect(after.n).toBe(0)
  })
})

const unavailable = throwawayPostgresUnavailable()
if (unavailable) console.warn(`PostgreSQL rate-limit tests skipped: ${unavailable}`)

describe.skipIf(unavailable !== null)('general rate limit shared by two servers on one PostgreSQL database', () => {
  let cluster: ThrowawayPostgres
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    cluster = await startThrowawayPostgres()
    a = await startTestApp({ databaseUrl: cluster.url, rateLimit: { perIp: 10, perSubject: 1000 } })
    b = await startTestApp({ databaseUrl: cluster.url, rateLimit: { perIp: 10, perSubject: 1000 } })
  }, 120_000)
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await cluster?.stop()
  })

  it('50 concurrent requests of one address spread over both servers: exactly 10 pass', async () => {
    const ip = '192.0.2.50'
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? a : b).call('GET', PUBLIC_CALL, { ip })))
    expect(tally(results)).toEqual({ 200: 10, 429: 40 })
  })

  it('a count started on one server continues on the other', async () => {
    const ip = '192.0.2.51'
    for (let i = 0; i < 6; i += 1) expect((await a.call('GET', PUBLIC_CALL, { ip })).status).toBe(200)
    for (let i = 0; i < 4; i += 1) expect((await b.call('GET', PUBLIC_CALL, { ip })).status).toBe(200)
    expect((await b.call('GET', PUBLIC_CALL, { ip })).status).toBe(429)
    expect((await a.call('GET', PUBLIC_CALL, { ip })).status).toBe(429)
  })
})
