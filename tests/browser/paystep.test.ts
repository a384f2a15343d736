// The order wizard in Chromium against the real server: from the product page (enterprise invoice, reseller code,
// the agreement read to the end, the no-refund confirmation, the QR paid on the sandbox checkout page in a second
// tab, step 4 within 4 s, the order paid); a reload at step 2 resumes the same order; from the cart with two lines
// (taken out of the cart first, put back when leaving before the order exists), in three languages.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startRealServer, type RealServer } from '../../tools/browser/real-server'
import { latestSmsCode } from './support/sms-outbox'
import { ORDER_CLOSED_MSG } from '../../domain/limits'
import { closeContexts, workerChromium } from './support/worker-chromium'
import { focusedName } from './support/keyboard'

const PRODUCT = 'SummitMap 标准版' // 199.00 per week (seed); the reseller SUMMIT-DEMO pays 85 % of it

let server: RealServer
let browser: Browser
let context: BrowserContext
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  server = await startRealServer()
  browser = await workerChromium()
})
afterAll(async () => {
  await closeContexts(browser)
  await server?.stop()
})
beforeEach(async () => {
  await context?.close()
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(String(error)))
})

const wizard = () => page.getByTestId('paystep-wizard')
const step = () => wizard().getAttribute('data-step')
const message = () => page.getByTestId('shop-message')
const badge = () => page.getByTestId('cart-badge')

async function login(phone: string, landing = /\/pc\/Home/) {
  if (!/\/pc\/login/.test(page.url())) await page.goto(`${server.baseUrl}/pc/login`)
  const form = page.getByTestId('login-page')
  await form.getByTestId('login-phone-input').fill(phone)
  await form.getByTestId('send-code-button').click()
  await form.getByTestId('login-code-input').fill(await latestSmsCode(server.baseUrl, phone))
  await form.getByTestId('login-submit').click()
  await page.waitForURL(landing)
  await page.getByTestId('user-name').waitFor()
}

/** /BuyMenu with the product picked, duration `weeks`; subscribe opens the wizard. */
async function subscribe(productName: string, weeks = 1) {
  await page.goto(`${server.baseUrl}/pc/BuyMenu`)
  await page.getByTestId('buymenu-product-item').filter({ hasText: productName }).click()
  await page.getByTestId('buymenu-duration').fill(String(weeks))
  await page.getByTestId('buymenu-subscribe').click()
  // Where it went instead, when it did not reach the wizard (CI saw this wait time out once, never reproduced).
  await page.waitForURL(/\/pc\/paystep$/).catch(async (error: Error) => {
    throw new Error(`${error.message}\nat ${page.url()}: ${(await page.locator('body').textContent())?.slice(0, 300)}`)
  })
  await wizard().waitFor()
}

async function apiCall<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const key = Object.keys(localStorage).find((each) => each.endsWith('token'))
      const token = (JSON.parse(localStorage.getItem(key!)!) as { value: string }).value
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      return (await response.json()) as T
    },
    { path, init },
  )
}

type OrderList = {
  data: {
    list: Array<{ ordernum: string; paymentstate: number; paymentamount: number; invoiceid?: string | null }>
    pagination: { total: number }
  }
}
const myOrders = () =>
  apiCall<OrderList>('/api/business/C_customers/getOrderListWithStatus', { method: 'POST', body: { currentPage: 1, pageSize: 20 } })

async function fillPlainForm(name: string, phone: string) {
  await page.getByTestId('paystep-username').fill(name)
  await page.getByTestId('paystep-phone').fill(phone)
}

/** The demo reseller's code, checked with Enter: its name shows. */
async function applyResellerCode() {
  await page.getByTestId('paystep-retailer-code').fill('SUMMIT-DEMO')
  await page.getByTestId('paystep-retailer-code').press('Enter')
  await page.getByTestId('paystep-retailer-name').waitFor()
}

/** Opens the agreement, scrolls it to the bottom and agrees. */
async function agree() {
  await page.getByTestId('paystep-agreement-box').click()
  const dialog = page.getByTestId('agreement-dialog')
  await page.locator('[data-testid="agreement-dialog"][data-ready="true"]').waitFor({ timeout: 60_000 })
  expect(await page.getByTestId('paystep-agree').count()).toBe(0)
  await dialog.getByTestId('pdf-dialog-scroll').evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
  await page.getByTestId('paystep-agree').click()
  await expect.poll(() => dialog.count()).toBe(0)
  expect(await page.getByTestId('paystep-agreement-box').getAttribute('aria-checked')).toBe('true')
}

/** Step 1 next, confirm: step 2 with the QR; answers the order number and the QR content. */
async function createAndConfirm(): Promise<{ ordernum: string; qr: string }> {
  await page.getByTestId('paystep-next').click()
  await page.getByTestId('paystep-confirm').waitFor()
  expect(await page.getByTestId('paystep-confirm-text').textContent()).toBe('数字许可订阅一经购买，不可取消或退款')
  await page.getByTestId('paystep-confirm-ok').click()
  await page.getByTestId('paystep-qr-image').waitFor()
  expect(await step()).toBe('2')
  return {
    ordernum: (await page.getByTestId('paystep-ordernum').textContent())!,
    qr: (await page.getByTestId('paystep-qr').getAttribute('data-qr-content'))!,
  }
}

const remainingSeconds = async (locator: Locator) => {
  const [minutes, seconds] = ((await locator.textContent()) ?? '').split(':').map(Number)
  return minutes * 60 + seconds
}

describe('order wizard in Chromium', () => {
  it('sends a logged-out visitor of /paystep to login and back; without a purchase there is nothing to pay', async () => {
    await page.goto(`${server.baseUrl}/pc/paystep`)
    await page.waitForURL(/\/pc\/login/)
    await login('13766662004', /\/pc\/paystep$/)
    await page.getByTestId('paystep-empty').waitFor()
    expect(await page.getByTestId('paystep-empty').textContent()).toContain('没有待支付的订单信息')
    expect(pageErrors).toEqual([])
  })

  it('buys from the product page with an enterprise invoice and a reseller code, paid on the sandbox page in a second tab', async () => {
    await login('13766662001')
    await subscribe(PRODUCT)
    expect(await step()).toBe('0')
    expect(await page.getByTestId('paystep-step-bar').textContent()).toContain('填写信息')

    // Validation messages of the order form (storefront.md §5).
    await page.getByTestId('paystep-username').fill('')
    await page.getByTestId('paystep-phone').fill('12345')
    await page.getByTestId('paystep-invoice').selectOption('2')
    await page.getByTestId('paystep-next').click()
    expect(await page.getByTestId('paystep-username-error').textContent()).toBe('请输入姓名')
    expect(await page.getByTestId('paystep-phone-error').textContent()).toBe('请输入正确的手机号或座机号')
    expect(await page.getByTestId('paystep-email-error').textContent()).toBe('请输入正确的邮箱地址')
    expect(await page.getByTestId('paystep-company-error').textContent()).toBe('请输入公司名称')
    expect(await page.getByTestId('paystep-taxnumber-error').textContent()).toBe('请输入纳税人识别号')

    await fillPlainForm('张三', '13766662001')
    await page.getByTestId('paystep-email').fill('zhang@example.cn')
    // 'Save to personal info' only when the company details differ from the profile (a new customer has none).
    expect(await page.getByTestId('paystep-save-profile').count()).toBe(0)
    await page.getByTestId('paystep-company').fill('华东测绘有限公司')
    // A taxpayer number with a typo (its check character): refused under the field, the wizard stays at step 0.
    await page.getByTestId('paystep-taxnumber').fill('91350100M000100Y44')
    await page.getByTestId('paystep-next').click()
    const taxError = page.getByTestId('paystep-taxnumber-error')
    await taxError.waitFor()
    expect([await taxError.textContent(), await taxError.getAttribute('role')]).toEqual(['请输入正确的纳税人识别号', 'alert'])
    expect(await page.getByTestId('paystep-taxnumber').getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByTestId('paystep-taxnumber').getAttribute('aria-describedby')).toBe(await taxError.getAttribute('id'))
    expect(await step()).toBe('0')
    await page.getByTestId('paystep-taxnumber').fill('91350100M000100Y43')
    expect(await taxError.count()).toBe(0)
    await page.getByTestId('paystep-save-profile').click()
    await expect.poll(() => page.getByTestId('paystep-save-profile').count()).toBe(0)

    // A wrong invitation code: the message for 1 s; the right one applies the reseller's discount.
    await page.getByTestId('paystep-retailer-code').fill('NO-SUCH-CODE')
    await page.getByTestId('paystep-retailer-code').press('Enter')
    await page.getByTestId('paystep-retailer-mismatch').waitFor()
    expect(await page.getByTestId('paystep-retailer-mismatch').textContent()).toBe('分销商信息匹配失败')
    await expect.poll(() => page.getByTestId('paystep-retailer-mismatch').count(), { timeout: 3000 }).toBe(0)
    await page.getByTestId('paystep-retailer-code').fill(' SUMMIT-DEMO ')
    await page.getByTestId('paystep-retailer-code').press('Enter')
    await page.getByTestId('paystep-retailer-name').waitFor()

    // By keyboard: Next goes with its step, and the new step takes the focus.
    await page.getByTestId('paystep-next').focus()
    await page.keyboard.press('Enter')
    await expect.poll(step).toBe('1')
    await expect.poll(() => focusedName(page)).toBe('paystep-step')
    expect(await page.getByTestId('paystep-line').count()).toBe(1)
    expect(await page.getByTestId('paystep-line-name').textContent()).toBe(PRODUCT)
    expect(await page.getByTestId('paystep-total').textContent()).toBe('199.00')
    expect(await page.getByTestId('paystep-discount').textContent()).toBe('29.85')
    expect(await page.getByTestId('paystep-payable').textContent()).toBe('169.15')
    expect(await page.getByTestId('paystep-next').isDisabled()).toBe(true)

    // Closing the agreement without agreeing leaves the box unticked.
    await page.getByTestId('paystep-agreement-box').click()
    await page.getByTestId('agreement-dialog').waitFor()
    await page.getByTestId('pdf-dialog-close').click()
    expect(await page.getByTestId('paystep-agreement-box').getAttribute('aria-checked')).toBe('false')
    await agree()
    expect(await page.getByTestId('paystep-next').isEnabled()).toBe(true)

    // Cancel at the confirmation: 'already cancelled payment', still step 1; next again reuses the order.
    await page.getByTestId('paystep-next').click()
    await page.getByTestId('paystep-confirm-cancel').click()
    await expect.poll(() => message().textContent()).toBe('已取消支付')
    expect(await step()).toBe('1')
    const { ordernum, qr } = await createAndConfirm()
    // The payment dialog's confirm went with the dialog: the pay step has the focus.
    await expect.poll(() => focusedName(page)).toBe('paystep-step')
    expect(qr).toMatch(/\/api\/sandbox\/pay\/checkout\?trade=/)
    expect(await page.getByTestId('paystep-amount').textContent()).toBe('169.15')
    expect(await page.getByTestId('paystep-pending').textContent()).toBe('您有一笔待支付订单，请在 15 分钟内完成支付')
    expect(await page.getByTestId('paystep-paying').textContent()).toBe('支付中，请勿关闭窗口；支付后如未跳转，请联系客服')
    expect(await remainingSeconds(page.getByTestId('paystep-qr-remaining'))).toBeGreaterThan(14 * 60)

    // The payer's wallet: the QR content (the sandbox checkout page) in a second tab.
    const wallet = await context.newPage()
    await wallet.goto(qr)
    await wallet.locator('button[data-outcome="paid"]').click()
    await wallet.waitForLoadState()
    const paidAt = Date.now()
    await page.bringToFront()
    await page.locator('[data-testid="paystep-wizard"][data-step="4"]').waitFor({ timeout: 4000 })
    const elapsed = Date.now() - paidAt
    console.log(`wizard reached step 4 ${elapsed} ms after the sandbox payment`)
    expect(elapsed).toBeLessThanOrEqual(4000)
    await page
      .locator('[data-testid="paystep-complete"][data-phase="shown"]')
      .waitFor({ timeout: 10_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nwizard: ${await wizard().getAttribute('data-state')} ${await wizard().textContent()}`)
      })
    expect(await page.getByTestId('paystep-qr').count()).toBe(0)

    const orders = await myOrders()
    expect(orders.data.list.map((order) => [order.ordernum, order.paymentstate, order.paymentamount])).toEqual([[ordernum, 1, 169.15]])
    // The invoice chosen in the form was recorded for the order (the invoice list call is not built yet).
    expect(orders.data.list[0].invoiceid).toBeTruthy()
    await page.getByTestId('paystep-finish').click()
    await page.waitForURL(/\/pc\/PersonalCenter\?value=0$/)
    expect(pageErrors).toEqual([])
  })

  it('resumes the same order and QR after a reload and after closing the tab at step 2; a failed payment asks for a new QR; polling survives network errors', async () => {
    await login('13766662002')
    await subscribe(PRODUCT, 2)
    await fillPlainForm('李四', '010-88886666')
    await applyResellerCode()
    await page.getByTestId('paystep-retailer-count').fill('2')
    await expect.poll(() => page.getByTestId('paystep-retailer-count').inputValue()).toBe('2')
    // Before the order exists a reload keeps the form, the code and its retailer count (the same order is asked for).
    await page.reload()
    await wizard().waitFor()
    expect(await page.getByTestId('paystep-username').inputValue()).toBe('李四')
    expect(await page.getByTestId('paystep-phone').inputValue()).toBe('010-88886666')
    await page.getByTestId('paystep-retailer-name').waitFor()
    await expect.poll(() => page.getByTestId('paystep-retailer-count').inputValue()).toBe('2')
    await page.getByTestId('paystep-next').click()
    await expect.poll(step).toBe('1')
    await agree()
    // A double click on next makes one order (checked below with the order list).
    await page.getByTestId('paystep-next').dblclick()
    await page.getByTestId('paystep-confirm-cancel').click()
    const first = await createAndConfirm()

    await page.reload()
    await page.getByTestId('paystep-qr-image').waitFor()
    expect(await step()).toBe('2')
    expect(await page.getByTestId('paystep-ordernum').textContent()).toBe(first.ordernum)
    expect(await page.getByTestId('paystep-qr').getAttribute('data-qr-content')).toBe(first.qr)

    // Close the tab, open /paystep again.
    await page.close()
    page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(String(error)))
    await page.goto(`${server.baseUrl}/pc/paystep`)
    await page.getByTestId('paystep-qr-image').waitFor()
    expect(await page.getByTestId('paystep-ordernum').textContent()).toBe(first.ordernum)
    expect(await page.getByTestId('paystep-qr').getAttribute('data-qr-content')).toBe(first.qr)
    expect(await remainingSeconds(page.getByTestId('paystep-qr-remaining'))).toBeLessThanOrEqual(15 * 60)

    // The manual check ('I have paid') of an unpaid order: step 3; 'continue paying' shows the same QR again.
    await page.getByTestId('paystep-check').click()
    await page.locator('[data-testid="paystep-unfinished"][data-reason="unpaid"]').waitFor()
    expect(await page.getByTestId('paystep-unfinished-text').textContent()).toBe('订单尚未支付')
    await page.getByTestId('paystep-continue').click()
    await page.getByTestId('paystep-qr-image').waitFor()
    expect(await page.getByTestId('paystep-qr').getAttribute('data-qr-content')).toBe(first.qr)

    // A failed payment: step 3; 'continue paying' gets a new QR for the same order.
    await fetch(`${server.baseUrl}/api/dev/pay/${first.ordernum}?outcome=failed`, { method: 'POST' })
    await page.locator('[data-testid="paystep-unfinished"][data-reason="failed"]').waitFor({ timeout: 5000 })
    await page.getByTestId('paystep-continue').click()
    await page.getByTestId('paystep-qr-image').waitFor()
    expect(await page.getByTestId('paystep-ordernum').textContent()).toBe(first.ordernum)
    expect(await page.getByTestId('paystep-qr').getAttribute('data-qr-content')).not.toBe(first.qr)

    // Network errors while polling: the wizard keeps polling and still sees the payment.
    let failedPolls = 0
    await page.route('**/api/business/C_orderManage/status/**', (route) => {
      failedPolls += 1
      return route.abort('internetdisconnected')
    })
    await expect.poll(() => failedPolls, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
    expect(await step()).toBe('2')
    await page.unrouteAll()

    const paid = await fetch(`${server.baseUrl}/api/dev/pay/${first.ordernum}?outcome=paid`, { method: 'POST' })
    expect(paid.status).toBe(200)
    await page.locator('[data-testid="paystep-wizard"][data-step="4"]').waitFor({ timeout: 4000 })
    const orders = await myOrders()
    expect(orders.data.pagination.total).toBe(1)
    expect(orders.data.list[0]).toMatchObject({ ordernum: first.ordernum, paymentstate: 1, paymentamount: 676.6 })
    expect(pageErrors).toEqual([])
  })

  it('a reload while the reseller code is checked again keeps the reseller and its count; a check without an answer says so in the page language', async () => {
    await login('13766662006')
    await subscribe(PRODUCT, 2)
    await fillPlainForm('王五', '010-88887777')
    await applyResellerCode()
    // Leaving the code field for the count checks the code again; its answer is held back until the page has been
    // reloaded, so the check is in flight when the page goes (CI once saw this race by chance: the reseller was lost).
    const held: string[] = []
    await context.route('**/api/business/C_retailers/getList*', async (route) => {
      held.push(route.request().url())
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue().catch(() => undefined)
    })
    await page.getByTestId('paystep-retailer-count').fill('2')
    await expect.poll(() => held.length).toBe(1)
    await page.reload()
    await context.unrouteAll()
    await page.getByTestId('paystep-retailer-name').waitFor()
    expect(await page.getByTestId('paystep-retailer-count').inputValue()).toBe('2')
    expect(await page.getByTestId('paystep-retailer-mismatch').count()).toBe(0)

    // No answer at all (tried once more a second later): the interface's network message, not the browser's.
    let refused = 0
    await context.route('**/api/business/C_retailers/getList*', (route) => {
      refused += 1
      return route.abort('internetdisconnected')
    })
    const shown = page.waitForFunction(() => document.querySelector('[data-testid="paystep-retailer-mismatch"]')?.textContent, null, {
      polling: 'raf',
    })
    await page.getByTestId('paystep-retailer-code').press('Enter')
    expect(await (await shown).jsonValue()).toBe('网络异常，请检查网络')
    expect(refused).toBe(2)
    await context.unrouteAll()
    expect(pageErrors).toEqual([])
  })

  it('a QR refused because the server closed the unpaid order shows its message and stops; order again makes a new order', async () => {
    await login('13766662005')
    await subscribe(PRODUCT, 1)
    await fillPlainForm('周七', '010-88886666')
    await page.getByTestId('paystep-next').click()
    await expect.poll(step).toBe('1')
    await agree()
    const first = await createAndConfirm()

    // The server closes an order 24 h after it was made (tests/server/unpaid-orders.test.ts); here its QR answer.
    let qrCalls = 0
    await page.route('**/api/pay/wx/createQrCode**', (route) => {
      qrCalls += 1
      return route.fulfill({
        status: 410,
        contentType: 'application/json',
        body: JSON.stringify({ code: 410, msg: ORDER_CLOSED_MSG, data: null }),
      })
    })
    await fetch(`${server.baseUrl}/api/dev/pay/${first.ordernum}?outcome=failed`, { method: 'POST' })
    await page.locator('[data-testid="paystep-unfinished"][data-reason="failed"]').waitFor({ timeout: 5000 })
    let polls = 0
    page.on('request', (request) => {
      if (request.url().includes('/C_orderManage/status/')) polls += 1
    })
    await page.getByTestId('paystep-continue').click()
    await page.getByTestId('paystep-closed').waitFor()
    expect(await step()).toBe('2')
    expect(await page.getByTestId('paystep-closed-message').textContent()).toBe(ORDER_CLOSED_MSG)
    // Nothing is polled or asked again while the closed order is shown.
    await page.waitForTimeout(4500)
    expect([qrCalls, polls]).toEqual([1, 0])
    await page.unrouteAll()

    await page.getByTestId('paystep-restart').click()
    await expect.poll(step).toBe('0')
    expect(await page.getByTestId('paystep-username').inputValue()).toBe('周七')
    await page.getByTestId('paystep-next').click()
    await expect.poll(step).toBe('1')
    const second = await createAndConfirm()
    expect(second.ordernum).not.toBe(first.ordernum)
    const orders = await myOrders()
    expect(orders.data.list.map((o) => o.ordernum).sort()).toEqual([first.ordernum, second.ordernum].sort())
    expect(pageErrors).toEqual([])
  })

  it('checks out two cart lines: taken out of the cart, put back when leaving first, then paid', async () => {
    await login('13766662003')
    await page.goto(`${server.baseUrl}/pc/BuyMenu`)
    await page.getByTestId('buymenu-product-item').filter({ hasText: PRODUCT }).click()
    await page.getByTestId('buymenu-add-cart').click()
    await expect.poll(() => badge().textContent()).toBe('1')
    await page.getByTestId('buymenu-duration').fill('2')
    await page.getByTestId('buymenu-count').fill('2')
    await expect.poll(() => page.getByTestId('buymenu-add-cart').isEnabled(), { timeout: 8000 }).toBe(true)
    await page.getByTestId('buymenu-add-cart').click()
    await expect.poll(() => badge().textContent()).toBe('3')

    const checkOut = async () => {
      await page.getByTestId('cart-link').click()
      await page.waitForURL(/\/pc\/cart$/)
      await expect.poll(() => page.getByTestId('cart-row').count()).toBe(2)
      await page.getByTestId('cart-select-all').click()
      await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('995.00')
      await page.getByTestId('cart-checkout').click()
      await page.waitForURL(/\/pc\/paystep\?source=cart$/)
      await wizard().waitFor()
      // The items left the cart first; the badge follows.
      await expect.poll(() => badge().count()).toBe(0)
    }

    await checkOut()
    await fillPlainForm('王五', '13766662003')
    // Leaving before the order exists puts them back.
    await page.getByTestId('cart-link').click()
    await page.waitForURL(/\/pc\/cart$/)
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(2)
    await expect.poll(() => badge().textContent()).toBe('3')
    // Back to the wizard then: the items are in the cart, not in a resumed wizard that would sell them a second time.
    await page.goBack()
    await page.waitForURL(/\/pc\/paystep\?source=cart$/)
    await page.getByTestId('paystep-back-in-cart').waitFor()
    expect(await wizard().count()).toBe(0)
    await page.getByTestId('paystep-empty').getByRole('link').click()
    await page.waitForURL(/\/pc\/cart$/)
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(2)

    // A tab closed in the wizard: the next start of the app elsewhere puts the items back.
    await checkOut()
    await page.close()
    page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(String(error)))
    await page.goto(`${server.baseUrl}/pc/Home`)
    await expect.poll(() => badge().textContent(), { timeout: 10_000 }).toBe('3')

    await checkOut()
    expect(
      (
        await apiCall<{ data: { list: unknown[] } }>('/api/business/C_cart/getList', {
          method: 'POST',
          body: { currentPage: 1, pageSize: 100 },
        })
      ).data.list,
    ).toEqual([])

    // The wizard in the other languages.
    await page.getByTestId('language-switcher').selectOption('en')
    await expect.poll(() => page.getByTestId('paystep-next').textContent()).toBe('Next')
    expect(await wizard().textContent()).not.toContain('paystep.')
    await page.getByTestId('language-switcher').selectOption('zh-TW')
    await expect.poll(() => page.getByTestId('paystep-step-bar').textContent()).toContain('填寫資訊')
    await page.getByTestId('language-switcher').selectOption('zh-CN')

    await fillPlainForm('王五', '13766662003')
    await page.getByTestId('paystep-next').click()
    await expect.poll(step).toBe('1')
    expect(await page.getByTestId('paystep-line-name').allTextContents()).toEqual([PRODUCT, PRODUCT])
    expect(await page.getByTestId('paystep-payable').textContent()).toBe('995.00')
    await agree()
    // 'already cancelled payment' in English and Traditional Chinese.
    await page.getByTestId('language-switcher').selectOption('en')
    await page.getByTestId('paystep-next').click()
    expect(await page.getByTestId('paystep-confirm-text').textContent()).toBe(
      'A digital licence subscription cannot be cancelled or refunded once purchased',
    )
    await page.getByTestId('paystep-confirm-cancel').click()
    await expect.poll(() => message().textContent()).toBe('Payment cancelled')
    await page.getByTestId('language-switcher').selectOption('zh-TW')
    await page.getByTestId('paystep-next').click()
    expect(await page.getByTestId('paystep-confirm-text').textContent()).toBe('數位許可訂閱一經購買，不可取消或退款')
    await page.getByTestId('paystep-confirm-cancel').click()
    await expect.poll(() => message().textContent()).toBe('已取消支付')
    await page.getByTestId('language-switcher').selectOption('zh-CN')
    const { ordernum } = await createAndConfirm()

    // The order exists: leaving now does not put anything back.
    await fetch(`${server.baseUrl}/api/dev/pay/${ordernum}`, { method: 'POST' })
    await page.locator('[data-testid="paystep-wizard"][data-step="4"]').waitFor({ timeout: 4000 })
    await page.getByTestId('paystep-finish').click()
    await page.waitForURL(/\/pc\/PersonalCenter\?value=0$/)
    await page.goto(`${server.baseUrl}/pc/cart`)
    await page.getByTestId('cart-empty').waitFor()
    expect(await badge().count()).toBe(0)
    const orders = await myOrders()
    expect(orders.data.list).toMatchObject([{ ordernum, paymentstate: 1, paymentamount: 995 }])
    expect(pageErrors).toEqual([])
  })
})
