// The site search and news detail checks, run against PGlite (search.test.ts) and PostgreSQL (search-postgres.test.ts).
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { companyMessages } from '../../../server/db/schema'
import type { TestApp } from './test-app'

type Hit = { kind: 'product' | 'knowledge' | 'support'; id: string; title: string; excerpt: string; producttype: string | null }

export function searchSuite(app: () => TestApp): void {
  const search = (body: Record<string, unknown>) => app().call('POST', '/api/business/C_search/getList?n=1', { body })
  const hitsOf = async (body: Record<string, unknown>) => {
    const res = await search(body)
    expect(res.status).toBe(200)
    return res.json.data as {
      list: Hit[]
      pagination: { total: number; currentPage: number; pageSize: number }
      counts: Record<string, number>
    }
  }

  it('finds Chinese terms in articles of both kinds, grouped products, knowledge, support', async () => {
    const data = await hitsOf({ q: '许可证' })
    const titles = data.list.map((hit) => `${hit.kind}:${hit.title}`)
    expect(titles).toContain('knowledge:启动时提示“许可证无效”')
    expect(titles).toContain('support:生成许可证的步骤')
    const order = data.list.map((hit) => ['product', 'knowledge', 'support'].indexOf(hit.kind))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(data.counts.knowledge).toBeGreaterThanOrEqual(1)
    expect(data.counts.support).toBeGreaterThanOrEqual(1)
    expect(data.pagination.total).toBe(data.counts.product + data.counts.knowledge + data.counts.support)
  })

  it('matches Han text by pairs: every pair of the query must occur, words apart when spaced', async () => {
    const contiguous = await hitsOf({ q: '快速分类' })
    expect(contiguous.list.map((hit) => hit.title)).toContain('点云数据快速分类')
    expect((await hitsOf({ q: '点云分类' })).list.map((hit) => hit.title)).not.toContain('点云数据快速分类')
    const spaced = await hitsOf({ q: '点云 分类' })
    expect(spaced.list.map((hit) => hit.title)).toContain('点云数据快速分类')
    const none = await hitsOf({ q: '火星探测' })
    expect(none.list).toEqual([])
    expect(none.counts).toEqual({ product: 0, knowledge: 0, support: 0 })
  })

  it('finds a single Han character', async () => {
    const data = await hitsOf({ q: '幅', kind: 'knowledge' })
    expect(data.list.map((hit) => hit.title)).toContain('批量分幅出图')
  })

  it('matches English words case-insensitively and as prefixes, products first with their line', async () => {
    const data = await hitsOf({ q: 'summitlab' })
    expect(data.counts.product).toBeGreaterThan(0)
    expect(data.list[0]).toMatchObject({ kind: 'product', producttype: 'SummitLab' })
    const prefix = await hitsOf({ q: 'SUMMITSOL', kind: 'product' })
    expect(prefix.list.length).toBeGreaterThan(0)
    expect(prefix.list.every((hit) => hit.producttype === 'SummitSolid')).toBe(true)
    const dwg = await hitsOf({ q: 'DWG 出图', kind: 'knowledge' })
    expect(dwg.list.map((hit) => hit.title)).toContain('批量分幅出图')
  })

  it('never returns the free-trial twins or disabled products', async () => {
    const data = await hitsOf({ q: 'summit', kind: 'product', pageSize: 50 })
    const rows = await app().db.execute(sql`select id from products where enabledmark = 1 and saletype <> 'free'`)
    const visible = new Set((rows as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id))
    expect(data.list.length).toBeGreaterThan(0)
    for (const hit of data.list) expect(visible.has(hit.id)).toBe(true)
  })

  it('excerpts are plain text of at most 120 characters', async () => {
    const data = await hitsOf({ q: '登录', pageSize: 50 })
    expect(data.list.length).toBeGreaterThan(0)
    for (const hit of data.list) {
      expect(hit.excerpt.length).toBeLessThanOrEqual(120)
      expect(hit.excerpt).not.toMatch(/[<>]/)
    }
  })

  it('pages through every hit once, the kind filter narrowing the total', async () => {
    const all = await hitsOf({ q: 'summit', pageSize: 50 })
    expect(all.pagination.total).toBeGreaterThan(2)
    const seen: string[] = []
    for (let page = 1; page <= all.pagination.total; page += 1) {
      const one = await hitsOf({ q: 'summit', pageSize: 1, currentPage: page })
      expect(one.list).toHaveLength(1)
      expect(one.pagination).toEqual({ currentPage: page, pageSize: 1, total: all.pagination.total })
      seen.push(one.list[0].id)
    }
    expect(seen).toEqual(all.list.map((hit) => hit.id))
    const beyond = await hitsOf({ q: 'summit', pageSize: 1, currentPage: all.pagination.total + 1 })
    expect(beyond.list).toEqual([])
    const products = await hitsOf({ q: 'summit', kind: 'product', pageSize: 50 })
    expect(products.pagination.total).toBe(all.counts.product)
    expect(products.list.every((hit) => hit.kind === 'product')).toBe(true)
    const defaultPage = await hitsOf({ q: 'summit' })
    expect(defaultPage.pagination.pageSize).toBe(10)
  })

  it('answers odd input with an empty result, never an error', async () => {
    for (const q of ['%', '_', '%%', "'", '"', "'; drop table products; --", '\\', ':*', '&|!()', '<>', '　', '😀', ' ']) {
      const res = await search({ q })
      expect(res.status, q).toBe(200)
      expect(res.json.data.list, q).toEqual([])
    }
    const mixed = await search({ q: "许可证's 100%" })
    expect(mixed.status).toBe(200)
    const long = await search({ q: '许'.repeat(100) })
    expect(long.status).toBe(200)
    expect(long.json.data.list).toEqual([])
  })

  it('refuses a q out of bounds or with control characters, a bad kind or page, with 400', async () => {
    for (const body of [
      { q: 'a'.repeat(101) },
      { q: '' },
      {},
      { q: 'a\u0000b' },
      { q: 'a\nb' },
      { q: 'a', kind: 'orders' },
      { q: 'a', pageSize: 101 },
      { q: 'a', pageSize: 0 },
      { q: 'a', currentPage: 0 },
      { q: 'a', currentPage: 100_001 },
      { q: 'a', extra: 1 },
    ]) {
      const res = await search(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json.code).toBe(400)
    }
  })

  it('uses the GIN indexes of the migration', async () => {
    const plan = await app().db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const products = await tx.execute(
        sql`explain select id from products p where search_document(p."name", coalesce(p."typename", '') || ' ' || coalesce(p."description", '') || ' ' || coalesce(p."slogan", '') || ' ' || coalesce(p."intro", '')) @@ search_query('summit')`,
      )
      const essays = await tx.execute(
        sql`explain select id from support_essays e where search_document(e."title", coalesce(e."description", '') || ' ' || e."content") @@ search_query('许可证')`,
      )
      const text = (result: unknown) =>
        (result as { rows: Array<Record<string, string>> }).rows.map((row) => Object.values(row)[0]).join('\n')
      return `${text(products)}\n${text(essays)}`
    })
    expect(plan).toContain('products_search_idx')
    expect(plan).toContain('support_essays_search_idx')
  })

  it('lists the news with descriptions and opens one entry; a disabled or unknown one is 404', async () => {
    const list = await app().call('POST', '/api/business/C_companyMes/getList?n=1', { body: { currentPage: 1, pageSize: 20 } })
    expect(list.status).toBe(200)
    const first = list.json.data.list[0] as { id: string; title: string; description: string | null }
    expect(first.description).toBeTruthy()
    const detail = await app().call('GET', `/api/business/C_companyMes/detail/${first.id}?n=1`)
    expect(detail.status).toBe(200)
    expect(detail.json.data).toMatchObject({ id: first.id, title: first.title })
    expect(detail.json.data.content).toMatch(/<p>/)

    const [hidden] = await app()
      .db.insert(companyMessages)
      .values({ title: '草稿', content: '<p>未发布</p>', enabledmark: 0 })
      .returning({ id: companyMessages.id })
    expect((await app().call('GET', `/api/business/C_companyMes/detail/${hidden.id}`)).status).toBe(404)
    expect((await app().call('GET', '/api/business/C_companyMes/detail/no-such-id')).status).toBe(404)
    expect((await app().call('GET', '/api/business/C_companyMes/detail/bad%20id')).status).toBe(400)
  })
}
