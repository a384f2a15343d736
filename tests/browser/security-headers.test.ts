// The SPA under the server's Content-Security-Policy in Chromium: the main pages, the WeChat QR frame, a PDF guide (the
// pdf.js worker), the machine viewer (elkjs), the cart and /paystep up to its payment QR, and the sandbox checkout
// page the QR points at, with zero `securitypolicyviolation` events and zero CSP console errors, in pages, frames and
// workers alike.
import type { BrowserContext, Page } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { useBrowserSuite } from './support/browser-suite'
import { latestSmsCode } from './support/sms-outbox'

const suite = useBrowserSuite()
let page: Page
let violations: string[]

/** Every frame reports its violations to the test through a binding; console errors about CSP count as well. */
async function watchCsp(context: BrowserContext, target: Page) {
  await context.exposeBinding('__reportCspViolation', (_source, report: string) => void violations.push(report))
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} on ${location.href}`
      ;(window as unknown as { __reportCspViolation: (r: string) => void }).__reportCspViolation(report)
    })
  })
  const onConsole = (origin: string) => (message: { type: () => string; text: () => string }) => {
    if (/content security policy|Refused to/i.test(message.text()))
      violations.push(`${origin} console ${message.type()}: ${message.text()}`)
  }
  context.on('page', (each) => each.on('console', onConsole('page')))
  target.on('console', onConsole('page'))
  target.on('worker', (worker) => worker.on('console', onConsole(`worker ${worker.url()}`)))
}

beforeEach(async () => {
  violations = []
  page = suite.page
  await watchCsp(suite.context!, page)
})

async function visit(path: string, testId: string) {
  await page.goto(`${suite.baseUrl()}${path}`)
  await page.getByTestId(testId).waitFor()
  await page.waitForLoadState('networkidle')
}

async function login(phone: string) {
  await page.goto(`${suite.baseUrl()}/pc/login`)
  const form = page.getByTestId('login-page')
  await form.getByTestId('login-phone-input').fill(phone)
  await form.getByTestId('send-code-button').click()
  await form.getByTestId('login-code-input').fill(await latestSmsCode(suite.baseUrl(), phone))
  await form.getByTestId('login-submit').click()
  await page.waitForURL(/\/pc\/Home/)
  await page.getByTestId('user-name').waitFor()
}

describe('the SPA under its Content-Security-Policy', () => {
  it('serves the policy with every page', async () => {
    const response = await page.goto(`${suite.baseUrl()}/pc/Home`)
    const csp = response!.headers()['content-security-policy']
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('shows the main pages, the WeChat QR frame and the machine viewer with no violation', async () => {
    await visit('/pc/Home', 'page-home')
    await visit('/pc/AllProducts?name=SummitLab', 'page-all-products')
    await visit('/pc/Buy?value=SummitSolid', 'page-buy')
    await visit('/pc/BuyMenu', 'buymenu')
    await visit('/pc/FreeSoft', 'page-free-soft')
    await visit('/pc/AboutUs?name=qualifications', 'page-about')
    await visit('/pc/login', 'login-page')
    await page.getByTestId('login-tab-qr').click()
    await page.frameLocator('[data-testid="wechat-frame"]').locator('a[data-identity="a"]').waitFor()
    await visit('/pc/machines', 'page-machines')
    await page.locator('[data-testid="machine-view"] [data-testid="machine-diagram"]').first().waitFor()
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
    expect(suite.pageErrors).toEqual([])
  })

  it('opens a PDF guide on /pc/Buy (pdf.js and its worker) with no violation', async () => {
    await visit('/pc/Buy?value=SummitMap', 'buy-detail')
    await page.getByTestId('buy-info-tab-guide').click()
    await page.locator('[data-testid="buy-guide-open"][data-guide="summitmap"]').click()
    await page.locator('[data-testid="pdf-dialog"][data-ready="true"]').waitFor({ timeout: 30_000 })
    await page.getByTestId('pdf-dialog').locator('.react-pdf__Page__textContent').first().waitFor()
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
    expect(suite.pageErrors).toEqual([])
  })

  it('goes through the cart and /paystep to the payment QR, and the sandbox checkout page, with no violation', async () => {
    await login('13766669001')
    await visit('/pc/cart', 'page-cart')
    await page.goto(`${suite.baseUrl()}/pc/BuyMenu`)
    await page.getByTestId('buymenu-product-item').filter({ hasText: 'SummitMap 标准版' }).click()
    await page.getByTestId('buymenu-duration').fill('1')
    await page.getByTestId('buymenu-subscribe').click()
    await page.waitForURL(/\/pc\/paystep$/)
    await page.getByTestId('paystep-username').fill('张三')
    await page.getByTestId('paystep-phone').fill('13766669001')
    await page.getByTestId('paystep-next').click()
    await expect.poll(() => page.getByTestId('paystep-wizard').getAttribute('data-step')).toBe('1')
    // The agreement is a PDF read to its end.
    await page.getByTestId('paystep-agreement-box').click()
    const dialog = page.getByTestId('agreement-dialog')
    await page.locator('[data-testid="agreement-dialog"][data-ready="true"]').waitFor({ timeout: 60_000 })
    await dialog.getByTestId('pdf-dialog-scroll').evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
    await page.getByTestId('paystep-agree').click()
    await page.getByTestId('paystep-next').click()
    await page.getByTestId('paystep-confirm-ok').click()
    await page.getByTestId('paystep-qr-image').waitFor()
    await page.waitForLoadState('networkidle')
    const qr = (await page.getByTestId('paystep-qr').getAttribute('data-qr-content'))!

    const wallet = await suite.context!.newPage()
    const checkout = await wallet.goto(qr)
    expect(checkout!.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    await wallet.locator('button[data-outcome="paid"]').click()
    await wallet.waitForLoadState()
    await page.bringToFront()
    await page.locator('[data-testid="paystep-wizard"][data-step="4"]').waitFor({ timeout: 10_000 })
    expect(violations).toEqual([])
    expect(suite.pageErrors).toEqual([])
  })
})
