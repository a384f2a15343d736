// Signed-in devices in Chromium: one customer signed in in two browsers; the first finds the page in the user menu,
// signs the second out (which is logged out on its next request), then logs out everywhere. Zero axe violations.
import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMER_ACCOUNT, DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMER_PHONE } from '../../server/db/seed-data/demo-accounts'
import { axeViolations } from './support/axe'
import { logInOnPage, openUserMenu, useBrowserSuite } from './support/browser-suite'
import { isFocused } from './support/keyboard'

const suite = useBrowserSuite()
let other: BrowserContext | undefined

afterEach(async () => {
  await other?.close()
  other = undefined
})

const storedTokens = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('token') && localStorage.getItem(key)?.includes('"value":"')))

describe('signed-in devices', () => {
  it('lists both browsers, signs the other out (logged out on its next request), then logs out everywhere', async () => {
    const base = suite.server.baseUrl
    // Browser A (zh-CN): SMS login of the demo customer.
    const a = suite.page
    await logInOnPage(a, base, DEMO_CUSTOMER_PHONE)

    // Browser B (English): the same customer by account and password, then its own sessions page.
    other = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en' })
    const b = await other.newPage()
    b.on('pageerror', (error) => suite.pageErrors.push(`en ${b.url()}: ${String(error)}`))
    await b.goto(`${base}/pc/logincopy`)
    await b.getByTestId('account-input').fill(DEMO_CUSTOMER_ACCOUNT)
    await b.getByTestId('password-input').fill(DEMO_CUSTOMER_PASSWORD)
    await b.getByTestId('account-login-submit').click()
    await b.getByTestId('user-name').waitFor()
    await b.goto(`${base}/pc/user/sessions`)
    await b.getByTestId('sessions-page').waitFor()
    await expect.poll(() => b.title()).toContain('Signed-in devices')
    expect(await b.getByRole('heading', { level: 1 }).textContent()).toBe('Signed-in devices')
    expect(await axeViolations(b)).toEqual([])

    // A opens the page from the user menu.
    await openUserMenu(a)
    await a.getByTestId('user-menu-sessions').click()
    await a.waitForURL(/\/pc\/user\/sessions$/)
    await a.getByTestId('sessions-page').waitFor()
    await expect.poll(() => a.title()).toContain('登录设备')
    const rows = a.getByTestId('session-row')
    await expect.poll(() => rows.count()).toBe(2)
    expect(await a.locator('[data-testid="session-row"][data-current="true"]').count()).toBe(1)
    expect(await axeViolations(a)).toEqual([])
    // 375 px to 1920 px: the sessions page never overflows sideways; on a phone each device is a card, its sign-out on
    // screen (decisions.md, "Review tables on a phone"). The site header at 375 px is the shell's (issue 20).
    for (const width of [375, 1920]) {
      await a.setViewportSize({ width, height: 800 })
      const page = a.getByTestId('sessions-page')
      expect(
        await page.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth + 1),
      ).toBe(true)
      expect(await a.getByTestId('sessions-table-scroll').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
      const revoke = (await a.getByTestId('session-revoke').boundingBox())!
      expect(revoke.x + revoke.width).toBeLessThanOrEqual(width)
      // A card on a phone: the sign-in time under the device; a row from 1024 px: beside it.
      const device = (await a.getByTestId('session-device').first().boundingBox())!
      const created = (await a.getByTestId('session-created').first().boundingBox())!
      expect(created.y >= device.y + device.height - 1).toBe(width < 1024)
      expect(await a.getByTestId('sessions-logout-everywhere').isVisible()).toBe(true)
    }
    expect(await axeViolations(a)).toEqual([])
    await a.setViewportSize({ width: 1440, height: 900 })

    // Sign B out, confirming in the dialog (keyboard: focus the row's button, Enter, then Enter on confirm).
    const revoke = a.locator('[data-testid="session-row"][data-current="false"]').getByTestId('session-revoke')
    await revoke.focus()
    await a.keyboard.press('Enter')
    await a.getByTestId('sessions-confirm').waitFor()
    expect(await axeViolations(a)).toEqual([])
    await a.getByTestId('sessions-confirm-ok').focus()
    await a.keyboard.press('Enter')
    await expect.poll(() => rows.count()).toBe(1)
    expect(await a.getByTestId('sessions-notice').textContent()).toBe('已退出该设备')
    // The row's button went with the row: the focus is on the page's heading.
    await expect.poll(() => isFocused(a.getByTestId('sessions-page').getByRole('heading', { level: 1 }))).toBe(true)

    // B's next request answers 600: B loses its token and goes to the login page.
    await b.reload()
    await b.waitForURL(/\/pc\/login/)
    await b.getByTestId('login-button').waitFor()
    expect(await storedTokens(b)).toEqual([])

    // A logs out everywhere: its own session ends too and it lands on the login page.
    await a.getByTestId('sessions-logout-everywhere').click()
    await a.getByTestId('sessions-confirm-ok').click()
    await a.waitForURL(/\/pc\/login/)
    await a.getByTestId('login-button').waitFor()
    expect(await storedTokens(a)).toEqual([])
    expect(suite.pageErrors).toEqual([])
  })
})
