// The guards of the pathless layout routes (src/routes/_loggedIn.tsx, src/routes/_reseller.tsx): each area has one.
// They read the session from the router context. A logged-out visitor of a login-only page is sent to /login, and
// the page itself (not the one they came from) is remembered as the return route.
import { redirect } from '@tanstack/react-router'

let pendingGuardedHref: string | null = null

/** The next route change to /login should lead back to `href`, a page the visitor has not reached (the rule would
 *  otherwise store the page they came from: the router reports a redirect as an ordinary navigation). */
export function rememberRouteForLogin(href: string): void {
  pendingGuardedHref = href
}

/** The page a pending route change to /login was asked to remember, once (the route-change rule takes it). */
export function takeGuardedRoute(): string | null {
  const href = pendingGuardedHref
  pendingGuardedHref = null
  return href
}

/** The part of the router context a guard reads: the session actor's token and whose it is. */
export interface GuardContext {
  session: { getSnapshot(): { context: { token: string | null; kind: 'customer' | 'retailer' } } }
}

export interface GuardArgs {
  context: GuardContext
  location: { href: string }
  /** A preload (hovering a link) must not touch the return route. */
  preload?: boolean
}

const hasToken = (context: GuardContext): boolean => Boolean(context.session.getSnapshot().context.token)

/**
 * beforeLoad of the login-only area (customers' pages): without a token, remember the page and go to /login; a
 * reseller's session goes to its dashboard (every call of these pages refuses a reseller's token).
 */
export function requireLogin({ context, location, preload }: GuardArgs): void {
  if (hasToken(context) && context.session.getSnapshot().context.kind === 'retailer') throw redirect({ to: '/Retailer' })
  if (hasToken(context)) return
  if (!preload) rememberRouteForLogin(location.href)
  throw redirect({ to: '/login' })
}

/** beforeLoad of the reseller area: without a token, go to the reseller login (which leads to /Retailer). */
export function requireResellerLogin({ context }: GuardArgs): void {
  if (!hasToken(context)) throw redirect({ to: '/loginRetailer' })
}
