// What the reseller dashboard shows first, for the route's loader (src/router/page-data.ts): the reseller's details,
// the level table and the orders page the URL names, under the keys the dashboard reads.
import type { QueryClient } from '@tanstack/react-query'
import { retailerDetailOptions, retailerOrdersOptions, retailLevelsOptions } from '../../api/queries/retailer-queries'
import { filterOfSearch, type RetailerSearch } from './retailer-search'

export function retailerData(queryClient: QueryClient, retailerId: string, search: RetailerSearch): Promise<unknown>[] {
  return [
    queryClient.ensureQueryData(retailerDetailOptions(retailerId)),
    queryClient.ensureQueryData(retailLevelsOptions()),
    queryClient.ensureQueryData(retailerOrdersOptions(filterOfSearch(search), search.page ?? 1)),
  ]
}
