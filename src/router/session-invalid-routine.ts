// What the session machine's routing actions do with the router: the code-600 re-login (remember the route, open
// /login) and the logout reset (/Home, or /loginRetailer for a reseller).
import type { SessionNavigation } from '../session/session-actor'
import { PRE_ROUTE_KEY, storage } from '../storage/storage'
import type { AppRouter } from './create-app-router'
import { LOGIN_PATH } from './route-rules'

const LOGIN_PATHS = new Set([LOGIN_PATH, '/loginRetailer', '/logincopy'])

export function isLoginPath(pathname: string): boolean {
  return LOGIN_PATHS.has(pathname)
}

export function createSessionNavigation(router: AppRouter): SessionNavigation {
  return {
    relogin: () => {
      const location = router.state.location
      if (isLoginPath(location.pathname)) return
      storage.set(PRE_ROUTE_KEY, location.href)
      void router.navigate({ to: LOGIN_PATH })
    },
    resetRouting: (kind) => {
      void router.navigate({ to: kind === 'retailer' ? '/loginRetailer' : '/Home' })
    },
  }
}
