import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { unwrap } from '../api-error'
import { api } from '../client'

export type SearchKind = components['schemas']['SearchKind']
export type SearchHit = components['schemas']['SearchHit']

export const SEARCH_PAGE_SIZE = 10
/** The contract's bound on q; the header box and the search page keep to it. */
export const SEARCH_MAX_LENGTH = 100

export interface SearchParams {
  q: string
  page: number
}

/** One page of site search hits (products, knowledge base, account support) with each kind's total. */
export function siteSearchOptions({ q, page }: SearchParams) {
  return queryOptions({
    queryKey: ['search', q, page] as const,
    queryFn: () => unwrap(api.POST('/api/business/C_search/getList', { body: { q, currentPage: page, pageSize: SEARCH_PAGE_SIZE } })),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })
}
