// The forum routes keep their query as text (stringSearch, so none of this is in the entry chunk); the pages read
// it through these validators and write it back as text.
// /Communicate's URL: module (a module's biboId; none = every module), sort ('active' = most active first; none =
// newest first), page (from 2) and keyword (trimmed, at most 100 characters as the contract allows).
import type { ForumSort } from '../../../domain/forum-rules'
import type { ForumPostQuery } from '../../api/queries/forum-queries'

export interface ForumListSearch {
  module?: string
  sort?: 'active'
  page?: number
  keyword?: string
}

export type ForumListUrl = { [K in keyof ForumListSearch]?: string }

export const KEYWORD_MAX_LENGTH = 100

export function forumListUrl(search: ForumListSearch): ForumListUrl {
  return { ...search, page: search.page === undefined ? undefined : String(search.page) }
}

const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && n >= 1 ? n : undefined
}

export function validateForumListSearch(search: Record<string, unknown>): ForumListSearch {
  const result: ForumListSearch = {}
  if (typeof search.module === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(search.module)) result.module = search.module
  if (search.sort === 'active') result.sort = 'active'
  const page = positiveInt(search.page)
  if (page !== undefined && page > 1) result.page = page
  const keyword = typeof search.keyword === 'string' ? cleanKeyword(search.keyword) : ''
  if (keyword) result.keyword = keyword
  return result
}

/** Trimmed, without control characters, at most KEYWORD_MAX_LENGTH characters. */
export function cleanKeyword(text: string): string {
  return Array.from(text.replace(/\p{Cc}/gu, ' ').trim())
    .slice(0, KEYWORD_MAX_LENGTH)
    .join('')
    .trim()
}

export const forumSortOf = (search: ForumListSearch): ForumSort => (search.sort === 'active' ? 'postLastactivity' : 'postCreatetime')

/** The question list's call for /Communicate's URL (every user's questions). */
export const forumListQuery = (search: ForumListSearch): ForumPostQuery => ({
  module: search.module ?? '',
  sort: forumSortOf(search),
  page: search.page ?? 1,
  keyword: search.keyword ?? '',
  userid: '',
})

/** 'My questions': the viewer's own, newest first. */
export const myQuestionsQuery = (viewer: string, page: number): ForumPostQuery => ({
  module: '',
  sort: 'postCreatetime',
  page,
  keyword: '',
  userid: viewer,
})

// The user's own page: tab and page.
export const MINE_TABS = ['questions', 'answers', 'collections', 'following'] as const
export type MineTab = (typeof MINE_TABS)[number]

export interface ForumMineSearch {
  tab?: Exclude<MineTab, 'questions'>
  page?: number
}

export type ForumMineUrl = { [K in keyof ForumMineSearch]?: string }

export function forumMineUrl(search: ForumMineSearch): ForumMineUrl {
  return { ...search, page: search.page === undefined ? undefined : String(search.page) }
}

export function validateForumMineSearch(search: Record<string, unknown>): ForumMineSearch {
  const result: ForumMineSearch = {}
  if (search.tab === 'answers' || search.tab === 'collections' || search.tab === 'following') result.tab = search.tab
  const page = positiveInt(search.page)
  if (page !== undefined && page > 1) result.page = page
  return result
}

/** showRichText: '0' shows a plain-text summary; anything else (absent, '1') the formatted question. */
export const showsRichText = (value: string | undefined): boolean => value !== '0'
