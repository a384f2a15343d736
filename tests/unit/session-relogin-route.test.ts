// The code-600 re-login route (src/router/session-invalid-routine.ts): /login remembering the page, or
// /loginRetailer for a reseller's session (portal.md §4: no reseller record leads to /loginRetailer); nothing from a
// login page.
import { describe, expect, it, vi } from 'vitest'
import type { ProfileKind } from '../../machines/session'
import { takeGuardedRoute } from '../../src/router/guarded-route'
import { createSessionNavigation } from '../../src/router/session-invalid-routine'

function relogin(kind: ProfileKind, href: string): { to: string[]; remembered: string | null } {
  takeGuardedRoute()
  const navigate = vi.fn(async (_options: { to: string }) => {})
  const pathname = href.split('?')[0]
  createSessionNavigation(() => ({ state: { location: { pathname, href } }, navigate })).relogin(kind)
  return { to: navigate.mock.calls.map(([options]) => options.to), remembered: takeGuardedRoute() }
}

describe('code-600 re-login route', () => {
  it('opens /loginRetailer for a reseller, wherever the session ended', () => {
    expect(relogin('retailer', '/Retailer')).toEqual({ to: ['/loginRetailer'], remembered: null })
    expect(relogin('retailer', '/Home')).toEqual({ to: ['/loginRetailer'], remembered: null })
  })

  it('opens /login for a customer and remembers the page shown or loading (a first load has left none)', () => {
    expect(relogin('customer', '/PersonalCenter?value=2')).toEqual({ to: ['/login'], remembered: '/PersonalCenter?value=2' })
    expect(relogin('customer', '/Home')).toEqual({ to: ['/login'], remembered: '/Home' })
  })

  it('stays on a login page', () => {
    expect(relogin('customer', '/login')).toEqual({ to: [], remembered: null })
    expect(relogin('retailer', '/loginRetailer')).toEqual({ to: [], remembered: null })
  })
})
