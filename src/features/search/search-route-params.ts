// The /Search and /SearchNone query: q (trimmed, at most the contract's 100 characters) and a page from 1.
import { SEARCH_MAX_LENGTH } from '../../api/queries/search-queries'

export interface SearchRouteParams {
  q?: string
  page?: number
}

export function searchRouteParams(search: Record<string, unknown>): SearchRouteParams {
  const result: SearchRouteParams = {}
  const raw = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q).trim() : ''
  if (raw) result.q = raw.slice(0, SEARCH_MAX_LENGTH)
  const page = Number(search.page)
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page
  return result
}
