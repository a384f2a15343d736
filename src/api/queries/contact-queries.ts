import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../api-error'
import { api } from '../client'

type ContactType = 'workGroup' | 'phone' | 'address' | 'email'

const contactKeys = {
  all: ['contact'] as const,
  info: () => ['contact', 'info'] as const,
}

export type ContactMap = Partial<Record<ContactType, string>>

/** Company contact values (footer, sidebar), as a map from type to content. */
export function contactInfoOptions() {
  return queryOptions({
    queryKey: contactKeys.info(),
    queryFn: async (): Promise<ContactMap> => {
      const data = await unwrap(api.GET('/api/business/C_contactinfo'))
      const map: ContactMap = {}
      for (const entry of data?.list ?? []) {
        if (entry.type && map[entry.type as ContactType] === undefined) map[entry.type as ContactType] = entry.content
      }
      return map
    },
    staleTime: 30 * 60_000,
  })
}
