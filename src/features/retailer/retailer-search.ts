// /Retailer's search, validated: page a positive integer, q part of an order number, from/to calendar days
// (YYYY-MM-DD). Anything else is dropped, so a shared or reloaded link shows the same filtered page.
import { isCalendarDay } from '../../../domain/china-time'
import { LIST_SEARCH_MAX_LENGTH, MAX_CURRENT_PAGE } from '../../../domain/limits'
import { optionalString } from '../../router/search-params'
import type { RetailerOrderFilter } from '../../api/queries/retailer-queries'

export interface RetailerSearch {
  page?: number
  q?: string
  from?: string
  to?: string
}

// An impossible day (2026-02-30) is dropped, not rolled over to March (the server would refuse it).
const validDay = (value: string | undefined) => (value && isCalendarDay(value) ? value : undefined)

export function validateRetailerSearch(search: Record<string, unknown>): RetailerSearch {
  const result: RetailerSearch = {}
  const page = Number(optionalString(search.page))
  if (Number.isInteger(page) && page >= 1 && page <= MAX_CURRENT_PAGE) result.page = page
  const q = optionalString(search.q)?.trim()
  if (q && q.length <= LIST_SEARCH_MAX_LENGTH) result.q = q
  const from = validDay(optionalString(search.from))
  const to = validDay(optionalString(search.to))
  // A reversed range is dropped whole rather than sent for the server to refuse.
  if (!(from && to && to < from)) {
    if (from) result.from = from
    if (to) result.to = to
  }
  return result
}

export const filterOfSearch = (search: RetailerSearch): RetailerOrderFilter => ({
  ordernum: search.q ?? '',
  startDate: search.from ?? '',
  endDate: search.to ?? '',
})
