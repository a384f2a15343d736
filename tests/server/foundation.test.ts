// Issue 2's guarantees through the real app and database: contract-bound routes, envelope, identity, SPA.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMER_ID } from '../../server/db/seed-data/demo-accounts'
import { NOT_OPEN_OPERATIONS } from '../../server/http/not-open-operations'
import { listOperations } from '../support/openapi-document'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('API routes bound from openapi.yaml', () => {
  it('answers health in the envelope with a request id', async () => {
    const res = await t.call('GET', '/api/health?n=1700000000000')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ code: 200, msg: 'ok', data: null })
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/)
  })

  it('lists only online, enabled products from the seeded catalogue, every product line present', async () => {
    const res = await t.call('GET', '/api/business/C_productmes?typename=&saletype=online&enabledmark=1&sidx=sortcode&datatype=1&n=1')
    expect(res.json.code).toBe(200)
    const list = res.json.data.list as Array<{ type: string; saletype: string; enabledmark: number; ismonth: number; weekprice: number }>
    expect(list.length).toBeGreaterThan(5)
    expect(new Set(list.map((p) => p.type))).toEqual(new Set(['SummitMap', 'SummitSolid', 'SummitLab', 'SummitTerra', 'SummitView']))
    expect(list.every((p) => p.saletype === 'online' && p.enabledmark === 1)).toBe(true)
    expect(new Set(list.map((p) => p.ismonth))).toEqual(new Set([0, 1, 2]))
    expect(list.some((p) => p.weekprice === -1)).toBe(true)
    expect(res.json.data.pagination).toMatchObject({ currentPage: 1, total: list.length })
  })

  it('gives the same list by POST getList, filtered by type', async () => {
    const res = await t.call('POST', '/api/business/C_productmes/getList?n=1', { body: { type: 'SummitMap', saletype: 'online' } })
    expect(res.json.code).toBe(200)
    expect(res.json.data.list.length).toBeGreaterThan(0)
    expect(res.json.data.list.every((p: { type: string }) => p.type === 'SummitMap')).toBe(true)
  })

  it('serves contact info and support content from the database', async () => {
    const contact = await t.call('GET', '/api/business/C_contactinfo')
    expect(new Set(contact.json.data.list.map((c: { type: string }) => c.type))).toEqual(
      new Set(['workGroup', 'phone', 'address', 'email']),
    )
    const certificates = await t.call('GET', '/api/business/C_certificates')
    expect(certificates.json.data.list).toHaveLength(17)
    const modules = await t.call('POST', '/api/business/C_supportModule/getList', { body: {} })
    expect(modules.json.data.list.length).toBeGreaterThan(0)
    const essays = await t.call('POST', '/api/business/C_supportEssay/getList', { body: { moduleId: modules.json.data.list[0].id } })
    expect(essays.json.data.list.length).toBeGreaterThan(0)
    const essay = await t.call('GET', `/api/business/C_supportEssay/detail/${essays.json.data.list[0].id}`)
    expect(essay.json.data.title).toBe(essays.json.data.list[0].title)
  })

  it('builds every operation of the contract: none is left answering 501 功能未开放 (the forum was the last, issue 18)', async () => {
    expect(NOT_OPEN_OPERATIONS).toEqual([])
    const byId = new Map(listOperations().map((o) => [o.operationId, o]))
    const op = byId.get('listForumModules')!
    const res = await t.call(op.method.toUpperCase(), op.path)
    expect([res.status, res.json.code]).toEqual([200, 200])
  })
})

describe('requests that violate the spec get code 400, never a 500', () => {
  const bad: Array<[string, string, unknown, Record<string, string>?]> = [
    ['POST', '/api/business/C_customers/sendVerCode?phone=12345', undefined],
    ['POST', '/api/business/C_customers/sendVerCode', undefined],
    ['POST', '/api/business/C_customers/loginByPhone', { phone: '13800000001' }],
    ['POST', '/api/business/C_customers/loginByPhone', { phone: '13800000001', verCode: '12ab56' }],
    ['POST', '/api/business/C_customers/loginByPhone', { phone: '13800000001', verCode: '123456', admin: true }],
    ['POST', '/api/business/C_customers/loginByPhone', '{"phone": "138', { 'content-type': 'application/json' }],
    ['POST', '/api/business/C_customers/loginByPhone', '[]', { 'content-type': 'application/json' }],
    ['POST', '/api/business/C_customers/loginByPhone', 'null', { 'content-type': 'application/json' }],
    ['GET', '/api/business/C_productmes?pageSize=100000', undefined],
    ['GET', '/api/business/C_productmes?type=Photoshop', undefined],
    ['GET', '/api/business/C_productdetails', undefined],
    ['GET', '/api/business/C_softwaredownload?type=7', undefined],
    ['POST', '/api/business/C_productmes/getList', { currentPage: -3 }],
    ['POST', '/api/business/C_productmes/getList', { sidx: 'name; drop table products' }],
    ['GET', '/api/business/C_supportEssay/detail/..%2F..%2Fetc', undefined],
  ]
  it.each(bad)('%s %s', async (method, url, body, headers) => {
    const res = await t.call(method, url, { body, headers })
    expect(res.status).toBe(400)
    expect(res.json.code).toBe(400)
    expect(typeof res.json.msg).toBe('string')
    expect(res.json.msg.length).toBeGreaterThan(3)
  })

  it('answers other malformed requests with a 4xx envelope', async () => {
    const cases = [
      await t.call('POST', '/api/business/C_customers/loginByPhone', { body: 'phone=1', headers: { 'content-type': 'text/plain' } }),
      await t.call('GET', '/api/no/such/route'),
      await t.call('PATCH', '/api/health'),
      await t.call('POST', '/api/business/C_productmes/getList', {
        body: 'x'.repeat(7 * 1024 * 1024),
        headers: { 'content-type': 'application/json' },
      }),
    ]
    for (const res of cases) {
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(res.json.code).toBe(res.status)
    }
  })
})

describe('identity comes only from the bearer token', () => {
  let token: string
  beforeAll(async () => {
    token = await t.login('13712345678')
  })

  it('refuses signed-in calls without a token with code 600', async () => {
    const res = await t.call('GET', '/api/business/C_customers/userinfo')
    expect(res.status).toBe(401)
    expect(res.json.code).toBe(600)
    const forged = await t.call('GET', '/api/business/C_customers/userinfo', { token: 'x'.repeat(43) })
    expect(forged.json.code).toBe(600)
  })

  it('creates the customer on first phone login and answers its profile', async () => {
    const res = await t.call('GET', '/api/business/C_customers/userinfo', { token })
    expect(res.json.code).toBe(200)
    expect(res.json.data).toMatchObject({ phonenum: '13712345678' })
    expect(res.json.data.id).toBeTruthy()
  })

  it("refuses another user's id in a body and accepts the caller's own", async () => {
    const other = await t.call('POST', '/api/business/C_cart/getList', { token, body: { userid: DEMO_CUSTOMER_ID } })
    expect(other.status).toBe(403)
    expect(other.json.code).toBe(403)
    const me = await t.call('GET', '/api/business/C_customers/userinfo', { token })
    const own = await t.call('POST', '/api/business/C_cart/getList', { token, body: { userid: me.json.data.id } })
    expect(own.json.code).toBe(200)
    expect(own.json.data.list).toEqual([])
  })

  it('refuses VIP content to a customer who is not VIP', async () => {
    const res = await t.call('POST', '/api/business/C_softwareupdate/getList', { token, body: {} })
    expect(res.json.code).toBe(403)
  })

  it('uses an SMS code once only', async () => {
    await t.call('POST', '/api/business/C_customers/sendVerCode?phone=13600000000')
    const code = (await t.call('GET', '/api/sandbox/sms-outbox?phone=13600000000')).json.data.code
    const first = await t.call('POST', '/api/business/C_customers/loginByPhone', { body: { phone: '13600000000', verCode: code } })
    expect(first.json.code).toBe(200)
    const again = await t.call('POST', '/api/business/C_customers/loginByPhone', { body: { phone: '13600000000', verCode: code } })
    expect(again.json.code).toBe(400)
  })

  it('revokes the token at logout: the old token then gets 600', async () => {
    const own = await t.login('13500000000')
    expect((await t.call('GET', '/api/oauth/Logout', { token: own })).json.code).toBe(200)
    const after = await t.call('GET', '/api/business/C_customers/userinfo', { token: own })
    expect(after.json.code).toBe(600)
  })
})

describe('the SPA under /pc/', () => {
  it('returns index.html for deep links (history fallback), not cached', async () => {
    for (const url of ['/pc/', '/pc/Home', '/pc/PersonalCenter?value=2', '/pc/products/guochan-download']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('test index')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it("sends the build's copy of index.html for the visitor's language, by its cookie before Accept-Language", async () => {
    writeFileSync(join(t.distDir, 'index.en.html'), '<!doctype html><div id="root"></div><!-- en index -->')
    try {
      for (const url of ['/pc/', '/pc/PersonalCenter?value=2', '/pc/no-such-page']) {
        const en = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-GB,en;q=0.9' } })
        expect(en.body, url).toContain('en index')
        expect(en.headers.vary, url).toMatch(/accept-language/i)
        const chosen = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-GB', cookie: 'summit_language=zh-CN' } })
        // No zh-CN copy in this build: index.html itself.
        expect(chosen.body, url).toContain('test index')
      }
    } finally {
      rmSync(join(t.distDir, 'index.en.html'))
    }
  })

  it('serves hashed assets with long cache headers and compression', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pc/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('max-age=31536000')
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('sends the compressed files the build wrote beside an asset, as they are, and the plain file to a client without', async () => {
    const url = '/pc/assets/route-def456.js'
    const plain = `console.log(${JSON.stringify('y'.repeat(4000))})`
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toContain('javascript')
    expect(br.headers['cache-control']).toContain('max-age=31536000')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain)
    expect(br.rawPayload.equals(readFileSync(join(t.distDir, 'assets', 'route-def456.js.br')))).toBe(true)
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain)
    const none = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.body).toBe(plain)
  })

  it('redirects / to /pc/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/pc/')
  })
})
