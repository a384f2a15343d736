// The return route (preRoute): the page login leads back to. It is written in one place only, the route-change rule
// that runs before each navigation (src/app-router.ts): the page the visitor leaves for /login, or the guarded
// page they were redirected from (rememberRouteForLogin in guarded-route.ts).
import { PRE_ROUTE_KEY, storage } from '../storage/storage'

/** The one writer of preRoute; called by the route-change rule only. */
export function storeReturnRoute(href: string): void {
  storage.set(PRE_ROUTE_KEY, href)
}

/** Reads and forgets the stored return route (after a login). */
export function takeReturnRoute(): unknown {
  const href = storage.get(PRE_ROUTE_KEY)
  storage.remove(PRE_ROUTE_KEY)
  return href
}
