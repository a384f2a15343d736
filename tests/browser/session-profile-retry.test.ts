// A reload whose profile call fails is not a logout (decisions.md "Session: a failed profile load is not a logout"):
// in Chromium against the real server, the customer logs in, the next two userinfo requests are aborted, and after the
// reload the header keeps the user menu (never the Login button), says it is reconnecting, and shows the name once
// the retry succeeds; the token is still stored.
import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMER_NAME, DEMO_CUSTOMER_PHONE } from '../../server/db/seed-data/demo-accounts'
import { smsLogin, useBrowserSuite } from './support/browser-suite'

const suite = useBrowserSuite()

describe('session profile retry', () => {
  it('an aborted userinfo on reload keeps the customer signed in; the name shows after the retry', async () => {
    const base = suite.server.baseUrl
    const page = suite.page
    await page.goto(`${base}/pc/login`)
    await smsLogin(base, page.getByTestId('login-page'), DEMO_CUSTOMER_PHONE)
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe(DEMO_CUSTOMER_NAME)

    // From the next document on, record whether the Login button ever appears.
    await page.addInitScript(() => {
      const seen = { login: false }
      ;(window as unknown as { __loginButtonSeen: typeof seen }).__loginButtonSeen = seen
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="login-button"]')) seen.login = true
      }).observe(document, { childList: true, subtree: true })
    })
    let aborted = 0
    await page.route('**/api/business/C_customers/userinfo*', async (route) => {
      // The load on reload and its first retry (2 s later): the header reconnects for about 6 s.
      if (aborted < 2) {
        aborted += 1
        return route.abort('failed')
      }
      return route.continue()
    })

    await page.reload()
    await page.getByTestId('session-reconnecting').waitFor()
    // One look at the header (the state moves on by itself).
    expect(
      await page.evaluate(() => ({
        reconnecting: document.querySelector('[data-testid="session-reconnecting"]')?.textContent ?? null,
        login: document.querySelectorAll('[data-testid="login-button"]').length,
        menu: document.querySelectorAll('[data-testid="user-menu"]').length,
      })),
    ).toEqual({ reconnecting: '正在重新连接…', login: 0, menu: 1 })
    // The header as it reconnects (the page below it is still loading its own data).
    const header = await new AxeBuilder({ page }).include('[data-testid="session-status"]').analyze()
    expect(header.violations.map((violation) => violation.id)).toEqual([])

    await expect.poll(() => page.getByTestId('user-name').textContent(), { timeout: 15_000 }).toBe(DEMO_CUSTOMER_NAME)
    expect(aborted).toBe(2)
    expect(await page.getByTestId('session-status').getAttribute('data-state')).toMatch(/^loggedIn\./)
    expect(await page.getByTestId('session-reconnecting').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __loginButtonSeen: { login: boolean } }).__loginButtonSeen.login)).toBe(false)
    const token = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('token'))?.[1] ?? null)
    expect(token).toContain('"value":"')
    expect(suite.pageErrors).toEqual([])
  })
})
