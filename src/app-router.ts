import { createRouter, type ErrorRouteComponent, type NotFoundRouteComponent, type RouteComponent } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { setFullScreen } from './router/full-screen-store'
import { takeGuardedRoute } from './router/guarded-route'
import { storeReturnRoute } from './router/return-route'
import { applyRouteChangeRules } from './router/route-rules'
import type { RouterContext } from './router/router-context'
import { parseSearch, stringifySearch } from './router/search-serialization'

export const BASE_PATH = '/pc'

/** The pages of a path no route matches and of a route that failed (features; main.tsx hands them in). */
export interface FallbackPages {
  notFound: NotFoundRouteComponent
  routeError: ErrorRouteComponent
  /** Shown while a route's code or data is still loading after the pending delay. */
  pending: RouteComponent
}

export function createAppRouter(context: RouterContext, pages: FallbackPages) {
  const router = createRouter({
    routeTree,
    basepath: BASE_PATH,
    context,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // Query owns caching: the router asks it every time (ensureQueryData answers from cache when fresh).
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: pages.notFound,
    defaultErrorComponent: pages.routeError,
    defaultPendingComponent: pages.pending,
  })

  router.subscribe('onBeforeNavigate', (event) => {
    applyRouteChangeRules(
      { from: event.fromLocation, to: event.toLocation, guardedHref: takeGuardedRoute() },
      {
        storePreRoute: storeReturnRoute,
        clearFullScreen: () => setFullScreen(false),
      },
    )
  })

  // Every route change starts at the top of the page.
  router.subscribe('onResolved', (event) => {
    if (event.hrefChanged && typeof window !== 'undefined') window.scrollTo(0, 0)
  })

  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
