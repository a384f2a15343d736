// The attempt limits under 50 concurrent attempts, on PGlite and on a real PostgreSQL server (a pool of 10
// connections, so requests truly overlap): every attempt is recorded before it is judged, so none gets past a limit.
import { createHash } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginFailures, retailerCodeMisses, smsCodes } from '../../server/db/schema'
import { DEMO_CUSTOMER_ACCOUNT, DEMO_CUSTOMER_PASSWORD } from '../../server/db/seed-data/demo-accounts'
import { PASSWORD_MAX_FAILURES, RETAILER_CODE_MAX_MISSES_PER_HOUR, SMS_MAX_PER_IP_PER_HOUR } from '../../domain/limits'
import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from '../../tools/throwaway-postgres'
import { startTestApp, type TestApp } from './support/test-app'

const unavailable = throwawayPostgresUnavailable()
if (unavailable) console.warn(`PostgreSQL limit race tests skipped: ${unavailable}`)

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')
const N = 50

function raceSuite(database: 'pglite' | 'postgresql') {
  let cluster: ThrowawayPostgres | undefined
  let t: TestApp
  beforeAll(async () => {
    if (database === 'postgresql') cluster = await startThrowawayPostgres()
    t = await startTestApp(cluster ? { databaseUrl: cluster.url } : {})
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await cluster?.stop()
  })

  const passwordLogin = (account: string, password: string) =>
    t.call('POST', '/api/oauth/Login', {
      body: new URLSearchParams({
        account,
        password,
        origin: 'pc',
        code: '',
        timestamp: '1',
        client_id: 'a',
        client_secret: 'b',
        scope: 'all',
        grant_type: 'password',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  const send = (phone: string, ip: string) => t.call('POST', `/api/business/C_customers/sendVerCode?phone=${phone}`, { ip })
  const statusCounts = (answers: Array<{ status: number }>) =>
    answers.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {})

  it(`judges at most ${PASSWORD_MAX_FAILURES} of ${N - 1} wrong passwords sent at once with the right one`, async () => {
    const attempts = [...Array.from({ length: N - 1 }, (_, i) => md5(`wrong-${i}`)), md5(DEMO_CUSTOMER_PASSWORD)]
    const answers = await Promise.all(attempts.map((password) => passwordLogin(DEMO_CUSTOMER_ACCOUNT, password)))
    const counts = statusCounts(answers)
    const wrongJudged = counts[400] ?? 0
    // Wrong attempts are recorded before they are judged, so at most the limit of them is ever checked. (A right one
    // being checked holds a slot until it gives it back, so one wrong attempt fewer may get through.)
    expect(wrongJudged).toBeLessThanOrEqual(PASSWORD_MAX_FAILURES)
    expect(wrongJudged).toBeGreaterThanOrEqual(PASSWORD_MAX_FAILURES - 1)
    expect((counts[200] ?? 0) + wrongJudged + (counts[429] ?? 0)).toBe(attempts.length)
    const rightAnswer = answers[answers.length - 1]
    // The right password logs in only when it was judged within the limit; refused, the limit was full.
    expect(counts[200] ?? 0).toBe(rightAnswer.status === 200 ? 1 : 0)
    if (rightAnswer.status === 429) expect(wrongJudged).toBe(PASSWORD_MAX_FAILURES)
    const [failures] = await t.db.select({ n: count() }).from(loginFailures).where(eq(loginFailures.account, DEMO_CUSTOMER_ACCOUNT))
    expect(failures.n).toBe(wrongJudged)
    if (wrongJudged === PASSWORD_MAX_FAILURES)
      expect((await passwordLogin(DEMO_CUSTOMER_ACCOUNT, md5(DEMO_CUSTOMER_PASSWORD))).status).toBe(429)
  })

  it(`sends exactly 1 of ${N} concurrent codes to one phone`, async () => {
    const phone = '13300000901'
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => send(phone, `198.51.100.${i + 1}`)))
    expect(statusCounts(answers)).toEqual({ 200: 1, 429: N - 1 })
    const [rows] = await t.db.select({ n: count() }).from(smsCodes).where(eq(smsCodes.phone, phone))
    expect(rows.n).toBe(1)
  })

  it(`sends exactly ${SMS_MAX_PER_IP_PER_HOUR} of ${N} concurrent codes from one IP`, async () => {
    const ip = '203.0.113.77'
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => send(`1340000${String(i).padStart(4, '0')}`, ip)))
    expect(statusCounts(answers)).toEqual({ 200: SMS_MAX_PER_IP_PER_HOUR, 429: N - SMS_MAX_PER_IP_PER_HOUR })
    const [rows] = await t.db.select({ n: count() }).from(smsCodes).where(eq(smsCodes.ip, ip))
    expect(rows.n).toBe(SMS_MAX_PER_IP_PER_HOUR)
  })

  it(`records exactly ${RETAILER_CODE_MAX_MISSES_PER_HOUR} of ${N} concurrent wrong invitation codes, the rest 429`, async () => {
    const token = await t.login('13500000951')
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.call('POST', '/api/business/C_retailers/getList', { token, body: { retailcode: `WRONG-${i}` } }),
      ),
    )
    expect(statusCounts(answers)).toEqual({ 200: RETAILER_CODE_MAX_MISSES_PER_HOUR, 429: N - RETAILER_CODE_MAX_MISSES_PER_HOUR })
    const [misses] = await t.db.select({ n: count() }).from(retailerCodeMisses)
    expect(misses.n).toBe(RETAILER_CODE_MAX_MISSES_PER_HOUR)
  })
}

describe('attempt limits under concurrency on PGlite', () => raceSuite('pglite'))
describe.skipIf(unavailable !== null)('attempt limits under concurrency on PostgreSQL', () => raceSuite('postgresql'))
