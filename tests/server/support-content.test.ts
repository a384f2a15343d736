// The support pages' content calls against the real app: paging and filters of the software, video, article and
// update lists; update notes and documents only for a VIP customer (userleval 2 or vippermission 1), refused for an
// anonymous caller and an ordinary customer; article HTML leaves the server through an allow-list.
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, documents, supportEssays } from '../../server/db/schema'
import { startTestApp, type TestApp } from './support/test-app'

const PLAIN = '13800001701'
const LEVEL_VIP = '13800001702'
const PERMISSION_VIP = '13800001703'

let t: TestApp
const tokens: Record<string, string> = {}
beforeAll(async () => {
  t = await startTestApp()
  for (const phone of [PLAIN, LEVEL_VIP, PERMISSION_VIP]) tokens[phone] = await t.login(phone)
  await t.db.update(customers).set({ userleval: 2 }).where(eq(customers.phonenum, LEVEL_VIP))
  await t.db.update(customers).set({ vippermission: 1 }).where(eq(customers.phonenum, PERMISSION_VIP))
})
afterAll(async () => {
  await t?.close()
})

const post = (path: string, body: object, token?: string) => t.call('POST', `${path}?n=1`, { body, token })

describe('VIP content: update notes and documents', () => {
  const vipCalls = ['/api/business/C_softwareupdate/getList', '/api/business/C_softwaredocument/getList']

  it.each(vipCalls)('%s refuses an anonymous caller with 401 and no list', async (path) => {
    const res = await post(path, { currentPage: 1, pageSize: 5 })
    expect(res.status).toBe(401)
    expect(res.json.code).toBe(600)
    expect(res.json.data?.list).toBeUndefined()
  })

  it.each(vipCalls)('%s refuses an ordinary customer with 403 and no list', async (path) => {
    const res = await post(path, { currentPage: 1, pageSize: 5 }, tokens[PLAIN])
    expect(res.status).toBe(403)
    expect(res.json.code).toBe(403)
    expect(res.json.data?.list).toBeUndefined()
  })

  it.each([
    ['userleval 2', LEVEL_VIP],
    ['vippermission 1', PERMISSION_VIP],
  ])('answers a customer with %s', async (_label, phone) => {
    const notes = await post(vipCalls[0], { currentPage: 1, pageSize: 5 }, tokens[phone])
    expect(notes.json.code).toBe(200)
    expect(notes.json.data.list.length).toBeGreaterThan(0)
    const docs = await post(vipCalls[1], { currentPage: 1, pageSize: 20 }, tokens[phone])
    expect(docs.json.code).toBe(200)
    expect(docs.json.data.list.map((d: { softwarename: string }) => d.softwarename)).toContain('SummitMap 用户手册')
  })

  it('pages update notes five at a time by default, newest first', async () => {
    const first = await post(vipCalls[0], { currentPage: 1 }, tokens[LEVEL_VIP])
    expect(first.json.data.pagination).toEqual({ currentPage: 1, pageSize: 5, total: 6 })
    expect(first.json.data.list).toHaveLength(5)
    const second = await post(vipCalls[0], { currentPage: 2, pageSize: 5 }, tokens[LEVEL_VIP])
    expect(second.json.data.list).toHaveLength(1)
    const ids = [...first.json.data.list, ...second.json.data.list].map((n: { id: string }) => n.id)
    expect(new Set(ids).size).toBe(6)
  })

  it('pages documents 20 at a time by default, in sortcode order, to a VIP customer only', async () => {
    const extra = Array.from({ length: 20 }, (_, i) => ({
      softwarename: `分页文档 ${i + 1}`,
      versionnumber: 'V1.0',
      softwareexplain: '分页测试',
      f: '/pc/seed/guides/license-guide.pdf',
      sortcode: 100 + i,
    }))
    await t.db.insert(documents).values(extra)
    try {
      const first = await post(vipCalls[1], { currentPage: 1 }, tokens[LEVEL_VIP])
      expect(first.json.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 25 })
      expect(first.json.data.list).toHaveLength(20)
      expect(first.json.data.list[0]).toMatchObject({ softwarename: 'SummitMap 用户手册', versionnumber: 'V3.2.0' })
      const second = await post(vipCalls[1], { currentPage: 2, pageSize: 20 }, tokens[PERMISSION_VIP])
      expect(second.json.data.pagination).toEqual({ currentPage: 2, pageSize: 20, total: 25 })
      expect(second.json.data.list.map((d: { softwarename: string }) => d.softwarename)).toEqual(
        ['16', '17', '18', '19', '20'].map((n) => `分页文档 ${n}`),
      )
      const ids = [...first.json.data.list, ...second.json.data.list].map((d: { id: string }) => d.id)
      expect(new Set(ids).size).toBe(25)
      expect((await post(vipCalls[1], { currentPage: 2, pageSize: 20 }, tokens[PLAIN])).status).toBe(403)
    } finally {
      await t.db.delete(documents).where(like(documents.softwarename, '分页文档 %'))
    }
  })

  it('a customer who loses the VIP level is refused on the next call', async () => {
    const phone = '13800001704'
    const token = await t.login(phone)
    await t.db.update(customers).set({ userleval: 2 }).where(eq(customers.phonenum, phone))
    expect((await post(vipCalls[0], {}, token)).status).toBe(200)
    await t.db.update(customers).set({ userleval: 0 }).where(eq(customers.phonenum, phone))
    expect((await post(vipCalls[0], {}, token)).status).toBe(403)
  })
})

describe('public support lists', () => {
  it('pages the value-add software 20 at a time with name, version, explanation, link and password', async () => {
    const res = await post('/api/business/C_vipsoftware/getList', { currentPage: 1, pageSize: 20 })
    expect(res.json.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 4 })
    expect(res.json.data.list[0]).toMatchObject({
      softwarename: '坐标转换工具',
      versionnumber: 'V2.1',
      baidudown: 'https://pan.baidu.com/s/1Coord-Tool',
      tiqu: 'zb21',
    })
    const beyond = await post('/api/business/C_vipsoftware/getList', { currentPage: 2, pageSize: 20 })
    expect(beyond.json.data.list).toEqual([])
  })

  it('pages teaching videos six per carousel page, filtered by product type, in fSortcode order', async () => {
    const all = await post('/api/example/C_elsevideo/getList', { currentPage: 1, menuState: '教学视频' })
    expect(all.json.data.pagination).toMatchObject({ pageSize: 6, total: 8 })
    expect(all.json.data.list).toHaveLength(6)
    const sortcodes = all.json.data.list.map((v: { fSortcode: number }) => v.fSortcode)
    expect(sortcodes).toEqual([...sortcodes].sort((a, b) => a - b))
    const second = await post('/api/example/C_elsevideo/getList', { currentPage: 2, menuState: '教学视频' })
    expect(second.json.data.list).toHaveLength(2)
    const map = await post('/api/example/C_elsevideo/getList', { currentPage: 1, ptype: 'SummitMap' })
    expect(map.json.data.list.map((v: { ptype: string }) => v.ptype)).toEqual(['SummitMap', 'SummitMap', 'SummitMap'])
  })

  it('filters knowledge articles by category and keeps account articles apart', async () => {
    const modules = await post('/api/business/C_knowledgeModule/getList', {})
    const trouble = modules.json.data.list.find((m: { name: string }) => m.name === '常见错误排查')
    const res = await post('/api/business/C_knowledgeEssay/getList', { currentPage: 1, pageSize: 20, moduleId: trouble.id })
    expect(res.json.data.list.map((a: { title: string }) => a.title)).toEqual(['启动时提示“许可证无效”', '安装时缺少运行库'])
    const account = await post('/api/business/C_supportEssay/getList', { currentPage: 1, pageSize: 20, moduleId: trouble.id })
    expect(account.json.data.list).toEqual([])
  })

  it.each([20, 50, 100])('accepts the knowledge list page size %i and refuses 101', async (pageSize) => {
    const res = await post('/api/business/C_knowledgeEssay/getList', { currentPage: 1, pageSize })
    expect(res.json.data.pagination.pageSize).toBe(pageSize)
    expect((await post('/api/business/C_knowledgeEssay/getList', { pageSize: 101 })).status).toBe(400)
  })
})

describe('articles', () => {
  it('answers an article with at most ten related articles of its category, never itself', async () => {
    const modules = await post('/api/business/C_knowledgeModule/getList', {})
    const moduleId = modules.json.data.list[0].id as string
    const extra = Array.from({ length: 12 }, (_, i) => ({
      title: `相关文章 ${i + 1}`,
      content: '<p>x</p>',
      moduleid: moduleId,
      sortcode: 10 + i,
    }))
    await t.db.insert(supportEssays).values(extra)
    const list = await post('/api/business/C_knowledgeEssay/getList', { moduleId, pageSize: 20 })
    const id = list.json.data.list[0].id as string
    const res = await t.call('GET', `/api/business/C_knowledgeEssay/detail/${id}?n=1`)
    expect(res.json.code).toBe(200)
    expect(res.json.data.related).toHaveLength(10)
    expect(res.json.data.related.map((r: { id: string }) => r.id)).not.toContain(id)
    expect(new Set(res.json.data.related.map((r: { moduleid: string }) => r.moduleid))).toEqual(new Set([moduleId]))
  })

  it('does not answer a knowledge article through the account-support detail', async () => {
    const list = await post('/api/business/C_knowledgeEssay/getList', { pageSize: 1 })
    const res = await t.call('GET', `/api/business/C_supportEssay/detail/${list.json.data.list[0].id}?n=1`)
    expect(res.status).toBe(404)
  })

  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<p><img src="x" onerror="alert(1)">图</p>', '<p><img src="x" />图</p>'],
    ['<a href="javascript:alert(1)">链接</a>', '<a rel="noopener noreferrer" target="_blank">链接</a>'],
    ['<iframe src="https://evil.example"></iframe><p style="color:red" onclick="x()">文</p>', '<p>文</p>'],
    ['<svg><script>alert(1)</script></svg><p>后</p>', '<p>后</p>'],
  ])('sends %s as %s', async (stored, sent) => {
    const modules = await post('/api/business/C_supportModule/getList', {})
    const [row] = await t.db
      .insert(supportEssays)
      .values({ title: 'xss', content: stored, moduleid: modules.json.data.list[0].id, sortcode: 99 })
      .returning()
    const res = await t.call('GET', `/api/business/C_supportEssay/detail/${row.id}?n=1`)
    expect(res.json.data.content).toBe(sent)
    await t.db.delete(supportEssays).where(eq(supportEssays.id, row.id))
  })
})
