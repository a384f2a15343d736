// With a slow API (every /api/ call held back, then passed to the real server), no page is ever blank: the first
// load shows index.html's indicator until the app renders, the app shows its loading states, and a route change shows
// the progress bar, then the pending page, then the new page (issue 20).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe'
import { useBrowserSuite } from './support/browser-suite'

const suite = useBrowserSuite()
const API_DELAY_MS = 2500

async function slowApi(page: Page): Promise<void> {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS))
    await route.continue().catch(() => undefined)
  })
}

/**
 * Run in the page before its scripts: on every frame from the document's start, what the visitor sees: index.html's
 * indicator, the page's heading and/or a loading state of the app (a visible status or progress bar), or nothing.
 * Each change is kept in `window.__seen` as [ms after navigation start, what].
 */
const WATCH_WHAT_IS_SEEN = `window.__seen = []
  const visible = (element) => {
    const box = element.getBoundingClientRect()
    for (let node = element; node; node = node.parentElement) if (Number(getComputedStyle(node).opacity) < 0.5) return false
    return box.width > 0 && box.height > 0
  }
  const look = () => {
    if (document.body) {
      const heading = [...document.querySelectorAll('#root h1')].some(visible)
      const boot = [...document.querySelectorAll('[data-testid="boot-loading"]')].some(visible)
      const loading = [...document.querySelectorAll('[role="status"], [role="progressbar"]')].some(visible)
      const what = heading && loading ? 'heading, loading' : heading ? 'heading' : boot ? 'indicator' : loading ? 'loading' : 'blank'
      if (window.__seen.at(-1)?.[1] !== what) window.__seen.push([Math.round(performance.now()), what])
    }
    requestAnimationFrame(look)
  }
  requestAnimationFrame(look)`

describe('a slow API', () => {
  it('never leaves the first load of a page blank', { timeout: 60_000 }, async () => {
    const page = suite.page
    await slowApi(page)
    await page.addInitScript(WATCH_WHAT_IS_SEEN)
    await page.goto(`${suite.baseUrl()}/pc/AccountSupport`, { waitUntil: 'domcontentloaded' })
    await page.getByTestId('categories-account').locator('a').first().waitFor({ timeout: 15_000 })
    const seen = (await page.evaluate('window.__seen')) as [number, string][]
    // index.html's indicator fades in over its first 300 ms: only from then on is a frame without it blank.
    const shown = seen.filter(([at]) => at >= 600).map(([at, what]) => `${at} ms ${what}`)
    expect(shown.filter((entry) => entry.endsWith('blank'))).toEqual([])
    expect(seen.some(([, what]) => what.includes('loading'))).toBe(true)
    expect(seen.at(-1)?.[1]).toContain('heading')
  })

  it('shows the progress bar, then the pending page, on a route change that waits for the API', { timeout: 60_000 }, async () => {
    const page = suite.page
    await page.goto(`${suite.baseUrl()}/pc/Home`)
    await page.getByTestId('page-home').waitFor()
    await page.waitForLoadState('networkidle')
    await slowApi(page)
    await page.locator('header a[href="/pc/AboutUs"]').first().click()
    // The old page stays while the bar runs; after the router's pending delay the pending page takes its place.
    await page.getByTestId('route-progress').waitFor({ timeout: 1000 })
    expect(await page.getByRole('progressbar').getAttribute('aria-label')).toBe('页面加载中')
    expect(await page.getByTestId('page-main').getAttribute('aria-busy')).toBe('true')
    await page.getByTestId('page-loading').waitFor({ timeout: 2000 })
    await page.getByTestId('page-about').waitFor({ timeout: 15_000 })
    await expect.poll(() => page.getByTestId('route-progress').count()).toBe(0)
    expect(await page.getByTestId('page-loading').count()).toBe(0)
    expect(await page.getByTestId('page-main').getAttribute('aria-busy')).toBeNull()
  })

  // The CI of 87fb297 caught the About page's address still loading: its loading text was dimmed to 4.33:1.
  it('keeps the contact details readable while they load (axe on the About page with the call held)', async () => {
    const page = suite.page
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/business/C_contactinfo*', async (route) => {
      await held
      await route.continue().catch(() => undefined)
    })
    await page.goto(`${suite.baseUrl()}/pc/AboutUs`)
    await page.getByTestId('page-about').waitFor()
    expect(await page.getByTestId('about-address').getAttribute('data-state')).toBe('loading')
    expect(await axeViolations(page)).toEqual([])
    release()
    await expect.poll(() => page.getByTestId('about-address').getAttribute('data-state')).toBe('loaded')
    await page.unroute('**/api/business/C_contactinfo*')
  })

  it('shows nothing extra when the next page is ready at once', async () => {
    const page = suite.page
    // The product list page once, so that its code and its data are at hand; then back Home.
    await page.goto(`${suite.baseUrl()}/pc/AllProducts`)
    await page.getByTestId('allproducts-switcher').waitFor()
    await page.locator('a[href="/pc/Home"]').first().dispatchEvent('click')
    await page.getByTestId('page-home').waitFor()
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => {
      ;(window as unknown as { progressSeen: boolean }).progressSeen = false
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="route-progress"]')) (window as unknown as { progressSeen: boolean }).progressSeen = true
      }).observe(document.body, { childList: true, subtree: true })
    })
    // Its link may sit in a closed menu, so the click is dispatched.
    await page.locator('a[href="/pc/AllProducts"]').first().dispatchEvent('click')
    await page.getByTestId('allproducts-switcher').waitFor()
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen)).toBe(false)
  })
})
