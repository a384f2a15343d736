import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ProfileKind, SessionProfile } from '../../machines/session'
import type { FileRoutesById } from '../../src/routeTree.gen'
import { requireLogin, requireResellerLogin, takeGuardedRoute } from '../../src/router/guarded-route'
import { sessionLogic } from '../../src/session/session-actor'
import { PRE_ROUTE_KEY, TOKEN_KEY, storage } from '../../src/storage/storage'

afterEach(() => {
  storage.clear()
  takeGuardedRoute()
})

/** The app's session machine as the router context holds it; the profile call never answers (no server here). */
function routerContext(token?: string, kind?: ProfileKind) {
  const navigation = { relogin: vi.fn(), resetRouting: vi.fn() }
  const session = createActor(
    sessionLogic(navigation, undefined, {
      fetchProfile: fromPromise<SessionProfile | null, { kind: ProfileKind }>(() => new Promise(() => {})),
    }),
    {
      input: { kind: 'customer' },
    },
  ).start()
  if (token) session.send({ type: 'session.resume', token, ...(kind ? { kind } : {}) })
  return { session }
}

function redirectTarget(run: () => void): string | undefined {
  try {
    run()
  } catch (error) {
    return (error as { options?: { to?: string } }).options?.to
  }
  return undefined
}

describe('requireLogin (the guard of the login-only layout route)', () => {
  it('logged out: marks the guarded page itself for the return route and redirects to /login, writing nothing yet', () => {
    const to = redirectTarget(() => requireLogin({ context: routerContext(), location: { href: '/PersonalCenter?value=2' } }))
    expect(to).toBe('/login')
    // The route-change rule (src/app-router.ts) is the one writer of preRoute; the guard only says which page.
    expect(storage.get(PRE_ROUTE_KEY)).toBeNull()
    expect(takeGuardedRoute()).toBe('/PersonalCenter?value=2')
    expect(takeGuardedRoute()).toBeNull()
  })

  it('a preload (hovering a link) redirects without marking a return route', () => {
    expect(redirectTarget(() => requireLogin({ context: routerContext(), location: { href: '/cart' }, preload: true }))).toBe('/login')
    expect(takeGuardedRoute()).toBeNull()
  })

  it("sends a reseller's session to its dashboard (the customers' pages refuse a reseller's token), marking nothing", () => {
    const to = redirectTarget(() =>
      requireLogin({ context: routerContext('tok', 'retailer'), location: { href: '/PersonalCenter?value=2' } }),
    )
    expect(to).toBe('/Retailer')
    expect(takeGuardedRoute()).toBeNull()
    expect(redirectTarget(() => requireLogin({ context: routerContext('tok', 'customer'), location: { href: '/cart' } }))).toBeUndefined()
  })

  it('reads the session from the router context, not storage: a session with a token lets the page load', () => {
    expect(redirectTarget(() => requireLogin({ context: routerContext('tok'), location: { href: '/cart' } }))).toBeUndefined()
    // A token left in storage without a session is no login.
    storage.set(TOKEN_KEY, 'stale')
    expect(redirectTarget(() => requireLogin({ context: routerContext(), location: { href: '/cart' } }))).toBe('/login')
  })
})

describe('requireResellerLogin (the guard of the reseller layout route)', () => {
  it('logged out: to /loginRetailer, without a return route; with a session: the page loads', () => {
    expect(redirectTarget(() => requireResellerLogin({ context: routerContext(), location: { href: '/Retailer' } }))).toBe('/loginRetailer')
    expect(takeGuardedRoute()).toBeNull()
    expect(redirectTarget(() => requireResellerLogin({ context: routerContext('tok'), location: { href: '/Retailer' } }))).toBeUndefined()
  })
})

// The areas are pathless layout routes: the URLs stay, the guard is written once per area.
const LOGIN_ONLY = [
  '/_loggedIn/PersonalCenter',
  '/_loggedIn/cart',
  '/_loggedIn/paystep',
  '/_loggedIn/user/orderManagement',
  '/_loggedIn/user/sessions',
] as const satisfies readonly (keyof FileRoutesById)[]
const RESELLER_ONLY = ['/_reseller/Retailer'] as const satisfies readonly (keyof FileRoutesById)[]

describe('guarded areas', () => {
  const routesDir = new URL('../../src/routes/', import.meta.url).pathname
  const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    )

  it.each([...LOGIN_ONLY, ...RESELLER_ONLY])('%s sits in its area in the committed route tree', (id) => {
    expect(tree).toContain(`'${id}':`)
  })

  it('each guard is used by exactly one route file, its layout route', () => {
    const users = (name: string) =>
      files(routesDir)
        .filter((file) => new RegExp(`\\b${name}\\b`).test(readFileSync(file, 'utf8')))
        .map((file) => relative(routesDir, file))
    expect(users('requireLogin')).toEqual(['_loggedIn.tsx'])
    expect(users('requireResellerLogin')).toEqual(['_reseller.tsx'])
    expect(users('getToken')).toEqual([])
  })
})
