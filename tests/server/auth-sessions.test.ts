// Sessions: a customer sees their signed-in devices and signs any of them out (one, all others, or everywhere);
// tokens rotate on login, live sessions are capped, and another customer's session id answers like a missing one.
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authTokens } from '../../server/db/schema'
import {
  DEMO_CUSTOMER_ACCOUNT,
  DEMO_CUSTOMER_ID,
  DEMO_CUSTOMER_PASSWORD,
  DEMO_RETAILER_PHONE,
} from '../../server/db/seed-data/demo-accounts'
import { SESSION_MAX_LIVE_PER_SUBJECT } from '../../domain/limits'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')
const MINUTE = 60_000

/** The demo customer's password login, from a browser with this User-Agent (and, optionally, a token it still holds). */
async function login(userAgent = CHROME_WINDOWS, presented?: string): Promise<string> {
  const form = new URLSearchParams({
    account: DEMO_CUSTOMER_ACCOUNT,
    password: md5(DEMO_CUSTOMER_PASSWORD),
    origin: 'pc',
    code: '',
    timestamp: '1',
    client_id: 'a',
    client_secret: 'b',
    scope: 'all',
    grant_type: 'password',
  })
  const res = await t.call('POST', '/api/oauth/Login', {
    body: form.toString(),
    token: presented,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
  })
  expect(res.json.code).toBe(200)
  return res.json.data.token
}
const sessions = (token: string) => t.call('GET', '/api/oauth/sessions', { token })
const revokeOne = (token: string, id: string) => t.call('DELETE', `/api/oauth/sessions/${id}`, { token })
const revokeMany = (token: string, scope: string) => t.call('POST', '/api/oauth/sessions/revoke', { token, body: { scope } })
const works = async (token: string) => (await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.code === 200
const liveRows = async () =>
  (await t.db.select().from(authTokens).where(eq(authTokens.subject_id, DEMO_CUSTOMER_ID))).filter((row) => !row.revoked_at)

async function signOutEverywhere() {
  const token = await login()
  expect((await revokeMany(token, 'all')).json.code).toBe(200)
}

describe('the sessions list', () => {
  it('lists the caller’s devices with a coarse label, times and the current flag, never a token', async () => {
    await signOutEverywhere()
    const laptop = await login(CHROME_WINDOWS)
    t.clock.advance(MINUTE)
    const phone = await login(SAFARI_IPHONE)
    const res = await sessions(laptop)
    expect(res.status).toBe(200)
    const list = res.json.data.list as Array<{ id: string; device: string; createdAt: string; lastUsedAt: string; current: boolean }>
    expect(list.map((s) => [s.device, s.current])).toEqual([
      ['Safari · iOS', false],
      ['Chrome · Windows', true],
    ])
    expect(Object.keys(list[0]).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastUsedAt'])
    for (const secret of [laptop, phone, createHash('sha256').update(laptop).digest('hex')]) expect(res.body).not.toContain(secret)
    expect((await sessions(phone)).json.data.list.map((s: { current: boolean }) => s.current)).toEqual([true, false])
  })

  it('records “last used” at most once a minute', async () => {
    await signOutEverywhere()
    const token = await login()
    const [before] = (await sessions(token)).json.data.list
    t.clock.advance(30_000)
    expect((await sessions(token)).json.data.list[0].lastUsedAt).toBe(before.lastUsedAt)
    t.clock.advance(31_000)
    await works(token)
    const after = (await sessions(token)).json.data.list[0].lastUsedAt
    expect(new Date(after).getTime() - new Date(before.lastUsedAt).getTime()).toBe(61_000)
  })

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/oauth/sessions')).json.code).toBe(600)
  })
})

describe('signing sessions out', () => {
  it('signs one other device out: its next request answers 600, this one keeps working', async () => {
    await signOutEverywhere()
    const mine = await login(CHROME_WINDOWS)
    const other = await login(SAFARI_IPHONE)
    const target = (await sessions(mine)).json.data.list.find((s: { current: boolean }) => !s.current)
    const res = await revokeOne(mine, target.id)
    expect(res.json).toMatchObject({ code: 200 })
    expect((await t.call('GET', '/api/business/C_customers/userinfo', { token: other })).json.code).toBe(600)
    expect(await works(mine)).toBe(true)
    expect((await revokeOne(mine, target.id)).status).toBe(404) // already signed out
  })

  it('refuses another customer’s session id exactly like an unknown one, and leaves that session alive', async () => {
    await signOutEverywhere()
    const victim = await login()
    const victimSession = (await sessions(victim)).json.data.list[0].id
    const stranger = await t.login('13600000071')
    const foreign = await revokeOne(stranger, victimSession)
    const unknown = await revokeOne(stranger, 'no-such-session')
    expect(foreign.status).toBe(404)
    expect(foreign.body).toBe(unknown.body)
    expect(await works(victim)).toBe(true)
    expect((await sessions(stranger)).json.data.list.map((s: { id: string }) => s.id)).not.toContain(victimSession)
  })

  it('signs out every other device, or all of them (log out everywhere)', async () => {
    await signOutEverywhere()
    const a = await login()
    const b = await login(SAFARI_IPHONE)
    const c = await login()
    const others = await revokeMany(a, 'others')
    expect(others.json.data).toEqual({ revoked: 2 })
    expect([await works(a), await works(b), await works(c)]).toEqual([true, false, false])
    const d = await login()
    expect((await revokeMany(a, 'all')).json.data).toEqual({ revoked: 2 })
    expect([await works(a), await works(d)]).toEqual([false, false])
  })

  it('refuses an unknown scope', async () => {
    const token = await login()
    expect((await revokeMany(token, 'everyone')).status).toBe(400)
  })
})

describe('token rotation', () => {
  it('revokes the token a login request still carries', async () => {
    await signOutEverywhere()
    const first = await login()
    const second = await login(CHROME_WINDOWS, first)
    expect(await works(first)).toBe(false)
    expect(await works(second)).toBe(true)
    expect((await sessions(second)).json.data.list).toHaveLength(1)
  })

  it(`keeps at most ${SESSION_MAX_LIVE_PER_SUBJECT} live sessions, signing the least recently used out`, async () => {
    await signOutEverywhere()
    const tokens: string[] = []
    for (let i = 0; i < SESSION_MAX_LIVE_PER_SUBJECT; i += 1) {
      tokens.push(await login())
      t.clock.advance(MINUTE)
    }
    await works(tokens[0]) // the oldest login is now used recently; the second one is the least recently used
    t.clock.advance(MINUTE)
    const newest = await login()
    expect(await liveRows()).toHaveLength(SESSION_MAX_LIVE_PER_SUBJECT)
    expect([await works(tokens[0]), await works(tokens[1]), await works(newest)]).toEqual([true, false, true])
  })

  it('prunes revoked and expired rows of the subject at the next login', async () => {
    const rowsOfDemo = () => t.db.select().from(authTokens).where(eq(authTokens.subject_id, DEMO_CUSTOMER_ID))
    await signOutEverywhere()
    expect((await rowsOfDemo()).filter((row) => !row.revoked_at)).toEqual([])
    const token = await login()
    expect((await rowsOfDemo()).map((row) => row.revoked_at)).toEqual([null])
    t.clock.advance(31 * 24 * 60 * MINUTE)
    expect(await works(token)).toBe(false)
    await login()
    expect(await rowsOfDemo()).toHaveLength(1)
  })
})

describe('reseller sessions', () => {
  it('keeps reseller logins working and lists a reseller’s own sessions', async () => {
    await t.call('POST', `/api/business/C_customers/sendVerCode?phone=${DEMO_RETAILER_PHONE}`)
    const code = await t.smsCode(DEMO_RETAILER_PHONE)
    const res = await t.call('POST', '/api/business/C_retailers/loginByPhone', {
      body: { phone: DEMO_RETAILER_PHONE, verCode: code },
      headers: { 'user-agent': SAFARI_IPHONE },
    })
    const token = res.json.data.token
    expect((await t.call('GET', '/api/business/C_retailers/userinfo', { token })).json.code).toBe(200)
    const list = (await sessions(token)).json.data.list
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ device: 'Safari · iOS', current: true })
  })
})
