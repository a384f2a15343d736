// Buy page content: detail sections of a product, free-trial versions and install videos (storefront.md §7).
import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { unwrap } from '../api-error'
import { api } from '../client'

export type Product = components['schemas']['Product']
export type DetailSection = components['schemas']['DetailSection']
export type TrialVersion = components['schemas']['TrialVersion']
export type DownloadItem = components['schemas']['DownloadItem']

export function detailSectionsOptions(productid: string) {
  return queryOptions({
    queryKey: ['product', 'details', productid] as const,
    queryFn: async (): Promise<DetailSection[]> => {
      const data = await unwrap(
        api.GET('/api/business/C_productdetails', { params: { query: { productid, sort: 'desc', sidx: 'sortcode' } } }),
      )
      return data?.list ?? []
    },
    staleTime: 5 * 60_000,
  })
}

export function trialVersionsOptions() {
  return queryOptions({
    queryKey: ['product', 'trials'] as const,
    queryFn: async (): Promise<TrialVersion[]> => {
      const data = await unwrap(api.POST('/api/business/C_trialversion/getList', { body: { currentPage: 1, pageSize: 20 } }))
      return data?.list ?? []
    },
    staleTime: 5 * 60_000,
  })
}

/** Install how-to videos: software downloads of type 1. */
export function installVideosOptions() {
  return queryOptions({
    queryKey: ['product', 'install-videos'] as const,
    queryFn: async (): Promise<DownloadItem[]> => {
      const data = await unwrap(
        api.GET('/api/business/C_softwaredownload', {
          params: { query: { type: 1, dataType: 1, sort: 'desc', currentPage: 1, pageSize: 6 } },
        }),
      )
      return data?.list ?? []
    },
    staleTime: 5 * 60_000,
  })
}
