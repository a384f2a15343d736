// Renders a component as the app does: the trimmed Chakra system, the app's i18n instance, a query client and the
// session actor (a customer signed in with stubbed calls), and the message region (<ShopMessages />) as main.tsx mounts it.
import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderResult } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ProfileKind, SessionProfile } from '../../../machines/session'
import { ShopMessages } from '../../../src/components/shop-message'
import { i18n, i18nReady } from '../../../src/i18n/i18n'
import { sessionLogic, type SessionActorRef } from '../../../src/session/session-actor'
import { SessionProvider } from '../../../src/session/session-context'
import { appSystem } from '../../../src/theme/app-system'

export interface AppHarness extends RenderResult {
  queryClient: QueryClient
  session: SessionActorRef
  navigation: { relogin: ReturnType<typeof vi.fn>; resetRouting: ReturnType<typeof vi.fn> }
  logoutCalls: () => number
}

/** A customer session that reached loggedIn (profile and cart count stubbed). */
export async function signedInSession(queryClient: QueryClient) {
  const navigation = { relogin: vi.fn(), resetRouting: vi.fn() }
  let logouts = 0
  const session = createActor(
    sessionLogic(navigation, queryClient, {
      fetchProfile: fromPromise<SessionProfile | null, { kind: ProfileKind }>(async () => ({ id: 'cust-1', username: '测试用户' })),
      fetchCartCount: fromPromise(async () => 0),
      logout: fromPromise(async () => {
        logouts += 1
      }),
    }),
    { input: { kind: 'customer' } },
  ).start()
  session.send({ type: 'session.login', token: 'tok', kind: 'customer' })
  await waitFor(session, (state) => state.matches('loggedIn'))
  return { session, navigation, logoutCalls: () => logouts }
}

/** Each test starts in zh-CN: the visitor's language (jsdom's navigator says en-US) has loaded before the first. */
export function startEachTestInZhCN(): void {
  beforeAll(async () => {
    await i18nReady
    await i18n.changeLanguage('zh-CN')
  })
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN')
  })
}

export async function renderWithApp(ui: ReactNode, queryClient = new QueryClient()): Promise<AppHarness> {
  const { session, navigation, logoutCalls } = await signedInSession(queryClient)
  const result = render(
    <ChakraProvider value={appSystem}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider actor={session}>
            <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
            <ShopMessages />
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  )
  return { ...result, queryClient, session, navigation, logoutCalls }
}
