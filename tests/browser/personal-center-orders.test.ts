// The personal centre's orders tab in Chromium against the real server, in zh-CN, en and zh-TW: a customer pays an
// order through the sandbox, clicks 完成 and finds it under 已支付 with its amount; its details (lines, duration label,
// amounts) and its downloads (links, extract passwords); an unpaid order under 待支付 with its amount due and a link to
// /paystep?order=<id>, paid from there and then under 已支付; search by order number; page 2 beyond 10 orders; zero axe
// violations on each sub-tab and dialog; details opened with Enter, closed with Escape, focus back on the button; the
// details asked for when the focus reaches their button.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { orderName } from '../../domain/order-name'
import { animationsDone, axeViolations } from './support/axe'
import { logInOnPage, useBrowserSuite, type Locale } from './support/browser-suite'
import { focusedName, focusTakenBy, tabTo } from './support/keyboard'
import { watchForLoading } from './support/lazy-code'
import { PRODUCT, buyThroughWizard, payOnWalletAndFinish } from './support/wizard-purchase'

const suite = useBrowserSuite()

const TEXTS: Record<Locale, { paid: string; pending: string; contracts: string; week: string; closeLabel: string }> = {
  'zh-CN': { paid: '已支付', pending: '待支付', contracts: '合同', week: '1 周', closeLabel: '关闭' },
  en: { paid: 'Paid', pending: 'Pending payment', contracts: 'Contracts', week: '1 week', closeLabel: 'Close' },
  'zh-TW': { paid: '已支付', pending: '待支付', contracts: '合約', week: '1 週', closeLabel: '關閉' },
}

async function apiCall<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const key = Object.keys(localStorage).find((each) => each.endsWith('token'))
      const token = (JSON.parse(localStorage.getItem(key!)!) as { value: string }).value
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return (await response.json()) as T
    },
    { path, body },
  )
}

type Created = { code: number; msg: string; data: { id: string; ordernum: string; paymentamount: number } }

/** An unpaid order of one week of SummitMap 标准版 made through the API. */
async function createOrder(page: Page, phone: string): Promise<Created['data']> {
  const created = await apiCall<Created>(page, '/api/business/C_orderManage', {
    productDetails: [{ productid: 'prod-map-standard', duration: 1, durationunion: 'week', number: 1 }],
    paymentamount: 199,
    receivername: '张三',
    receiverphone: phone,
    purchasemethod: 'online',
  })
  expect(created.code, created.msg).toBe(200)
  return created.data
}

/** Pays an order as the sandbox's pay button does (a QR first: the sandbox pays the live attempt). */
async function payInSandbox(page: Page, ordernum: string): Promise<void> {
  const qr = await apiCall<{ code: number; msg: string }>(page, '/api/pay/wx/createQrCode', { orderNum: ordernum })
  expect(qr.code, qr.msg).toBe(200)
  const paid = await fetch(`${suite.baseUrl()}/api/dev/pay/${ordernum}?outcome=paid`, { method: 'POST' })
  expect(paid.status).toBe(200)
}

const row = (page: Page, ordernum: string) => page.locator(`[data-testid="order-row"][data-ordernum="${ordernum}"]`)

const LOCALES: Array<[Locale, string]> = [
  ['zh-CN', '13766663101'],
  ['en', '13766663102'],
  ['zh-TW', '13766663103'],
]

describe('personal centre orders', () => {
  for (const [locale, phone] of LOCALES) {
    it(`${locale}: the paid order after 完成, its details and downloads; the unpaid order under pending; search; axe; keyboard`, async () => {
      const page = await suite.openPage(locale)
      const text = TEXTS[locale]
      await logInOnPage(page, suite.baseUrl(), phone)

      const paidNum = await buyThroughWizard(page, suite.baseUrl(), phone)
      await page.getByTestId('orders-table').waitFor()
      expect(await page.getByRole('tab', { name: text.paid }).getAttribute('aria-selected')).toBe('true')
      await row(page, paidNum).waitFor()
      expect(await row(page, paidNum).getByTestId('order-amount').textContent()).toBe('199.00')
      expect(await row(page, paidNum).getByTestId('order-name').textContent()).toBe(orderName(['SummitMap']))
      expect(await axeViolations(page)).toEqual([])

      // Details, with the keyboard only: Enter opens, Escape closes, focus back on the button.
      const details = row(page, paidNum).getByTestId('order-details')
      await details.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog')
      await dialog.getByTestId('order-detail').waitFor()
      expect(await dialog.getByTestId('order-detail-ordernum').textContent()).toBe(paidNum)
      expect(await dialog.getByTestId('order-detail-amount').textContent()).toBe('199.00')
      expect(await dialog.getByTestId('order-line-product').allTextContents()).toEqual([PRODUCT])
      expect(await dialog.getByTestId('order-line-duration').allTextContents()).toEqual([text.week])
      expect(await dialog.getByTestId('order-line-unit-price').allTextContents()).toEqual(['199.00'])
      expect(await dialog.getByTestId('order-line-quantity').allTextContents()).toEqual(['1'])
      expect(await dialog.getByTestId('order-line-total').allTextContents()).toEqual(['199.00'])
      expect(await dialog.getByTestId('order-line-unlicensed').allTextContents()).toEqual(['1'])
      const width = await page.getByTestId('order-detail-dialog').evaluate((element) => element.getBoundingClientRect().width)
      expect(width).toBe(1200)
      expect(await axeViolations(page)).toEqual([])
      await focusTakenBy(dialog)
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.count()).toBe(0)
      await expect.poll(() => details.evaluate((element) => element === document.activeElement)).toBe(true)

      // Downloads: the installer and SummitMap's environment package, links in a new tab, extract passwords.
      await row(page, paidNum).getByTestId('order-download').click()
      await dialog.getByTestId('downloads').waitFor()
      const offers = dialog.getByTestId('download-offer')
      expect(await offers.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-key')))).toEqual(['SummitMap', 'SummitMapEnv'])
      const links = dialog.getByTestId('download-link')
      expect(
        await links.evaluateAll((nodes) =>
          nodes.map((node) => [node.getAttribute('href'), node.getAttribute('target'), node.getAttribute('rel')]),
        ),
      ).toEqual([
        ['https://pan.baidu.com/s/1SummitMap-V3-2-0', '_blank', 'noopener'],
        ['https://pan.baidu.com/s/1SummitMap-Env', '_blank', 'noopener'],
      ])
      expect(await dialog.getByTestId('download-password').allTextContents()).toEqual(['sm32', 'env1'])
      expect(await dialog.getByTestId('download-not-found').count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: text.closeLabel }).click()
      await expect.poll(() => dialog.count()).toBe(0)

      // An unpaid order under 待支付: amount due and continue paying to /paystep?order=<id>.
      const unpaid = await createOrder(page, phone)
      await page.getByRole('tab', { name: text.pending }).click()
      await expect.poll(() => page.url()).toMatch(/tab=pending/)
      await row(page, unpaid.ordernum).waitFor()
      expect(await row(page, unpaid.ordernum).getByTestId('order-amount').textContent()).toBe('199.00')
      expect(await row(page, unpaid.ordernum).getByTestId('order-continue-pay').getAttribute('href')).toBe(`/pc/paystep?order=${unpaid.id}`)
      expect(await page.getByTestId('order-download').count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])

      // Search by order number (a second unpaid order is not found by the first's number); a reload keeps it.
      const other = await createOrder(page, phone)
      await page.getByTestId('orders-search-input').fill(unpaid.ordernum)
      await page.getByTestId('orders-search-input').press('Enter')
      await expect.poll(() => page.getByTestId('order-row').count()).toBe(1)
      expect(await page.getByTestId('order-number').textContent()).toBe(unpaid.ordernum)
      await page.reload()
      await row(page, unpaid.ordernum).waitFor()
      expect(await page.getByTestId('orders-search-input').inputValue()).toBe(unpaid.ordernum)
      await page.getByTestId('orders-search-input').fill('')
      await page.getByTestId('orders-search-submit').click()
      await row(page, other.ordernum).waitFor()
      expect(await page.getByTestId('order-row').count()).toBe(2)

      // Paid from 待支付: continue paying opens step 2 for that order, the sandbox pays it, 完成 lands on 已支付 where it
      // now is, and it is no longer pending.
      await row(page, unpaid.ordernum).getByTestId('order-continue-pay').click()
      await page.waitForURL(new RegExp(`/pc/paystep\\?order=${unpaid.id}$`))
      await page.locator('[data-testid="paystep-wizard"][data-step="2"]').waitFor()
      expect(await page.getByTestId('paystep-ordernum').textContent()).toBe(unpaid.ordernum)
      await page.getByTestId('paystep-qr-image').waitFor()
      await payOnWalletAndFinish(page)
      await row(page, unpaid.ordernum).waitFor()
      expect(await row(page, unpaid.ordernum).getByTestId('order-amount').textContent()).toBe('199.00')
      await page.getByRole('tab', { name: text.pending }).click()
      await row(page, other.ordernum).waitFor()
      await expect.poll(() => row(page, unpaid.ordernum).count()).toBe(0)

      // The contracts sub-tab: a new customer has none.
      await page.getByRole('tab', { name: text.contracts }).click()
      await page.getByTestId('contracts-empty').waitFor()
      expect(await axeViolations(page)).toEqual([])
      expect(suite.pageErrors).toEqual([])
    })
  }

  it("asks for an order's details when the focus reaches its button, so Enter opens them with no loading state", async () => {
    // docs/decisions.md, "Lazy code loads before it shows": a dialog that suspends shows its loading state for at least
    // 300 ms, however fast the answer.
    const phone = '13766663105'
    const page = suite.page
    await logInOnPage(page, suite.baseUrl(), phone)
    const order = await createOrder(page, phone)
    await page.goto(`${suite.baseUrl()}/pc/PersonalCenter?value=0&tab=pending`)
    const details = row(page, order.ordernum).getByTestId('order-details')
    await details.waitFor()
    const answered = (path: string) =>
      page.waitForResponse((response) => response.url().includes(path)).then((response) => response.finished())
    const detailAnswered = answered(`/C_orderManage/detail/${order.id}`)
    const linesAnswered = answered('/C_orderDetail/getList')
    await details.focus()
    await Promise.all([detailAnswered, linesAnswered])
    const loadingShown = await watchForLoading(
      page,
      { selector: '[data-testid="order-detail-loading"]' },
      'await new Promise((resolve) => setTimeout(resolve, 100))',
    )
    await page.keyboard.press('Enter')
    await page.getByTestId('order-detail').waitFor()
    expect(await page.getByTestId('order-detail-ordernum').textContent()).toContain(order.ordernum)
    expect(await loadingShown()).toBe(false)
  })

  it('pages the paid list 10 at a time: the 11th and 12th orders on page 2, the index continuing; back returns to page 1; at 375 px', async () => {
    const phone = '13766663104'
    const page = suite.page
    await logInOnPage(page, suite.baseUrl(), phone)
    const ordernums: string[] = []
    for (let index = 0; index < 12; index += 1) {
      const order = await createOrder(page, phone)
      await payInSandbox(page, order.ordernum)
      ordernums.push(order.ordernum)
    }
    await page.goto(`${suite.baseUrl()}/pc/PersonalCenter?value=0`)
    await page.getByTestId('orders-table').waitFor()
    expect(await page.getByTestId('orders-pagination-total').textContent()).toBe('共 12 条')
    expect(await page.getByTestId('order-number').allTextContents()).toEqual(ordernums.slice(2).reverse())
    await page.getByRole('button', { name: '第 2 页' }).click()
    await expect.poll(() => page.getByTestId('order-index').allTextContents()).toEqual(['11', '12'])
    expect(await page.getByTestId('order-number').allTextContents()).toEqual(ordernums.slice(0, 2).reverse())
    expect(page.url()).toMatch(/page=2/)
    expect(await axeViolations(page)).toEqual([])
    await page.goBack()
    await expect.poll(() => page.getByTestId('order-index').allTextContents()).toHaveLength(10)

    // On a phone the rows are cards (decisions.md, "Layout defects of the reviews"): nothing scrolls sideways and every
    // amount is on screen; the dialog takes the whole screen. The site header at 375 px is the shell's (issue 20).
    await page.setViewportSize({ width: 375, height: 740 })
    const fits = (selector: string) =>
      page
        .getByTestId(selector)
        .evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= window.innerWidth + 1)
    await expect.poll(() => fits('orders-tab')).toBe(true)
    expect(await page.getByTestId('orders-table-scroll').evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false)
    for (const amount of await page.getByTestId('order-amount').all()) {
      expect((await amount.boundingBox())!.x + (await amount.boundingBox())!.width).toBeLessThanOrEqual(375)
    }
    await page.getByTestId('order-details').first().click()
    await page.getByTestId('order-detail').waitFor()
    // Measured once the dialog's opening animation (a slight scale) has finished, as the invoice dialog is.
    await animationsDone(page)
    const box = await page.getByTestId('order-detail-dialog').boundingBox()
    expect([box?.width, box?.height]).toEqual([375, 740])
    expect(await axeViolations(page)).toEqual([])

    // The lines are cards here and do not scroll, so their box is no tab stop: Tab goes round the dialog without
    // stopping on it (decisions.md, "Scroll boxes are a tab stop only while they scroll").
    const lines = page.getByTestId('order-lines-scroll')
    expect(await lines.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false)
    expect(await lines.getAttribute('tabindex')).toBeNull()
    await focusTakenBy(page.getByTestId('order-detail-dialog'))
    const stops: Array<string | undefined> = []
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Tab')
      stops.push(await focusedName(page))
    }
    expect(stops).toContain('order-detail-dialog-close')
    expect(stops).not.toContain('order-lines-scroll')

    // Where the table is wider than its box the box scrolls and is a named tab stop (axe scrollable-region-focusable).
    // The 1200 px dialog leaves the 720 px table room, so its box is made narrower, then wide again.
    await page.setViewportSize({ width: 1440, height: 900 })
    await expect.poll(() => page.getByTestId('order-lines').evaluate((element) => getComputedStyle(element).display)).toBe('table')
    expect(await lines.getAttribute('tabindex')).toBeNull()
    await lines.evaluate((element: HTMLElement) => (element.style.width = '400px'))
    await expect.poll(() => lines.getAttribute('tabindex')).toBe('0')
    expect(await lines.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    expect([await lines.getAttribute('role'), await lines.getAttribute('aria-label')]).toEqual(['region', '订单明细'])
    await tabTo(page, lines, { max: 4 })
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Tab')
    await lines.evaluate((element: HTMLElement) => (element.style.width = ''))
    await expect.poll(() => lines.getAttribute('tabindex')).toBeNull()
    expect(await lines.getAttribute('role')).toBeNull()
    expect(suite.pageErrors).toEqual([])
  })
})
