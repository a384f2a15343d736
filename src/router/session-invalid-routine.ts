// The full code-600 routine: forget the session, remember where the user was, send them to /login.
import type { QueryClient } from '@tanstack/react-query'
import { userKeys } from '../api/queries/user-queries'
import { clearSession } from '../session/session-store'
import { PRE_ROUTE_KEY, storage } from '../storage/storage'
import type { AppRouter } from './create-app-router'
import { LOGIN_PATH } from './route-rules'

export function createSessionInvalidRoutine(router: AppRouter, queryClient: QueryClient): () => void {
  return () => {
    clearSession()
    queryClient.removeQueries({ queryKey: userKeys.all })
    const location = router.state.location
    if (location.pathname === LOGIN_PATH) return
    storage.set(PRE_ROUTE_KEY, location.href)
    void router.navigate({ to: LOGIN_PATH })
  }
}
