// The personal centre's orders: the paid and pending lists, one order's detail and its lines (portal.md §7 Orders).
import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { MAX_PAGE_SIZE, ORDER_LIST_MENU_ID, ORDER_LIST_PAGE_SIZE } from '../../../domain/limits'
import { unwrap } from '../api-error'
import { api } from '../client'

export type OrderRow = components['schemas']['OrderRow']
export type OrderListState = 'paid' | 'pending'

export interface OrderListParams {
  state: OrderListState
  /** 1-based. */
  page: number
  /** Part of an order number; empty lists every order. */
  ordernum: string
}

// Orders change outside this page (paid on a phone, closed by the server, licensed): each visit asks again, showing
// what it had meanwhile.
const ORDER_STALE_MS = 0

export const orderKeys = {
  all: ['orders'] as const,
  list: ({ state, page, ordernum }: OrderListParams) => ['orders', 'list', state, page, ordernum] as const,
  invoiceable: ['orders', 'invoiceable'] as const,
}

/** POST C_customers/getOrderListWithStatus: paid (paymentstate 1) or pending (0) online orders, newest first. */
export function orderListOptions(params: OrderListParams) {
  return queryOptions({
    queryKey: orderKeys.list(params),
    staleTime: ORDER_STALE_MS,
    queryFn: () =>
      unwrap(
        api.POST('/api/business/C_customers/getOrderListWithStatus', {
          body: {
            paymentstate: params.state === 'paid' ? 1 : 0,
            purchasemethod: 'online',
            menuId: ORDER_LIST_MENU_ID,
            currentPage: params.page,
            pageSize: ORDER_LIST_PAGE_SIZE,
            sort: 'desc',
            ...(params.ordernum ? { ordernum: params.ordernum } : {}),
          },
        }),
      ),
  })
}

/**
 * The paid online orders (those the orders tab lists) that no invoice covers yet (the invoice request dialog), newest
 * first: one page of the largest size the contract allows (a request covers at most 50 orders; the server says so).
 */
export function invoiceableOrdersOptions() {
  return queryOptions({
    queryKey: orderKeys.invoiceable,
    staleTime: ORDER_STALE_MS,
    queryFn: () =>
      unwrap(
        api.POST('/api/business/C_customers/getOrderListWithStatus', {
          body: { paymentstate: 1, purchasemethod: 'online', invoiceable: true, currentPage: 1, pageSize: MAX_PAGE_SIZE, sort: 'desc' },
        }),
      ),
  })
}
