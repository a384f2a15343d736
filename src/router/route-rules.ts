// What happens on every route change (storefront.md section 2), kept pure so it can be tested without a router.

export interface RouteChange {
  from?: { pathname: string; href: string }
  to: { pathname: string; search: Record<string, unknown> }
  /** The page a login guard redirected from (src/router/return-route.ts): stored instead of `from`. */
  guardedHref?: string | null
}

export interface RouteChangeEffects {
  storePreRoute(href: string): void
  clearFullScreen(): void
}

export const LOGIN_PATH = '/login'

const LOGIN_PATHS = new Set([LOGIN_PATH, '/loginRetailer', '/logincopy'])

/** The login pages: never a return route, and no re-login from them. */
export function isLoginPath(pathname: string): boolean {
  return LOGIN_PATHS.has(pathname)
}

export function applyRouteChangeRules(change: RouteChange, effects: RouteChangeEffects): void {
  const { from, to } = change
  const code = to.search.code
  const toLoginWithoutCode = to.pathname === LOGIN_PATH && (code === undefined || code === null || code === '')
  if (toLoginWithoutCode) {
    // Remember where the user came from, so login can send them back (never back to login itself).
    if (change.guardedHref) effects.storePreRoute(change.guardedHref)
    else if (from && from.pathname !== LOGIN_PATH) effects.storePreRoute(from.href)
    return
  }
  effects.clearFullScreen()
}
