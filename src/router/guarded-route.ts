// Guards that send a logged-out user to /login remember the guarded page itself as preRoute: the route-change rule
// would otherwise store the page the user came from (the router reports the redirect as an ordinary navigation).
import { redirect } from '@tanstack/react-router'
import { getToken } from '../session/session-store'
import { PRE_ROUTE_KEY, storage } from '../storage/storage'

let pendingGuardedHref: string | null = null

/** The guarded page a redirect to /login is under way for, once (the route-change rule takes it). */
export function takeGuardedRoute(): string | null {
  const href = pendingGuardedHref
  pendingGuardedHref = null
  return href
}

/** Remembers `href` as the page to come back to after login. */
export function rememberRouteForLogin(href: string): void {
  pendingGuardedHref = href
  storage.set(PRE_ROUTE_KEY, href)
}

/**
 * beforeLoad of a page that needs a login: without a token, remember the page and go to /login. A preload (hovering
 * a link) must not touch the remembered route.
 */
export function requireLogin({ location, preload }: { location: { href: string }; preload?: boolean }): void {
  if (getToken()) return
  if (!preload) rememberRouteForLogin(location.href)
  throw redirect({ to: '/login' })
}
