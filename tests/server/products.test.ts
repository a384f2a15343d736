// The public catalogue of the storefront (issue 4): product list by GET and POST, feature points, detail sections,
// downloads and install videos, FAQ and trial versions, with the storefront's own query values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_IDS, PRODUCT_TYPES } from '../../server/db/seed-data/products'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

type Product = {
  id: string
  name: string
  type: string
  typename: string
  saletype: string
  enabledmark: number
  sortcode: number
  monthprice: number
  weekprice: number
}
const getList = async (query: string) => {
  const res = await t.call('GET', `/api/business/C_productmes?${query}&n=1700000000000`)
  expect(res.json.code).toBe(200)
  return res.json.data.list as Product[]
}

describe('product list', () => {
  it('answers the Buy page query: one product line by typename, online and enabled, by sortcode', async () => {
    const list = await getList(
      `typename=${encodeURIComponent(PRODUCT_TYPES.SummitMap)}&saletype=online&enabledmark=1&sidx=sortcode&datatype=1`,
    )
    expect(list.map((p) => p.id)).toEqual([PRODUCT_IDS.mapStandard, PRODUCT_IDS.mapPro, PRODUCT_IDS.mapDongle])
    // Prices as numbers with their cents; -1 stays -1 (shown as ?).
    expect(list[0]).toMatchObject({ weekprice: 199, monthprice: 699 })
    expect(list[1].weekprice).toBe(-1)
  })

  it('never lists disabled, offline or free products, even when asked for enabledmark 0', async () => {
    const ids = (await getList('saletype=online&enabledmark=0&pageSize=100')).map((p) => p.id)
    for (const hidden of [PRODUCT_IDS.mapLegacy, PRODUCT_IDS.solidOffline, PRODUCT_IDS.mapTrial]) {
      expect(ids).not.toContain(hidden)
    }
    const solidLite = (await getList(`type=SummitSolid`)).find((p) => p.id === PRODUCT_IDS.solidLite)
    expect(solidLite).toMatchObject({ weekprice: 0.1, monthprice: 0.2 })
  })

  it('gives the same list by POST getList', async () => {
    const get = await getList(
      `typename=${encodeURIComponent(PRODUCT_TYPES.SummitSolid)}&saletype=online&enabledmark=1&sidx=sortcode&datatype=1`,
    )
    const post = await t.call('POST', '/api/business/C_productmes/getList?n=1', {
      body: { typename: PRODUCT_TYPES.SummitSolid, saletype: 'online', enabledmark: 1, sidx: 'sortcode', datatype: 1 },
    })
    expect(post.json.data.list).toEqual(get)
  })

  it('refuses an unknown product line with 400', async () => {
    expect((await t.call('GET', '/api/business/C_productmes?type=Photoshop')).status).toBe(400)
  })
})

describe('product content', () => {
  it('lists the feature points of a product in sortcode order', async () => {
    const res = await t.call('POST', '/api/business/C_productfunctions/getList?n=1', {
      body: { productid: PRODUCT_IDS.mapStandard, sort: 'asc', sidx: 'sortcode', enabledmark: 1 },
    })
    const list = res.json.data.list as Array<{ productid: string; producttype: string; pointdata: string; sortcode: number }>
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((f) => f.productid === PRODUCT_IDS.mapStandard && f.producttype === 'SummitMap')).toBe(true)
    expect(list.map((f) => f.sortcode)).toEqual([...list.map((f) => f.sortcode)].sort((a, b) => a - b))
  })

  it('lists the detail sections of a product, sortcode descending by default', async () => {
    const res = await t.call('GET', `/api/business/C_productdetails?productid=${PRODUCT_IDS.mapPro}&sort=desc&sidx=sortcode`)
    expect(res.json.data.list.map((s: { title: string }) => s.title)).toEqual(['产品详情', '系统配置', '订阅说明'])
    expect(res.json.data.list[1].detail).toContain('64 位 Windows')
  })

  it('lists software downloads (type 0) and install videos (type 1)', async () => {
    const downloads = (await t.call('GET', '/api/business/C_softwaredownload?type=0&dataType=1&sort=desc')).json.data
    expect(downloads.list.length).toBeGreaterThan(0)
    expect(downloads.list.every((d: { type: number; f: string }) => d.type === 0 && d.f)).toBe(true)
    const videos = (await t.call('GET', '/api/business/C_softwaredownload?type=1&dataType=1&sort=desc')).json.data
    expect(videos.list.length).toBeGreaterThan(0)
    expect(videos.list.every((v: { type: number; videosrc: string }) => v.type === 1 && v.videosrc)).toBe(true)
  })

  it('pages the FAQ by 20 and lists the trial versions', async () => {
    const faq = (await t.call('POST', '/api/business/C_problems/getList?n=1', { body: { currentPage: 1, pageSize: 20 } })).json.data
    expect(faq.list.length).toBeGreaterThan(0)
    expect(faq.pagination).toMatchObject({ currentPage: 1, pageSize: 20 })
    const trials = (await t.call('POST', '/api/business/C_trialversion/getList?n=1', { body: {} })).json.data
    expect(trials.list.length).toBeGreaterThan(0)
  })
})
