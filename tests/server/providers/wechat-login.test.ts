// WeChat website QR login through the real app with the open-platform provider pointed at a local fake WeChat:
// render gives the qrconnect URL with our state, a scan's code is traded by the callback operation (bound identity
// logs in, unknown one binds a phone), a code works once, a wrong secret or a missing unionid gives a clear 503, a
// state from another browser is refused.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../../../server/config-error'
import { customers } from '../../../server/db/schema'
import { DEMO_CUSTOMER_ID, SANDBOX_WECHAT_IDENTITIES } from '../../../server/db/seed-data/demo-accounts'
import { WECHAT_UNAVAILABLE_MSG } from '../../../server/modules/auth/wechat-login-service'
import { selectProviders } from '../../../server/providers/select-providers'
import { WechatOpenLoginProvider } from '../../../server/providers/wechat-login/wechat-login-provider'
import { readWechatLoginSettings, type WechatLoginSettings } from '../../../server/providers/wechat-login/wechat-login-settings'
import type { WechatProvider } from '../../../server/providers/wechat-provider'
import { startWechatOpenFake, type FakeWechatPerson, type WechatOpenFake } from '../../../tools/fake-platforms/wechat-open-fake'
import { freePort } from '../../../tools/free-port'
import { startTestApp, type TestApp } from '../support/test-app'

const PUBLIC_BASE_URL = 'https://shop.example.com'
const MINUTE = 60_000
const BOUND: FakeWechatPerson = { unionid: SANDBOX_WECHAT_IDENTITIES[0].unionid, nickname: '已绑定用户' }

let fake: WechatOpenFake
let t: TestApp
let settings: WechatLoginSettings
let current: WechatProvider
let fakeOffset = 0
const lines: string[] = []

const use = (patch: Partial<WechatLoginSettings> = {}, publicBaseUrl = PUBLIC_BASE_URL) => {
  current = new WechatOpenLoginProvider({ ...settings, ...patch }, publicBaseUrl)
}

beforeAll(async () => {
  fake = await startWechatOpenFake({ callbackDomain: new URL(PUBLIC_BASE_URL).host, clock: () => new Date(Date.now() + fakeOffset) })
  settings = readWechatLoginSettings(fake.settingsEnv)!
  use()
  // The app holds this switch, so one app serves every case (a provider with a wrong secret, another domain...).
  const wechat: WechatProvider = {
    name: 'wechat-open',
    authorizeUrl: (state) => current.authorizeUrl(state),
    exchange: (code, now) => current.exchange(code, now),
  }
  t = await startTestApp({
    env: { PUBLIC_BASE_URL },
    providers: (config, db) => ({ ...selectProviders(config, db), wechat }),
    logStream: { write: (line) => void lines.push(line) },
  })
})
afterAll(async () => {
  await t?.close()
  await fake?.close()
})
beforeEach(() => {
  use()
  fakeOffset = 0
})

interface Browser {
  state: string
  cookie: string
  url: string
}

/** render, then the browser loads the QR page at (fake) WeChat. */
async function render(): Promise<Browser> {
  const res = await t.call('POST', '/api/business/C_customers/render', { body: {} })
  expect(res.json.code).toBe(200)
  const state = /summit_wx_state=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1] ?? ''
  return { state, cookie: `summit_wx_state=${state}`, url: res.json.msg }
}

async function showQr(browser: Browser) {
  const page = await fetch(browser.url)
  return { status: page.status, html: await page.text() }
}

/** Loads the QR page, scans it as `person`, and reads code and state off WeChat's redirect to our login page. */
async function scan(browser: Browser, person: FakeWechatPerson) {
  await showQr(browser)
  const redirect = new URL(fake.scan(browser.state, person))
  return { code: redirect.searchParams.get('code') ?? '', state: redirect.searchParams.get('state') ?? '', redirect }
}

const callback = (scanned: { code: string; state: string }, cookie?: string) =>
  t.call('POST', '/api/business/C_customers/callback', {
    body: { code: scanned.code, state: scanned.state },
    headers: cookie ? { cookie } : {},
  })
const warnLines = () => lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'wechat login exchange failed')

describe('render', () => {
  it('answers the qrconnect URL at WeChat (the fake) with our appid, our callback and this browser’s state; the page loads', async () => {
    const browser = await render()
    expect(browser.state).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(browser.url).toBe(
      `${fake.url}/connect/qrconnect?appid=${fake.appId}&redirect_uri=${encodeURIComponent(`${PUBLIC_BASE_URL}/pc/login`)}` +
        `&response_type=code&scope=snsapi_login&state=${browser.state}&login_type=jssdk&self_redirect=false#wechat_redirect`,
    )
    const before = fake.refusals().length
    const page = await showQr(browser)
    expect(page.html).toContain('请使用微信扫描二维码登录')
    expect(fake.refusals()).toHaveLength(before)
  })

  it('the fake refuses a redirect_uri off the authorised domain and an unknown appid (no QR, no scan)', async () => {
    use({}, 'https://evil.example.net')
    const evil = await render()
    expect((await showQr(evil)).html).toContain('redirect_uri 参数错误')
    expect(() => fake.scan(evil.state, BOUND)).toThrow(/no QR page/)
    use({ appId: 'wx0000000000000000' })
    expect((await showQr(await render())).html).toContain('AppID 参数错误')
  })
})

describe('callback with the code WeChat redirected back with', () => {
  it('logs a bound customer straight in', async () => {
    const browser = await render()
    const scanned = await scan(browser, BOUND)
    expect(scanned.redirect.origin + scanned.redirect.pathname).toBe(`${PUBLIC_BASE_URL}/pc/login`)
    expect(scanned.state).toBe(browser.state)
    const res = await callback(scanned, browser.cookie)
    expect(res.json).toMatchObject({ code: 200, msg: '登录成功', data: { unionid: BOUND.unionid, userInfo: { id: DEMO_CUSTOMER_ID } } })
    const info = await t.call('GET', '/api/business/C_customers/userinfo', { token: res.json.data.accessToken })
    expect(info.json.data.id).toBe(DEMO_CUSTOMER_ID)
  })

  it('asks an unknown identity to bind a phone, and loginByWx binds exactly that unionid', async () => {
    const person = { unionid: 'o6_unionid_new_person_0001', nickname: '新朋友' }
    const browser = await render()
    const res = await callback(await scan(browser, person), browser.cookie)
    expect(res.json.code).toBe(200)
    expect(res.json.msg).toBe('首次扫码登录需要绑定手机号')
    const { openid, unionid } = res.json.data
    expect(unionid).toBe(person.unionid)
    const phone = '13600000031'
    expect((await t.call('POST', `/api/business/C_customers/sendVerCode?phone=${phone}`)).json.code).toBe(200)
    const verCode = await t.smsCode(phone)
    const bound = await t.call('POST', '/api/business/C_customers/loginByWx', {
      body: { phone, verCode, openId: openid, unionId: unionid },
      headers: { cookie: browser.cookie },
    })
    expect(bound.json.code).toBe(200)
    const [row] = await t.db.select().from(customers).where(eq(customers.phonenum, phone))
    expect(row).toMatchObject({ unionid: person.unionid, openid })
  })

  it('refuses a code used twice (WeChat answers 40163)', async () => {
    const first = await render()
    const scanned = await scan(first, { unionid: 'o6_unionid_twice', nickname: '两次' })
    expect((await callback(scanned, first.cookie)).json.code).toBe(200)
    const second = await render()
    const again = await callback({ code: scanned.code, state: second.state }, second.cookie)
    expect(again.status).toBe(400)
    expect(again.json.msg).toBe('授权码无效或已过期，请重新扫码')
    expect(fake.refusals().at(-1)).toBe('40163')
  })

  it('refuses a code older than 10 minutes at WeChat, and a code WeChat never issued', async () => {
    const browser = await render()
    const scanned = await scan(browser, BOUND)
    fakeOffset = 10 * MINUTE + 1000
    expect((await callback(scanned, browser.cookie)).json.msg).toBe('授权码无效或已过期，请重新扫码')
    expect(fake.refusals().at(-1)).toBe('42003')
    expect((await callback({ code: 'never-issued', state: browser.state }, browser.cookie)).status).toBe(400)
    expect(fake.refusals().at(-1)).toBe('40029')
  })

  it('refuses a state from another browser (cookie check) before WeChat is asked; the code stays usable', async () => {
    const victim = await render()
    const attacker = await render()
    const scanned = await scan(attacker, BOUND)
    const forged = await callback(scanned, victim.cookie)
    expect(forged.status).toBe(403)
    expect(forged.json).toEqual({ code: 403, msg: 'state 不匹配', data: null })
    expect((await callback(scanned, attacker.cookie)).json.code).toBe(200)
  })
})

describe('a WeChat side that cannot vouch', () => {
  it('wrong secret: WeChat answers 40125, the customer sees a clear 503, the state stays open for a new scan', async () => {
    const browser = await render()
    use({ secret: 'not-the-secret' })
    const res = await callback(await scan(browser, BOUND), browser.cookie)
    expect(res.status).toBe(503)
    expect(res.json).toEqual({ code: 503, msg: WECHAT_UNAVAILABLE_MSG, data: null })
    expect(fake.refusals().at(-1)).toBe('40125')
    expect(warnLines().at(-1)).toMatchObject({ level: 40, provider: 'wechat-open', reason: 'unavailable', platformCode: '40125' })
    use()
    expect((await callback(await scan(browser, BOUND), browser.cookie)).json.msg).toBe('登录成功')
  })

  it('an identity without unionid (app not bound to the open platform): 503, nothing bound, logged as no-unionid', async () => {
    const browser = await render()
    const res = await callback(await scan(browser, { unionid: null, nickname: '无unionid' }), browser.cookie)
    expect(res.json).toEqual({ code: 503, msg: WECHAT_UNAVAILABLE_MSG, data: null })
    expect(warnLines().at(-1)).toMatchObject({ reason: 'no-unionid' })
  })

  it('an unreachable WeChat API: 503', async () => {
    const browser = await render()
    const scanned = await scan(browser, BOUND)
    use({ apiBaseUrl: `http://127.0.0.1:${await freePort()}` })
    expect((await callback(scanned, browser.cookie)).status).toBe(503)
    expect(warnLines().at(-1)).toMatchObject({ platformCode: 'Unreachable' })
  })

  it('logs carry no code, openid, unionid or secret', () => {
    const all = lines.join('\n')
    expect(warnLines().length).toBeGreaterThanOrEqual(3)
    expect(all).not.toContain(fake.secret)
    expect(all).not.toContain(BOUND.unionid!)
    expect(all).not.toMatch(/"code":"[0-9a-f]{32}"/)
  })
})

describe('readWechatLoginSettings', () => {
  it('is undefined when nothing is set, defaults WeChat’s URLs, refuses incomplete or malformed settings without the secret', () => {
    expect(readWechatLoginSettings({})).toBeUndefined()
    const full = { WECHAT_LOGIN_APPID: 'wx1234567890abcdef', WECHAT_LOGIN_SECRET: 'sekret-value' }
    expect(readWechatLoginSettings(full)).toEqual({
      appId: 'wx1234567890abcdef',
      secret: 'sekret-value',
      openBaseUrl: 'https://open.weixin.qq.com',
      apiBaseUrl: 'https://api.weixin.qq.com',
    })
    expect(() => readWechatLoginSettings({ WECHAT_LOGIN_APPID: full.WECHAT_LOGIN_APPID })).toThrow(/WECHAT_LOGIN_SECRET/)
    expect(() => readWechatLoginSettings({ ...full, WECHAT_LOGIN_APPID: 'abc' })).toThrow(ConfigError)
    expect(() => readWechatLoginSettings({ ...full, WECHAT_API_BASE_URL: 'nope' })).toThrow(/WECHAT_API_BASE_URL/)
    try {
      readWechatLoginSettings({ ...full, WECHAT_OPEN_BASE_URL: 'ftp://x' })
      expect.unreachable()
    } catch (error) {
      expect(String(error)).not.toContain('sekret-value')
    }
    expect(() => new WechatOpenLoginProvider(readWechatLoginSettings(full)!, '')).toThrow(/PUBLIC_BASE_URL/)
  })
})
