// Security headers on /pc/ and /api/ (helmet): nosniff, Referrer-Policy, no framing, HSTS only in production on every
// answer; the document CSP and headers on pages and scripts, the strictest CSP on JSON answers; Cache-Control: no-store
// on every answer to a bearer token or a secured operation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_LICENSE_SIGNING_KEY } from './support/license-test-key'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await startTestApp()
  token = await t.login('13300000071')
})
afterAll(async () => {
  await t?.close()
})

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )

describe('security headers', () => {
  it('are sent on the SPA, its assets, the API and unknown routes', async () => {
    for (const url of ['/pc/', '/pc/Home', '/pc/assets/main-abc123.js', '/api/health', '/api/nothing-here']) {
      const res = await t.call('GET', url)
      expect([url, res.headers['x-content-type-options']]).toEqual([url, 'nosniff'])
      expect([url, res.headers['referrer-policy']]).toEqual([url, 'no-referrer'])
      expect([url, res.headers['x-frame-options']]).toEqual([url, 'DENY'])
      expect([url, res.headers['cross-origin-resource-policy']]).toEqual([url, 'same-origin'])
      expect([url, res.headers['strict-transport-security']]).toEqual([url, undefined])
      expect([url, res.headers['x-request-id']]).toEqual([url, expect.stringMatching(/^[0-9a-f-]{36}$/)])
      const csp = directives(res.headers['content-security-policy'])
      expect([url, csp['frame-ancestors']]).toEqual([url, ["'none'"]])
      expect([url, 'upgrade-insecure-requests' in csp]).toEqual([url, false])
    }
  })

  it('give what a browser renders as a page (HTML, scripts) the document CSP and the document headers', async () => {
    for (const url of ['/pc/', '/pc/Home', '/pc/assets/main-abc123.js']) {
      const res = await t.call('GET', url)
      const csp = directives(res.headers['content-security-policy'])
      expect([url, csp['script-src']]).toEqual([url, ["'self'"]])
      expect([url, csp['default-src'], csp['object-src'], csp['base-uri']]).toEqual([url, ["'self'"], ["'none'"], ["'none'"]])
      expect([url, res.headers['cross-origin-opener-policy'], res.headers['origin-agent-cluster']]).toEqual([url, 'same-origin', '?1'])
      expect([url, res.headers['x-permitted-cross-domain-policies']]).toEqual([url, 'none'])
    }
  })

  it('give a JSON answer, which is never a page, the strictest CSP and none of the document headers', async () => {
    const token = await t.login('13300000072')
    const answers = [
      ['/api/health', await t.call('GET', '/api/health')],
      ['/api/nothing-here', await t.call('GET', '/api/nothing-here')],
      ['userinfo', await t.call('GET', '/api/business/C_customers/userinfo', { token })],
      ['refused', await t.call('GET', '/api/business/C_customers/userinfo')],
    ] as const
    for (const [name, res] of answers) {
      expect([name, res.headers['content-type']]).toEqual([name, expect.stringMatching(/^application\/json/)])
      expect([name, res.headers['content-security-policy']]).toEqual([name, "default-src 'none'; frame-ancestors 'none'"])
      expect([name, res.headers['cross-origin-opener-policy'], res.headers['origin-agent-cluster']]).toEqual([name, undefined, undefined])
    }
  })

  it('let only the WeChat sandbox page be framed, by this origin (the login page shows it as the QR frame)', async () => {
    const render = await t.call('POST', '/api/business/C_customers/render', { body: {} })
    const cookie = String(render.headers['set-cookie']).split(';')[0]
    const page = await t.call('GET', render.json.msg, { headers: { cookie } })
    expect(page.status).toBe(200)
    expect(directives(page.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"])
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
  })
})

describe('Cache-Control: no-store', () => {
  it('on answers to a bearer token, to a secured operation (even refused), and not on public answers without a token', async () => {
    const secured = await t.call('GET', '/api/business/C_customers/userinfo', { token })
    expect([secured.json.code, secured.headers['cache-control']]).toEqual([200, 'no-store'])
    const refused = await t.call('GET', '/api/business/C_customers/userinfo')
    expect([refused.status, refused.headers['cache-control']]).toEqual([401, 'no-store'])
    const invalid = await t.call('GET', '/api/business/C_customers/userinfo', { token: 'not-a-token' })
    expect([invalid.status, invalid.headers['cache-control']]).toEqual([401, 'no-store'])
    const publicWithToken = await t.call('GET', '/api/health', { token })
    expect(publicWithToken.headers['cache-control']).toBe('no-store')
    const cart = await t.call('POST', '/api/business/C_cart/getList', { token, body: {} })
    expect([cart.json.code, cart.headers['cache-control']]).toEqual([200, 'no-store'])
    const anonymous = await t.call('GET', '/api/health')
    expect(anonymous.headers['cache-control']).toBeUndefined()
  })
})

describe('in production (staging)', () => {
  let staging: TestApp
  beforeAll(async () => {
    staging = await startTestApp({
      env: {
        APP_ENV: 'production',
        ALLOW_SANDBOX_PROVIDERS: '1',
        PUBLIC_BASE_URL: 'https://staging.summit.example',
        LICENSE_SIGNING_KEY: TEST_LICENSE_SIGNING_KEY,
      },
    })
  })
  afterAll(async () => {
    await staging?.close()
  })

  it('adds HSTS everywhere, and upgrade-insecure-requests to the document CSP', async () => {
    for (const url of ['/pc/', '/api/health']) {
      const res = await staging.call('GET', url)
      expect([url, res.headers['strict-transport-security']]).toEqual([url, 'max-age=31536000; includeSubDomains'])
    }
    const page = await staging.call('GET', '/pc/')
    expect(directives(page.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([])
  })
})
