// The orders tab's part of /PersonalCenter's search, validated: tab one of the sub-tabs, page a positive integer, q at
// most LIST_SEARCH_MAX_LENGTH characters. Anything else is dropped (the default applies).
import { LIST_SEARCH_MAX_LENGTH, MAX_CURRENT_PAGE } from '../../../domain/limits'
import { optionalString } from '../../router/search-params'
import { ORDERS_SUB_TABS, type OrdersSearch, type OrdersSubTab } from './orders-tab'

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
