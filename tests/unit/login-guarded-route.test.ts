import { afterEach, describe, expect, it } from 'vitest'
import { requireLogin, takeGuardedRoute } from '../../src/router/guarded-route'
import { PRE_ROUTE_KEY, TOKEN_KEY, storage } from '../../src/storage/storage'

afterEach(() => {
  storage.clear()
  takeGuardedRoute()
})

describe('requireLogin (beforeLoad of pages that need a login)', () => {
  it('logged out: remembers the guarded page itself and redirects to /login', () => {
    let thrown: unknown
    try {
      requireLogin({ location: { href: '/PersonalCenter?value=2' } })
    } catch (error) {
      thrown = error
    }
    expect((thrown as { options?: { to?: string } }).options?.to).toBe('/login')
    expect(storage.get(PRE_ROUTE_KEY)).toBe('/PersonalCenter?value=2')
    expect(takeGuardedRoute()).toBe('/PersonalCenter?value=2')
    expect(takeGuardedRoute()).toBeNull()
  })

  it('a preload (hovering a link) redirects without touching the remembered route', () => {
    storage.set(PRE_ROUTE_KEY, '/Buy')
    expect(() => requireLogin({ location: { href: '/cart' }, preload: true })).toThrow()
    expect(storage.get(PRE_ROUTE_KEY)).toBe('/Buy')
    expect(takeGuardedRoute()).toBeNull()
  })

  it('logged in: lets the page load', () => {
    storage.set(TOKEN_KEY, 'tok')
    expect(() => requireLogin({ location: { href: '/cart' } })).not.toThrow()
  })
})
