// Legacy account-and-password login (POST /api/oauth/Login, form-encoded, password sent as lowercase MD5 hex).
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers } from '../../server/db/schema'
import { DEMO_CUSTOMER_ACCOUNT, DEMO_CUSTOMER_ID, DEMO_CUSTOMER_PASSWORD } from '../../server/db/seed-data/demo-accounts'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

function passwordLogin(account: string, password: string) {
  const form = new URLSearchParams({
    account,
    password,
    origin: 'password',
    code: '',
    timestamp: '1700000000000',
    client_id: 'admin',
    client_secret: '123456',
    scope: 'all',
    grant_type: 'password',
  })
  return t.call('POST', '/api/oauth/Login', { body: form.toString(), headers: FORM })
}

describe('legacy password login', () => {
  it('signs the demo customer in with md5(password), answering like the phone login', async () => {
    const res = await passwordLogin(DEMO_CUSTOMER_ACCOUNT, md5(DEMO_CUSTOMER_PASSWORD))
    expect(res.status).toBe(200)
    expect(res.json.code).toBe(200)
    expect(res.json.msg).toBe(res.json.data.token)
    const info = await t.call('GET', '/api/business/C_customers/userinfo', { token: res.json.msg })
    expect(info.json.data.id).toBe(DEMO_CUSTOMER_ID)
  })

  it('accepts the account with surrounding spaces (it is trimmed) and an upper-case hex digest', async () => {
    const res = await passwordLogin(`  ${DEMO_CUSTOMER_ACCOUNT} `, md5(DEMO_CUSTOMER_PASSWORD).toUpperCase())
    expect(res.json.code).toBe(200)
  })

  it('gives one answer for a wrong password and an unknown account', async () => {
    const wrongPassword = await passwordLogin(DEMO_CUSTOMER_ACCOUNT, md5('not-the-password'))
    const unknownAccount = await passwordLogin('nobody-here', md5(DEMO_CUSTOMER_PASSWORD))
    expect(wrongPassword.status).toBe(400)
    expect(wrongPassword.json).toEqual({ code: 400, msg: '账号或密码错误', data: null })
    expect(unknownAccount.body).toBe(wrongPassword.body)
    // The plain password (not hashed by the client) is wrong too.
    const plain = await passwordLogin(DEMO_CUSTOMER_ACCOUNT, `${DEMO_CUSTOMER_PASSWORD}`.padEnd(32, 'x'))
    expect(plain.json.msg).toBe('账号或密码错误')
  })

  it('refuses a body that is not form-encoded or lacks the password', async () => {
    const json = await t.call('POST', '/api/oauth/Login', { body: { account: 'demo', password: md5(DEMO_CUSTOMER_PASSWORD) } })
    expect(json.status).toBe(415)
    const missing = await t.call('POST', '/api/oauth/Login', { body: 'account=demo', headers: FORM })
    expect(missing.status).toBe(400)
  })

  it('locks an account for 15 minutes after 5 failures, the right password included', async () => {
    // Two failures above already counted against 'demo'; three more reach five.
    for (let i = 0; i < 3; i += 1) expect((await passwordLogin(DEMO_CUSTOMER_ACCOUNT, md5(`wrong-${i}`))).status).toBe(400)
    const locked = await passwordLogin(DEMO_CUSTOMER_ACCOUNT, md5(DEMO_CUSTOMER_PASSWORD))
    expect(locked.status).toBe(429)
    expect(locked.json.msg).toBe('密码错误次数过多，请 15 分钟后再试')
    t.clock.advance(15 * 60 * 1000 + 1000)
    expect((await passwordLogin(DEMO_CUSTOMER_ACCOUNT, md5(DEMO_CUSTOMER_PASSWORD))).json.code).toBe(200)
  })

  it('locks unknown accounts the same way (the lockout reveals nothing)', async () => {
    for (let i = 0; i < 5; i += 1) await passwordLogin('ghost', md5(`wrong-${i}`))
    const locked = await passwordLogin('ghost', md5('anything'))
    expect(locked.status).toBe(429)
  })

  it('stores only an scrypt hash: neither the password nor its MD5', async () => {
    const [row] = await t.db.select().from(customers).where(eq(customers.id, DEMO_CUSTOMER_ID))
    const stored = row.password_hash ?? ''
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
    expect(stored).not.toContain(DEMO_CUSTOMER_PASSWORD)
    expect(stored).not.toContain(md5(DEMO_CUSTOMER_PASSWORD))
    expect(stored).not.toContain(Buffer.from(md5(DEMO_CUSTOMER_PASSWORD), 'hex').toString('base64url'))
    // Neither profile call shows the hash or the account.
    const token = (await passwordLogin(DEMO_CUSTOMER_ACCOUNT, md5(DEMO_CUSTOMER_PASSWORD))).json.msg
    const byPhone = await t.call('GET', `/api/business/C_customers/byPhone/${row.phonenum}`, { token })
    const info = await t.call('GET', '/api/business/C_customers/userinfo', { token })
    for (const body of [byPhone.body, info.body]) {
      expect(body).not.toContain('scrypt')
      expect(body).not.toContain('password')
    }
  })
})
