// What the session machine's routing actions do with the router: the code-600 re-login (open /login, or /loginRetailer
// from a reseller page; the route-change rule remembers the page) and the logout reset (/Home, or /loginRetailer for a
// reseller).
import type { SessionNavigation } from '../session/session-actor'
import { profileKindFor } from '../../machines/session'
import { LOGIN_PATH, isLoginPath } from './route-rules'

/** The little of the router the routines use (the session starts before the router, which holds it in its context). */
export interface NavigatingRouter {
  state: { location: { pathname: string } }
  navigate(options: { to: string }): Promise<void>
}

export function createSessionNavigation(router: () => NavigatingRouter): SessionNavigation {
  return {
    relogin: () => {
      const { pathname } = router().state.location
      if (isLoginPath(pathname)) return
      void router().navigate({ to: profileKindFor(pathname) === 'retailer' ? '/loginRetailer' : LOGIN_PATH })
    },
    resetRouting: (kind) => {
      void router().navigate({ to: kind === 'retailer' ? '/loginRetailer' : '/Home' })
    },
  }
}
