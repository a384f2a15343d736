// 'Continue paying' of a pending order on another device, in Chromium against the real server, in zh-CN, en and
// zh-TW: the customer's unpaid order is made on one browser; a fresh browser (empty storage) logs in as the same
// customer and opens /pc/paystep?order=<id>: the wizard shows step 2 for that order with the server's amount and
// lines and a QR; paid on the sandbox checkout page, the wizard reaches payment complete and the order is paid; opening
// the URL again shows 'already paid' and no QR. Another customer opening the id gets a refusal, never the wizard.
// Zero axe violations; the pages are used with the keyboard.
import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMER_ACCOUNT, DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMER_PHONE } from '../../server/db/seed-data/demo-accounts'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { axeViolations } from './support/axe'
import { smsLogin, useBrowserSuite, type Locale } from './support/browser-suite'
import { tabTo } from './support/keyboard'

const suite = useBrowserSuite()
const extra: BrowserContext[] = []
afterEach(async () => {
  for (const context of extra.splice(0)) await context.close()
})

const TEXTS: Record<Locale, { alreadyPaid: string; back: string; refused: string; title: string }> = {
  'zh-CN': {
    alreadyPaid: '该订单已支付，无需重复支付',
    back: '返回待支付订单',
    refused: '未找到该订单，或该订单不属于当前账号',
    title: '支付流程',
  },
  en: {
    alreadyPaid: 'This order is already paid; it cannot be paid again',
    back: 'Back to pending orders',
    refused: 'This order was not found, or it does not belong to this account',
    title: 'Payment',
  },
  'zh-TW': {
    alreadyPaid: '該訂單已支付，無需重複支付',
    back: '返回待支付訂單',
    refused: '未找到該訂單，或該訂單不屬於目前帳號',
    title: '支付流程',
  },
}
/** Another customer per language (an SMS code can be sent to a phone once a minute). */
const OTHER_PHONES: Record<Locale, string> = { 'zh-CN': '13766663011', en: '13766663012', 'zh-TW': '13766663013' }

/** A fresh browser (another device: empty storage) in `locale`. */
async function device(locale: Locale): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale })
  extra.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => suite.pageErrors.push(`${locale} ${page.url()}: ${String(error)}`))
  return page
}

async function login(page: Page, phone: string, landing: RegExp): Promise<void> {
  await smsLogin(suite.baseUrl(), page.getByTestId('login-page'), phone)
  await page.waitForURL(landing).catch(async (error: Error) => {
    throw new Error(`${error.message}\nat ${page.url()}: ${(await page.locator('body').textContent())?.slice(0, 300)}`)
  })
  await page.getByTestId('user-name').waitFor()
}

/** The demo customer by account and password (both devices are the same customer; no SMS wait between them). */
async function passwordLogin(page: Page, landing: RegExp): Promise<void> {
  await page.goto(`${suite.baseUrl()}/pc/logincopy`)
  await page.getByTestId('account-input').fill(DEMO_CUSTOMER_ACCOUNT)
  await page.getByTestId('password-input').fill(DEMO_CUSTOMER_PASSWORD)
  await page.getByTestId('account-login-submit').click()
  await page.waitForURL(landing)
  await page.getByTestId('user-name').waitFor()
}

/** A call with the page's stored token (the customer's own API access). */
async function apiCall<T>(page: Page, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const key = Object.keys(localStorage).find((each) => each.endsWith('token'))
      const token = (JSON.parse(localStorage.getItem(key!)!) as { value: string }).value
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, json: (await response.json()) as T }
    },
    { path, body },
  )
}

type Envelope<T> = { code: number; data: T }

describe('continue paying a pending order on another device', () => {
  for (const locale of ['zh-CN', 'en', 'zh-TW'] as const) {
    it(`${locale}: opens the order at step 2, pays it on the sandbox, then shows it as already paid`, async () => {
      const base = suite.baseUrl()
      const text = TEXTS[locale]
      const otherPhone = OTHER_PHONES[locale]

      // Device A: the unpaid order, made with the customer's token.
      const a = await device(locale)
      await passwordLogin(a, /\/pc\/Home/)
      const created = await apiCall<Envelope<{ id: string; ordernum: string; ordername: string; paymentamount: number }>>(
        a,
        '/api/business/C_orderManage',
        {
          productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
          paymentamount: 699,
          receivername: '李四',
          receiverphone: DEMO_CUSTOMER_PHONE,
        },
      )
      expect(created.json.code).toBe(200)
      const order = created.json.data

      // Device B: never saw the order; logged out it is sent to the login, and the login brings it back to the
      // order's URL.
      const b = await device(locale)
      await b.goto(`${base}/pc/paystep?order=${order.id}`)
      await b.waitForURL(/\/pc\/login/)
      await passwordLogin(b, /\/pc\/paystep\?order=/)
      const wizard = b.getByTestId('paystep-wizard')
      await b.getByTestId('paystep-qr-image').waitFor()
      expect(await wizard.getAttribute('data-step')).toBe('2')
      expect(await b.getByTestId('paystep-ordernum').textContent()).toBe(order.ordernum)
      expect(await b.getByTestId('paystep-ordername').textContent()).toBe(order.ordername)
      expect(await b.getByTestId('paystep-amount').textContent()).toBe('699.00')
      expect(await b.getByTestId('paystep-reopened-line').count()).toBe(1)
      expect(await b.getByTestId('paystep-back').textContent()).toBe(text.back)
      await expect.poll(() => b.title()).toContain(text.title)
      expect(await axeViolations(b)).toEqual([])
      const qr = (await b.getByTestId('paystep-qr').getAttribute('data-qr-content'))!
      expect(qr).toMatch(/\/api\/sandbox\/pay\/checkout\?trade=/)

      // The payer's wallet opens the QR content and pays.
      const wallet = await b.context().newPage()
      await wallet.goto(qr)
      await wallet.locator('button[data-outcome="paid"]').click()
      await wallet.waitForLoadState()
      await wallet.close()
      await b.locator('[data-testid="paystep-complete"][data-phase="shown"]').waitFor({ timeout: 10_000 })
      expect(await wizard.getAttribute('data-step')).toBe('4')
      expect(await b.getByTestId('paystep-qr').count()).toBe(0)
      const status = await apiCall<Envelope<{ paymentstate: number }>>(b, `/api/business/C_orderManage/status/${order.id}`)
      expect(status.json.data.paymentstate).toBe(1)
      expect(await axeViolations(b)).toEqual([])

      // Again: a paid order is never paid twice.
      await b.goto(`${base}/pc/paystep?order=${order.id}`)
      const paid = b.getByTestId('paystep-already-paid')
      await paid.waitFor()
      expect(await b.getByTestId('paystep-already-paid-text').textContent()).toBe(text.alreadyPaid)
      expect(await b.getByTestId('paystep-already-paid-ordernum').textContent()).toBe(order.ordernum)
      expect(await b.getByTestId('paystep-qr').count()).toBe(0)
      expect(await b.getByTestId('paystep-wizard').count()).toBe(0)
      expect(await axeViolations(b)).toEqual([])
      // Keyboard only: to the paid orders.
      await tabTo(b, b.getByTestId('paystep-to-paid-orders'))
      await b.keyboard.press('Enter')
      await b.waitForURL(/\/pc\/PersonalCenter\?value=0$/)

      // Another customer with the same id: refused, never the wizard.
      const c = await device(locale)
      await c.goto(`${base}/pc/login`)
      await login(c, otherPhone, /\/pc\/Home/)
      const foreign = await apiCall<Envelope<unknown>>(c, `/api/business/C_orderManage/detail/${order.id}`)
      expect([403, 404]).toContain(foreign.status)
      await c.goto(`${base}/pc/paystep?order=${order.id}`)
      await c.getByTestId('paystep-reopened-refused').waitFor()
      expect(await c.getByTestId('paystep-reopened-refused-text').textContent()).toBe(text.refused)
      expect(await c.getByTestId('paystep-wizard').count()).toBe(0)
      expect(await c.content()).not.toContain(order.ordernum)
      expect(await axeViolations(c)).toEqual([])
      expect(suite.pageErrors).toEqual([])
    })
  }

  it('zh-CN: leaving an unpaid order with the keyboard goes back to the pending orders; the order stays unpaid', async () => {
    const base = suite.baseUrl()
    const page = suite.page
    await page.goto(`${base}/pc/login`)
    await login(page, '13766663021', /\/pc\/Home/)
    const created = await apiCall<Envelope<{ id: string }>>(page, '/api/business/C_orderManage', {
      productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
      paymentamount: 699,
      receivername: '王五',
      receiverphone: '13766663021',
    })
    await page.goto(`${base}/pc/paystep?order=${created.json.data.id}`)
    await page.getByTestId('paystep-qr-image').waitFor()
    await tabTo(page, page.getByTestId('paystep-back'))
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/pc\/PersonalCenter\?value=0&tab=pending$/)
    const status = await apiCall<Envelope<{ paymentstate: number }>>(page, `/api/business/C_orderManage/status/${created.json.data.id}`)
    expect(status.json.data.paymentstate).toBe(0)
    expect(suite.pageErrors).toEqual([])
  })
})
