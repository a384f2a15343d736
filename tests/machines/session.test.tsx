import { ChakraProvider } from '@chakra-ui/react'
import { appSystem } from '../../src/theme/app-system'
import { fireEvent, render, screen } from '@testing-library/react'
import { useMemo } from 'react'
import { createActor, fromPromise, type EventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { sessionMachine, type ProfileKind, type SessionProfile } from '../../machines/session'
import { cartBadgeText } from '../../domain/pricing'
import { ApiError } from '../../src/api/api-error'
import { i18n } from '../../src/i18n/i18n'
import { sessionLogic, type SessionActorRef } from '../../src/session/session-actor'
import { SessionProvider, useRefreshCartCount, useSessionActor } from '../../src/session/session-context'
import { runSessionInvalid, setSessionInvalidRoutine } from '../../src/session/session-invalid'
import { getToken } from '../../src/session/session-store'
import { UserMenu } from '../../src/shell/user-menu'
import { RETAILERINFO_KEY, TOKEN_KEY, USERINFO_KEY, storage } from '../../src/storage/storage'
import { testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, search, children, ...rest }: { to: string; search?: Record<string, string>; children: React.ReactNode }) => (
    <a href={search ? `${to}?${new URLSearchParams(search).toString()}` : to} {...rest}>
      {children}
    </a>
  ),
}))

void i18n.changeLanguage('zh-CN')

const navigation = { relogin: vi.fn(), resetRouting: vi.fn() }
const loginEvent = (kind: ProfileKind): EventObject => ({ type: 'session.login', token: `tok-${kind}`, kind }) as EventObject

/** What the login pages do once a login answered a token (src/features/login). */
function LoginPageStandIn(): React.JSX.Element {
  const actor = useSessionActor()
  const refreshCart = useRefreshCartCount()
  return (
    <>
      <button onClick={() => actor.send({ type: 'session.login', token: 'tok-customer', kind: 'customer' })}>login customer</button>
      <button onClick={() => actor.send({ type: 'session.login', token: 'tok-retailer', kind: 'retailer' })}>login retailer</button>
      <button onClick={refreshCart}>cart changed</button>
    </>
  )
}

function Host({ ctx }: { ctx: HarnessContext }): React.JSX.Element {
  const actor: SessionActorRef = useMemo(() => {
    const logic = sessionLogic(navigation, undefined, {
      fetchProfile: ctx.actors.promise(),
      fetchCartCount: ctx.actors.promise(),
      logout: ctx.actors.promise(),
    })
    return createActor(logic, { input: { kind: 'customer' } }).start()
  }, [ctx])
  setSessionInvalidRoutine(() => actor.send({ type: 'session.invalid' }))
  return (
    <ChakraProvider value={appSystem}>
      <SessionProvider actor={actor}>
        <UserMenu />
        <LoginPageStandIn />
      </SessionProvider>
    </ChakraProvider>
  )
}

const status = (): HTMLElement => screen.getByTestId('session-status')
const ran = (ctx: HarnessContext, action: string): number =>
  ctx.stepsSoFar.flatMap((step) => step.actions).filter((name) => name === action).length
const loggedOutChecks = (ctx: HarnessContext): void => {
  expect(screen.getByTestId('login-button').textContent).toBe('登录')
  expect(screen.queryByTestId('user-menu')).toBeNull()
  expect(getToken()).toBeNull()
  expect(storage.get(USERINFO_KEY)).toBeNull()
  expect(navigation.relogin).toHaveBeenCalledTimes(ran(ctx, 'relogin'))
  expect(navigation.resetRouting).toHaveBeenCalledTimes(ran(ctx, 'resetRouting'))
}

const adapter: MachineAdapter<typeof sessionMachine> = {
  samples: {
    events: {
      'session.login': [loginEvent('customer'), loginEvent('retailer')],
      'session.resume': [{ type: 'session.resume', token: 'tok-stored' } as EventObject],
    },
    outputs: {
      fetchProfile: [{ id: 'u1', username: '张三', retailername: '李四经销' }, null],
      fetchCartCount: [3, 120],
      logout: [undefined],
    },
    errors: {
      fetchProfile: [new ApiError(500, 'server error', 500)],
      fetchCartCount: [new Error('offline')],
      logout: [new Error('offline')],
    },
  },
  contextKey: (context) => context.kind,
  render: (ctx) => {
    storage.clear()
    navigation.relogin.mockReset()
    navigation.resetRouting.mockReset()
    render(<Host ctx={ctx} />)
  },
  events: {
    'session.login': (event) => {
      fireEvent.click(screen.getByRole('button', { name: `login ${event.kind}` }))
    },
    'session.resume': (event) => {
      // Another tab logged in: the token appears in storage.
      storage.set(TOKEN_KEY, event.token)
      window.dispatchEvent(new StorageEvent('storage', { key: `summit_${TOKEN_KEY}` }))
    },
    'session.logout': () => {
      fireEvent.click(screen.getByTestId('logout-button'))
    },
    'session.invalid': () => {
      // What the API client does on a code 600 from any call but a login.
      runSessionInvalid()
    },
    'cart.refresh': () => {
      fireEvent.click(screen.getByRole('button', { name: 'cart changed' }))
    },
    'notice.dismiss': () => {
      fireEvent.click(screen.getByTestId('session-notice-close'))
    },
  },
  readState: () => status().dataset.state,
  states: {
    'loggedOut.idle': (ctx) => {
      loggedOutChecks(ctx)
      expect(screen.queryByTestId('session-notice')).toBeNull()
    },
    'loggedOut.rejected': (ctx) => {
      loggedOutChecks(ctx)
      expect(screen.getByTestId('session-notice').textContent).toContain('验证失败，请重新登录')
    },
    loadingProfile: ({ actors, snapshot }) => {
      expect(screen.getByTestId('user-menu')).toBeTruthy()
      expect(getToken()).toBe(snapshot.context.token)
      expect(actors.pending('fetchProfile').map((call) => call.input)).toEqual([{ kind: snapshot.context.kind }])
      expect((screen.getByTestId('logout-button') as HTMLButtonElement).disabled).toBe(true)
    },
    'loggedIn.cartLoading': ({ actors }) => {
      expect(screen.getByTestId('user-name').textContent).toBe('张三')
      expect(storage.get(USERINFO_KEY)).toMatchObject({ id: 'u1' })
      expect(actors.pending('fetchCartCount')).toHaveLength(1)
    },
    'loggedIn.ready': ({ snapshot }) => {
      const { kind, cartCount } = snapshot.context
      expect(screen.getByTestId('user-name').textContent).toBe(kind === 'retailer' ? '李四经销' : '张三')
      expect((screen.getByTestId('logout-button') as HTMLButtonElement).disabled).toBe(false)
      if (kind === 'retailer') {
        expect(storage.get(RETAILERINFO_KEY)).toMatchObject({ id: 'u1' })
        expect(screen.queryByTestId('cart-link')).toBeNull()
      } else {
        const badge = screen.queryByTestId('cart-badge')
        expect(badge?.textContent ?? '').toBe(cartBadgeText(cartCount))
        expect(screen.queryAllByTestId('user-menu-item').map((item) => item.getAttribute('href'))).toEqual([
          '/PersonalCenter?value=3',
          '/PersonalCenter?value=0',
          '/PersonalCenter?value=1',
          '/PersonalCenter?value=2',
        ])
      }
    },
    loggingOut: ({ actors }) => {
      expect(actors.pending('logout')).toHaveLength(1)
      expect(screen.getByTestId('user-menu')).toBeTruthy()
    },
  },
}

testMachinePaths({ machine: sessionMachine, adapter })

describe('session routing after logout', () => {
  it('sends a customer to /Home and a reseller to /loginRetailer (via resetRouting kind)', async () => {
    const resetRouting = vi.fn()
    for (const kind of ['customer', 'retailer'] as const) {
      const actor = createActor(
        sessionLogic({ relogin: vi.fn(), resetRouting }, undefined, {
          fetchProfile: fromPromise<SessionProfile | null, { kind: ProfileKind }>(async () => ({ id: 'x' })),
          fetchCartCount: fromPromise<number>(async () => 0),
          logout: fromPromise<void>(async () => {}),
        }),
        { input: { kind: 'customer' } },
      ).start()
      actor.send({ type: 'session.login', token: 't', kind })
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ loggedIn: 'ready' })).toBe(true))
      actor.send({ type: 'session.logout' })
      await vi.waitFor(() => expect(actor.getSnapshot().matches('loggedOut')).toBe(true))
      expect(resetRouting).toHaveBeenLastCalledWith(kind)
      actor.stop()
    }
    storage.clear()
  })

  it('shows 99+ above 99', () => {
    expect([0, 1, 99, 100, 250].map(cartBadgeText)).toEqual(['', '1', '99', '99+', '99+'])
  })
})
