import type { QueryClient } from '@tanstack/react-query'
import { api } from '../api/client'
import { userKeys } from '../api/queries/user-queries'
import { clearSession } from './session-store'

/** Revokes the token on the server (best effort), then forgets it locally whatever the server said. */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await api.GET('/api/oauth/Logout')
  } catch {
    // offline or already invalid: the local session goes anyway
  }
  clearSession()
  queryClient.removeQueries({ queryKey: userKeys.all })
}
