// The reseller dashboard (portal.md §2, §7 Reseller): the reseller's profile, figures, levels and the paid orders
// carrying its code. Every call is scoped by the reseller's token on the server.
import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { MAX_PAGE_SIZE, RETAILER_ORDER_PAGE_SIZE } from '../../../domain/limits'
import { unwrap } from '../api-error'
import { api } from '../client'

export type RetailerDetail = components['schemas']['RetailerDetail']
export type RetailLevel = components['schemas']['RetailLevel']
export type RetailerOrderRow = components['schemas']['RetailerOrderRow']
export type RetailerOrderPage = components['schemas']['RetailerOrderPage']

/** The table's filter: part of the order number and China-time days (YYYY-MM-DD), each '' for none. */
export interface RetailerOrderFilter {
  ordernum: string
  startDate: string
  endDate: string
}

/** The export reads the filtered set in pages of the contract's largest size. */
const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE
const EXPORT_MAX_PAGES = 200

// The figures move with every paid order: each visit asks again.
const RETAILER_STALE_MS = 0

export const retailerKeys = {
  all: ['retailer'] as const,
  detail: (id: string) => ['retailer', 'detail', id] as const,
  levels: () => ['retailer', 'levels'] as const,
  orders: (filter: RetailerOrderFilter, page: number) => ['retailer', 'orders', filter, page] as const,
}

/** GET C_retailers/detail/{id}: the figures (the server refuses any id but the caller's). */
export function retailerDetailOptions(id: string) {
  return queryOptions({
    queryKey: retailerKeys.detail(id),
    staleTime: RETAILER_STALE_MS,
    queryFn: () => unwrap(api.GET('/api/business/C_retailers/detail/{id}', { params: { path: { id } } })) as Promise<RetailerDetail>,
  })
}

/** POST C_retailLevel/getNpList: level names and commission rates. */
export function retailLevelsOptions() {
  return queryOptions({
    queryKey: retailerKeys.levels(),
    queryFn: () => unwrap(api.POST('/api/business/C_retailLevel/getNpList', { body: {} })) as Promise<RetailLevel[]>,
  })
}

const filterBody = (filter: RetailerOrderFilter) => ({
  ...(filter.ordernum ? { ordernum: filter.ordernum } : {}),
  ...(filter.startDate ? { startDate: filter.startDate } : {}),
  ...(filter.endDate ? { endDate: filter.endDate } : {}),
})

const fetchOrderPage = (filter: RetailerOrderFilter, page: number, pageSize: number) =>
  unwrap(
    api.POST('/api/business/C_retailers/getOrderList', { body: { ...filterBody(filter), currentPage: page, pageSize } }),
  ) as Promise<RetailerOrderPage>

/** POST C_retailers/getOrderList: one page of 20 and the totals of the whole filtered set. */
export function retailerOrdersOptions(filter: RetailerOrderFilter, page: number) {
  return queryOptions({
    queryKey: retailerKeys.orders(filter, page),
    staleTime: RETAILER_STALE_MS,
    queryFn: () => fetchOrderPage(filter, page, RETAILER_ORDER_PAGE_SIZE),
  })
}

/** Every row of the filtered set (for the export), read page by page. */
export async function fetchAllRetailerOrders(filter: RetailerOrderFilter): Promise<RetailerOrderRow[]> {
  const rows: RetailerOrderRow[] = []
  for (let page = 1; page <= EXPORT_MAX_PAGES; page += 1) {
    const { list, pagination } = await fetchOrderPage(filter, page, EXPORT_PAGE_SIZE)
    rows.push(...list)
    if (list.length === 0 || rows.length >= pagination.total) break
  }
  return rows
}
