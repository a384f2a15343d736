// Storefront defects of issue 20, in Chromium against the real server: the AllProducts type switcher, once it sticks,
// stays in view below the sticky header (it used to slide under it); a unit with an unknown price ('?') cannot be
// subscribed (it used to fail only after the agreement step). (SummitView in the subscription dropdown:
// shell-keyboard.test.ts.)
import { describe, expect, it } from 'vitest'
import { apiLogin } from './support/api-session'
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
    // The footer reads the contact record with a query of its own, so it may fill in after the page's section.
    const footer = page.getByTestId('footer-address')
    await expect.poll(() => about.textContent()).not.toBe('')
    await expect.poll(() => footer.textContent()).not.toBe('')
    expect(await about.textContent()).toBe(await footer.textContent())
  })
})

describe('a unit whose price is unknown', () => {
  it('cannot be subscribed or put in the cart: the total is ?, a hint says why; a priced unit can', async () => {
    const page = suite.page
    const token = await apiLogin(suite.baseUrl(), '13900000021')
    await page.goto(`${suite.baseUrl()}/pc/Home`)
    await page.evaluate((value) => localStorage.setItem('summit_token', JSON.stringify({ type: 'String', value })), token)
    await page.goto(`${suite.baseUrl()}/pc/BuyMenu`)
    // SummitMap 专业版 is priced by month; its week price is unknown (-1).
    await page.getByTestId('buymenu-product-item').filter({ hasText: 'SummitMap 专业版' }).click()
    const subscribe = page.getByTestId('buymenu-subscribe')
    const addToCart = page.getByTestId('buymenu-add-cart')
    await expect.poll(() => subscribe.isEnabled()).toBe(true)
    const slider = page.getByTestId('buymenu-unit-slider')
    await slider.focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => page.getByTestId('buymenu-total').textContent()).toBe('?')
    expect(await page.getByTestId('buymenu-price-unknown').textContent()).toBe('该时长暂无报价，请选择其他时长')
    expect(await subscribe.isDisabled()).toBe(true)
    expect(await addToCart.isDisabled()).toBe(true)
    // Season has a price: 3599.00 for one season.
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.getByTestId('buymenu-total').textContent()).toBe('3599.00')
    expect(await page.getByTestId('buymenu-price-unknown').count()).toBe(0)
    expect(await subscribe.isEnabled()).toBe(true)
    expect(await addToCart.isEnabled()).toBe(true)
  })
})
