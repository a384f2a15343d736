// Issue 20, the phone's licence application in Chromium against the real server, with a phone's viewport (375×812)
// and user agent, in zh-CN, en and zh-TW: the desktop software's QR code opens /pc/apply?machine=<code>; the customer
// logs in by SMS on that page (the machine code stays through the login and a reload), creates the licence for that
// machine from a paid order (ticked with the keyboard, after the warning) and finds it in /pc/ApplyList; or requests
// a one-month trial for it. Every page is axe-clean, has its own title and no horizontal scroll; on a phone '/' leads
// to /ApplyHome and the personal centre's licence tab to /ApplyList.
import type { Browser, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe'
import { logFailedCalls, smsLogin, useBrowserSuite, type Locale } from './support/browser-suite'

const suite = useBrowserSuite()

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

const TITLES: Record<Locale, { apply: string; create: string; trial: string; list: string; home: string }> = {
  'zh-CN': {
    apply: '为这台电脑申请许可证',
    create: '用已付款订单生成许可证',
    trial: '申请试用许可证',
    list: '我的许可证申请',
    home: '手机申请许可证',
  },
  en: {
    apply: 'Apply for a licence for this computer',
    create: 'Create a licence from a paid order',
    trial: 'Request a trial licence',
    list: 'My licence applications',
    home: 'Apply for a licence on your phone',
  },
  'zh-TW': {
    apply: '為這台電腦申請許可證',
    create: '用已付款訂單產生許可證',
    trial: '申請試用許可證',
    list: '我的許可證申請',
    home: '手機申請許可證',
  },
}

const STATE_CREATED: Record<Locale, string> = { 'zh-CN': '已生成', en: 'Created', 'zh-TW': '已產生' }

let phoneContexts: Array<{ close: () => Promise<void> }> = []
afterEach(async () => {
  await Promise.all(phoneContexts.map((context) => context.close()))
  phoneContexts = []
})

async function openPhone(browser: Browser, locale: Locale): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    userAgent: IPHONE,
    // A phone's browser: the layout viewport widens to the widest content, so a page or a shell wider than the
    // phone shows as a wider document (checked in checkPage).
    isMobile: true,
    hasTouch: true,
    locale,
  })
  phoneContexts.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => suite.pageErrors.push(`${locale} ${page.url()}: ${String(error)}`))
  logFailedCalls(page, `phone ${locale}`)
  return page
}

/** The page's own title and h1, axe, and nothing wider than the phone: neither the page nor the document. */
async function checkPage(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.title()).toContain(title)
  expect(await page.locator('h1').allInnerTexts()).toEqual([title])
  expect(await axeViolations(page)).toEqual([])
  const box = await page.locator('[data-testid^="page-apply"], [data-testid="page-create"]').evaluate((element) => ({
    right: element.getBoundingClientRect().right,
    overflow: element.scrollWidth - element.clientWidth,
  }))
  expect(box.right).toBeLessThanOrEqual(375)
  expect(box.overflow).toBe(0)
  const documentWidth = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, view: window.innerWidth }))
  expect(documentWidth).toEqual({ content: 375, view: 375 })
}

/** A call of the API with the page's stored token (what the personal-centre tests use to set up orders). */
async function pageCall<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const key = Object.keys(localStorage).find((each) => each.endsWith('token'))
      const token = (JSON.parse(localStorage.getItem(key!)!) as { value: string }).value
      const response = await fetch(path, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return (await response.json()) as T
    },
    { path, body },
  )
}

/** One week of SummitMap 标准版, ordered by the logged-in customer and paid in the sandbox. */
async function paidOrder(page: Page, phone: string): Promise<string> {
  const created = await pageCall<{ code: number; msg: string; data: { ordernum: string } }>(page, '/api/business/C_orderManage', {
    productDetails: [{ productid: 'prod-map-standard', duration: 1, durationunion: 'week', number: 1 }],
    paymentamount: 199,
    receivername: '张三',
    receiverphone: phone,
    purchasemethod: 'online',
  })
  expect(created.code, created.msg).toBe(200)
  const qr = await pageCall<{ code: number; msg: string }>(page, '/api/pay/wx/createQrCode', { orderNum: created.data.ordernum })
  expect(qr.code, qr.msg).toBe(200)
  const paid = await fetch(`${suite.baseUrl()}/api/dev/pay/${created.data.ordernum}?outcome=paid`, { method: 'POST' })
  expect(paid.status).toBe(200)
  return created.data.ordernum
}

/** The QR code's address opened on the phone, and the SMS login on that page: back on the same machine's choices. */
async function scanAndLogIn(page: Page, locale: Locale, machine: string, phone: string): Promise<void> {
  await page.goto(`${suite.baseUrl()}/pc/apply?machine=${encodeURIComponent(machine)}`)
  await page.getByTestId('phone-login-gate').waitFor()
  expect(await page.getByTestId('apply-machine').innerText()).toContain(machine)
  await checkPage(page, TITLES[locale].apply)
  await smsLogin(suite.baseUrl(), page.getByTestId('phone-login-gate'), phone)
  await page.getByTestId('apply-hub').waitFor()
  expect(new URL(page.url()).searchParams.get('machine')).toBe(machine)
  await page.reload()
  await page.getByTestId('apply-hub').waitFor()
  expect(await page.getByTestId('apply-machine').innerText()).toContain(machine)
  await checkPage(page, TITLES[locale].apply)
}

const LOCALES: Array<[Locale, string, string]> = [
  ['zh-CN', '13766667201', '13766667211'],
  ['en', '13766667202', '13766667212'],
  ['zh-TW', '13766667203', '13766667213'],
]

describe('the licence application on a phone', () => {
  for (const [locale, buyer, trialist] of LOCALES) {
    it(`${locale}: QR address → SMS login on the page → licence created from a paid order → listed in /ApplyList`, async () => {
      const page = await openPhone(suite.browser, locale)
      const machine = `PHONE-${locale}-${buyer.slice(-4)}-9F3A`
      await scanAndLogIn(page, locale, machine, buyer)
      const ordernum = await paidOrder(page, buyer)

      await page.getByTestId('apply-create').click()
      await page.waitForURL(/\/pc\/create\?machine=/)
      const line = page.getByTestId('phone-licence-line').filter({ hasText: ordernum })
      await line.waitFor()
      await checkPage(page, TITLES[locale].create)
      // Keyboard: the tick and the buttons.
      await line.getByTestId('phone-licence-tick').focus()
      await page.keyboard.press('Space')
      await expect.poll(() => line.getByTestId('phone-licence-tick').isChecked()).toBe(true)
      await page.getByTestId('phone-licence-submit').focus()
      await page.keyboard.press('Enter')
      await page.getByTestId('phone-licence-warning').waitFor()
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('phone-licence-warning')
      await checkPage(page, TITLES[locale].create)
      await page.getByTestId('phone-licence-accept').click()
      await page.getByTestId('phone-licence-success').waitFor({ timeout: 15_000 })
      await checkPage(page, TITLES[locale].create)

      await page.getByTestId('phone-licence-to-list').click()
      await page.waitForURL(/\/pc\/ApplyList$/)
      const item = page.locator(`[data-testid="application-item"][data-machine="${machine}"]`)
      await item.waitFor()
      expect(await item.getByTestId('application-state').innerText()).toBe(STATE_CREATED[locale])
      expect(await item.innerText()).toContain(ordernum)
      await checkPage(page, TITLES[locale].list)

      // The same product again for the same machine is refused by the machine's rules (a valid licence exists).
      await page.goto(`${suite.baseUrl()}/pc/create?machine=${encodeURIComponent(machine)}`)
      await page.getByTestId('phone-licence-creation').waitFor()
      expect(await page.getByTestId('phone-licence-line').filter({ hasText: ordernum }).count()).toBe(0)

      // On a phone the personal centre's licence tab and '/' lead to the licence application pages.
      await page.goto(`${suite.baseUrl()}/pc/PersonalCenter?value=1`)
      await page.waitForURL(/\/pc\/ApplyList$/)
      await page.goto(`${suite.baseUrl()}/pc/`)
      await page.waitForURL(/\/pc\/ApplyHome$/)
      await page.getByTestId('apply-home').waitFor()
      await checkPage(page, TITLES[locale].home)
      expect(suite.pageErrors).toEqual([])
    })

    it(`${locale}: QR address → SMS login → a one-month trial requested for that machine → listed in /ApplyList`, async () => {
      const page = await openPhone(suite.browser, locale)
      const machine = `PHONE-TRIAL-${locale}-${trialist.slice(-4)}`
      await scanAndLogIn(page, locale, machine, trialist)

      await page.getByTestId('apply-trial').click()
      await page.waitForURL(/\/pc\/applyTrial\?machine=/)
      await page.getByTestId('trial-licence-form').waitFor()
      expect(await page.getByTestId('trial-licence-machine').inputValue()).toBe(machine)
      await checkPage(page, TITLES[locale].trial)
      // Sent with the keyboard (the sticky header of the shell can cover the button in a tap's scroll position).
      await page.getByTestId('trial-licence-submit').focus()
      await page.keyboard.press('Enter')
      await page.getByTestId('trial-licence-success').waitFor({ timeout: 15_000 })
      await checkPage(page, TITLES[locale].trial)

      await page.getByTestId('trial-licence-licences-link').focus()
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/pc\/ApplyList$/)
      const item = page.locator(`[data-testid="application-item"][data-machine="${machine}"]`)
      await item.waitFor()
      expect(await item.getByTestId('application-state').innerText()).toBe(STATE_CREATED[locale])
      await checkPage(page, TITLES[locale].list)

      // This machine's applications only.
      await page.goto(`${suite.baseUrl()}/pc/applylistm?machine=${encodeURIComponent(machine)}`)
      await item.waitFor()
      expect(await page.getByTestId('application-item').count()).toBe(1)
      expect(suite.pageErrors).toEqual([])
    })
  }
})
