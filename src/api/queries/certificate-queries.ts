import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../api-error'
import { api } from '../client'

const certificateKeys = {
  all: ['certificate'] as const,
  list: () => ['certificate', 'list'] as const,
}

/** The qualification certificates of About us, in sort order. */
export function certificateListOptions() {
  return queryOptions({
    queryKey: certificateKeys.list(),
    queryFn: () => unwrap(api.GET('/api/business/C_certificates')),
    staleTime: 30 * 60_000,
  })
}
