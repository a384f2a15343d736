// The prerendered public pages (issue 19, docs/decisions.md "First paint"), in Chromium against the real server: with
// no script allowed to load, /pc/Home and /pc/Buy already show their first screen in the visitor's language (browser
// language, then the language chosen in the app), with no axe violation; the prerendered Buy hides its build-time
// prices, and once the app runs the prices are the server's current ones, visible, and nothing has moved. The app's
// scripts are asked for only after the HTML has painted.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { en } from '../../src/i18n/resources/en'
import { zhCN } from '../../src/i18n/resources/zh-CN'
import { zhTW } from '../../src/i18n/resources/zh-TW'
import { axeViolations } from './support/axe'
import { appRunning, useBrowserSuite, type Locale } from './support/browser-suite'

const suite = useBrowserSuite()
const MESSAGES = { 'zh-CN': zhCN, en, 'zh-TW': zhTW } as const

/** Opens a page with every script refused: what shows is the HTML alone. */
async function htmlOnly(page: Page, path: string): Promise<void> {
  await page.route('**/*.js', (route) => route.abort())
  await page.goto(`${suite.baseUrl()}${path}`)
}

describe('prerendered public pages', () => {
  for (const locale of ['zh-CN', 'en', 'zh-TW'] as const satisfies readonly Locale[]) {
    it(`Home paints from its HTML in ${locale}, axe-clean`, async () => {
      const page = await suite.openPage(locale)
      await htmlOnly(page, '/pc/Home')
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
      await expect.poll(() => page.locator('#root').getAttribute('data-prerendered-lang')).toBe(locale)
      await page.getByRole('heading', { name: MESSAGES[locale].home.productsTitle }).waitFor()
      expect(await page.getByTestId('home-product-card').count()).toBe(3)
      expect(await axeViolations(page)).toEqual([])
    })
  }

  it('asks for the app only once its HTML has been parsed and painted, then starts it', async () => {
    for (const path of ['/pc/Home', '/pc/Buy']) {
      const page = await suite.openPage('zh-CN')
      await page.goto(`${suite.baseUrl()}${path}`)
      await page.getByTestId('login-button').waitFor()
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && !entry.name.includes('/app-start-'))
        return {
          parsed: navigation.domInteractive,
          painted: performance.getEntriesByName('first-contentful-paint').length,
          scripts: scripts.length,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        }
      })
      expect(timing.painted, path).toBe(1)
      expect(timing.scripts, path).toBeGreaterThan(10)
      expect(timing.firstScript, path).toBeGreaterThan(timing.parsed)
    }
  })

  /** Opens a prerendered page whose app waits until `release` is called. */
  async function heldApp(path: string, width: number, locale: Locale = 'zh-CN'): Promise<{ page: Page; release: () => void }> {
    const page = await suite.openPage(locale)
    await page.setViewportSize({ width, height: 800 })
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${suite.baseUrl()}${path}`)
    await page.locator('#root [data-prerender-visitor]').waitFor({ state: 'attached' })
    return { page, release }
  }

  it('presses a button pressed before the app runs again once it does: the phone menu on Home, a product on Buy', async () => {
    for (const [path, width, press, pressed] of [
      ['/pc/Home', 375, '[data-testid="mobile-nav-button"]', '[data-testid="mobile-nav-button"][aria-expanded="true"]'],
      ['/pc/Buy', 1280, '[data-testid="buy-product-item"][data-id="prod-map-pro"]', '[data-id="prod-map-pro"][aria-pressed="true"]'],
    ] as const) {
      // The app's entry waits until the press is made on the HTML.
      const { page, release } = await heldApp(path, width)
      await page.locator(press).click()
      expect(await page.locator('#root [data-prerender-visitor]').count(), `${path}: pressed on the HTML`).toBe(1)
      release()
      await appRunning(page)
      await page.locator(pressed).waitFor({ timeout: 10_000 })
      expect(new URL(page.url()).pathname, path).toBe(path)
      if (path === '/pc/Home') await page.getByRole('dialog').waitFor()
      // Pressed once: the app's button is not pressed twice.
      expect(await page.locator(`${press}[aria-expanded="false"], ${press}[aria-pressed="false"]`).count(), path).toBe(0)
    }
  })

  it('keeps what was typed into the search box before the app runs, and the search asked for with Enter', async () => {
    const { page, release } = await heldApp('/pc/Home', 1920)
    const field = page.getByTestId('header-search-input')
    await field.click()
    await field.pressSequentially('CAD 导出')
    expect(await page.locator('#root [data-prerender-visitor]').count(), 'typed on the HTML').toBe(1)
    release()
    await appRunning(page)
    // The app's field holds the text, has the focus, with the caret where it was.
    await expect.poll(() => field.inputValue()).toBe('CAD 导出')
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.dataset.testid)).toBe('header-search-input')
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).selectionStart)).toBe('CAD 导出'.length)
    await page.keyboard.type('图')
    await expect.poll(() => field.inputValue()).toBe('CAD 导出图')

    const typedThenSearched = await heldApp('/pc/Home', 1920)
    await typedThenSearched.page.getByTestId('header-search-input').fill('SummitMap')
    await typedThenSearched.page.getByTestId('header-search-input').press('Enter')
    expect(new URL(typedThenSearched.page.url()).pathname, 'Enter on the HTML reloads nothing').toBe('/pc/Home')
    typedThenSearched.release()
    await expect.poll(() => new URL(typedThenSearched.page.url()).search).toBe('?q=SummitMap')
    expect(new URL(typedThenSearched.page.url()).pathname).toBe('/pc/Search')
  })

  it('switches to a language chosen on the HTML once the app runs, and shows the page language in the switcher before', async () => {
    const { page, release } = await heldApp('/pc/Buy', 1440, 'en')
    expect(await page.getByTestId('language-switcher').inputValue(), 'the HTML says its own language').toBe('en')
    await page.getByTestId('language-switcher').selectOption('zh-TW')
    release()
    await appRunning(page)
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-TW')
    expect(await page.getByTestId('language-switcher').inputValue()).toBe('zh-TW')
    await expect.poll(() => page.title()).toMatch(new RegExp(` - ${zhTW.titles.buy}`))
  })

  it('gives the focus to the twin of the link that had it on the HTML', async () => {
    const { page, release } = await heldApp('/pc/Home', 1920)
    const links = page.locator('#root a[href="/pc/Buy"]')
    expect(await links.count()).toBeGreaterThan(1)
    await links.nth(1).focus()
    const before = await links.nth(1).boundingBox()
    release()
    await appRunning(page)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/pc/Buy')
    const focused = await page.evaluate(() => document.activeElement!.getBoundingClientRect().toJSON() as DOMRect)
    expect({ x: focused.x, y: focused.y }).toEqual({ x: before!.x, y: before!.y })
  })

  it('follows the language chosen in the app on the next visit', async () => {
    const page = await suite.openPage('zh-CN')
    await page.goto(`${suite.baseUrl()}/pc/Home`)
    await page.getByTestId('page-home').waitFor()
    // The language chosen in the app (stored in the browser): the app tells the server through its cookie.
    await page.evaluate(() => localStorage.setItem('summit_language', JSON.stringify({ type: 'String', value: 'zh-TW' })))
    await page.reload()
    await page.getByRole('heading', { name: zhTW.home.productsTitle }).waitFor()
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'summit_language')?.value).toBe('zh-TW')
    const response = await page.request.get(`${suite.baseUrl()}/pc/Home`)
    expect(await response.text()).toContain('data-prerendered-lang="zh-TW"')
  })

  it('carries no login button or account menu: the visitor area of the header is empty, at its size, until the app knows', async () => {
    for (const path of ['/pc/Home', '/pc/Buy']) {
      const html = await (await suite.page.request.get(`${suite.baseUrl()}${path}`)).text()
      expect(html, path).toContain('data-prerendered=')
      expect(html, path).not.toContain('data-testid="login-button"')
      // Its search box and language switcher work: the starter carries them into the app.
      expect(html, path).toMatch(/<input[^>]*data-testid="header-search-input"/)
      expect(html, path).not.toMatch(/<(input|select)[^>]*disabled=""/)
      expect(html, path).toMatch(/<option value="zh-CN" selected="">/)
      expect(html, path).toMatch(
        /data-testid="session-status"[^>]*data-prerender-visitor=""|data-prerender-visitor=""[^>]*data-testid="session-status"/,
      )
    }
  })

  it('Buy hides its build-time prices until the app shows the current ones, without moving anything', async () => {
    const page = await suite.openPage('zh-CN')
    await htmlOnly(page, '/pc/Buy')
    const prices = page.locator('#root[data-prerendered] [data-testid="product-price"]')
    expect(await prices.count()).toBeGreaterThan(0)
    for (const price of await prices.all()) expect(await price.isVisible()).toBe(false)

    const live = await suite.openPage('zh-CN')
    await live.goto(`${suite.baseUrl()}/pc/Buy`)
    await live.locator('[data-testid="buy-detail"] [data-testid="product-price"]').waitFor()
    await expect.poll(() => live.locator('[data-prerender-pending]').count()).toBe(0)
    const shown = await live.locator('[data-testid="buy-product-item"] [data-testid="product-price"]').first().textContent()
    expect(shown).toMatch(/\d/)
    await live.waitForLoadState('networkidle')
    const shift = await live.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 100)
        }),
    )
    expect(shift).toBeLessThanOrEqual(0.05)
    expect(suite.pageErrors).toEqual([])
  })
})
