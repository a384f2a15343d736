// @fastify/compress's per-route hooks only where they can do something (openapi-spec.ts): it inflates a gzip or deflate
// request body in a preParsing hook, which only operations that declare a body get (the content-type gate refuses a
// body on the rest anyway); it compresses answers from 1 kB in an onSend hook (and decorates the reply in an onRequest
// one), which operations whose success answer is always shorter do not get (answer-size.ts). The payment poll runs
// neither.
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { routeHooks } from './support/route-hooks'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string

beforeAll(async () => {
  t = await startTestApp()
  token = await t.login('13500000073')
})
afterAll(async () => {
  await t?.close()
})

describe('request bodies sent compressed', () => {
  it('are inflated for an operation that declares a body', async () => {
    const line = { productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }
    const res = await t.call('POST', '/api/business/C_cart', {
      token,
      body: gzipSync(JSON.stringify(line)),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    })
    expect(res.json.code).toBe(200)
    expect(routeHooks(t.app, 'C_cart (POST)')).toContain('(preParsing)')
  })

  it('leave an operation without a body, such as the payment poll, without the inflating hook', () => {
    expect(routeHooks(t.app, '/status/:id (GET)')).not.toContain('(preParsing)')
  })
})

describe('answers compressed', () => {
  it('a list longer than the threshold is gzipped for a client that accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/business/C_productmes', headers: { 'accept-encoding': 'gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    const body = gunzipSync(res.rawPayload)
    expect(body.length).toBeGreaterThanOrEqual(1024)
    expect(JSON.parse(body.toString()).code).toBe(200)
    expect(routeHooks(t.app, 'C_productmes (GET)')).toMatch(/\(onSend\).*"onSend\(\)"/)
  })

  it("the payment poll, whose answer is always short, answers plain JSON and has none of the plugin's hooks", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/business/C_orderManage/status/00000000-0000-4000-8000-000000000000',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(res.payload)).toMatchObject({ code: 404, data: null })
    const hooks = routeHooks(t.app, '/status/:id (GET)')
    expect(hooks).toContain('(onSend)')
    expect(hooks).not.toContain('"onSend()"')
    expect(hooks).not.toContain('"onRequest()"')
  })
})
