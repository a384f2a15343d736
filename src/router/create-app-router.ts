import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { RouteErrorPage } from '../features/static-pages/route-error-page'
import { NotFoundPage } from '../features/static-pages/not-found-page'
import { routeTree } from '../routeTree.gen'
import { setFullScreen } from '../shell/full-screen-store'
import { PRE_ROUTE_KEY, storage } from '../storage/storage'
import { takeGuardedRoute } from './guarded-route'
import { applyRouteChangeRules } from './route-rules'
import { parseSearch, stringifySearch } from './search-serialization'

export const BASE_PATH = '/pc'

export interface RouterContext {
  queryClient: QueryClient
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    basepath: BASE_PATH,
    context: { queryClient },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // Query owns caching: the router asks it every time (ensureQueryData answers from cache when fresh).
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  })

  router.subscribe('onBeforeNavigate', (event) => {
    applyRouteChangeRules(
      { from: event.fromLocation, to: event.toLocation, guardedHref: takeGuardedRoute() },
      {
        storePreRoute: (href) => storage.set(PRE_ROUTE_KEY, href),
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
