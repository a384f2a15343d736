// Alibaba Cloud SMS through the real app: sendVerCode sends a SendSms request the fake platform verifies (ACS3
// signature recomputed with the secret it issued), the delivered code logs in; a refused or failed send leaves no
// code behind and gives the customer a clear message; no log line carries a phone number or a code.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { smsCodes } from '../../../server/db/schema'
import { SMS_INVALID_PHONE_MSG, SMS_RATE_LIMITED_MSG, SMS_UNAVAILABLE_MSG } from '../../../server/modules/auth/sms-code-service'
import { AliyunSmsProvider, type AliyunSmsOptions } from '../../../server/providers/aliyun-sms/aliyun-sms-provider'
import { readAliyunSmsSettings, type AliyunSmsSettings } from '../../../server/providers/aliyun-sms/aliyun-sms-settings'
import { selectProviders } from '../../../server/providers/select-providers'
import type { SmsProvider } from '../../../server/providers/sms-provider'
import { ConfigError } from '../../../server/config-error'
import { startAliyunSmsFake, type AliyunSmsFake } from '../../../tools/fake-platforms/aliyun-sms-fake'
import { freePort } from '../../../tools/free-port'
import { startTestApp, type TestApp } from '../support/test-app'

let fake: AliyunSmsFake
let t: TestApp
let settings: AliyunSmsSettings
let current: SmsProvider
const lines: string[] = []
const phonesUsed: string[] = []

/** The app's SMS provider for the next sends (the app holds this switch, so one app serves every case). */
const use = (patch: Partial<AliyunSmsSettings> = {}, options?: AliyunSmsOptions) => {
  current = new AliyunSmsProvider({ ...settings, ...patch }, options)
}

beforeAll(async () => {
  fake = await startAliyunSmsFake()
  settings = readAliyunSmsSettings(fake.settingsEnv)!
  use()
  const sms: SmsProvider = { name: 'aliyun-sms', send: (m) => current.send(m) }
  t = await startTestApp({
    providers: (config, db) => ({ ...selectProviders(config, db), sms }),
    logStream: { write: (line) => void lines.push(line) },
  })
})
afterAll(async () => {
  await t?.close()
  await fake?.close()
})
beforeEach(() => {
  use()
  fake.failWith(null)
})

const send = (phone: string) => {
  phonesUsed.push(phone)
  return t.call('POST', `/api/business/C_customers/sendVerCode?phone=${phone}`)
}
const loginByPhone = (phone: string, verCode: string) =>
  t.call('POST', '/api/business/C_customers/loginByPhone', { body: { phone, verCode } })
const codeRows = (phone: string) => t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))
const warnLines = () => lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'sms send failed')

describe('sending a code', () => {
  it('sends a signed SendSms the platform accepts, and the delivered code logs in via loginByPhone', async () => {
    const phone = '13500000021'
    const refusalsBefore = fake.refusals().length
    const sent = await send(phone)
    expect(sent.json).toEqual({ code: 200, msg: '发送成功', data: null })
    expect(fake.refusals()).toHaveLength(refusalsBefore)
    const [message] = fake.delivered().filter((m) => m.phone === phone)
    expect(message).toMatchObject({ signName: settings.signName, templateCode: settings.templateCode })
    const code = fake.latestCode(phone)!
    expect(code).toMatch(/^\d{6}$/)
    const loggedIn = await loginByPhone(phone, code)
    expect(loggedIn.json.code).toBe(200)
    expect(loggedIn.json.data.token).toBe(loggedIn.json.msg)
  })
})

describe('a send the platform refuses or cannot take', () => {
  it('wrong secret: the fake answers SignatureDoesNotMatch, the customer sees a clear 503, no code is kept', async () => {
    const phone = '13500000022'
    use({ accessKeySecret: `${settings.accessKeySecret}x` })
    const sent = await send(phone)
    expect(sent.status).toBe(503)
    expect(sent.json).toEqual({ code: 503, msg: SMS_UNAVAILABLE_MSG, data: null })
    expect(fake.refusals().at(-1)).toBe('SignatureDoesNotMatch')
    expect(fake.latestCode(phone)).toBeUndefined()
    expect(await codeRows(phone)).toHaveLength(0)
    expect(warnLines().at(-1)).toMatchObject({
      level: 40,
      provider: 'aliyun-sms',
      reason: 'unavailable',
      platformCode: 'SignatureDoesNotMatch',
      phone: '135****0022',
    })
    expect(lines.some((l) => l.includes('unhandled error'))).toBe(false)
    // Not counted as sent: the customer may try again at once (no "60 秒后再试"), and the retry works.
    use()
    const retry = await send(phone)
    expect(retry.json.code).toBe(200)
    expect((await loginByPhone(phone, fake.latestCode(phone)!)).json.code).toBe(200)
  })

  it('an unknown AccessKey id is refused by the platform (InvalidAccessKeyId.NotFound)', async () => {
    use({ accessKeyId: 'LTAIunknown' })
    const sent = await send('13500000023')
    expect(sent.json).toEqual({ code: 503, msg: SMS_UNAVAILABLE_MSG, data: null })
    expect(fake.refusals().at(-1)).toBe('InvalidAccessKeyId.NotFound')
  })

  it('a request time 20 minutes off is refused (InvalidTimeStamp.Expired)', async () => {
    use({}, { clock: () => new Date(Date.now() - 20 * 60_000) })
    expect((await send('13500000024')).status).toBe(503)
    expect(fake.refusals().at(-1)).toBe('InvalidTimeStamp.Expired')
  })

  it('a replayed request (same nonce) is refused (SignatureNonceUsed)', async () => {
    const twice: typeof fetch = async (input, init) => {
      await fetch(input, init)
      return fetch(input, init)
    }
    use({}, { fetch: twice })
    expect((await send('13500000025')).status).toBe(503)
    expect(fake.refusals().at(-1)).toBe('SignatureNonceUsed')
  })

  it('a wrong sign name or template is refused with the platform code, 503 for the customer', async () => {
    use({ signName: '别家签名' })
    expect((await send('13500000026')).status).toBe(503)
    expect(warnLines().at(-1)?.platformCode).toBe('isv.SMS_SIGNATURE_ILLEGAL')
    use({ templateCode: 'SMS_1' })
    expect((await send('13500000027')).status).toBe(503)
    expect(warnLines().at(-1)?.platformCode).toBe('isv.SMS_TEMPLATE_ILLEGAL')
    expect(await codeRows('13500000026')).toHaveLength(0)
  })

  it('business limit (isv.BUSINESS_LIMIT_CONTROL): 429 saying to wait, no code kept', async () => {
    const phone = '13500000028'
    fake.failWith('isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1')
    const sent = await send(phone)
    expect(sent.status).toBe(429)
    expect(sent.json).toEqual({ code: 429, msg: SMS_RATE_LIMITED_MSG, data: null })
    expect(await codeRows(phone)).toHaveLength(0)
    expect(warnLines().at(-1)).toMatchObject({ reason: 'rate-limited', platformCode: 'isv.BUSINESS_LIMIT_CONTROL' })
  })

  it('a number the platform refuses (isv.MOBILE_NUMBER_ILLEGAL): 400 asking to check the number', async () => {
    fake.failWith('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号')
    const sent = await send('13500000029')
    expect(sent.json).toEqual({ code: 400, msg: SMS_INVALID_PHONE_MSG, data: null })
  })

  it('an unreachable endpoint: 503 with the same clear message, no code kept', async () => {
    use({ endpoint: `http://127.0.0.1:${await freePort()}` })
    const phone = '13500000030'
    const sent = await send(phone)
    expect(sent.json).toEqual({ code: 503, msg: SMS_UNAVAILABLE_MSG, data: null })
    expect(warnLines().at(-1)).toMatchObject({ reason: 'unavailable', platformCode: 'Unreachable' })
    expect(await codeRows(phone)).toHaveLength(0)
  })
})

describe('logs', () => {
  it('carry no phone number and no code (a masked phone at most)', () => {
    const all = lines.join('\n')
    expect(lines.length).toBeGreaterThan(10)
    expect(warnLines().length).toBeGreaterThanOrEqual(7)
    for (const phone of phonesUsed) expect(all).not.toContain(phone)
    const codes = fake.delivered().map((m) => m.params.code)
    expect(codes.length).toBeGreaterThan(0)
    for (const code of codes) expect(all).not.toContain(code)
  })
})

describe('readAliyunSmsSettings', () => {
  const full = {
    ALIYUN_SMS_ACCESS_KEY_ID: 'LTAIid',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'very-secret-value',
    ALIYUN_SMS_SIGN_NAME: '峰顶软件',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_465300001',
  }
  it('is undefined when nothing is set, defaults the endpoint, and names what is missing without printing a secret', () => {
    expect(readAliyunSmsSettings({})).toBeUndefined()
    expect(readAliyunSmsSettings(full)?.endpoint).toBe('https://dysmsapi.aliyuncs.com')
    const { ALIYUN_SMS_SIGN_NAME: _omitted, ...partial } = full
    expect(() => readAliyunSmsSettings(partial)).toThrow(ConfigError)
    expect(() => readAliyunSmsSettings(partial)).toThrow(/ALIYUN_SMS_SIGN_NAME/)
    try {
      readAliyunSmsSettings({ ...full, ALIYUN_SMS_ENDPOINT: 'not a url' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      expect(String(error)).toMatch(/ALIYUN_SMS_ENDPOINT/)
      expect(String(error)).not.toContain('very-secret-value')
    }
    expect(() => readAliyunSmsSettings({ ...full, ALIYUN_SMS_TEMPLATE_CODE: 'template' })).toThrow(/ALIYUN_SMS_TEMPLATE_CODE/)
  })
})
