// The seed content the free-software pages rely on: seven SummitView feature points and the download entries keyed
// by descrh that the page's icons and the two domestic packages look up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VIEW_DOWNLOAD_KEYS } from '../../src/api/download-entries'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('free-software content', () => {
  it('lists seven SummitView feature points in sort order', async () => {
    const res = await t.call('POST', '/api/business/C_productfunctions/getList?n=1', {
      body: { producttype: 'SummitView', sort: 'asc', sidx: 'sortcode', enabledmark: 1 },
    })
    expect(res.json.code).toBe(200)
    const list = res.json.data.list as Array<{ pointdata: string; sortcode: number }>
    expect(list.map((point) => point.pointdata)).toEqual([
      '多格式浏览',
      '三维场景',
      '量测工具',
      '格式转换',
      '标注与截图',
      '属性查询',
      '国产化适配',
    ])
  })

  it('has a download entry with a link for every SummitView key', async () => {
    const res = await t.call('GET', '/api/business/C_softwaredownload?type=0&dataType=1&sort=desc&pageSize=100')
    const list = res.json.data.list as Array<{ descrh: string; f: string | null }>
    for (const key of Object.values(VIEW_DOWNLOAD_KEYS)) {
      const entry = list.find((item) => item.descrh === key)
      expect(entry?.f, key).toMatch(/^https:\/\//)
    }
  })
})
