// The code-600 re-login route (src/router/session-invalid-routine.ts): /login, or /loginRetailer from a reseller page
// (portal.md §4: no reseller record leads to /loginRetailer); nothing from a login page.
import { describe, expect, it, vi } from 'vitest'
import { createSessionNavigation } from '../../src/router/session-invalid-routine'

function reloginFrom(pathname: string): string[] {
  const navigate = vi.fn(async (_options: { to: string }) => {})
  createSessionNavigation(() => ({ state: { location: { pathname } }, navigate })).relogin()
  return navigate.mock.calls.map(([options]) => options.to)
}

describe('code-600 re-login route', () => {
  it('opens /loginRetailer from the reseller dashboard and /login elsewhere', () => {
    expect(reloginFrom('/Retailer')).toEqual(['/loginRetailer'])
    expect(reloginFrom('/PersonalCenter')).toEqual(['/login'])
    expect(reloginFrom('/Home')).toEqual(['/login'])
  })

  it('stays on a login page', () => {
    expect(reloginFrom('/login')).toEqual([])
    expect(reloginFrom('/loginRetailer')).toEqual([])
  })
})
