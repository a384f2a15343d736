import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { sessionMachine } from '../machines/session'
import { registerLiveActor } from './features/machine-viewer/live-actors'
import { NotFoundPage } from './features/static-pages/not-found-page'
import { PageLoading } from './components/page-loading'
import { ShopMessages } from './components/shop-message'
import { RouteErrorPage } from './features/static-pages/route-error-page'
import { i18n, i18nReady } from './i18n/i18n'
import { createAppRouter, type AppRouter } from './app-router'
import { createSessionNavigation } from './router/session-invalid-routine'
import { appSystem } from './theme/app-system'
import { startSessionActor } from './session/session-actor'
import { SessionProvider } from './session/session-context'
import { setSessionInvalidRoutine } from './session/session-invalid'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
})
// Content comes in the active language (the client sends it as Accept-Language): a switch refetches what is cached.
i18n.on('languageChanged', () => void queryClient.invalidateQueries())

// The router holds the session in its context (the guards read it); the session's routing routines reach the
// router once it exists.
const routerRef: { current?: AppRouter } = {}
const session = startSessionActor(
  createSessionNavigation(() => routerRef.current!),
  queryClient,
)
const router = createAppRouter(
  { queryClient, session },
  {
    notFound: NotFoundPage,
    routeError: RouteErrorPage,
    pending: PageLoading,
  },
)
routerRef.current = router
// Development: /machines highlights the running session's state (production builds drop this).
if (import.meta.env.DEV) registerLiveActor(sessionMachine.id, session)
// Code 600 on any call but a login: the session machine runs the re-login routine.
setSessionInvalidRoutine(() => session.send({ type: 'session.invalid' }))

// Rendering waits for the visitor's language (zh-CN is at hand; en and zh-TW are one small chunk away) and for the
// route's code and data (a loader waits at most PAGE_DATA_WAIT_MS for its data), so React's first commit replaces
// what index.html shows, the prerendered page or the loading indicator, with the page itself. Rendered at once, the
// first commit was an empty root (the router loads the first page in a transition, which keeps what was committed):
// a blank window for as long as the route's loader took (docs/decisions.md, "The first load is never blank").
const root = document.getElementById('root')!
void Promise.all([i18nReady, router.load().catch(() => undefined)]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <ChakraProvider value={appSystem}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <SessionProvider actor={session}>
              <RouterProvider router={router} />
              <ShopMessages />
            </SessionProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </ChakraProvider>
    </StrictMode>,
  ),
)
