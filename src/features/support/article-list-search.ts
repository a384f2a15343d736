// The knowledge-base list's URL: kind (knowledge, default, or account), module (category id, none = all),
// page and size (20, 50 or 100; default 20).
import { KNOWLEDGE_PAGE_SIZES, type ArticleKind } from '../../api/queries/support-queries'

export interface ArticleListSearch {
  kind?: ArticleKind
  module?: string
  page?: number
  size?: number
}

const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && n >= 1 ? n : undefined
}

export function validateArticleListSearch(search: Record<string, unknown>): ArticleListSearch {
  const result: ArticleListSearch = {}
  if (search.kind === 'account') result.kind = 'account'
  if (typeof search.module === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(search.module)) result.module = search.module
  const page = positiveInt(search.page)
  if (page !== undefined && page > 1) result.page = page
  const size = positiveInt(search.size)
  if (size !== undefined && size !== KNOWLEDGE_PAGE_SIZES[0] && (KNOWLEDGE_PAGE_SIZES as readonly number[]).includes(size))
    result.size = size
  return result
}

export const articleKindOf = (search: { kind?: string }): ArticleKind => (search.kind === 'account' ? 'account' : 'knowledge')

/** The category the URL names when the server knows it, else '' (every category). */
export const chosenModule = (search: ArticleListSearch, modules: readonly { id: string }[]): string =>
  search.module && modules.some((module) => module.id === search.module) ? search.module : ''

export const articlePageSize = (search: ArticleListSearch): number => search.size ?? KNOWLEDGE_PAGE_SIZES[0]
