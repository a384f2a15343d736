// The personal centre's invoice tab in Chromium against the real server: a customer pays an order through the wizard
// and the sandbox wallet, opens 发票管理, requests an invoice for that order from 开票申请 with the keyboard only, sees
// the success msg and the invoice in the table, watches it become issued without a reload (the development issuer
// issues in the background), opens its detail; the request dialog then has no order left. Zero axe violations on the
// tab and on both dialogs; Enter opens, Escape closes, focus goes back to the button; at 375 px the dialog takes the
// screen and each invoice is a card (nothing scrolls sideways, its amount, status and actions on screen).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { orderName } from '../../domain/order-name'
import { animationsDone, axeViolations } from './support/axe'
import { logInOnPage, useBrowserSuite } from './support/browser-suite'
import { focusTakenBy } from './support/keyboard'
import { buyThroughWizard } from './support/wizard-purchase'

const suite = useBrowserSuite()

const isFocused = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((element) => element === document.activeElement)

describe('personal centre invoices', () => {
  it('a paid order: request its invoice with the keyboard, see it in the table and issued, open its detail; axe; 375 px', async () => {
    const phone = '13766664101'
    const page = await suite.openPage('zh-CN')
    await logInOnPage(page, suite.baseUrl(), phone)
    const ordernum = await buyThroughWizard(page, suite.baseUrl(), phone)

    // 发票管理 from the sidebar, with the keyboard: value=2 in the URL, the tab with its (empty) table.
    await page.getByRole('tab', { name: '发票管理' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.get('value')).toBe('2')
    await page.getByTestId('invoices-empty').waitFor()
    expect(await page.getByTestId('invoices-empty').textContent()).toContain('暂无发票')
    expect(await axeViolations(page)).toEqual([])

    // 开票申请: Enter opens, Escape closes and focus is back on the button.
    await page.getByTestId('invoices-request').focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByTestId('invoice-request-dialog')
    await dialog.getByTestId('invoice-request-form').waitFor()
    const choice = dialog.locator(`[data-testid="invoice-request-order"][data-ordernum="${ordernum}"]`)
    expect(await choice.textContent()).toBe(`${orderName(['SummitMap'])}（${ordernum}）199.00`)
    expect(await axeViolations(page)).toEqual([])
    await focusTakenBy(dialog)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => isFocused(page, 'invoices-request')).toBe(true)

    // Again, filled with the keyboard. The only order is ticked already; Space unticks and ticks it, the total follows.
    // A submit without a company shows its message on the box.
    await page.keyboard.press('Enter')
    await dialog.getByTestId('invoice-request-form').waitFor()
    // The dialog notes the focused element (the focus goes back to it) when it takes the focus, a frame after it opens:
    // a control focused before that would be taken for the opener.
    await focusTakenBy(dialog)
    const total = dialog.getByTestId('invoice-request-total')
    expect(await total.textContent()).toBe('199.00')
    await choice.getByRole('checkbox').focus()
    await page.keyboard.press('Space')
    await expect.poll(() => total.textContent()).toBe('0.00')
    await page.keyboard.press('Space')
    await expect.poll(() => total.textContent()).toBe('199.00')
    await dialog.getByTestId('invoice-form-email-input').fill('finance@example.cn')
    await dialog.getByTestId('invoice-form-email-input').press('Enter')
    await expect.poll(() => isFocused(page, 'invoice-form-company-input')).toBe(true)
    expect(await dialog.getByTestId('invoice-form-company-error').textContent()).toBe('请输入公司名称')
    expect(await dialog.getByTestId('invoice-form-company-input').getAttribute('aria-describedby')).toBe('invoice-form-company-error')
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.type('浏览器测绘有限公司')
    await page.keyboard.press('Tab')
    await page.keyboard.type('91350100M000100Y43')
    await page.keyboard.press('Enter')

    // The server's msg, the dialog gone, focus back on 开票申请, the invoice in the table.
    await expect.poll(() => page.getByTestId('shop-message').textContent()).toBe('发票申请已提交')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => isFocused(page, 'invoices-request')).toBe(true)
    const row = page.getByTestId('invoice-row')
    await row.first().waitFor()
    expect(await row.count()).toBe(1)
    expect(await row.getByTestId('invoice-orders').textContent()).toBe(orderName(['SummitMap']))
    expect(await row.getByTestId('invoice-company').textContent()).toBe('浏览器测绘有限公司')
    expect(await row.getByTestId('invoice-ratenumber').textContent()).toBe('91350100M000100Y43')
    expect(await row.getByTestId('invoice-type').textContent()).toBe('普通发票')
    expect(await row.getByTestId('invoice-amount').textContent()).toBe('199.00')

    // Issued in the background: the row turns 已开具 without a reload, and offers its download and re-issue.
    const reloads = await page.evaluate(() => performance.getEntriesByType('navigation').length)
    await page.locator('[data-testid="invoice-row"][data-status="1"]').waitFor({ timeout: 60_000 })
    expect(await row.getByTestId('invoice-status').textContent()).toBe('已开具')
    expect(await row.getByTestId('invoice-approval').textContent()).toBe('审核通过')
    expect(await row.getByTestId('invoice-download').count()).toBe(1)
    expect(await row.getByTestId('invoice-reissue').count()).toBe(1)
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(reloads)
    expect(await axeViolations(page)).toEqual([])

    // Its detail, with the keyboard: Enter opens, Escape closes, focus back on 详情.
    await row.getByTestId('invoice-details').focus()
    await page.keyboard.press('Enter')
    const detail = page.getByTestId('invoice-detail-dialog')
    await detail.getByTestId('invoice-detail').waitFor()
    expect(await detail.getByTestId('invoice-detail-invoicenum').textContent()).toMatch(/^\d{8,20}$/)
    expect(await detail.getByTestId('invoice-detail-company').textContent()).toBe('浏览器测绘有限公司')
    expect(await detail.getByTestId('invoice-detail-kind').textContent()).toBe('企业普通发票')
    expect(await detail.getByTestId('invoice-detail-amount').textContent()).toBe('199.00')
    expect(await detail.getByTestId('invoice-detail-email').textContent()).toBe('finance@example.cn')
    expect(await detail.getByTestId('invoice-detail-status').textContent()).toBe('已开具')
    expect(await detail.getByTestId('invoice-detail-file').count()).toBeGreaterThan(0)
    expect(await axeViolations(page)).toEqual([])
    await focusTakenBy(detail)
    await page.keyboard.press('Escape')
    await expect.poll(() => detail.count()).toBe(0)
    await expect.poll(() => isFocused(page, 'invoice-details')).toBe(true)

    // The order is invoiced now: the request dialog has none left. A reload keeps the tab.
    await page.reload()
    await row.first().waitFor()
    // The portal's texts load with the page, in the language chosen on it too (not in the entry chunk).
    const requestButton = page.getByTestId('invoices-request')
    await page.getByTestId('language-switcher').selectOption('en')
    await expect.poll(() => requestButton.textContent()).toBe('Request invoice')
    await page.getByTestId('language-switcher').selectOption('zh-TW')
    await expect.poll(() => requestButton.textContent()).toBe('開票申請')
    await page.getByTestId('language-switcher').selectOption('zh-CN')
    await expect.poll(() => requestButton.textContent()).toBe('开票申请')
    await page.getByTestId('invoices-request').click()
    await dialog.getByTestId('invoice-request-no-orders').waitFor()
    expect(await dialog.getByTestId('invoice-request-no-orders').textContent()).toBe('没有可开票的订单：已支付的订单都已申请过发票')
    await focusTakenBy(dialog)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)

    // On a phone each invoice is a card (decisions.md, "Review tables on a phone"): nothing scrolls sideways, its amount,
    // statuses and actions are on screen; the dialog takes the whole screen.
    await page.setViewportSize({ width: 375, height: 740 })
    const fits = () =>
      page
        .getByTestId('invoices-tab')
        .evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= window.innerWidth + 1)
    await expect.poll(fits).toBe(true)
    expect(await page.getByTestId('invoices-table-scroll').evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false)
    for (const id of ['invoice-amount', 'invoice-status', 'invoice-approval', 'invoice-details', 'invoice-download', 'invoice-reissue']) {
      const box = (await row.getByTestId(id).boundingBox())!
      expect([id, box.x >= 0 && box.x + box.width <= 375]).toEqual([id, true])
    }
    await row.getByTestId('invoice-details').click()
    await detail.getByTestId('invoice-detail').waitFor()
    await animationsDone(page)
    const box = await detail.boundingBox()
    expect([box?.width, box?.height]).toEqual([375, 740])
    expect(await axeViolations(page)).toEqual([])
    expect(suite.pageErrors).toEqual([])
  })
})
