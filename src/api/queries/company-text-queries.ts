import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { unwrap } from '../api-error'
import { api } from '../client'

export type CompanyText = components['schemas']['CompanyText']

/** About us: the introduction and culture texts, by key, in the active language (or zh-CN, marked by lang). */
export function companyTextsOptions() {
  return queryOptions({
    queryKey: ['company-text', 'list'] as const,
    queryFn: () => unwrap(api.GET('/api/business/C_companyText')),
    select: (page) => new Map(page.list.map((text) => [text.key, text] as const)),
    staleTime: 30 * 60_000,
  })
}
