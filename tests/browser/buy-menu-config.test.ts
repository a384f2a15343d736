// /BuyMenu against the real server (review of the configurator): another product type drops the chosen product, also
// a restored one, and the stored choice follows; the duration and count keep to the contract's bounds; a request the
// contract refuses shows the page's words, never the schema's text ('body.duration: must be <= 999').
import type { Page, Route } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { appRunning, logInOnPage, smsLogin, useBrowserSuite } from './support/browser-suite'
import { acceptAgreement } from './support/wizard-purchase'

const suite = useBrowserSuite()
let page: Page

beforeEach(() => {
  page = suite.page
})

const TEAM_PACK = 'SummitSolid 团队五套装'
const STANDARD = 'SummitMap 标准版'
const REFUSED = '提交的内容不符合要求，请检查后重试'

const item = (name: string) => page.getByTestId('buymenu-product-item').filter({ hasText: name })
const pressed = () => page.getByTestId('buymenu-product-item').and(page.locator('[aria-pressed="true"]'))
const subscribe = () => page.getByTestId('buymenu-subscribe')
const addToCart = () => page.getByTestId('buymenu-add-cart')

async function openBuyMenu(): Promise<void> {
  await page.goto(`${suite.baseUrl()}/pc/BuyMenu`)
  await page.getByTestId('buymenu').waitFor()
  await appRunning(page)
}

async function pickTeamPack(): Promise<void> {
  await page.getByTestId('buymenu-type-SummitSolid').click()
  await item(TEAM_PACK).click()
  await page.getByText('该产品数量固定为 5').waitFor()
}

/** Nothing chosen: no product pressed, nothing fixed, the total 0.00, subscribe and add-to-cart disabled. */
async function expectNothingChosen(): Promise<void> {
  await expect.poll(() => pressed().count()).toBe(0)
  expect(await page.getByText('该产品数量固定为').count()).toBe(0)
  expect(await page.getByTestId('buymenu-total').textContent()).toBe('0.00')
  expect(await subscribe().isEnabled()).toBe(false)
  expect(await addToCart().isEnabled()).toBe(false)
  expect(await page.getByText('请先选择产品').count()).toBe(1)
}

const storedChoice = () =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((each) => each.endsWith('checkout.choice'))
    return key ? (JSON.parse(localStorage.getItem(key)!) as { value: { name: string } }).value : null
  })

describe('another product type', () => {
  it('drops the chosen product: SummitLab listed, nothing chosen, nothing can be bought', async () => {
    await openBuyMenu()
    await pickTeamPack()
    expect(await page.getByTestId('buymenu-total').textContent()).toBe('19995.00')
    await page.getByTestId('buymenu-type-SummitLab').click()
    expect(await page.getByTestId('buymenu-type-SummitLab').getAttribute('aria-pressed')).toBe('true')
    expect(await item(TEAM_PACK).count()).toBe(0)
    await expectNothingChosen()
  })

  it('drops a choice restored after the login, and forgets it: a reload does not bring it back', async () => {
    await openBuyMenu()
    await pickTeamPack()
    await subscribe().click()
    await page.waitForURL(/\/pc\/login/)
    await smsLogin(suite.baseUrl(), page.getByTestId('login-page'), '13766663001')
    await page.waitForURL(/\/pc\/BuyMenu/)
    await page.getByTestId('user-name').waitFor()
    await expect.poll(() => pressed().textContent()).toContain(TEAM_PACK)
    expect(await storedChoice()).toMatchObject({ name: TEAM_PACK })

    await page.getByTestId('buymenu-type-SummitLab').click()
    await expectNothingChosen()
    expect(await storedChoice()).toBeNull()

    await page.reload()
    await page.getByTestId('buymenu').waitFor()
    await page.getByTestId('user-name').waitFor()
    await expectNothingChosen()
  })
})

describe('duration and count bounds', () => {
  it('keep 1000 and 10000 as typed, say the bound, and allow buying again at 999 and 9999', async () => {
    await openBuyMenu()
    await item(STANDARD).click()
    const duration = page.getByTestId('buymenu-duration')
    const count = page.getByTestId('buymenu-count')

    await duration.fill('1000')
    await page.getByText('订阅时长最多为 999').waitFor()
    expect(await duration.inputValue()).toBe('1000')
    expect(await duration.getAttribute('aria-invalid')).toBe('true')
    expect(await subscribe().isEnabled()).toBe(false)
    expect(await addToCart().isEnabled()).toBe(false)

    await duration.fill('999')
    await expect.poll(() => page.getByText('订阅时长最多为 999').count()).toBe(0)
    expect(await subscribe().isEnabled()).toBe(true)

    await count.fill('10000')
    await page.getByText('软件数量最多为 9999').waitFor()
    expect(await count.inputValue()).toBe('10000')
    expect(await subscribe().isEnabled()).toBe(false)
    expect(await addToCart().isEnabled()).toBe(false)

    await count.fill('9999')
    await expect.poll(() => page.getByText('软件数量最多为 9999').count()).toBe(0)
    expect(await addToCart().isEnabled()).toBe(true)
  })
})

/** Sends the request with its line's duration set to 1000, past the contract, as an old or altered page would. */
async function sendDuration1000(route: Route): Promise<void> {
  const body = route.request().postDataJSON() as { duration?: number; productDetails?: { duration: number }[] }
  if (body.productDetails) body.productDetails[0].duration = 1000
  else body.duration = 1000
  await route.continue({ postData: JSON.stringify(body) })
}

describe('a request the contract refuses', () => {
  it('shows the page’s words on add to cart and on the order, never the schema’s text', async () => {
    await logInOnPage(page, suite.baseUrl(), '13766663002')
    await openBuyMenu()
    await item(STANDARD).click()

    await page.route('**/api/business/C_cart?**', sendDuration1000)
    const answer = page.waitForResponse((response) => response.url().includes('/api/business/C_cart?'))
    await addToCart().click()
    expect(await (await answer).json()).toMatchObject({ code: 400, msg: 'body.duration: must be <= 999' })
    await expect.poll(() => page.getByTestId('shop-message').textContent()).toBe(REFUSED)

    await expect.poll(() => subscribe().isEnabled(), { timeout: 8000 }).toBe(true)
    await subscribe().click()
    await page.waitForURL(/\/pc\/paystep$/)
    await page.getByTestId('paystep-username').fill('张三')
    await page.getByTestId('paystep-phone').fill('13766663002')
    await page.getByTestId('paystep-next').click()
    await acceptAgreement(page)

    await page.route('**/api/business/C_orderManage?**', sendDuration1000)
    const order = page.waitForResponse((response) => response.url().includes('/api/business/C_orderManage?'))
    await page.getByTestId('paystep-next').click()
    expect(await (await order).json()).toMatchObject({ code: 400, msg: 'body.productDetails.0.duration: must be <= 999' })
    await expect.poll(() => page.getByTestId('paystep-order-failed').textContent()).toBe(REFUSED)
    expect(await page.locator('body').textContent()).not.toContain('must be')
  })
})
