// The VIP demo customer's contract in Chromium against the real server: the 合同 sub-tab of the orders tab lists the
// seeded contract (number, name, amount, start, end), search by contract number, its detail dialog (the fields a
// customer understands, Escape closes and focus returns), and its file downloaded through the signed annex link; in
// zh-CN, en and zh-TW (one login, the language switched as a customer does); at 375 px the contract is a card headed by
// its name (nothing scrolls sideways, its amount and Details on screen); zero axe violations.
import { expect, it } from 'vitest'
import { DEMO_VIP_CUSTOMER_PHONE } from '../../server/db/seed-data/demo-accounts'
import { axeViolations } from './support/axe'
import { smsLogin, useBrowserSuite, type Locale } from './support/browser-suite'
import { focusTakenBy } from './support/keyboard'

const suite = useBrowserSuite()

const CONTRACT = 'HT-2024-0001'

const TEXTS: Record<Locale, { tab: string; title: string; amount: string; start: string; end: string; file: string }> = {
  'zh-CN': { tab: '合同', title: '合同详情', amount: '27596.00', start: '2024年3月1日', end: '2025年2月28日', file: '合同文件' },
  en: {
    tab: 'Contracts',
    title: 'Contract details',
    amount: '27596.00',
    start: 'Mar 1, 2024',
    end: 'Feb 28, 2025',
    file: 'Contract files',
  },
  'zh-TW': { tab: '合約', title: '合約詳情', amount: '27596.00', start: '2024年3月1日', end: '2025年2月28日', file: '合約檔案' },
}

it('the VIP customer finds the contract, its detail and its file, in three languages', async () => {
  const page = suite.page
  const base = suite.baseUrl()
  await page.goto(`${base}/pc/PersonalCenter?value=0&tab=contracts`)
  await page.waitForURL(/\/pc\/login/)
  await smsLogin(base, page.getByTestId('login-page'), DEMO_VIP_CUSTOMER_PHONE)
  await page.waitForURL(/\/pc\/PersonalCenter\?value=0&tab=contracts$/)

  for (const locale of ['zh-CN', 'en', 'zh-TW'] as const) {
    const texts = TEXTS[locale]
    await page.getByTestId('language-switcher').selectOption(locale)
    await expect.poll(() => page.getByTestId('orders-subtab-contracts').textContent()).toBe(texts.tab)
    const row = page.locator(`[data-testid="contract-row"][data-contractnum="${CONTRACT}"]`)
    await row.waitFor()
    expect(await page.getByTestId('contract-row').count()).toBe(1)
    expect(await row.getByTestId('contract-name').textContent()).toBe('SummitMap 专业版年度订阅合同')
    expect(await row.getByTestId('contract-amount').textContent()).toContain(texts.amount)
    expect(await row.getByTestId('contract-start').textContent()).toBe(texts.start)
    expect(await row.getByTestId('contract-end').textContent()).toBe(texts.end)
    expect(await axeViolations(page), `${locale} contracts list`).toEqual([])

    // Details with the keyboard: Enter opens, Escape closes and gives focus back.
    await row.getByTestId('contract-details').focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByTestId('contract-detail-dialog')
    await dialog.waitFor()
    expect(await dialog.getByRole('heading', { level: 2 }).first().textContent()).toBe(texts.title)
    expect(await dialog.getByTestId('contract-detail-purchaserCompany').textContent()).toBe('华测空间信息技术有限公司')
    expect(await dialog.getByTestId('contract-detail-responsible').textContent()).toBe('张明')
    expect(await dialog.getByTestId('contract-detail-range').textContent()).toBe('SummitMap 专业版 2 套，订阅 6 个月 × 2 期')
    expect(await dialog.getByRole('heading', { level: 3 }).allTextContents(), locale).toContain(texts.file)
    expect(await axeViolations(page), `${locale} contract dialog`).toEqual([])

    if (locale === 'zh-CN') {
      // The file: a signed link from api/file/Download/annex/{fileId}, opened in a new tab, answers the PDF.
      const response = suite.context!.waitForEvent('response', (each) => each.url().includes('/api/file/Download/annexFile'))
      await dialog.getByTestId('contract-file').click()
      const file = await response
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toContain('application/pdf')
      // The tab downloads it and closes; the signed link alone (no bearer) answers the PDF.
      const again = await fetch(file.url())
      expect(
        Buffer.from(await again.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
      await page.bringToFront()
      expect(await dialog.getByTestId('contract-file-error').textContent()).toBe('')
    }

    // The focus is in the dialog still, after the file button's wait too (it fell to the body when that button was
    // disabled while waiting).
    await focusTakenBy(dialog)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await row.getByTestId('contract-details').evaluate((element) => element === document.activeElement)).toBe(true)
  }

  // On a phone the contract is a card headed by its name (decisions.md, "Review tables on a phone").
  await page.setViewportSize({ width: 375, height: 740 })
  const row = page.locator(`[data-testid="contract-row"][data-contractnum="${CONTRACT}"]`)
  await expect
    .poll(() => page.getByTestId('contracts-table-scroll').evaluate((element) => element.scrollWidth <= element.clientWidth))
    .toBe(true)
  const top = async (id: string) => (await row.getByTestId(id).boundingBox())!.y
  expect(await top('contract-name')).toBeLessThan(await top('contract-number'))
  for (const id of ['contract-amount', 'contract-end', 'contract-details']) {
    const box = (await row.getByTestId(id).boundingBox())!
    expect([id, box.x >= 0 && box.x + box.width <= 375]).toEqual([id, true])
  }
  expect(await axeViolations(page), 'contracts at 375 px').toEqual([])
  await page.setViewportSize({ width: 1440, height: 900 })

  // Search by contract number: a part finds it, another number finds nothing; reload keeps the search.
  await page.getByTestId('contracts-search-input').fill('2024-00')
  await page.getByTestId('contracts-search-input').press('Enter')
  await page.waitForURL(/q=2024-00/)
  await page.reload()
  await page.locator(`[data-testid="contract-row"][data-contractnum="${CONTRACT}"]`).waitFor()
  await page.getByTestId('contracts-search-input').fill('HT-1999')
  await page.getByTestId('contracts-search-submit').click()
  await page.getByTestId('contracts-empty').waitFor()
  expect(suite.pageErrors).toEqual([])
})
