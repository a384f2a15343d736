// Content in three languages on a real PostgreSQL server: migrations 0014, 0015 and 0017 (translations columns, content_text(), the
// per-language search indexes) runs there from scratch and the same suite passes. Never skips: without initdb /
// pg_ctl it fails.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentLanguagesSuite } from './support/content-languages-suite'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../tools/throwaway-postgres'
import { startTestApp, type TestApp } from './support/test-app'

let cluster: ThrowawayPostgres
let t: TestApp
beforeAll(async () => {
  cluster = await startThrowawayPostgres()
  t = await startTestApp({ databaseUrl: cluster.url, devRoutes: true })
}, 120_000)
afterAll(async () => {
  await t?.close()
  await cluster?.stop()
})

describe('content in three languages on PostgreSQL', () => {
  it('migrated: every content table has translations, the search indexes exist and the planner can use them', async () => {
    const columns = await t.db.execute(
      sql`select table_name from information_schema.columns where column_name = 'translations' and table_schema = 'public' order by 1`,
    )
    expect((columns as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name)).toEqual([
      'certificates',
      'company_messages',
      'company_texts',
      'contact_info',
      'documents',
      'downloads',
      'forum_modules',
      'problems',
      'product_details',
      'product_functions',
      'productions',
      'products',
      'retail_levels',
      'support_essays',
      'support_modules',
      'trial_versions',
      'update_notes',
      'videos',
      'vip_appreciation',
      'vip_software',
    ])
    const indexes = await t.db.execute(sql`select indexname from pg_indexes where indexname like '%search%' order by 1`)
    expect((indexes as unknown as { rows: { indexname: string }[] }).rows.map((row) => row.indexname)).toEqual([
      'products_search_en_idx',
      'products_search_idx',
      'products_search_zh_tw_idx',
      'support_essays_search_en_idx',
      'support_essays_search_idx',
      'support_essays_search_zh_tw_idx',
    ])
  })

  contentLanguagesSuite(() => t, '13700000202')
})
