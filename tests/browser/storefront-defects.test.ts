// Storefront defects of issue 20, in Chromium against the real server: the AllProducts type switcher, once it sticks,
// stays in view below the sticky header (it used to slide under it). (SummitView in the subscription dropdown:
// shell-keyboard.test.ts.)
import { describe, expect, it } from 'vitest'
import { useBrowserSuite } from './support/browser-suite'

const suite = useBrowserSuite()

describe('storefront defects', () => {
  for (const width of [375, 1440]) {
    it(`keeps the AllProducts switcher below the header once it sticks, at ${width} px`, async () => {
      const page = suite.page
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`${suite.baseUrl()}/pc/AllProducts`)
      const switcher = page.getByTestId('allproducts-switcher')
      await switcher.waitFor()
      await page.mouse.wheel(0, 1500)
      await expect.poll(() => switcher.getAttribute('data-stuck')).toBe('true')
      const header = await page.getByTestId('site-header').boundingBox()
      const bar = await switcher.boundingBox()
      expect(bar!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1)
      // Nothing covers it: the element at its middle is the switcher or inside it.
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="allproducts-switcher"]') !== null,
        { x: bar!.x + 20, y: bar!.y + bar!.height / 2 },
      )
      expect(onTop).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    })
  }
})

describe('one address', () => {
  it('shows on the About-us map the address the footer shows', async () => {
    const page = suite.page
    await page.goto(`${suite.baseUrl()}/pc/AboutUs?name=aboutmap`)
    const about = page.getByTestId('about-address')
    await expect.poll(() => about.textContent()).not.toBe('')
    const footer = await page.getByTestId('footer-address').textContent()
    expect(footer).not.toBe('')
    expect(await about.textContent()).toBe(footer)
  })
})
