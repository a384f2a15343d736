// Storefront defects of issue 20, in Chromium against the real server: the AllProducts type switcher, once it sticks,
// stays in view below the sticky header (it used to slide under it); a unit with an unknown price ('?') cannot be
// subscribed (it used to fail only after the agreement step). (SummitView in the subscription dropdown:
// shell-keyboard.test.ts.) And the Buy page's detail tabs: while another product's sections load they say so, and a
// failed call says so with a retry, instead of 暂无内容 (there is none) in both cases.
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
    // Both read the contact record with a call that does not hold up the page: wait until it has answered.
    const footer = page.getByTestId('footer-address')
    await expect.poll(() => about.getAttribute('data-state')).toBe('loaded')
    await expect.poll(() => footer.getAttribute('data-state')).toBe('loaded')
    expect(await about.textContent()).toMatch(/\S{4,}/)
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

describe("the Buy page's detail tabs", () => {
  it('say they are loading, or that the call failed with a retry, rather than that the product has no details', async () => {
    const page = suite.page
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${suite.baseUrl()}/pc/Buy?value=SummitMap`)
    await page.getByTestId('buy-detail-section').first().waitFor()
    const items = page.getByTestId('buy-product-item')
    await expect.poll(() => items.count()).toBeGreaterThan(1)

    // Another product's sections: the first call is held; until `failing` is cleared every call fails (the app
    // tries once more by itself before it gives up); then the retry reaches the real server.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let failing = true
    await page.route('**/api/business/C_productdetails?**', async (route) => {
      if (!failing) return route.continue()
      await held
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 503, msg: '服务暂不可用', data: null }),
      })
    })
    await items.nth(1).click()
    const loading = page.getByTestId('buy-sections-loading')
    await loading.waitFor()
    expect(await loading.getAttribute('role')).toBe('status')
    expect(await loading.textContent()).toContain('加载中…')
    expect(await page.getByText('暂无内容').count()).toBe(0)
    release()
    const failed = page.getByTestId('buy-sections-error')
    await failed.waitFor()
    expect(await failed.getAttribute('role')).toBe('alert')
    expect(await failed.textContent()).toContain('加载失败，请稍后重试')
    expect(await page.getByText('暂无内容').count()).toBe(0)
    failing = false
    await page.getByTestId('buy-sections-retry').click()
    await page.getByTestId('buy-detail-section').first().waitFor()
    expect(await failed.count()).toBe(0)
    await page.unroute('**/api/business/C_productdetails?**')
  })
})
