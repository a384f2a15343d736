// One of the caller's orders and its lines (portal.md §7: C_orderManage/detail/{id}, C_orderDetail/getList by
// ordercode). Another customer's id or an unknown one is refused by the server (403/404), which rejects here.
import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { unwrap } from '../api-error'
import { api } from '../client'

export type OrderDetail = components['schemas']['OrderDetail']
export type OrderLine = components['schemas']['OrderLine']

export const orderDetailKeys = {
  all: ['orders'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  lines: (ordercode: string) => ['orders', 'lines', ordercode] as const,
}

/** The payment state decides what a page offers: read from the server on every visit (staleTime 0). */
export function orderDetailOptions(id: string) {
  return queryOptions({
    queryKey: orderDetailKeys.detail(id),
    queryFn: (): Promise<OrderDetail> => unwrap(api.GET('/api/business/C_orderManage/detail/{id}', { params: { path: { id } } })),
    staleTime: 0,
    refetchOnMount: false,
    retry: false,
  })
}

export function orderLinesOptions(ordercode: string) {
  return queryOptions({
    queryKey: orderDetailKeys.lines(ordercode),
    queryFn: async (): Promise<OrderLine[]> => {
      const data = await unwrap(api.POST('/api/business/C_orderDetail/getList', { body: { ordercode } }))
      return data?.list ?? []
    },
    // The loader has just read them: the page does not read them again on mount.
    refetchOnMount: false,
    retry: false,
  })
}
