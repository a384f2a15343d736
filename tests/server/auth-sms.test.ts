// SMS login codes through the real app: expiry, single use, wrong-check limit, send limits, enumeration
// resistance; reseller login and logout. Time moves by the app's test clock, never by sleeping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_CUSTOMER_PHONE,
  DEMO_RETAILER_ID,
  DEMO_RETAILER_PHONE,
  DEMO_VIP_CUSTOMER_PHONE,
} from '../../server/db/seed-data/demo-accounts'
import { SMS_MAX_PER_IP_PER_HOUR } from '../../domain/limits'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const send = (phone: string, ip?: string) => t.call('POST', `/api/business/C_customers/sendVerCode?phone=${phone}`, { ip })
const login = (phone: string, verCode: string) => t.call('POST', '/api/business/C_customers/loginByPhone', { body: { phone, verCode } })
const check = (phone: string, verCode: string) => t.call('POST', `/api/business/C_customers/checkVerCode?phone=${phone}&verCode=${verCode}`)
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('the code', () => {
  it('is 6 digits, answered with 发送成功, and expires after 5 minutes', async () => {
    const phone = '13300000001'
    const sent = await send(phone)
    expect(sent.status).toBe(200)
    expect(sent.json).toEqual({ code: 200, msg: '发送成功', data: null })
    const code = await t.smsCode(phone)
    expect(code).toMatch(/^[0-9]{6}$/)
    t.clock.advance(5 * MINUTE + SECOND)
    const late = await login(phone, code)
    expect(late.status).toBe(400)
    expect(late.json.msg).toBe('验证码错误或已失效')
  })

  it('works just before it expires, and only once', async () => {
    const phone = '13300000002'
    await send(phone)
    const code = await t.smsCode(phone)
    t.clock.advance(5 * MINUTE - SECOND)
    const first = await login(phone, code)
    expect(first.json.code).toBe(200)
    expect(first.json.msg).toBe(first.json.data.token)
    const again = await login(phone, code)
    expect(again.status).toBe(400)
  })

  it('dies after 5 wrong checks, even for the right code', async () => {
    const phone = '13300000003'
    await send(phone)
    const code = await t.smsCode(phone)
    for (let i = 0; i < 5; i += 1) expect((await login(phone, wrongOf(code))).status).toBe(400)
    const right = await login(phone, code)
    expect(right.status).toBe(400)
    expect(right.json.msg).toBe('验证码错误或已失效')
  })

  it('still works after 4 wrong checks', async () => {
    const phone = '13300000004'
    await send(phone)
    const code = await t.smsCode(phone)
    for (let i = 0; i < 4; i += 1) await login(phone, wrongOf(code))
    expect((await login(phone, code)).json.code).toBe(200)
  })

  it('counts parallel wrong guesses exactly: only 5 of 20 are checked', async () => {
    const phone = '13300000005'
    await send(phone)
    const code = await t.smsCode(phone)
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
    await Promise.all(guesses.map((g) => login(phone, g)))
    expect((await login(phone, code)).status).toBe(400)
  })

  it('is replaced by a newer code', async () => {
    const phone = '13300000006'
    await send(phone)
    const older = await t.smsCode(phone)
    t.clock.advance(61 * SECOND)
    await send(phone)
    const newer = await t.smsCode(phone)
    if (older !== newer) expect((await login(phone, older)).status).toBe(400)
    expect((await login(phone, newer)).json.code).toBe(200)
  })

  it('never works again once superseded, even after the newer code is used', async () => {
    const phone = '13300000007'
    await send(phone)
    const older = await t.smsCode(phone)
    t.clock.advance(61 * SECOND)
    await send(phone)
    const newer = await t.smsCode(phone)
    expect(newer).not.toBe(older) // one chance in a million to draw the same code; rerun
    expect((await login(phone, newer)).json.code).toBe(200)
    const late = await login(phone, older)
    expect(late.status).toBe(400)
    expect(late.json.msg).toBe('验证码错误或已失效')
    expect((await check(phone, older)).status).toBe(400)
  })
})

describe('checkVerCode', () => {
  it('checks without consuming: a right check leaves the code usable and does not count', async () => {
    const phone = '13300000011'
    await send(phone)
    const code = await t.smsCode(phone)
    for (let i = 0; i < 7; i += 1) {
      const res = await check(phone, code)
      expect(res.status).toBe(200)
      expect(res.json.msg).toBe('验证成功')
    }
    expect((await login(phone, code)).json.code).toBe(200)
    expect((await check(phone, code)).status).toBe(400)
  })

  it('counts a wrong check towards the five', async () => {
    const phone = '13300000012'
    await send(phone)
    const code = await t.smsCode(phone)
    for (let i = 0; i < 4; i += 1) expect((await check(phone, wrongOf(code))).json.msg).toBe('验证码错误或已失效')
    expect((await login(phone, wrongOf(code))).status).toBe(400)
    expect((await check(phone, code)).status).toBe(400)
    expect((await login(phone, code)).status).toBe(400)
  })
})

describe('send limits', () => {
  it('refuses a resend within 60 s with 429 saying how long to wait', async () => {
    const phone = '13300000021'
    expect((await send(phone)).status).toBe(200)
    const now = await send(phone)
    expect(now.status).toBe(429)
    expect(now.json).toEqual({ code: 429, msg: '验证码已发送，请 60 秒后再试', data: null })
    t.clock.advance(45 * SECOND)
    expect((await send(phone)).json.msg).toBe('验证码已发送，请 15 秒后再试')
    t.clock.advance(15 * SECOND)
    expect((await send(phone)).status).toBe(200)
  })

  it('allows 5 codes an hour per phone', async () => {
    const phone = '13300000022'
    for (let i = 0; i < 5; i += 1) {
      expect((await send(phone, '198.51.100.22')).status).toBe(200)
      t.clock.advance(61 * SECOND)
    }
    const sixth = await send(phone, '198.51.100.22')
    expect(sixth.status).toBe(429)
    expect(sixth.json.msg).toBe('该手机号获取验证码过于频繁，请 1 小时后再试')
    t.clock.advance(HOUR - 5 * 61 * SECOND + SECOND)
    expect((await send(phone, '198.51.100.22')).status).toBe(200)
  })

  it('allows 10 codes a day per phone', async () => {
    const phone = '13300000023'
    const ip = '198.51.100.23'
    const sendBurst = async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await send(phone, ip)).status).toBe(200)
        t.clock.advance(61 * SECOND)
      }
    }
    await sendBurst()
    t.clock.advance(HOUR)
    await sendBurst()
    t.clock.advance(HOUR)
    const eleventh = await send(phone, ip)
    expect(eleventh.status).toBe(429)
    expect(eleventh.json.msg).toBe('该手机号今日获取验证码次数已达上限，请明天再试')
    // 24 hours after the first code, the window has room again.
    t.clock.advance(24 * HOUR - 2 * HOUR - 10 * 61 * SECOND + SECOND)
    expect((await send(phone, ip)).status).toBe(200)
  })

  it(`allows ${SMS_MAX_PER_IP_PER_HOUR} codes an hour per IP, whatever the phones`, async () => {
    const ip = '203.0.113.9'
    for (let i = 0; i < SMS_MAX_PER_IP_PER_HOUR; i += 1) {
      expect((await send(`1320000${String(i).padStart(4, '0')}`, ip)).status).toBe(200)
    }
    const over = await send('13299999999', ip)
    expect(over.status).toBe(429)
    expect(over.json.msg).toBe('当前网络获取验证码过于频繁，请稍后再试')
    expect((await send('13299999999', '203.0.113.10')).status).toBe(200)
    t.clock.advance(HOUR)
    expect((await send('13299999998', ip)).status).toBe(200)
  })
})

describe('enumeration resistance', () => {
  it('answers a registered and an unregistered phone byte for byte the same', async () => {
    const registered = await send(DEMO_VIP_CUSTOMER_PHONE)
    const unknown = await send('13344445555')
    expect(registered.status).toBe(unknown.status)
    expect(registered.body).toBe(unknown.body)
    expect(registered.headers['content-type']).toBe(unknown.headers['content-type'])
    // And the refusals too.
    const registeredAgain = await send(DEMO_VIP_CUSTOMER_PHONE)
    const unknownAgain = await send('13344445555')
    expect(registeredAgain.status).toBe(429)
    expect(registeredAgain.body).toBe(unknownAgain.body)
  })
})

describe('reseller login', () => {
  it('refuses a phone that is not a reseller without consuming its code', async () => {
    await send(DEMO_CUSTOMER_PHONE)
    const code = await t.smsCode(DEMO_CUSTOMER_PHONE)
    const refused = await t.call('POST', '/api/business/C_retailers/loginByPhone', { body: { phone: DEMO_CUSTOMER_PHONE, verCode: code } })
    expect(refused.status).toBe(403)
    expect(refused.json).toEqual({ code: 403, msg: '该手机号不是分销商账号', data: null })
    expect((await login(DEMO_CUSTOMER_PHONE, code)).json.code).toBe(200)
  })

  it('signs a reseller in, answers its profile, and revokes the token at logout', async () => {
    await send(DEMO_RETAILER_PHONE)
    const code = await t.smsCode(DEMO_RETAILER_PHONE)
    const res = await t.call('POST', '/api/business/C_retailers/loginByPhone', { body: { phone: DEMO_RETAILER_PHONE, verCode: code } })
    expect(res.json.code).toBe(200)
    const token = res.json.msg as string
    expect(res.json.data.token).toBe(token)
    const info = await t.call('GET', '/api/business/C_retailers/userinfo', { token })
    expect(info.json.data).toMatchObject({ id: DEMO_RETAILER_ID, phonenumber: DEMO_RETAILER_PHONE, levelname: '二级分销商' })
    expect((await t.call('GET', '/api/business/C_customers/userinfo', { token })).status).toBe(403)
    expect((await t.call('GET', '/api/oauth/Logout', { token })).json).toEqual({ code: 200, msg: '已退出登录', data: null })
    const after = await t.call('GET', '/api/business/C_retailers/userinfo', { token })
    expect(after.status).toBe(401)
    expect(after.json.code).toBe(600)
    expect((await t.call('GET', '/api/oauth/Logout', { token })).json.code).toBe(600)
  })
})

describe('customer session', () => {
  it('creates the customer on first login; logout revokes only that token', async () => {
    const phone = '13300000031'
    const first = await t.login(phone)
    t.clock.advance(61 * SECOND)
    const second = await t.login(phone)
    const info = await t.call('GET', '/api/business/C_customers/userinfo', { token: first })
    expect(info.json.data).toMatchObject({ phonenum: phone, username: '用户0031' })
    expect((await t.call('GET', '/api/business/C_retailers/userinfo', { token: first })).status).toBe(403)
    await t.call('GET', '/api/oauth/Logout', { token: first })
    expect((await t.call('GET', '/api/business/C_customers/userinfo', { token: first })).json.code).toBe(600)
    expect((await t.call('GET', '/api/business/C_customers/userinfo', { token: second })).json.data.id).toBe(info.json.data.id)
  })

  it('expires a token after 30 days', async () => {
    const token = await t.login('13300000032')
    t.clock.advance(30 * 24 * HOUR + SECOND)
    expect((await t.call('GET', '/api/business/C_customers/userinfo', { token })).json.code).toBe(600)
  })
})
