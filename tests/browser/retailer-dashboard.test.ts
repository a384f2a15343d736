// The reseller dashboard in Chromium against the real server: a customer buys a week of SummitMap 标准版 through the
// wizard with the demo reseller's code (169.15 after its 85 %) and pays on the sandbox wallet; a customer's token on
// /Retailer leads to /loginRetailer; the demo reseller logs in at /loginRetailer and sees that order (phone masked)
// and the new figures (total 169.15, commission at the second level's 10 %: 16.92), copies its code with the
// keyboard and hears the confirmation, filters with the keyboard, exports the CSV (its bytes checked), in zh-CN, en
// and zh-TW with zero axe violations, at 375 px with the table scrolling inside its box; logout returns to /loginRetailer.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_RETAILER_CODE, DEMO_RETAILER_PHONE } from '../../server/db/seed-data/demo-accounts'
import { axeViolations } from './support/axe'
import { smsLogin, useBrowserSuite } from './support/browser-suite'
import { buyThroughWizard, PRODUCT } from './support/wizard-purchase'

const suite = useBrowserSuite()

const CUSTOMER_PHONE = '13766665101'

const TEXTS = {
  'zh-CN': {
    title: '分销商中心',
    export: '导出 CSV',
    header: '"订单号","订单名称","下单客户","电话","公司","产品","数量","实付金额（元）","支付时间"',
  },
  en: {
    title: 'Reseller centre',
    export: 'Export CSV',
    header: '"Order number","Order name","Customer","Phone","Company","Product","Quantity","Amount paid (CNY)","Paid at"',
  },
  'zh-TW': {
    title: '分銷商中心',
    export: '匯出 CSV',
    header: '"訂單號","訂單名稱","下單客戶","電話","公司","產品","數量","實付金額（元）","付款時間"',
  },
} as const

const isFocused = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((element) => element === document.activeElement)

async function exportCsv(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('retailer-export').click()])
  return readFile((await download.path())!)
}

describe('reseller dashboard', () => {
  it('shows the order bought with the reseller’s code, the new figures, filters, copies and exports it; three languages; axe', async () => {
    // The customer buys with the demo reseller's code.
    let page = await suite.openPage('zh-CN')
    await page.goto(`${suite.baseUrl()}/pc/login`)
    await smsLogin(suite.baseUrl(), page.getByTestId('login-page'), CUSTOMER_PHONE)
    await page.getByTestId('user-name').waitFor()
    const ordernum = await buyThroughWizard(page, suite.baseUrl(), CUSTOMER_PHONE, undefined, ` ${DEMO_RETAILER_CODE} `)
    // A customer's token has no reseller record: /Retailer leads to /loginRetailer.
    await page.goto(`${suite.baseUrl()}/pc/Retailer`)
    await page.waitForURL(/\/pc\/loginRetailer$/)

    // The reseller logs in on a fresh browser.
    page = await suite.openPage('zh-CN')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.baseUrl() })
    await page.goto(`${suite.baseUrl()}/pc/loginRetailer`)
    await smsLogin(suite.baseUrl(), page.getByTestId('retailer-login-page'), DEMO_RETAILER_PHONE)
    await page.waitForURL(/\/pc\/Retailer$/)
    await page.getByTestId('retailer-page').waitFor()
    await page.getByTestId('retailer-code').waitFor()
    await expect.poll(() => page.title()).toMatch(/^分销商中心 - /)
    expect(await page.getByTestId('retailer-name').textContent()).toBe('王经理')
    expect(await page.getByTestId('retailer-level').textContent()).toBe('二级分销商')
    expect(await page.getByTestId('retailer-company').textContent()).toBe('测绘之星科技有限公司')
    expect(await page.getByTestId('retailer-code').textContent()).toBe(DEMO_RETAILER_CODE)
    expect(await page.getByTestId('retailer-developed').textContent()).toBe('2')
    expect(await page.getByTestId('retailer-amount').textContent()).toBe('169.15')
    expect(await page.getByTestId('retailer-commission').textContent()).toBe('16.92')

    // The order: number, customer's masked phone, product, quantity, amount; the totals of the (whole) set.
    const row = page.locator(`[data-testid="retailer-order-row"][data-ordernum="${ordernum}"]`)
    await row.waitFor()
    expect(await page.getByTestId('retailer-order-row').count()).toBe(1)
    expect(await row.getByTestId('retailer-order-phone').textContent()).toBe('137****5101')
    expect(await row.getByTestId('retailer-order-product').textContent()).toBe(PRODUCT)
    expect(await row.getByTestId('retailer-order-quantity').textContent()).toBe('1')
    expect(await row.getByTestId('retailer-order-amount').textContent()).toBe('169.15')
    expect(await page.getByTestId('retailer-totals').textContent()).toBe('共 1 笔订单，数量 1，实付合计 169.15 元，佣金 16.92 元')
    expect(await page.content()).not.toContain(CUSTOMER_PHONE)
    expect(await axeViolations(page)).toEqual([])

    // Copy the code with the keyboard: the clipboard holds it and a live region says so.
    await page.getByTestId('retailer-copy-code').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('retailer-copy-notice').textContent()).toBe('分销码已复制')
    expect(await page.getByTestId('retailer-copy-notice').getAttribute('role')).toBe('status')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_RETAILER_CODE)

    // Filter with the keyboard: a number that matches nothing empties the table and the totals; reset shows it again.
    await page.getByTestId('retailer-filter-ordernum').focus()
    await page.keyboard.type('NOPE')
    await page.keyboard.press('Enter')
    await page.getByTestId('retailer-orders-empty').waitFor()
    expect(new URL(page.url()).searchParams.get('q')).toBe('NOPE')
    expect(await page.getByTestId('retailer-totals').getAttribute('data-count')).toBe('0')
    expect(await page.getByTestId('retailer-export').isDisabled()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await page.getByTestId('retailer-filter-reset').focus()
    await page.keyboard.press('Enter')
    await row.waitFor()
    // Part of the number and today's date range (China time) keep the order.
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
    await page.goto(`${suite.baseUrl()}/pc/Retailer?q=${ordernum.slice(-6)}&from=${today}&to=${today}`)
    await row.waitFor()
    expect(await page.getByTestId('retailer-filter-ordernum').inputValue()).toBe(ordernum.slice(-6))
    expect(await page.getByTestId('retailer-filter-start').inputValue()).toBe(today)

    // Three languages: texts, the export's bytes, axe.
    for (const language of ['zh-CN', 'en', 'zh-TW'] as const) {
      await page.getByTestId('language-switcher').selectOption(language)
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language)
      await expect.poll(() => page.getByTestId('retailer-export').textContent()).toBe(TEXTS[language].export)
      await expect.poll(() => page.title()).toMatch(new RegExp(`^${TEXTS[language].title} - `))
      const bytes = await exportCsv(page)
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = bytes.subarray(3).toString('utf8')
      const lines = text.split('\r\n')
      expect(lines[0]).toBe(TEXTS[language].header)
      expect(lines).toHaveLength(3)
      expect(lines[2]).toBe('')
      expect(lines[1]).toMatch(
        new RegExp(
          `^"${ordernum}","[^"]+","[^"]*","137\\*\\*\\*\\*5101","[^"]*","${PRODUCT}","1","169\\.15","${today} \\d{2}:\\d{2}:\\d{2}"$`,
        ),
      )
      expect(text).not.toContain(CUSTOMER_PHONE)
      await expect.poll(() => page.getByTestId('retailer-export-notice').textContent()).not.toBe('')
      expect(await axeViolations(page)).toEqual([])
    }
    await page.getByTestId('language-switcher').selectOption('zh-CN')

    // 375 px: the dashboard fits the screen; the table scrolls inside its own (focusable) box.
    await page.setViewportSize({ width: 375, height: 800 })
    const fits = () =>
      page
        .getByTestId('retailer-page')
        .evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= window.innerWidth + 1)
    await expect.poll(fits).toBe(true)
    expect(await page.getByTestId('retailer-orders-scroll').evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    expect(await axeViolations(page)).toEqual([])

    // Logout returns to /loginRetailer; /Retailer then leads there too.
    await page.getByTestId('retailer-logout').focus()
    expect(await isFocused(page, 'retailer-logout')).toBe(true)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/pc\/loginRetailer$/)
    await page.goto(`${suite.baseUrl()}/pc/Retailer`)
    await page.waitForURL(/\/pc\/loginRetailer$/)
    expect(suite.pageErrors).toEqual([])
  })
})
