// The shell with a keyboard and on a narrow screen (issue 20): the skip link is the first tab stop and moves focus to
// the page; a header dropdown opens from its toggle, the arrows move through its links, Escape closes it and gives
// focus back; below 1280 px the menu is a button whose drawer holds focus, closes on Escape and gives focus back;
// the subscription dropdown does not list SummitView (free, no /Buy tab); the drawer's code loads before the click.
import { describe, expect, it } from 'vitest'
import { appRunning, useBrowserSuite } from './support/browser-suite'
import { focusTakenBy } from './support/keyboard'
import { chunkResponse, watchForLoadingOnceIn } from './support/lazy-code'

const suite = useBrowserSuite()
const activeTestId = () => suite.page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id)

describe('the shell with a keyboard', () => {
  it('offers a skip link as the first tab stop, which moves focus to the main content', async () => {
    const page = suite.page
    await page.goto(`${suite.baseUrl()}/pc/Home`)
    await appRunning(page)
    await page.keyboard.press('Tab')
    expect(await activeTestId()).toBe('skip-link')
    expect(await page.getByTestId('skip-link').isVisible()).toBe(true)
    await page.keyboard.press('Enter')
    expect(await activeTestId()).toBe('page-main')
  })

  it('opens a dropdown on a mouseover that comes without its mouseout, as after a route change under a still pointer', async () => {
    // Chromium sends the node under the pointer a mouseover whose mouseout went to a node the page had removed, so no
    // mouseout reaches the page (seen in CI: the user menu stayed shut under the pointer after the login page left).
    const page = suite.page
    await page.goto(`${suite.baseUrl()}/pc/AboutUs`)
    await page.getByTestId('page-main').waitFor()
    expect(await page.getByTestId('menu-aboutus-dropdown').isVisible()).toBe(false)
    const overToggle = (from: string) =>
      page.evaluate(`(() => {
        const toggle = document.querySelector('[data-testid="menu-aboutus-toggle"]')
        toggle.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, cancelable: true, relatedTarget: ${from} }))
      })()`)
    await overToggle(`document.querySelector('[data-testid="page-main"]')`)
    await expect.poll(() => page.getByTestId('menu-aboutus-dropdown').isVisible()).toBe(true)
    // Closed with Escape, it stays closed while the pointer moves within the entry (from the toggle's chevron).
    await page.getByTestId('menu-aboutus-dropdown').getByTestId('dropdown-item').first().focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('menu-aboutus-dropdown').isVisible()).toBe(false)
    await overToggle(`document.querySelector('[data-testid="menu-aboutus-toggle"] svg')`)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.getByTestId('menu-aboutus-dropdown').isVisible()).toBe(false)
  })

  it('opens a dropdown from its toggle, moves with the arrows and closes on Escape back to the toggle', async () => {
    const page = suite.page
    await page.goto(`${suite.baseUrl()}/pc/AboutUs`)
    await page.getByTestId('menu-aboutus-toggle').focus()
    expect(await page.getByTestId('menu-aboutus-dropdown').isVisible()).toBe(false)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.getByTestId('menu-aboutus-dropdown').isVisible()).toBe(true)
    const items = page.getByTestId('menu-aboutus-dropdown').getByTestId('dropdown-item')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(await items.nth(0).textContent())
    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await items.nth(1).textContent())
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await items.last().textContent())
    await page.keyboard.press('Escape')
    expect(await page.getByTestId('menu-aboutus-dropdown').isVisible()).toBe(false)
    expect(await activeTestId()).toBe('menu-aboutus-toggle')
    expect(await page.getByTestId('menu-aboutus-toggle').getAttribute('aria-expanded')).toBe('false')
    // Enter on the toggle opens it too; Tab out of it closes it.
    await page.keyboard.press('Enter')
    expect(await page.getByTestId('menu-aboutus-toggle').getAttribute('aria-expanded')).toBe('true')
  })

  it('reaches 免费软件 within ten Tabs', async () => {
    const page = suite.page
    await page.goto(`${suite.baseUrl()}/pc/Home`)
    await appRunning(page)
    let presses = 0
    while ((await activeTestId()) !== 'menu-freesoft' && presses < 10) {
      await page.keyboard.press('Tab')
      presses += 1
    }
    expect(await activeTestId()).toBe('menu-freesoft')
  })

  it('does not list SummitView in the subscription dropdown', async () => {
    const page = suite.page
    await page.goto(`${suite.baseUrl()}/pc/Home`)
    await appRunning(page)
    await page.getByTestId('menu-buy').hover()
    const groups = page.getByTestId('menu-buy-dropdown').getByTestId('dropdown-group')
    await groups.first().waitFor()
    const types = await groups.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-type')))
    expect(types).toContain('SummitMap')
    expect(types).not.toContain('SummitView')
  })
})

describe('the shell on a narrow screen', () => {
  it("loads the drawer's code when the focus reaches the menu button, so the drawer opens with no loading state", async () => {
    // React.lazy suspends on its first render even when the code is in, and React 19 then reveals the drawer no sooner
    // than 300 ms after the fallback showed (docs/decisions.md, "Lazy code loads before it shows").
    const page = suite.page
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`${suite.baseUrl()}/pc/Home`)
    await page.getByTestId('page-home').waitFor()
    await appRunning(page)
    const drawerCode = chunkResponse(page, 'mobile-nav-drawer')
    await page.getByTestId('mobile-nav-button').focus()
    const loadingShown = await watchForLoadingOnceIn(page, (await drawerCode).url(), { selector: '[data-testid="mobile-nav-loading"]' })
    await page.keyboard.press('Enter')
    await page.getByTestId('mobile-nav').waitFor()
    expect(await loadingShown()).toBe(false)
  })

  for (const width of [375, 768]) {
    it(`collapses the menu into a drawer at ${width} px that holds focus and gives it back`, async () => {
      const page = suite.page
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`${suite.baseUrl()}/pc/Home`)
      await page.getByTestId('page-home').waitFor()
      expect(await page.getByTestId('main-menu').isVisible()).toBe(false)
      const button = page.getByTestId('mobile-nav-button')
      await appRunning(page)
      await button.focus()
      await page.keyboard.press('Enter')
      const drawer = page.getByTestId('mobile-nav')
      await focusTakenBy(drawer)
      for (let i = 0; i < 40; i += 1) await page.keyboard.press('Tab')
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Escape')
      await drawer.waitFor({ state: 'hidden' })
      expect(await activeTestId()).toBe('mobile-nav-button')
      // A link in the drawer navigates and closes it.
      await button.click()
      await drawer.getByRole('link', { name: '免费软件' }).click()
      await page.waitForURL(/\/pc\/FreeSoft/)
      await drawer.waitFor({ state: 'hidden' })
    })
  }
})
