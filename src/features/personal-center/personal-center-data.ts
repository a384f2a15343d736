// The data the chosen personal-centre tab shows first, for the route's loader (src/router/page-data.ts). The keys are
// the ones the tabs read (the same defaults: the paid list, page 1, no search), so the tabs find it in the cache.
import type { QueryClient } from '@tanstack/react-query'
import { contractListOptions } from '../../api/queries/contract-queries'
import { invoiceListOptions } from '../../api/queries/invoice-queries'
import { heldLicencesOptions, licenceListOptions, licensableOrdersOptions } from '../../api/queries/licence-queries'
import { orderListOptions, type OrderListState } from '../../api/queries/order-list-queries'
import { centerTabOf, INVOICE_TAB, LICENCE_TAB, ORDERS_TAB } from './center-tabs'

/** The route's search (the orders tab's part as src/features/orders/orders-search.ts validates it). */
export interface CenterSearch {
  value?: string
  tab?: OrderListState | 'contracts'
  page?: number
  q?: string
}

export function personalCenterData(queryClient: QueryClient, search: CenterSearch, userid: string | undefined): Promise<unknown>[] {
  const page = search.page ?? 1
  const q = search.q ?? ''
  switch (centerTabOf(search.value)) {
    case ORDERS_TAB:
      if (search.tab !== 'contracts')
        return [queryClient.ensureQueryData(orderListOptions({ state: search.tab ?? 'paid', page, ordernum: q }))]
      return userid ? [queryClient.ensureQueryData(contractListOptions({ purchaserid: userid, page, contractnum: q }))] : []
    case LICENCE_TAB:
      if (!userid) return []
      return [
        queryClient.ensureQueryData(licensableOrdersOptions(userid)),
        queryClient.ensureQueryData(heldLicencesOptions()),
        queryClient.ensureQueryData(licenceListOptions(page)),
      ]
    case INVOICE_TAB:
      return userid ? [queryClient.ensureQueryData(invoiceListOptions({ userid, page }))] : []
    default:
      // The authentication tab reads the customer's record, which the route's loader has already.
      return []
  }
}
