// Site search in SQL (drizzle/0011_search.sql): the document expressions below are the ones the GIN indexes hold,
// written identically so the planner can use them.
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import type { PageWindow } from '../../http/paging'
import type { Language } from '../../../domain/language'

export type SearchKind = 'product' | 'knowledge' | 'support'

export interface SearchHitRow {
  kind: SearchKind
  id: string
  title: string
  excerpt: string
  producttype: string | null
  saletype: string | null
  moduleid: string | null
  lang: Language
}

const EXCERPT_LENGTH = 120

// zh-CN reads the columns (0011's indexes); en and zh-TW read content_text() of each field, the row's text in that
// language or its zh-CN text when untranslated (0014's indexes). The language is written into the SQL as a literal,
// as in the index expressions; only the three known values ever get here.
function text(alias: string, column: string, language: Language) {
  const col = `${alias}."${column}"`
  return language === 'zh-CN' ? col : `content_text(${alias}."translations", '${language}', '${column}', ${col})`
}

const productDocument = (l: Language) =>
  sql.raw(
    `search_document(${text('p', 'name', l)}, coalesce(p."typename", '') || ' ' || coalesce(${text('p', 'description', l)}, '') || ' ' || coalesce(${text('p', 'slogan', l)}, '') || ' ' || coalesce(${text('p', 'intro', l)}, ''))`,
  )
const essayDocument = (l: Language) =>
  sql.raw(`search_document(${text('e', 'title', l)}, coalesce(${text('e', 'description', l)}, '') || ' ' || ${text('e', 'content', l)})`)
const field = (alias: string, column: string, l: Language) => sql.raw(text(alias, column, l))
/** The hit's language: the requested one when the row has a translation in it, else zh-CN (the fallback marker). */
const hitLanguage = (alias: string, l: Language) =>
  sql.raw(l === 'zh-CN' ? `'zh-CN'` : `case when ${alias}."translations" ? '${l}' then '${l}' else 'zh-CN' end`)

/** Every hit of the query: products a visitor can see (enabled, not the free-trial twins) and articles of both kinds. */
const hits = (q: string, l: Language) => sql`
  with q as (select search_query(${q}::text) as query),
  hits as (
    select 'product' as kind, 1 as kind_order, p.id, ${field('p', 'name', l)} as title,
      left(coalesce(nullif(${field('p', 'slogan', l)}, ''), nullif(${field('p', 'description', l)}, ''), ''), ${EXCERPT_LENGTH}) as excerpt,
      p.type as producttype, p.saletype, null::text as moduleid, ${hitLanguage('p', l)} as lang,
      ts_rank(${productDocument(l)}, q.query) as rank
    from products p, q
    where p.enabledmark = 1 and p.saletype <> 'free' and ${productDocument(l)} @@ q.query
    union all
    select case m.kind when 'knowledge' then 'knowledge' else 'support' end, case m.kind when 'knowledge' then 2 else 3 end,
      e.id, ${field('e', 'title', l)},
      left(coalesce(nullif(${field('e', 'description', l)}, ''), btrim(regexp_replace(${field('e', 'content', l)}, '<[^>]*>', ' ', 'g'))), ${EXCERPT_LENGTH}),
      null, null, e.moduleid, ${hitLanguage('e', l)}, ts_rank(${essayDocument(l)}, q.query)
    from support_essays e join support_modules m on m.id = e.moduleid, q
    where ${essayDocument(l)} @@ q.query
  )`

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

export async function countSearchHits(db: DbOrTx, q: string, language: Language): Promise<Record<SearchKind, number>> {
  const result = await db.execute(sql`${hits(q, language)} select kind, count(*)::int as total from hits group by kind`)
  const counts: Record<SearchKind, number> = { product: 0, knowledge: 0, support: 0 }
  for (const row of rowsOf<{ kind: SearchKind; total: number }>(result)) counts[row.kind] = Number(row.total)
  return counts
}

/** One page of hits, grouped by kind (products, knowledge base, account support), best first within a kind. */
export async function selectSearchHits(db: DbOrTx, q: string, kind: SearchKind | undefined, w: PageWindow, language: Language) {
  const result = await db.execute(sql`${hits(q, language)}
    select kind, id, title, excerpt, producttype, saletype, moduleid, lang from hits
    where ${kind ?? null}::text is null or kind = ${kind ?? null}::text
    order by kind_order, rank desc, title, id
    limit ${w.pageSize} offset ${w.offset}`)
  return rowsOf<SearchHitRow>(result)
}
