// @fastify/compress inflates a gzip or deflate request body in a preParsing hook. Only operations that declare a body
// get that hook (openapi-spec.ts sets decompress: false on the rest, whose bodies the content-type gate refuses
// anyway), so the payment poll does not run it.
import { gzipSync } from 'node:zlib'
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
