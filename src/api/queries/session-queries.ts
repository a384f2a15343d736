// The caller's signed-in devices (/user/sessions). Sign-outs invalidate ['sessions'] so the list refetches.
import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { unwrap, unwrapEnvelope } from '../api-error'
import { api } from '../client'

export type Session = components['schemas']['Session']

export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => ['sessions', 'list'] as const,
}

export function sessionListOptions() {
  return queryOptions({
    queryKey: sessionKeys.list(),
    queryFn: async (): Promise<Session[]> => (await unwrap(api.GET('/api/oauth/sessions')))?.list ?? [],
    staleTime: 0,
  })
}

export async function revokeSession(id: string): Promise<void> {
  await unwrapEnvelope(api.DELETE('/api/oauth/sessions/{id}', { params: { path: { id } } }))
}

/** 'others' keeps this browser signed in; 'all' signs it out too. Resolves with how many were signed out. */
export async function revokeSessions(scope: 'others' | 'all'): Promise<number> {
  const data = await unwrap(api.POST('/api/oauth/sessions/revoke', { body: { scope } }))
  return data?.revoked ?? 0
}
