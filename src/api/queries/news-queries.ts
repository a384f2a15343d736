import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../api-error'
import { api } from '../client'

export const NEWS_PAGE_SIZE = 20

/** Company news, newest first (Home's 'get latest' opens it on /FlashNote). */
export function newsListOptions(page: number) {
  return queryOptions({
    queryKey: ['news', 'list', page] as const,
    queryFn: () => unwrap(api.POST('/api/business/C_companyMes/getList', { body: { currentPage: page, pageSize: NEWS_PAGE_SIZE } })),
    staleTime: 5 * 60_000,
  })
}

export function newsEntryOptions(id: string) {
  return queryOptions({
    queryKey: ['news', 'entry', id] as const,
    queryFn: () => unwrap(api.GET('/api/business/C_companyMes/detail/{id}', { params: { path: { id } } })),
    staleTime: 5 * 60_000,
  })
}
