// What the session machine's routing actions do with the router: the code-600 re-login (open /login remembering the
// page, or /loginRetailer for a reseller) and the logout reset (/Home, or /loginRetailer for a
// reseller).
import type { SessionNavigation } from '../session/session-actor'
import { rememberRouteForLogin } from './guarded-route'
import { LOGIN_PATH, isLoginPath } from './route-rules'

/** The little of the router the routines use (the session starts before the router, which holds it in its context). */
export interface NavigatingRouter {
  state: { location: { pathname: string; href: string } }
  navigate(options: { to: string }): Promise<void>
}

export function createSessionNavigation(router: () => NavigatingRouter): SessionNavigation {
  return {
    relogin: (kind) => {
      const { pathname, href } = router().state.location
      if (isLoginPath(pathname)) return
      if (kind === 'retailer') return void router().navigate({ to: '/loginRetailer' })
      // The page being shown or loaded: on a first load no page has been left yet, so the route-change rule alone
      // (which stores the page left for /login) remembered nothing, and login led to /Home.
      rememberRouteForLogin(href)
      void router().navigate({ to: LOGIN_PATH })
    },
    resetRouting: (kind) => {
      void router().navigate({ to: kind === 'retailer' ? '/loginRetailer' : '/Home' })
    },
  }
}
