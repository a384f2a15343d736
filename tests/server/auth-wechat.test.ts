// WeChat QR login with the sandbox provider: state bound to the browser, single-use expiring codes, bound
// identities log straight in, unbound ones bind a phone through loginByWx, forged ids are refused.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers } from '../../server/db/schema'
import { DEMO_CUSTOMER_ID, DEMO_CUSTOMER_PHONE, SANDBOX_WECHAT_IDENTITIES } from '../../server/db/seed-data/demo-accounts'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const [A, B, C] = SANDBOX_WECHAT_IDENTITIES
const MINUTE = 60_000

interface Browser {
  state: string
  cookie: string
  url: string
  setCookie: string
}

const setCookieOf = (headers: Record<string, unknown>) => {
  const value = headers['set-cookie']
  return String(Array.isArray(value) ? value[0] : (value ?? ''))
}

/** render, as the login page does: the URL in msg, the state in an HttpOnly cookie. */
async function render(): Promise<Browser> {
  const res = await t.call('POST', '/api/business/C_customers/render', { body: {} })
  expect(res.json.code).toBe(200)
  const setCookie = setCookieOf(res.headers)
  const state = /summit_wx_state=([^;]+)/.exec(setCookie)?.[1] ?? ''
  return { state, cookie: `summit_wx_state=${state}`, url: res.json.msg, setCookie }
}

/** The tester picks an identity on the sandbox page; WeChat redirects back with a code. */
async function scan(browser: Browser, identity: string) {
  const res = await t.call('GET', `/api/sandbox/wechat/scan?state=${browser.state}&identity=${identity}`)
  expect(res.status).toBe(302)
  const location = new URL(String(res.headers.location), 'http://x')
  return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '', location }
}

const callback = ({ code, state }: { code: string; state: string }, cookie?: string) =>
  t.call('POST', '/api/business/C_customers/callback', { body: { code, state }, headers: cookie ? { cookie } : {} })

const loginByWx = (body: { phone: string; verCode: string; openId: string; unionId: string }, cookie?: string) =>
  t.call('POST', '/api/business/C_customers/loginByWx', { body, headers: cookie ? { cookie } : {} })

async function smsFor(phone: string) {
  t.clock.advance(61_000)
  const sent = await t.call('POST', `/api/business/C_customers/sendVerCode?phone=${phone}`)
  expect(sent.json.code).toBe(200)
  return t.smsCode(phone)
}

describe('render and the sandbox page', () => {
  it('answers the sandbox URL in msg and binds the state to the browser with an HttpOnly, SameSite=Lax cookie', async () => {
    const browser = await render()
    expect(browser.state).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(browser.url).toBe(`/api/sandbox/wechat/authorize?state=${browser.state}`)
    expect(browser.setCookie).toContain('HttpOnly')
    expect(browser.setCookie).toContain('SameSite=Lax')
    expect(browser.setCookie).toContain('Path=/api')
    expect((await render()).state).not.toBe(browser.state)
  })

  it('shows a fake QR and the three test identities, each with a scan link for the top window', async () => {
    const browser = await render()
    const page = await t.call('GET', browser.url)
    expect(page.status).toBe(200)
    expect(String(page.headers['content-type'])).toContain('text/html')
    expect(page.body).toContain('<svg')
    for (const identity of SANDBOX_WECHAT_IDENTITIES) {
      expect(page.body).toContain(identity.nickname)
      expect(page.body).toContain(`href="/api/sandbox/wechat/scan?state=${browser.state}&amp;identity=${identity.key}"`)
    }
    expect(page.body.match(/target="_top"/g)).toHaveLength(3)
    const unknown = await t.call('GET', `/api/sandbox/wechat/authorize?state=${'x'.repeat(32)}`)
    expect(unknown.status).toBe(400)
  })

  it('redirects a scan to /pc/login with a code and the state; JSON callers get them in the envelope', async () => {
    const browser = await render()
    const { location, state, code } = await scan(browser, 'b')
    expect(location.pathname).toBe('/pc/login')
    expect(state).toBe(browser.state)
    expect(code.length).toBeGreaterThan(20)
    const json = await t.call('GET', `/api/sandbox/wechat/scan?state=${browser.state}&identity=c`, {
      headers: { accept: 'application/json' },
    })
    expect(json.json.data.location).toBe(`/pc/login?code=${json.json.data.code}&state=${browser.state}`)
    expect((await t.call('GET', `/api/sandbox/wechat/scan?state=${browser.state}&identity=z`)).status).toBe(400)
  })
})

describe('callback', () => {
  it('refuses a state that is not this browser’s (CSRF) with 403 state 不匹配, leaving the code usable', async () => {
    const victim = await render()
    const attacker = await render()
    const scanned = await scan(attacker, 'a')
    const forged = await callback(scanned, victim.cookie)
    expect(forged.status).toBe(403)
    expect(forged.json).toEqual({ code: 403, msg: 'state 不匹配', data: null })
    expect((await callback(scanned)).json.msg).toBe('state 不匹配')
    expect((await callback(scanned, attacker.cookie)).json.code).toBe(200)
  })

  it('logs a bound identity straight in: our token, its profile, and the ids', async () => {
    const browser = await render()
    const res = await callback(await scan(browser, A.key), browser.cookie)
    expect(res.json.msg).toBe('登录成功')
    expect(res.json.data).toMatchObject({
      openid: A.openid,
      unionid: A.unionid,
      userInfo: { id: DEMO_CUSTOMER_ID, phonenum: DEMO_CUSTOMER_PHONE },
    })
    const info = await t.call('GET', '/api/business/C_customers/userinfo', { token: res.json.data.accessToken })
    expect(info.json.data.id).toBe(DEMO_CUSTOMER_ID)
    expect(setCookieOf(res.headers)).toContain('Max-Age=0')
  })

  it('uses a code once only', async () => {
    const browser = await render()
    const scanned = await scan(browser, B.key)
    expect((await callback(scanned, browser.cookie)).json.code).toBe(200)
    const again = await callback(scanned, browser.cookie)
    expect(again.status).toBe(400)
    expect(again.json.msg).toBe('授权码无效或已过期，请重新扫码')
  })

  it('refuses a code older than 10 minutes', async () => {
    const browser = await render()
    const scanned = await scan(browser, A.key)
    t.clock.advance(10 * MINUTE + 1000)
    const res = await callback(scanned, browser.cookie)
    expect(res.status).toBe(400)
    expect(res.json.msg).toBe('授权码无效或已过期，请重新扫码')
  })

  it('refuses a state older than 30 minutes', async () => {
    const browser = await render()
    t.clock.advance(30 * MINUTE + 1000)
    expect((await t.call('GET', browser.url)).status).toBe(400)
    expect((await t.call('GET', `/api/sandbox/wechat/scan?state=${browser.state}&identity=a`)).status).toBe(400)
  })
})

describe('first scan of an unbound identity, then loginByWx', () => {
  const phone = '13500000077'

  it('answers only the ids, binds the phone with an SMS code, and the next scan logs straight in', async () => {
    const browser = await render()
    const exchanged = await callback(await scan(browser, B.key), browser.cookie)
    expect(exchanged.json.code).toBe(200)
    expect(exchanged.json.data).toEqual({ openid: B.openid, unionid: B.unionid })

    const verCode = await smsFor(phone)
    const bound = await loginByWx({ phone, verCode, openId: B.openid, unionId: B.unionid }, browser.cookie)
    expect(bound.json.code).toBe(200)
    const token = bound.json.msg
    expect(bound.json.data.token).toBe(token)
    const info = await t.call('GET', '/api/business/C_customers/userinfo', { token })
    expect(info.json.data.phonenum).toBe(phone)
    const [row] = await t.db.select().from(customers).where(eq(customers.phonenum, phone))
    expect(row).toMatchObject({ openid: B.openid, unionid: B.unionid })

    // The same verified exchange cannot bind a second time.
    const replay = await loginByWx({ phone, verCode: await smsFor(phone), openId: B.openid, unionId: B.unionid }, browser.cookie)
    expect(replay.status).toBe(403)

    const next = await render()
    const second = await callback(await scan(next, B.key), next.cookie)
    expect(second.json.msg).toBe('登录成功')
    expect(second.json.data.userInfo.id).toBe(info.json.data.id)
  })

  it('refuses ids this browser’s exchange did not verify, without consuming the SMS code', async () => {
    const browser = await render()
    await callback(await scan(browser, C.key), browser.cookie)
    const other = await render()
    const otherPhone = '13500000078'
    const verCode = await smsFor(otherPhone)
    const attempts = [
      loginByWx({ phone: otherPhone, verCode, openId: A.openid, unionId: A.unionid }, browser.cookie),
      loginByWx({ phone: otherPhone, verCode, openId: 'made-up-openid', unionId: 'made-up-unionid' }, browser.cookie),
      loginByWx({ phone: otherPhone, verCode, openId: C.openid, unionId: B.unionid }, browser.cookie),
      loginByWx({ phone: otherPhone, verCode, openId: C.openid, unionId: C.unionid }),
      loginByWx({ phone: otherPhone, verCode, openId: C.openid, unionId: C.unionid }, other.cookie),
    ]
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403)
      expect(res.json.msg).toBe('微信授权无效或已过期，请重新扫码')
    }
    const ok = await loginByWx({ phone: otherPhone, verCode, openId: C.openid, unionId: C.unionid }, browser.cookie)
    expect(ok.json.code).toBe(200)
  })

  it('refuses a verified identity after 10 minutes', async () => {
    const browser = await render()
    // C is bound now; a fresh customer-free identity is needed: unbind C in the database for this case.
    await t.db.update(customers).set({ openid: null, unionid: null }).where(eq(customers.unionid, C.unionid))
    await callback(await scan(browser, C.key), browser.cookie)
    const verCode = await smsFor('13500000079')
    t.clock.advance(10 * MINUTE + 1000)
    const res = await loginByWx({ phone: '13500000079', verCode, openId: C.openid, unionId: C.unionid }, browser.cookie)
    expect(res.status).toBe(403)
  })

  it('refuses with 409 a phone already bound to another WeChat identity', async () => {
    const browser = await render()
    await callback(await scan(browser, C.key), browser.cookie)
    const verCode = await smsFor(DEMO_CUSTOMER_PHONE)
    const res = await loginByWx({ phone: DEMO_CUSTOMER_PHONE, verCode, openId: C.openid, unionId: C.unionid }, browser.cookie)
    expect(res.status).toBe(409)
    expect(res.json.msg).toBe('该手机号已绑定其他微信账号')
    const [demo] = await t.db.select().from(customers).where(eq(customers.id, DEMO_CUSTOMER_ID))
    expect(demo.unionid).toBe(A.unionid)
  })

  it('refuses a wrong SMS code with 400', async () => {
    const browser = await render()
    await callback(await scan(browser, C.key), browser.cookie)
    const verCode = await smsFor('13500000080')
    const wrong = String((Number(verCode) + 1) % 1_000_000).padStart(6, '0')
    const res = await loginByWx({ phone: '13500000080', verCode: wrong, openId: C.openid, unionId: C.unionid }, browser.cookie)
    expect(res.status).toBe(400)
    expect(res.json.msg).toBe('验证码错误或已失效')
  })
})
