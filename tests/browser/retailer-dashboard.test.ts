// The reseller dashboard in Chromium against the real server, in zh-CN, en and zh-TW (one server, one purchase per
// language). The demo reseller already has 20 paid orders with its code (made through the API at 594.15), so its table
// has two pages. In each language: a customer buys a week of SummitMap 标准版 through the wizard with the demo
// reseller's code (169.15 after its 85 %) and pays on the sandbox wallet; the reseller logs in at /loginRetailer and
// sees its own phone, the order (customer's phone masked) on top, and the new figures and totals (commission at the
// second level's 10 %, rounded half up on the sum); it reaches page 2 with the keyboard, filters by number part and
// date range typed with the keyboard, exports the filtered set (one row) and the whole set by keyboard (the CSV's bytes
// checked) and passes axe. The reseller logs in once, in zh-CN (the SMS sandbox refuses a second code to one phone
// within 60 s), and switches its browser's language for en and zh-TW; in zh-TW it logs out to /loginRetailer. In zh-CN
// also: a customer's token on /Retailer leads to /loginRetailer, the code is copied with the keyboard, and at 375 px
// each order is a card (nothing scrolls sideways, its amount on screen, the list's box no tab stop; at 1024 px the
// table scrolls and its box is one).
import { readFile } from 'node:fs/promises'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_RETAILER_CODE, DEMO_RETAILER_PHONE } from '../../server/db/seed-data/demo-accounts'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { apiCall, apiLogin } from './support/api-session'
import { axeViolations } from './support/axe'
import { logInOnPage, smsLogin, useBrowserSuite, type Locale } from './support/browser-suite'
import { buyThroughWizard, PRODUCT } from './support/wizard-purchase'

const suite = useBrowserSuite()

const SETUP_PHONE = '13766665100'
const SETUP_ORDERS = 20
/** A month of SummitMap 标准版 (699.00) at the demo code's 85 %, in fen. */
const SETUP_ORDER_FEN = 59415
/** A week (199.00) at 85 %, in fen: what the wizard's purchase costs. */
const WIZARD_ORDER_FEN = 16915
const CUSTOMERS: Record<Locale, string> = { 'zh-CN': '13766665101', en: '13766665102', 'zh-TW': '13766665103' }
/** The product's name in the catalogue of each language (server/db/seed-data/translations). */
const PRODUCT_NAMES: Record<Locale, string> = { 'zh-CN': PRODUCT, en: 'SummitMap Standard', 'zh-TW': 'SummitMap 標準版' }

const yuan = (fen: number) => (fen / 100).toFixed(2)
/** 10 % of an amount in fen, rounded half up (the second level's rate on the sum). */
const tenPercent = (fen: number) => yuan(Math.floor((fen + 5) / 10))

interface Totals {
  count: number
  fen: number
}

const TEXTS = {
  'zh-CN': {
    title: '分销商中心',
    export: '导出 CSV',
    header: '"订单号","订单名称","下单客户","电话","公司","产品","数量","实付金额（元）","支付时间"',
    totals: ({ count, fen }: Totals) => `共 ${count} 笔订单，数量 ${count}，实付合计 ${yuan(fen)} 元，佣金 ${tenPercent(fen)} 元`,
    exported: (count: number) => `已导出 ${count} 笔订单`,
    page: (page: number) => `第 ${page} 页`,
  },
  en: {
    title: 'Reseller centre',
    export: 'Export CSV',
    header: '"Order number","Order name","Customer","Phone","Company","Product","Quantity","Amount paid (CNY)","Paid at"',
    totals: ({ count, fen }: Totals) =>
      `${count} ${count === 1 ? 'order' : 'orders'}, quantity ${count}, paid ${yuan(fen)} CNY in total, commission ${tenPercent(fen)} CNY`,
    exported: (count: number) => `${count} ${count === 1 ? 'order' : 'orders'} exported`,
    page: (page: number) => `Page ${page}`,
  },
  'zh-TW': {
    title: '分銷商中心',
    export: '匯出 CSV',
    header: '"訂單號","訂單名稱","下單客戶","電話","公司","產品","數量","實付金額（元）","付款時間"',
    totals: ({ count, fen }: Totals) => `共 ${count} 筆訂單，數量 ${count}，實付合計 ${yuan(fen)} 元，佣金 ${tenPercent(fen)} 元`,
    exported: (count: number) => `已匯出 ${count} 筆訂單`,
    page: (page: number) => `第 ${page} 頁`,
  },
} as const

/** What the demo reseller has been paid with its code so far (the setup's orders, then each language's purchase). */
const sold: Totals = { count: 0, fen: 0 }
/** The reseller's own browser, kept from one language to the next. */
let resellerContext: BrowserContext | undefined
let resellerPage: Page | undefined

afterAll(async () => {
  await resellerContext?.close()
})

const isFocused = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((element) => element === document.activeElement)

/** Presses Enter on a focused control and reads the file it downloads. */
async function exportByKeyboard(page: Page): Promise<Buffer> {
  await page.getByTestId('retailer-export').focus()
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
  return readFile((await download.path())!)
}

/** The CSV's lines after its BOM (the BOM checked), split at CRLF; the last is the empty one after the final CRLF. */
function csvLines(bytes: Buffer): string[] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return bytes.subarray(3).toString('utf8').split('\r\n')
}

/** Types a day into a date input with the keyboard alone. Chromium orders the fields by its own locale (month first
 *  under en-US), so the digits are tried in the orders in use; a wrong order is cleared before the next. */
async function typeDate(page: Page, testId: string, day: string): Promise<void> {
  const input = page.getByTestId(testId)
  const [y, m, d] = day.split('-')
  for (const digits of [`${m}${d}${y}`, `${y}${m}${d}`, `${d}${m}${y}`]) {
    await input.focus()
    await page.keyboard.type(digits)
    if ((await input.inputValue()) === day) return
    await input.fill('')
  }
  throw new Error(`could not type ${day} into ${testId}`)
}

beforeAll(async () => {
  // 20 orders with the demo code through the API's real order path (create, QR, the sandbox's paid notification).
  const token = await apiLogin(suite.baseUrl(), SETUP_PHONE)
  for (let index = 0; index < SETUP_ORDERS; index += 1) {
    const created = await apiCall<{ ordernum: string }>(suite.baseUrl(), 'POST', '/api/business/C_orderManage', {
      token,
      body: {
        productDetails: [{ productid: PRODUCT_IDS.mapStandard, durationunion: 'month', duration: 1, number: 1 }],
        paymentamount: SETUP_ORDER_FEN / 100,
        retailercode: DEMO_RETAILER_CODE,
        receivername: '王五',
        receiverphone: SETUP_PHONE,
      },
    })
    expect(created.code, created.msg).toBe(200)
    const qr = await apiCall(suite.baseUrl(), 'POST', '/api/pay/wx/createQrCode', { token, body: { orderNum: created.data.ordernum } })
    expect(qr.code, qr.msg).toBe(200)
    const paid = await apiCall<{ paymentstate: number }>(suite.baseUrl(), 'POST', `/api/dev/pay/${created.data.ordernum}`)
    expect(paid.data.paymentstate).toBe(1)
    sold.count += 1
    sold.fen += SETUP_ORDER_FEN
  }
}, 120_000)

describe('reseller dashboard in three languages', () => {
  for (const language of ['zh-CN', 'en', 'zh-TW'] as const) {
    it(`${language}: a customer buys with the demo code; the reseller sees it and the new totals, pages, filters and exports by keyboard`, async () => {
      const texts = TEXTS[language]
      const customerPhone = CUSTOMERS[language]

      // The customer buys with the demo reseller's code (spaces around it are trimmed).
      let page = await suite.openPage(language)
      await logInOnPage(page, suite.baseUrl(), customerPhone)
      const ordernum = await buyThroughWizard(
        page,
        suite.baseUrl(),
        customerPhone,
        undefined,
        ` ${DEMO_RETAILER_CODE} `,
        PRODUCT_NAMES[language],
      )
      sold.count += 1
      sold.fen += WIZARD_ORDER_FEN
      if (language === 'zh-CN') {
        // A customer's token has no reseller record: /Retailer leads to /loginRetailer.
        await page.goto(`${suite.baseUrl()}/pc/Retailer`)
        await page.waitForURL(/\/pc\/loginRetailer$/)
      }

      if (resellerPage === undefined) {
        // The reseller logs in on its own browser, in this language.
        resellerContext = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: language })
        await resellerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.baseUrl() })
        resellerPage = await resellerContext.newPage()
        resellerPage.on('pageerror', (error) => suite.pageErrors.push(`reseller ${language}: ${String(error)}`))
        await resellerPage.goto(`${suite.baseUrl()}/pc/loginRetailer`)
        await smsLogin(suite.baseUrl(), resellerPage.getByTestId('retailer-login-page'), DEMO_RETAILER_PHONE)
        await resellerPage.waitForURL(/\/pc\/Retailer$/)
      } else {
        // Still logged in: the reseller picks this language in the header, and opens the dashboard afresh.
        await resellerPage.getByTestId('language-switcher').selectOption(language)
        await resellerPage.goto(`${suite.baseUrl()}/pc/Retailer`)
      }
      page = resellerPage
      await page.getByTestId('retailer-code').waitFor()
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language)
      await expect.poll(() => page.title()).toMatch(new RegExp(`^${texts.title} - `))
      expect(await page.getByTestId('retailer-name').textContent()).toBe('王经理')
      expect(await page.getByTestId('retailer-company').textContent()).toBe('测绘之星科技有限公司')
      expect(await page.getByTestId('retailer-phone').textContent()).toBe(DEMO_RETAILER_PHONE)
      expect(await page.getByTestId('retailer-code').textContent()).toBe(DEMO_RETAILER_CODE)
      expect(await page.getByTestId('retailer-developed').textContent()).toBe('2')
      // The level is content: named in the page's language (seeded translations), so no 中文 badge.
      const level = { 'zh-CN': '二级分销商', en: 'Level 2 reseller', 'zh-TW': '二級分銷商' }[language]
      expect(await page.getByTestId('retailer-level').textContent()).toBe(level)
      expect(await page.getByTestId('retailer-level').getAttribute('lang')).toBe(language)
      // The new figures: every coded paid order so far, commission 10 % of the sum.
      expect(await page.getByTestId('retailer-amount').textContent()).toBe(yuan(sold.fen))
      expect(await page.getByTestId('retailer-commission').textContent()).toBe(tenPercent(sold.fen))

      // The order just bought is on top (newest payment first); page 1 holds 20; the totals are the whole set's.
      const rows = page.getByTestId('retailer-order-row')
      await expect.poll(() => rows.first().getAttribute('data-ordernum')).toBe(ordernum)
      expect(await rows.count()).toBe(20)
      const row = page.locator(`[data-testid="retailer-order-row"][data-ordernum="${ordernum}"]`)
      expect(await row.getByTestId('retailer-order-phone').textContent()).toBe(`137****${customerPhone.slice(-4)}`)
      expect(await row.getByTestId('retailer-order-product').textContent()).toBe(PRODUCT)
      expect(await row.getByTestId('retailer-order-quantity').textContent()).toBe('1')
      expect(await row.getByTestId('retailer-order-amount').textContent()).toBe(yuan(WIZARD_ORDER_FEN))
      expect(await page.getByTestId('retailer-totals').textContent()).toBe(texts.totals(sold))
      expect(await page.content()).not.toContain(customerPhone)
      expect(await axeViolations(page)).toEqual([])

      // Page 2 by keyboard: the rest of the set, the same totals; back to page 1.
      const pagination = page.getByTestId('retailer-orders-pagination')
      await pagination.getByRole('button', { name: texts.page(2) }).focus()
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.searchParams.get('page') === '2')
      await expect.poll(() => rows.count()).toBe(sold.count - 20)
      expect(await row.count()).toBe(0)
      expect(await page.getByTestId('retailer-totals').textContent()).toBe(texts.totals(sold))
      await pagination.getByRole('button', { name: texts.page(1) }).focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => rows.first().getAttribute('data-ordernum')).toBe(ordernum)

      if (language === 'zh-CN') {
        // Copy the code with the keyboard: the clipboard holds it and a live region says so.
        await page.getByTestId('retailer-copy-code').focus()
        await page.keyboard.press('Enter')
        await expect.poll(() => page.getByTestId('retailer-copy-notice').textContent()).toBe('分销码已复制')
        expect(await page.getByTestId('retailer-copy-notice').getAttribute('role')).toBe('status')
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_RETAILER_CODE)
      }

      // The filter by keyboard alone: part of the number, today's range (China days) typed into the date inputs, the
      // search button. One order left, its totals; the export holds that one row, not the whole set.
      const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
      await page.getByTestId('retailer-filter-ordernum').focus()
      await page.keyboard.type(ordernum.slice(-6))
      await typeDate(page, 'retailer-filter-start', today)
      await typeDate(page, 'retailer-filter-end', today)
      await page.getByTestId('retailer-filter-search').focus()
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.searchParams.get('q') === ordernum.slice(-6) && url.searchParams.get('to') === today)
      expect(new URL(page.url()).searchParams.get('from')).toBe(today)
      await expect.poll(() => rows.count()).toBe(1)
      expect(await rows.first().getAttribute('data-ordernum')).toBe(ordernum)
      expect(await page.getByTestId('retailer-totals').textContent()).toBe(texts.totals({ count: 1, fen: WIZARD_ORDER_FEN }))
      await expect.poll(() => page.getByTestId('retailer-export').textContent()).toBe(texts.export)
      const filtered = csvLines(await exportByKeyboard(page))
      expect(filtered).toHaveLength(3)
      expect(filtered[0]).toBe(texts.header)
      expect(filtered[1]).toMatch(
        new RegExp(
          `^"${ordernum}","[^"]+","[^"]*","137\\*\\*\\*\\*${customerPhone.slice(-4)}","[^"]*","${PRODUCT}","1","169\\.15","${today} \\d{2}:\\d{2}:\\d{2}"$`,
        ),
      )
      expect(filtered[2]).toBe('')
      if (language === 'zh-CN') {
        // The list shows the export's time (China time, the filter's days), marked unless the browser is on China time.
        const [, y, m, d, hm] = /"(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2}):\d{2}"$/.exec(filtered[1])!
        const onChinaTime = await page.evaluate(() => new Date().getTimezoneOffset() === -480)
        const shown = `${y}年${Number(m)}月${Number(d)}日 ${hm}${onChinaTime ? '' : ' (UTC+8)'}`
        expect(await rows.first().textContent()).toContain(shown)
      }
      await expect.poll(() => page.getByTestId('retailer-export-notice').textContent()).toBe(texts.exported(1))
      expect(await axeViolations(page)).toEqual([])

      // Reset by keyboard: every order again; the export of the whole set holds every one of them, newest first.
      await page.getByTestId('retailer-filter-reset').focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => rows.count()).toBe(20)
      expect(await page.getByTestId('retailer-filter-start').inputValue()).toBe('')
      const whole = csvLines(await exportByKeyboard(page))
      expect(whole).toHaveLength(sold.count + 2)
      expect(whole[1].startsWith(`"${ordernum}",`)).toBe(true)
      expect(whole.join('\n')).not.toContain(customerPhone)
      await expect.poll(() => page.getByTestId('retailer-export-notice').textContent()).toBe(texts.exported(sold.count))

      if (language === 'zh-CN') {
        // 375 px: the dashboard fits the screen; each order is a card, nothing scrolls sideways and every amount is on
        // screen (decisions.md, "Review tables on a phone").
        await page.setViewportSize({ width: 375, height: 800 })
        const fits = () =>
          page
            .getByTestId('retailer-page')
            .evaluate(
              (element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= window.innerWidth + 1,
            )
        await expect.poll(fits).toBe(true)
        const scrollBox = page.getByTestId('retailer-orders-scroll')
        const scrolls = () => scrollBox.evaluate((element) => element.scrollWidth > element.clientWidth)
        expect(await scrolls()).toBe(false)
        // Nothing to scroll, so no tab stop around the cards (decisions.md, "Scroll boxes are a tab stop only while
        // they scroll").
        expect(await scrollBox.getAttribute('tabindex')).toBeNull()
        for (const amount of await page.getByTestId('retailer-order-amount').all()) {
          const box = (await amount.boundingBox())!
          expect(box.x + box.width).toBeLessThanOrEqual(375)
        }
        expect(await axeViolations(page)).toEqual([])
        // At 1024 px the 960 px table is wider than its column: it scrolls, and its box is a named tab stop.
        await page.setViewportSize({ width: 1024, height: 800 })
        await expect.poll(scrolls).toBe(true)
        await expect.poll(() => scrollBox.getAttribute('tabindex')).toBe('0')
        expect(await scrollBox.getAttribute('aria-labelledby')).toBe('retailer-orders-heading')
        expect(await axeViolations(page)).toEqual([])
        await page.setViewportSize({ width: 1440, height: 900 })
        await expect.poll(scrolls).toBe(false)
        await expect.poll(() => scrollBox.getAttribute('tabindex')).toBeNull()
      }

      if (language === 'zh-TW') {
        // Logout returns to /loginRetailer; /Retailer then leads there too.
        await page.getByTestId('retailer-logout').focus()
        expect(await isFocused(page, 'retailer-logout')).toBe(true)
        await page.keyboard.press('Enter')
        await page.waitForURL(/\/pc\/loginRetailer$/)
        await page.goto(`${suite.baseUrl()}/pc/Retailer`)
        await page.waitForURL(/\/pc\/loginRetailer$/)
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language)
      }
      expect(suite.pageErrors).toEqual([])
    }, 300_000)
  }
})
