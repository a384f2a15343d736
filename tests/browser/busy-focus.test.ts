// A control that waits keeps the keyboard user's place, in Chromium against the real server. Chromium moves the focus of
// a control that becomes disabled to the page's body; here a pressed button that waits (or waits on another action) is
// aria-disabled instead (src/components/busy-button.tsx), and a quantity field that waits is read-only. A confirmed
// delete, whose button goes with its line, gives the focus to the page's heading.
import type { Page, Route } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { apiCall, apiLogin } from './support/api-session'
import { useBrowserSuite } from './support/browser-suite'
import { focusedName, focusTakenBy, isFocused, tabToInDialog } from './support/keyboard'

const suite = useBrowserSuite()
let page: Page

beforeEach(() => {
  page = suite.page
})

async function signIn(phone: string): Promise<string> {
  const token = await apiLogin(suite.baseUrl(), phone)
  await page.goto(`${suite.baseUrl()}/pc/Home`)
  await page.evaluate((value) => localStorage.setItem('summit_token', JSON.stringify({ type: 'String', value })), token)
  return token
}

/** A new customer with two lines in the cart: SummitMap 标准版 for one week and for two (199.00 and 398.00). */
async function signInWithTwoCartLines(phone: string): Promise<void> {
  const token = await signIn(phone)
  for (const duration of [1, 2]) {
    const added = await apiCall(suite.baseUrl(), 'POST', '/api/business/C_cart', {
      token,
      body: { productid: PRODUCT_IDS.mapStandard, durationunion: 'week', duration, number: 1 },
    })
    expect(added.code, added.msg).toBe(200)
  }
}

describe('a control that waits keeps the focus', () => {
  it('the add-to-cart button pressed with Enter keeps the focus through its 5 s guard', async () => {
    await signIn('13766662001')
    await page.goto(`${suite.baseUrl()}/pc/BuyMenu`)
    await page.getByTestId('buymenu-product-item').filter({ hasText: 'SummitMap 标准版' }).click()
    const addToCart = page.getByTestId('buymenu-add-cart')
    await expect.poll(() => addToCart.isEnabled()).toBe(true)
    await addToCart.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('shop-message').textContent()).toBe('添加成功')
    expect(await focusedName(page)).toBe('buymenu-add-cart')
    expect(await addToCart.getAttribute('aria-disabled')).toBe('true')
    // A second Enter in the guard window adds nothing.
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('1')
    await expect.poll(() => addToCart.getAttribute('aria-disabled'), { timeout: 8000 }).toBe(null)
    expect(await isFocused(addToCart)).toBe(true)
  })

  it('on /cart, Tab out of a changed quantity lands on the next control and stays there while the change is saved', async () => {
    await signInWithTwoCartLines('13766662002')
    // The save is held until the focus has been looked at.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/business/C_cart/*', async (route: Route) => {
      if (route.request().method() === 'PUT') await held
      await route.fallback()
    })
    await page.goto(`${suite.baseUrl()}/pc/cart`)
    const rows = page.getByTestId('cart-row')
    await expect.poll(() => rows.count()).toBe(2)
    const first = rows.first()
    await first.getByTestId('cart-quantity').fill('3')
    await page.keyboard.press('Tab')
    const remove = first.getByTestId('cart-delete')
    // Once the page waits on the save (the other line's quantity takes no typing), the focus is where Tab put it.
    const second = rows.nth(1).getByTestId('cart-quantity')
    await expect.poll(() => second.evaluate((input: HTMLInputElement) => input.readOnly || input.disabled)).toBe(true)
    expect(await focusedName(page)).toBe('cart-delete')
    expect(await isFocused(remove)).toBe(true)
    expect(await remove.getAttribute('aria-disabled')).toBe('true')
    expect(await second.isDisabled()).toBe(false)
    release()
    await expect.poll(() => first.getByTestId('cart-row-amount').textContent()).toBe('¥597.00')
    await expect.poll(() => remove.getAttribute('aria-disabled')).toBe(null)
    expect(await isFocused(remove)).toBe(true)
    // The next Tab goes on from there: the second line's checkbox.
    await page.keyboard.press('Tab')
    expect(
      await rows
        .nth(1)
        .getByTestId('cart-row-checkbox')
        .evaluate((node) => node.contains(document.activeElement)),
    ).toBe(true)
  })

  it('on /cart, a delete confirmed by keyboard leaves the focus on the heading; a cancelled one on the delete button', async () => {
    await signInWithTwoCartLines('13766662003')
    await page.goto(`${suite.baseUrl()}/pc/cart`)
    const rows = page.getByTestId('cart-row')
    await expect.poll(() => rows.count()).toBe(2)
    const dialog = page.getByTestId('cart-confirm')
    const remove = rows.first().getByTestId('cart-delete')
    // The cart waits a moment on its first visit, for the checkout's code.
    await expect.poll(() => remove.getAttribute('aria-disabled')).toBe(null)

    await remove.focus()
    await page.keyboard.press('Enter')
    await focusTakenBy(dialog)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => isFocused(remove)).toBe(true)

    await page.keyboard.press('Enter')
    await tabToInDialog(page, 'cart-confirm', 'cart-confirm-ok')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('shop-message').textContent()).toBe('删除成功')
    await expect.poll(() => rows.count()).toBe(1)
    await dialog.waitFor({ state: 'detached' })
    const heading = page.getByTestId('page-cart').getByRole('heading', { level: 1 })
    await expect.poll(() => isFocused(heading)).toBe(true)
    // The next Tab goes on from there into the cart: the select-all box or the remaining line.
    await page.keyboard.press('Tab')
    expect(await page.getByTestId('page-cart').evaluate((node) => node.contains(document.activeElement))).toBe(true)
  })
})
