// What the orders tab shows first, for the personal centre's loader (src/router/page-data.ts), under the keys its
// lists read.
import type { QueryClient } from '@tanstack/react-query'
import { contractListOptions } from '../../api/queries/contract-queries'
import { orderListOptions } from '../../api/queries/order-list-queries'
import { ordersShown, type OrdersSearch } from './orders-search'

export function ordersTabData(queryClient: QueryClient, search: OrdersSearch, userid: string | undefined): Promise<unknown>[] {
  const { tab, page, q } = ordersShown(search)
  if (tab !== 'contracts') return [queryClient.ensureQueryData(orderListOptions({ state: tab, page, ordernum: q }))]
  return userid ? [queryClient.ensureQueryData(contractListOptions({ purchaserid: userid, page, contractnum: q }))] : []
}
