import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../api-error'
import { api } from '../client'

const softwareDownloadKeys = {
  all: ['softwareDownload'] as const,
  list: (type: 0 | 1) => ['softwareDownload', 'list', type] as const,
}

/** Software downloads (type 0, keyed by descrh) or install videos (type 1). */
export function softwareDownloadsOptions(type: 0 | 1) {
  return queryOptions({
    queryKey: softwareDownloadKeys.list(type),
    queryFn: () =>
      unwrap(api.GET('/api/business/C_softwaredownload', { params: { query: { type, dataType: 1, sort: 'desc', pageSize: 100 } } })),
    staleTime: 10 * 60_000,
  })
}
