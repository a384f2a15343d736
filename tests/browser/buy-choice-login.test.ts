// Issue 12: a logged-out visitor's choice on /BuyMenu survives the login it asks for. Chromium against the real server.
import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { openUserMenu, smsLogin, useBrowserSuite } from './support/browser-suite'

const suite = useBrowserSuite()
let page: Page

beforeEach(() => {
  page = suite.page
})

const PRODUCT = 'SummitMap 标准版'
const path = () => new URL(page.url()).pathname + new URL(page.url()).search

/** As a visitor: pick the product, move the unit slider one step (week → month), then set duration and count. */
async function choose(duration: number, count: number): Promise<void> {
  await page.goto(`${suite.baseUrl()}/pc/BuyMenu`)
  await page.getByTestId('buymenu-product-item').filter({ hasText: PRODUCT }).click()
  await page.getByTestId('buymenu-unit-slider').focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => page.getByTestId('buymenu-unit-slider').inputValue()).toBe('1')
  await page.getByTestId('buymenu-duration').fill(String(duration))
  await page.getByTestId('buymenu-count').fill(String(count))
}

/** What /BuyMenu shows as chosen: product, unit step, duration, count. */
async function shownChoice() {
  const picked = page.getByTestId('buymenu-product-item').and(page.locator('[aria-pressed="true"]'))
  return {
    product: (await picked.count()) === 1 ? await picked.textContent() : null,
    unit: await page.getByTestId('buymenu-unit-slider').inputValue(),
    duration: await page.getByTestId('buymenu-duration').inputValue(),
    count: await page.getByTestId('buymenu-count').inputValue(),
  }
}

async function expectBackWithChoice(duration: number, count: number): Promise<void> {
  await page.waitForURL(/\/pc\/BuyMenu/)
  await page.getByTestId('user-name').waitFor()
  await expect.poll(() => page.getByTestId('buymenu-duration').inputValue()).toBe(String(duration))
  const shown = await shownChoice()
  expect(shown.product).toContain(PRODUCT)
  expect(shown).toMatchObject({ unit: '1', duration: String(duration), count: String(count) })
}

describe('the visitor’s choice on /BuyMenu survives login', () => {
  it('subscribe: 2 months × 3 → login → back on /BuyMenu with 2 months × 3, and subscribing opens the wizard', async () => {
    await choose(2, 3)
    await page.getByTestId('buymenu-subscribe').click()
    await page.waitForURL(/\/pc\/login/)
    await smsLogin(suite.baseUrl(), page.getByTestId('login-page'), '13766662001')
    await expectBackWithChoice(2, 3)
    expect(path()).toMatch(/^\/pc\/BuyMenu/)

    await expect.poll(() => page.getByTestId('buymenu-subscribe').isEnabled(), { timeout: 8000 }).toBe(true)
    await page.getByTestId('buymenu-subscribe').click()
    await page.waitForURL(/\/pc\/paystep$/)
    // The wizard buys what was chosen before the login.
    const stored = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((each) => each.endsWith('checkout.choice'))
      return key ? (JSON.parse(localStorage.getItem(key)!) as { value: Record<string, unknown> }).value : null
    })
    expect(stored).toMatchObject({ name: PRODUCT, durationunion: 'month', duration: 2, count: 3 })
  })

  it('add to cart: 4 months × 2 → login → back on /BuyMenu with 4 months × 2', async () => {
    await choose(4, 2)
    await page.getByTestId('buymenu-add-cart').click()
    await page.waitForURL(/\/pc\/login/)
    await smsLogin(suite.baseUrl(), page.getByTestId('login-page'), '13766662002')
    await expectBackWithChoice(4, 2)
  })

  it('a choice claimed by one customer is not shown to the next visitor of the same browser', async () => {
    await choose(3, 2)
    await page.getByTestId('buymenu-subscribe').click()
    await page.waitForURL(/\/pc\/login/)
    await smsLogin(suite.baseUrl(), page.getByTestId('login-page'), '13766662003')
    await expectBackWithChoice(3, 2)

    await openUserMenu(page)
    await page.getByTestId('logout-button').click()
    await page.getByTestId('login-button').waitFor()
    await page.goto(`${suite.baseUrl()}/pc/BuyMenu`)
    await page.getByTestId('buymenu').waitFor()
    expect((await shownChoice()).product).toBeNull()
  })
})
