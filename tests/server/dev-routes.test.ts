// Development mode is safe by construction: it listens on loopback unless HOST is set, and its /api/dev/ helpers and
// /api/sandbox/ pages answer only clients on this machine. Production starts only as staging (sandbox providers
// allowed, PUBLIC_BASE_URL set), with no /api/dev/ route at all.
import { createPublicKey, generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../server/config'
import { COMMITTED_PUBLIC_KEY_FILE, parseLicenseSigningKey } from '../../server/modules/licences/license-signing'
import { TEST_LICENSE_SIGNING_KEY } from './support/license-test-key'
import { startTestApp, type TestApp } from './support/test-app'

const REMOTE = '203.0.113.5'
const STATE = 's'.repeat(32)
const STAGING = {
  APP_ENV: 'production',
  ALLOW_SANDBOX_PROVIDERS: '1',
  PUBLIC_BASE_URL: 'https://staging.summit.example',
  LICENSE_SIGNING_KEY: TEST_LICENSE_SIGNING_KEY,
}

/** What an unknown route answers: the route is not there for this client. */
const routeAbsent = (res: { status: number; json: any }) => res.status === 404 && String(res.json?.msg).startsWith('接口不存在')

describe('configuration', () => {
  it('listens on 127.0.0.1 outside production unless HOST is set', () => {
    expect(readConfig({}).appEnv).toBe('development')
    expect(readConfig({}).host).toBe('127.0.0.1')
    expect(readConfig({ APP_ENV: 'test' }).host).toBe('127.0.0.1')
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(readConfig(STAGING).host).toBe('0.0.0.0')
  })

  it('refuses to sign in production with a key that is not the committed public key’s private half', () => {
    const folder = mkdtempSync(join(tmpdir(), 'summit-committed-key-'))
    try {
      const file = join(folder, 'license-public-key.pem')
      const ours = createPublicKey(parseLicenseSigningKey(TEST_LICENSE_SIGNING_KEY)).export({ type: 'spki', format: 'pem' })
      writeFileSync(file, ours)
      expect(readConfig({ ...STAGING, LICENSE_PUBLIC_KEY_FILE: file }).licenseSigningKey).toBe(TEST_LICENSE_SIGNING_KEY)
      writeFileSync(file, generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }))
      expect(() => readConfig({ ...STAGING, LICENSE_PUBLIC_KEY_FILE: file })).toThrow(/LICENSE_SIGNING_KEY is not the private half of/)
      // Outside production the development key is in use whatever is committed.
      expect(readConfig({ APP_ENV: 'test', LICENSE_SIGNING_KEY: TEST_LICENSE_SIGNING_KEY, LICENSE_PUBLIC_KEY_FILE: file }).appEnv).toBe(
        'test',
      )
      writeFileSync(file, 'not a key')
      expect(() => readConfig({ ...STAGING, LICENSE_PUBLIC_KEY_FILE: file })).toThrow(/is not a public key in PEM/)
      // Nothing committed yet (the repo today, until go-live): the published URL is the only copy, and production starts.
      expect(readConfig({ ...STAGING, LICENSE_PUBLIC_KEY_FILE: join(folder, 'missing.pem') }).appEnv).toBe('production')
      expect(COMMITTED_PUBLIC_KEY_FILE.endsWith('/keys/license-public-key.pem')).toBe(true)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('refuses production without the real providers (or ALLOW_SANDBOX_PROVIDERS=1) and PUBLIC_BASE_URL, naming what is missing', () => {
    const refusal = (() => {
      try {
        readConfig({ APP_ENV: 'production' })
      } catch (error) {
        return (error as Error).message
      }
    })()
    for (const named of [
      'Alibaba Cloud SMS (ALIYUN_SMS_ACCESS_KEY_ID',
      'WeChat login (WECHAT_LOGIN_APPID',
      'WeChat Pay (WECHATPAY_MCHID',
      'Alipay (ALIPAY_APP_ID',
      'FILE_URL_SECRET',
      'LICENSE_URL_SECRET',
      'PUBLIC_BASE_URL',
      'LICENSE_SIGNING_KEY',
      'or ALLOW_SANDBOX_PROVIDERS=1 for a staging server',
    ])
      expect(refusal).toContain(named)
    expect(() => readConfig({ APP_ENV: 'production', WECHATPAY_MCHID: '1900000001' })).toThrow(/WeChat Pay is partly configured: set /)
    expect(() => readConfig({ APP_ENV: 'production', ALLOW_SANDBOX_PROVIDERS: '1' })).toThrow(/missing: PUBLIC_BASE_URL/)
    expect(() => readConfig({ ...STAGING, LICENSE_SIGNING_KEY: '' })).toThrow(/missing: LICENSE_SIGNING_KEY \(the Ed25519 key/)
    expect(() => readConfig({ ...STAGING, LICENSE_SIGNING_KEY: 'not a key' })).toThrow(/LICENSE_SIGNING_KEY is not a PKCS#8/)
    expect(() => readConfig({ ...STAGING, PUBLIC_BASE_URL: 'shop.example' })).toThrow(/PUBLIC_BASE_URL must be an absolute URL/)
    expect(() => readConfig({ ...STAGING, PUBLIC_BASE_URL: 'https://shop.example/pc/' })).toThrow(/no path/)
    const staging = readConfig({ ...STAGING, PUBLIC_BASE_URL: 'https://staging.summit.example/' })
    expect(staging).toMatchObject({
      devRoutes: false,
      sandboxProviders: true,
      sandboxLoopbackOnly: false,
      publicBaseUrl: 'https://staging.summit.example',
    })
  })
})

describe('development (APP_ENV=development)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ env: { APP_ENV: 'development' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  const LOCAL_ONLY: Array<[string, string]> = [
    ['POST', '/api/dev/pay/SM20260101000000000000'],
    ['GET', '/api/sandbox/sms-outbox?phone=13812345678'],
    ['GET', `/api/sandbox/wechat/authorize?state=${STATE}`],
    ['GET', `/api/sandbox/wechat/scan?state=${STATE}&identity=a`],
    ['GET', '/api/sandbox/pay/checkout?trade=SM20260101000000000000-1'],
    ['POST', '/api/sandbox/pay/checkout'],
  ]
  const body = (method: string) => (method === 'POST' ? { body: { trade: 'SM20260101000000000000-1', outcome: 'paid' } } : {})

  it('answers the dev and sandbox routes to a loopback client', async () => {
    for (const [method, url] of LOCAL_ONLY) {
      const res = await t.call(method, url, body(method))
      expect([method, url, routeAbsent(res)]).toEqual([method, url, false])
    }
    await t.call('POST', '/api/business/C_customers/sendVerCode?phone=13812345678')
    expect((await t.call('GET', '/api/sandbox/sms-outbox?phone=13812345678', { ip: '::1' })).json.data.code).toMatch(/^\d{6}$/)
  })

  it('answers them to no other client: a remote address, a relayed request, an encoded path', async () => {
    await t.call('POST', '/api/business/C_customers/sendVerCode?phone=13812345679')
    for (const [method, url] of LOCAL_ONLY) {
      const remote = await t.call(method, url, { ...body(method), ip: REMOTE })
      expect([method, url, remote.status, remote.json.msg]).toEqual([method, url, 404, `接口不存在: ${method} ${url.split('?')[0]}`])
      // A local reverse proxy relaying someone else's request.
      const relayed = await t.call(method, url, { ...body(method), headers: { 'x-forwarded-for': REMOTE } })
      expect([method, url, routeAbsent(relayed)]).toEqual([method, url, true])
    }
    expect(routeAbsent(await t.call('GET', '/api/sandbox/sms-outbox?phone=13812345679', { ip: '::ffff:203.0.113.5' }))).toBe(true)
    expect(
      routeAbsent(await t.call('GET', '/api/sandbox/sms-outbox?phone=13812345679', { headers: { forwarded: 'for=203.0.113.5' } })),
    ).toBe(true)
    expect(routeAbsent(await t.call('GET', '/api/%73andbox/sms-outbox?phone=13812345679', { ip: REMOTE }))).toBe(true)
    // Fastify answers HEAD on every GET route: the check is on those routes too.
    expect((await t.call('HEAD', '/api/sandbox/sms-outbox?phone=13812345679', { ip: REMOTE })).status).toBe(404)
    expect((await t.call('HEAD', '/api/sandbox/sms-outbox?phone=13812345679')).status).toBe(200)
    expect(routeAbsent(await t.call('POST', '/api/%64ev/pay/SM20260101000000000000', { ip: REMOTE }))).toBe(true)
    // Everything else answers remote clients as usual.
    expect((await t.call('GET', '/api/health', { ip: REMOTE })).json.code).toBe(200)
  })
})

describe('staging (APP_ENV=production, ALLOW_SANDBOX_PROVIDERS=1)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ env: STAGING })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('has no /api/dev routes, even for loopback clients', async () => {
    for (const [method, url] of [
      ['POST', '/api/dev/pay/SM20260101000000000000'],
      ['GET', '/api/dev/sms-outbox?phone=13812345678'],
      ['GET', `/api/dev/wechat/authorize?state=${STATE}`],
      ['GET', '/api/dev/pay-sandbox/checkout?trade=SM20260101000000000000-1'],
    ]) {
      expect([url, routeAbsent(await t.call(method, url))]).toEqual([url, true])
    }
  })

  it('serves the sandbox pages to everyone, but the SMS outbox to loopback clients only', async () => {
    expect(routeAbsent(await t.call('GET', '/api/sandbox/pay/checkout?trade=SM20260101000000000000-1', { ip: REMOTE }))).toBe(false)
    expect(routeAbsent(await t.call('GET', `/api/sandbox/wechat/authorize?state=${STATE}`, { ip: REMOTE }))).toBe(false)
    await t.call('POST', '/api/business/C_customers/sendVerCode?phone=13812345670')
    expect(routeAbsent(await t.call('GET', '/api/sandbox/sms-outbox?phone=13812345670', { ip: REMOTE }))).toBe(true)
    expect(routeAbsent(await t.call('GET', '/api/sandbox/sms-outbox?phone=13812345670', { headers: { 'x-forwarded-for': REMOTE } }))).toBe(
      true,
    )
    expect((await t.call('GET', '/api/sandbox/sms-outbox?phone=13812345670')).json.data.code).toMatch(/^\d{6}$/)
  })

  it('builds the WeChat frame URL on PUBLIC_BASE_URL, whatever the Host header says', async () => {
    const res = await t.call('POST', '/api/business/C_customers/render', { body: {}, headers: { host: 'evil.example' } })
    expect(res.json.msg).toMatch(/^https:\/\/staging\.summit\.example\/api\/sandbox\/wechat\/authorize\?state=/)
  })
})
