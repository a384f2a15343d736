// The orders tab's part of /PersonalCenter's search, validated: tab one of the sub-tabs, page a positive integer, q at
// most LIST_SEARCH_MAX_LENGTH characters. Anything else is dropped (the default applies).
import { LIST_SEARCH_MAX_LENGTH, MAX_CURRENT_PAGE } from '../../../domain/limits'
import { optionalString } from '../../router/search-params'

export const ORDERS_SUB_TABS = ['paid', 'pending', 'contracts'] as const
export type OrdersSubTab = (typeof ORDERS_SUB_TABS)[number]

/** The route's search the orders tab reads; undefined means the default (paid, page 1, no search). */
export interface OrdersSearch {
  tab?: OrdersSubTab
  page?: number
  q?: string
}

export function validateOrdersSearch(search: Record<string, unknown>): OrdersSearch {
  const result: OrdersSearch = {}
  const tab = optionalString(search.tab)
  if (ORDERS_SUB_TABS.includes(tab as OrdersSubTab)) result.tab = tab as OrdersSubTab
  const page = Number(optionalString(search.page))
  if (Number.isInteger(page) && page >= 1 && page <= MAX_CURRENT_PAGE) result.page = page
  const q = optionalString(search.q)?.trim()
  if (q && q.length <= LIST_SEARCH_MAX_LENGTH) result.q = q
  return result
}

/** What the orders tab shows for the URL's part: the paid list, page 1 and no search unless it says otherwise. */
export const ordersShown = (search: OrdersSearch): { tab: OrdersSubTab; page: number; q: string } => ({
  tab: search.tab ?? 'paid',
  page: search.page ?? 1,
  q: search.q ?? '',
})
