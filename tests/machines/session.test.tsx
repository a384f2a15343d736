import { ChakraProvider } from '@chakra-ui/react'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useMemo, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate'
import type { LoginReply } from '../../machines/phone-login'
import { profileKindFor, resumedProfileKind, sessionMachine, type ProfileKind, type SessionProfile } from '../../machines/session'
import { ApiError } from '../../src/api/api-error'
import { api } from '../../src/api/client'
import { useFinishLogin } from '../../src/features/login/after-login'
import { PhoneLoginForm } from '../../src/features/login/phone-login-form'
import { i18n } from '../../src/i18n/i18n'
import { requireLogin, requireResellerLogin } from '../../src/router/guarded-route'
import { createSessionNavigation } from '../../src/router/session-invalid-routine'
import { sessionLogic, type SessionActorRef } from '../../src/session/session-actor'
import { SessionProvider, useProfileChanged, useRefreshCartCount } from '../../src/session/session-context'
import { setSessionInvalidRoutine } from '../../src/session/session-invalid'
import { getToken } from '../../src/session/session-store'
import { UserMenu } from '../../src/shell/user-menu'
import { RETAILERINFO_KEY, SESSION_KIND_KEY, TOKEN_KEY, USERINFO_KEY, storage } from '../../src/storage/storage'
import { appSystem } from '../../src/theme/app-system'
import { createActorController, type ActorController } from '../harness/actor-control'
import { testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import {
  badgeFor,
  CUSTOMER_MENU,
  CUSTOMER_PROFILE,
  PROFILE_SAVED,
  RETAILER_PROFILE,
  SESSION_SAMPLES,
  SESSION_TEXTS,
  SessionSpec,
  type SessionStep,
} from './session-spec'

// The generated paths come from machines/session.ts; what each step must show comes from SessionSpec
// (tests/machines/session-spec.ts, written from storefront.md and portal.md), never from the machine's snapshot.
// The session is driven by what ships: the phone login form and useFinishLogin (login), the storage listener of
// SessionProvider (another tab), the header's UserMenu (logout, notice), the API client's code-600 handling
// (invalid) and useRefreshCartCount (a page that changed the cart).

const router = vi.hoisted(() => ({
  state: { location: { pathname: '/Home', href: '/Home' } },
  navigate: vi.fn(async (_options: { to: string; search?: unknown }) => {}),
}))

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, search, children, ...rest }: { to: string; search?: Record<string, string>; children: React.ReactNode }) => (
    <a href={search ? `${to}?${new URLSearchParams(search).toString()}` : to} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => router,
  redirect: (options: { to: string }) => ({ redirectTo: options.to }),
}))

void i18n.changeLanguage('zh-CN')

/** The phone login form of the login page, handing its token to the shipped useFinishLogin. */
function LoginForm({ kind }: { kind: ProfileKind }): React.JSX.Element {
  const finishLogin = useFinishLogin()
  const [round, setRound] = useState(0)
  const login = useMemo(
    () =>
      fromPromise<LoginReply, { variant: ProfileKind; phone: string; verCode: string }>(async ({ input }) => ({
        data: { token: `tok-${input.variant}` },
      })),
    [],
  )
  return (
    <PhoneLoginForm
      key={round}
      variant={kind}
      login={login}
      onLoggedIn={(token) => {
        finishLogin(token, kind)
        setRound((value) => value + 1)
      }}
    />
  )
}

function CartPage(): React.JSX.Element {
  const refreshCart = useRefreshCartCount()
  return <button onClick={refreshCart}>cart changed</button>
}

/** The profile form's hook after a successful save. */
function ProfilePage(): React.JSX.Element {
  const profileChanged = useProfileChanged()
  return <button onClick={() => profileChanged(PROFILE_SAVED)}>profile saved</button>
}

function Host({ actors, kind = 'customer' }: { actors: ActorController; kind?: ProfileKind }): React.JSX.Element {
  const actor: SessionActorRef = useMemo(() => {
    const logic = sessionLogic(
      createSessionNavigation(() => router),
      undefined,
      {
        fetchProfile: actors.promise(),
        fetchCartCount: actors.promise(),
        logout: actors.promise(),
      },
    )
    return createActor(logic, { input: { kind } }).start()
  }, [actors, kind])
  shown.actor = actor
  // What main.tsx installs: code 600 from the API client sends session.invalid.
  setSessionInvalidRoutine(() => actor.send({ type: 'session.invalid' }))
  return (
    <ChakraProvider value={appSystem}>
      <SessionProvider actor={actor}>
        <UserMenu />
        <LoginForm kind="customer" />
        <LoginForm kind="retailer" />
        <CartPage />
        <ProfilePage />
      </SessionProvider>
    </ChakraProvider>
  )
}

const flush = async (): Promise<void> => {
  for (let i = 0; i < 30; i++) await Promise.resolve()
}

/** Logs in on the login form of that kind. */
async function logIn(kind: ProfileKind): Promise<void> {
  const form = within(screen.getByTestId(`phone-login-${kind}`))
  fireEvent.change(form.getByTestId('login-phone-input'), { target: { value: '13800138000' } })
  fireEvent.change(form.getByTestId('login-code-input'), { target: { value: '123456' } })
  fireEvent.click(form.getByTestId('login-submit'))
  await flush()
}

/** Another tab logged in: its kind and token appear in storage. */
function resume(token: string, kind?: ProfileKind): void {
  if (kind) storage.set(SESSION_KIND_KEY, kind)
  storage.set(TOKEN_KEY, token)
  window.dispatchEvent(new StorageEvent('storage', { key: `summit_${TOKEN_KEY}` }))
}

/** Any call but a login answers code 600 (HTTP 401: the token expired or was revoked). */
async function expiredCall(): Promise<void> {
  const expired = async (): Promise<Response> =>
    new Response(JSON.stringify({ code: 600, msg: '登录已失效，请重新登录', data: null }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    })
  await api.GET('/api/business/C_customers/userinfo', { fetch: expired })
}

const shown: { actor?: SessionActorRef } = {}

/** Paths tell states apart by profile kind and by the failed profile fetches in a row (they decide the next wait). */
const sessionContextKey = (context: { kind: ProfileKind; profileFailures: number }): string => `${context.kind}:${context.profileFailures}`

/** Where the guard of a login-only area (or of the reseller area) sends the user now: nowhere (open) or a login page. */
function guardedAreas(): [unknown, unknown] {
  const context = { session: shown.actor! }
  const outcome = (guard: () => void): unknown => {
    try {
      guard()
      return 'open'
    } catch (redirect) {
      return redirect
    }
  }
  return [
    outcome(() => requireLogin({ context, location: { href: '/PersonalCenter' }, preload: true })),
    outcome(() => requireResellerLogin({ context, location: { href: '/Retailer' } })),
  ]
}

/** What the user must see now, what storage holds, the calls made and where the app went, per the specification. */
function expectShown(spec: SessionSpec, actors: ActorController): void {
  const where = `(${spec.view}, ${spec.kind})`
  if (spec.view === 'loggedOut') {
    expect(screen.getByTestId('login-button').textContent, `login button ${where}`).toBe(SESSION_TEXTS.login)
    expect(screen.queryByTestId('user-menu'), `user menu ${where}`).toBeNull()
    const notice = screen.queryByTestId('session-notice')
    expect(notice?.textContent ?? null, `notice ${where}`).toBe(spec.notice ? SESSION_TEXTS.rejected : null)
  } else {
    expect(screen.queryByTestId('login-button'), `login button ${where}`).toBeNull()
    expect(screen.getByTestId('user-name').textContent, `name ${where}`).toBe(spec.displayName())
    expect(screen.getByTestId<HTMLButtonElement>('logout-button').disabled, `logout ${where}`).toBe(!spec.logoutEnabled())
    // A failed profile load keeps the user menu: a discreet 'reconnecting', then, retries spent, the notice and Retry.
    expect(screen.queryByTestId('session-reconnecting')?.textContent ?? null, `reconnecting ${where}`).toBe(
      spec.view === 'reconnecting' ? SESSION_TEXTS.reconnecting : null,
    )
    const unavailable = spec.view === 'profileUnavailable'
    expect(screen.queryByTestId('session-unavailable')?.firstChild?.textContent ?? null, `unavailable ${where}`).toBe(
      unavailable ? SESSION_TEXTS.unavailable : null,
    )
    expect(screen.queryByTestId('session-retry')?.textContent ?? null, `retry ${where}`).toBe(unavailable ? SESSION_TEXTS.retry : null)
    const customer = spec.kind === 'customer'
    expect(screen.queryByTestId('cart-link') !== null, `cart link ${where}`).toBe(customer)
    expect(screen.queryByTestId('cart-badge')?.textContent ?? '', `badge ${where}`).toBe(customer ? badgeFor(spec.cartCount) : '')
    const entries = screen.queryAllByTestId('user-menu-item').map((item) => item.getAttribute('href'))
    expect(entries, `menu ${where}`).toEqual(customer ? CUSTOMER_MENU : [])
  }
  expect(getToken(), `stored token ${where}`).toBe(spec.stored.token)
  // The route guards read the session's token: the login-only pages open while a token is held.
  const held = spec.token !== null
  const customerArea = spec.kind === 'retailer' ? { redirectTo: '/Retailer' } : 'open'
  expect(guardedAreas(), `guarded areas ${where}`).toEqual(
    held ? [customerArea, 'open'] : [{ redirectTo: '/login' }, { redirectTo: '/loginRetailer' }],
  )
  expect(storage.get(SESSION_KIND_KEY) ?? null, `stored kind ${where}`).toBe(spec.stored.kind)
  expect(storage.get(USERINFO_KEY), `stored USERINFO ${where}`).toEqual(spec.stored.userInfo)
  expect(storage.get(RETAILERINFO_KEY), `stored RETAILERINFO ${where}`).toEqual(spec.stored.retailerInfo)
  expect(
    actors.calls.map(({ id, input }) => ({ id, input })),
    `calls ${where}`,
  ).toEqual(spec.calls)
  for (const id of ['fetchProfile', 'fetchCartCount', 'logout'] as const) {
    expect(actors.pending(id), `${id} running ${where}`).toHaveLength(spec.running() === id ? 1 : 0)
  }
  expect(
    router.navigate.mock.calls.map(([options]) => options.to),
    `navigations ${where}`,
  ).toEqual(spec.navigations)
}

function specStepOf(step: HarnessContext['stepsSoFar'][number]): SessionStep | undefined {
  const event = step.event as EventObject & { token?: string; kind?: ProfileKind; output?: unknown; error?: unknown }
  const id = step.invoke?.id
  if (step.kind === 'actor.done') {
    if (id === 'fetchProfile') return { type: 'profile', profile: event.output as SessionProfile | null }
    if (id === 'fetchCartCount') return { type: 'cart', count: event.output as number }
    return { type: 'loggedOut' }
  }
  if (step.kind === 'actor.error') {
    if (id === 'fetchProfile') return { type: 'profileFail', error: event.error }
    if (id === 'fetchCartCount') return { type: 'cartFail', error: event.error }
    return { type: 'logoutFail', error: event.error }
  }
  switch (event.type) {
    case 'session.login':
      return { type: 'login', token: `tok-${event.kind}`, kind: event.kind ?? 'customer' }
    case 'session.resume':
      return { type: 'resume', token: event.token ?? '', ...(event.kind ? { kind: event.kind } : {}) }
    case 'session.logout':
      return { type: 'logout' }
    case 'session.invalid':
      return { type: 'invalid' }
    case 'cart.refresh':
      return { type: 'cartChanged' }
    case 'profile.changed':
      return { type: 'profileSaved', changes: PROFILE_SAVED }
    case 'notice.dismiss':
      return { type: 'dismiss' }
    case 'profile.retry':
      return { type: 'retry' }
  }
  // A delay: the time it took is applied as it passes (see the adapter's state check).
  return undefined
}

function resetWorld(): void {
  storage.clear()
  router.navigate.mockClear()
}

function sessionAdapter(): MachineAdapter<typeof sessionMachine> {
  let spec = new SessionSpec()
  let seen = 0
  let clock = 0
  return {
    samples: SESSION_SAMPLES,
    contextKey: sessionContextKey,
    render: ({ actors }) => {
      resetWorld()
      spec = new SessionSpec()
      seen = 0
      clock = Date.now()
      render(<Host actors={actors} />)
    },
    events: {
      'session.login': (event) => logIn(event.kind),
      'session.resume': (event) => resume(event.token, event.kind),
      'session.logout': () => {
        fireEvent.click(screen.getByTestId('logout-button'))
      },
      'session.invalid': () => expiredCall(),
      'cart.refresh': () => {
        fireEvent.click(screen.getByRole('button', { name: 'cart changed' }))
      },
      'profile.changed': () => {
        fireEvent.click(screen.getByRole('button', { name: 'profile saved' }))
      },
      'notice.dismiss': () => {
        fireEvent.click(screen.getByTestId('session-notice-close'))
      },
      'profile.retry': () => {
        fireEvent.click(screen.getByTestId('session-retry'))
      },
    },
    readState: () => screen.getByTestId('session-status').dataset.state,
    // Every state is judged by the specification alone.
    states: {
      '*': (ctx) => {
        // The fake clock (delays): the specification decides when a retry is due, not the machine's delay.
        spec.apply({ type: 'elapse', ms: Date.now() - clock })
        clock = Date.now()
        for (const step of ctx.stepsSoFar.slice(seen)) {
          const specStep = specStepOf(step)
          if (specStep) spec.apply(specStep)
        }
        seen = ctx.stepsSoFar.length
        expectShown(spec, ctx.actors)
      },
    },
  }
}

type Action = SessionStep

/** Drives the shipped header, login form and client through hand-written steps, checking the spec after each. */
async function runSpecScenario(actions: Action[], kind: ProfileKind = 'customer'): Promise<void> {
  if (actions.some((action) => action.type === 'elapse')) vi.useFakeTimers()
  try {
    await runSteps(actions, kind)
  } finally {
    vi.useRealTimers()
  }
}

async function runSteps(actions: Action[], kind: ProfileKind): Promise<void> {
  resetWorld()
  const actors = createActorController()
  const model = new SessionSpec(kind)
  render(<Host actors={actors} kind={kind} />)
  await act(flush)
  expectShown(model, actors)
  for (const [index, action] of actions.entries()) {
    await act(async () => {
      switch (action.type) {
        case 'login':
          await logIn(action.kind)
          break
        case 'resume':
          resume(action.token)
          break
        case 'logout':
          fireEvent.click(screen.getByTestId('logout-button'))
          break
        case 'invalid':
          await expiredCall()
          break
        case 'cartChanged':
          fireEvent.click(screen.getByRole('button', { name: 'cart changed' }))
          break
        case 'dismiss':
          fireEvent.click(screen.getByTestId('session-notice-close'))
          break
        case 'retry':
          fireEvent.click(screen.getByTestId('session-retry'))
          break
        case 'elapse':
          vi.advanceTimersByTime(action.ms)
          break
        case 'profileSaved':
          fireEvent.click(screen.getByRole('button', { name: 'profile saved' }))
          break
        case 'profile':
          actors.resolve('fetchProfile', action.profile)
          break
        case 'profileFail':
          actors.reject('fetchProfile', action.error)
          break
        case 'cart':
          actors.resolve('fetchCartCount', action.count)
          break
        case 'cartFail':
          actors.reject('fetchCartCount', action.error)
          break
        case 'loggedOut':
          actors.resolve('logout', undefined)
          break
        case 'logoutFail':
          actors.reject('logout', action.error)
      }
      await flush()
    })
    model.apply(action)
    try {
      expectShown(model, actors)
    } catch (error) {
      throw new Error(`after step ${index + 1} ${JSON.stringify(action)}: ${(error as Error).message}`, { cause: error })
    }
  }
}

describe('session against the specification (hand-written paths)', () => {
  afterEach(cleanup)

  it('logs a customer in, loads the badge, reloads it when the cart changes, and logs out to /Home', () =>
    runSpecScenario([
      { type: 'login', token: 'tok-customer', kind: 'customer' },
      { type: 'profile', profile: CUSTOMER_PROFILE },
      { type: 'cart', count: 99 },
      { type: 'cartChanged' },
      { type: 'cart', count: 100 },
      { type: 'cartChanged' },
      { type: 'cartFail', error: new Error('offline') },
      { type: 'cartChanged' },
      { type: 'cart', count: 5 },
      { type: 'logout' },
      { type: 'loggedOut' },
    ]))

  it('logs a reseller in without a cart, ignores cart changes, and logs out to /loginRetailer even offline', () =>
    runSpecScenario([
      { type: 'login', token: 'tok-retailer', kind: 'retailer' },
      { type: 'profile', profile: RETAILER_PROFILE },
      { type: 'cartChanged' },
      { type: 'logout' },
      { type: 'logoutFail', error: new Error('offline') },
    ]))

  it("rejects a profile without an id ('validation failed'), and the notice goes when dismissed or on a new login", () =>
    runSpecScenario([
      { type: 'resume', token: 'tok-stored' },
      { type: 'profile', profile: { username: '张三' } },
      { type: 'dismiss' },
      { type: 'resume', token: 'tok-stored' },
      { type: 'profile', profile: { id: '', username: '张三' } },
      { type: 'login', token: 'tok-customer', kind: 'customer' },
      { type: 'profileFail', error: new ApiError(600, '登录已失效，请重新登录', 401) },
      { type: 'login', token: 'tok-customer', kind: 'customer' },
      { type: 'profile', profile: undefined },
    ]))

  it('a profile fetch that fails (no answer) keeps the token and the menu: reconnecting, fetched again 2 s later, then the name', () =>
    runSpecScenario([
      { type: 'resume', token: 'tok-stored' },
      { type: 'profileFail', error: new TypeError('Failed to fetch') },
      { type: 'elapse', ms: 1_999 },
      { type: 'elapse', ms: 1 },
      { type: 'profile', profile: CUSTOMER_PROFILE },
      { type: 'cart', count: 2 },
    ]))

  it('four failures in a row (abort, 5xx, 408, 429) wait 2, 4 and 8 s, then offer Retry, which counts anew; a login after success counts anew too', () =>
    runSpecScenario([
      { type: 'resume', token: 'tok-stored' },
      { type: 'profileFail', error: new DOMException('The user aborted a request.', 'AbortError') },
      { type: 'elapse', ms: 2_000 },
      { type: 'profileFail', error: new ApiError(502, 'Bad Gateway', 502) },
      { type: 'elapse', ms: 3_999 },
      { type: 'elapse', ms: 1 },
      { type: 'profileFail', error: new ApiError(408, 'Request Timeout', 408) },
      { type: 'elapse', ms: 7_999 },
      { type: 'elapse', ms: 1 },
      { type: 'profileFail', error: new ApiError(429, '请求过于频繁', 429) },
      { type: 'elapse', ms: 60_000 },
      { type: 'retry' },
      { type: 'profileFail', error: new ApiError(503, 'unavailable') },
      { type: 'elapse', ms: 2_000 },
      { type: 'profileFail', error: new Error('offline') },
      { type: 'elapse', ms: 4_000 },
      { type: 'profile', profile: CUSTOMER_PROFILE },
      { type: 'cart', count: 1 },
      { type: 'login', token: 'tok-customer', kind: 'customer' },
      { type: 'profileFail', error: new Error('offline') },
      { type: 'elapse', ms: 2_000 },
      { type: 'profile', profile: CUSTOMER_PROFILE },
    ]))

  it("the server refusing the profile (code 600, the reseller profile's 403 for a customer token, another 4xx) still signs out", () =>
    runSpecScenario(
      [
        { type: 'resume', token: 'tok-stored' },
        { type: 'profileFail', error: new ApiError(403, '该功能仅对分销商开放', 403) },
        { type: 'resume', token: 'tok-stored' },
        { type: 'profileFail', error: new ApiError(404, 'not found') },
        { type: 'resume', token: 'tok-stored' },
        { type: 'profileFail', error: new ApiError(600, '登录已失效，请重新登录') },
        { type: 'dismiss' },
      ],
      'retailer',
    ))

  it('Logout is offered once the retries are spent, and signs out even offline', () =>
    runSpecScenario([
      { type: 'login', token: 'tok-customer', kind: 'customer' },
      { type: 'profileFail', error: new Error('offline') },
      { type: 'elapse', ms: 2_000 },
      { type: 'profileFail', error: new Error('offline') },
      { type: 'elapse', ms: 4_000 },
      { type: 'profileFail', error: new Error('offline') },
      { type: 'elapse', ms: 8_000 },
      { type: 'profileFail', error: new Error('offline') },
      { type: 'logout' },
      { type: 'logoutFail', error: new Error('offline') },
      { type: 'resume', token: 'tok-stored' },
      { type: 'profileFail', error: new Error('offline') },
      { type: 'elapse', ms: 2_000 },
      { type: 'invalid' },
    ]))

  it('each new session counts its failures anew: after a refusal, after a code 600, and after a reseller login', () =>
    runSpecScenario(
      [
        { type: 'resume', token: 'tok-stored' },
        { type: 'profileFail', error: new ApiError(500, 'server error', 500) },
        { type: 'elapse', ms: 2_000 },
        { type: 'profileFail', error: new ApiError(600, '登录已失效，请重新登录', 401) },
        { type: 'resume', token: 'tok-stored' },
        { type: 'profileFail', error: new ApiError(500, 'server error', 500) },
        { type: 'elapse', ms: 2_000 },
        { type: 'profileFail', error: new ApiError(500, 'server error', 500) },
        { type: 'invalid' },
        { type: 'login', token: 'tok-retailer', kind: 'retailer' },
        { type: 'profileFail', error: new TypeError('Failed to fetch') },
        { type: 'elapse', ms: 2_000 },
        { type: 'profileFail', error: new TypeError('Failed to fetch') },
        { type: 'elapse', ms: 4_000 },
        { type: 'profile', profile: RETAILER_PROFILE },
        { type: 'login', token: 'tok-retailer', kind: 'retailer' },
        { type: 'profileFail', error: new TypeError('Failed to fetch') },
        { type: 'elapse', ms: 2_000 },
        { type: 'profile', profile: RETAILER_PROFILE },
      ],
      'retailer',
    ))

  it('a second login while logged in shows neither the previous name nor its cart count while it loads', () =>
    runSpecScenario([
      { type: 'login', token: 'tok-customer', kind: 'customer' },
      { type: 'profile', profile: CUSTOMER_PROFILE },
      { type: 'cart', count: 7 },
      { type: 'login', token: 'tok-retailer', kind: 'retailer' },
      { type: 'profile', profile: RETAILER_PROFILE },
      { type: 'login', token: 'tok-customer', kind: 'customer' },
    ]))

  it("a customer's saved profile shows in the header and storage at once; a reseller's header and a loading one are untouched", () =>
    runSpecScenario([
      { type: 'login', token: 'tok-customer', kind: 'customer' },
      { type: 'profileSaved', changes: PROFILE_SAVED },
      { type: 'profile', profile: CUSTOMER_PROFILE },
      { type: 'profileSaved', changes: PROFILE_SAVED },
      { type: 'cart', count: 1 },
      { type: 'login', token: 'tok-retailer', kind: 'retailer' },
      { type: 'profile', profile: RETAILER_PROFILE },
      { type: 'profileSaved', changes: PROFILE_SAVED },
    ]))

  it('code 600 (HTTP 401, expired token) signs out and opens /login in every state but logging out', () =>
    runSpecScenario([
      { type: 'login', token: 'tok-customer', kind: 'customer' },
      { type: 'invalid' },
      { type: 'login', token: 'tok-customer', kind: 'customer' },
      { type: 'profile', profile: CUSTOMER_PROFILE },
      { type: 'invalid' },
      { type: 'resume', token: 'tok-stored' },
      { type: 'profile', profile: CUSTOMER_PROFILE },
      { type: 'cart', count: 2 },
      { type: 'logout' },
      { type: 'invalid' },
    ]))

  // Decision 'Session': a call carrying the token being logged out, answered 600 after Logout revoked it and before
  // Logout's own answer, used to send the visitor to /login instead of /Home (a CI run of login.test.ts).
  it('a code 600 while logging out leaves the logout to end on /Home', () =>
    runSpecScenario([
      { type: 'login', token: 'tok-customer', kind: 'customer' },
      { type: 'profile', profile: CUSTOMER_PROFILE },
      { type: 'cart', count: 2 },
      { type: 'logout' },
      { type: 'invalid' },
      { type: 'loggedOut' },
    ]))

  it('a page opened on a reseller page resumes the reseller profile', () =>
    runSpecScenario(
      [
        { type: 'resume', token: 'tok-stored' },
        { type: 'profile', profile: RETAILER_PROFILE },
      ],
      'retailer',
    ))

  it('a code 600 from a login call goes back to the caller: the session stays', async () => {
    resetWorld()
    const actors = createActorController()
    const model = new SessionSpec()
    render(<Host actors={actors} />)
    await act(async () => {
      await logIn('customer')
    })
    model.apply({ type: 'login', token: 'tok-customer', kind: 'customer' })
    await act(async () => {
      const refused = async (): Promise<Response> =>
        new Response(JSON.stringify({ code: 600, msg: '验证码错误', data: null }), { headers: { 'content-type': 'application/json' } })
      await api.POST('/api/business/C_customers/loginByPhone', { body: { phone: '13800138000', verCode: '000000' }, fetch: refused })
      await flush()
    })
    expectShown(model, actors)
  })
})

describe('session machine outside the UI', () => {
  it('starts signed out as a customer unless told the kind; the login pane stays hidden after a login', async () => {
    for (const [input, kind] of [
      [undefined, 'customer'],
      [{}, 'customer'],
      [{ kind: 'retailer' }, 'retailer'],
    ] as const) {
      const actor = createActor(
        sessionMachine.provide({
          actors: {
            fetchProfile: fromPromise<SessionProfile | null, { kind: ProfileKind }>(async () => ({ id: 'x' })),
            fetchCartCount: fromPromise<number>(async () => 4),
          },
        }),
        { input },
      ).start()
      expect(actor.getSnapshot().context).toEqual({
        token: null,
        kind,
        userInfo: null,
        retailerInfo: null,
        cartCount: 0,
        showLoginPane: false,
        profileFailures: 0,
      })
      actor.send({ type: 'session.resume', token: 't' })
      const ready = await waitFor(actor, (snapshot) => snapshot.matches({ loggedIn: 'ready' }))
      expect(ready.context.showLoginPane).toBe(false)
      actor.stop()
    }
  })

  it('loads the reseller profile on reseller pages and the customer profile elsewhere', () => {
    expect(['/loginRetailer', '/Retailer', '/Home', '/login', '/retailer'].map(profileKindFor)).toEqual([
      'retailer',
      'retailer',
      'customer',
      'customer',
      'customer',
    ])
  })

  it('resumes a stored session as the kind its login stored, on any page; by the page only without one', () => {
    expect(resumedProfileKind('retailer', '/Home')).toBe('retailer')
    expect(resumedProfileKind('customer', '/Retailer')).toBe('customer')
    expect([null, undefined, 'admin', 1].map((stored) => resumedProfileKind(stored, '/Retailer'))).toEqual(Array(4).fill('retailer'))
    expect([null, 'admin'].map((stored) => resumedProfileKind(stored, '/Home'))).toEqual(['customer', 'customer'])
  })
})

// The generated paths run after the hand-written ones: a mutation run stops at the first failing test.
testMachinePaths({ machine: sessionMachine, adapter: sessionAdapter() })
