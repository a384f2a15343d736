// The personal centre shell in Chromium against the real server, in zh-CN, en and zh-TW: logged out → login → back
// to the asked tab; the tab from ?value (license after its delay), kept by reload and back/forward; the user menu and
// /user/orderManagement land on their tabs; the profile with a wrong then a right social credit code (the red dot
// goes away without a reload); logout goes Home; axe on every tab; keyboard only; no sideways scroll at 375 px.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe'
import { logInOnPage, openUserMenu, smsLogin, useBrowserSuite, type Locale } from './support/browser-suite'
import { tabTo } from './support/keyboard'

const suite = useBrowserSuite()

const VALID_CODE = '91350100M000100Y43'
const WRONG_CODE = '91350100M000100Y44'

const TEXTS: Record<Locale, { tabs: string[]; center: string; wrongCode: string; logout: string; saved: string }> = {
  'zh-CN': {
    tabs: ['订单管理', '许可申请', '发票管理', '用户认证'],
    center: '个人中心',
    wrongCode: '请输入正确的统一社会信用代码',
    logout: '退出登录',
    saved: '保存成功',
  },
  en: {
    tabs: ['Order management', 'Licence application', 'Invoice management', 'User authentication'],
    center: 'Personal centre',
    wrongCode: 'Please enter a valid unified social credit code',
    logout: 'Log out',
    saved: 'Saved',
  },
  'zh-TW': {
    tabs: ['訂單管理', '許可申請', '發票管理', '使用者認證'],
    center: '個人中心',
    wrongCode: '請輸入正確的統一社會信用代碼',
    logout: '登出',
    saved: '儲存成功',
  },
}

// A fresh customer per language (a new customer has no company: the authentication tab shows its red dot).
const FRESH_PHONES: Record<Locale, string> = { 'zh-CN': '13712340001', en: '13712340002', 'zh-TW': '13712340003' }

// The personal centre's own tablist (the orders tab holds another one).
const centerTabs = (page: Page) => page.locator('[data-testid^="center-tab-"]')
const selectedTab = (page: Page) => page.locator('[data-testid^="center-tab-"][aria-selected="true"]')
const valueOf = (page: Page) => new URL(page.url()).searchParams.get('value')

async function expectTab(page: Page, locale: Locale, index: number) {
  await expect.poll(() => selectedTab(page).textContent()).toContain(TEXTS[locale].tabs[index])
  await expect.poll(() => page.title()).toContain(`${TEXTS[locale].center} - ${TEXTS[locale].tabs[index]}`)
}

/** What of the personal centre sticks out sideways at the current width (nothing, when it never makes the page
 *  scroll sideways). The site header at 375 px is the shell's (issue 20), as in sessions.test.ts. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth
    const center = document.querySelector('[data-testid="personal-center"]')!
    const wide = [center, ...center.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && element.getClientRects().length > 0)
      .map((element) => `${element.tagName.toLowerCase()}[${element.getAttribute('data-testid') ?? element.className}]`)
    if (center.scrollWidth > center.clientWidth) wide.push('personal-center scrolls')
    return wide
  })

describe.each(['zh-CN', 'en', 'zh-TW'] as const)('personal centre (%s)', (locale) => {
  it('logged out → login → back to the tab; the profile with a wrong then a right credit code; the red dot clears; logout goes Home', async () => {
    const base = suite.baseUrl()
    const page = await suite.openPage(locale)
    const texts = TEXTS[locale]

    await page.goto(`${base}/pc/PersonalCenter?value=3`)
    await page.waitForURL(/\/pc\/login/)
    await smsLogin(base, page.getByTestId('login-page'), FRESH_PHONES[locale])
    await page.waitForURL(/\/pc\/PersonalCenter\?value=3$/)
    await expectTab(page, locale, 3)
    expect(await centerTabs(page).allTextContents()).toEqual([
      texts.tabs[0],
      texts.tabs[1],
      texts.tabs[2],
      expect.stringContaining(texts.tabs[3]),
    ])
    // The red dot, with words for a screen reader.
    const authTab = page.getByTestId('center-tab-authentication')
    await authTab.getByTestId('profile-red-dot').waitFor()
    expect(await authTab.textContent()).not.toBe(texts.tabs[3])
    expect(await axeViolations(page)).toEqual([])

    // A wrong credit code: its message, and nothing saved.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
    await page.getByTestId('profile-companyname-input').fill('浏览器测试有限公司')
    await page.getByTestId('profile-companysocialcreditcode-input').fill(WRONG_CODE)
    await page.getByTestId('profile-companysocialcreditcode-input').blur()
    expect(await page.getByTestId('profile-companysocialcreditcode-error').textContent()).toBe(texts.wrongCode)
    expect(await page.getByTestId('profile-companysocialcreditcode-input').getAttribute('aria-invalid')).toBe('true')
    await page.getByTestId('profile-save').click()
    expect(await page.getByTestId('shop-message').count()).toBe(0)
    const stored = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((each) => each.endsWith('token'))!
      const token = (JSON.parse(localStorage.getItem(key)!) as { value: string }).value
      const response = await fetch('/api/business/C_customers/userinfo', { headers: { Authorization: `Bearer ${token}` } })
      return ((await response.json()) as { data: { companyname: string | null; companysocialcreditcode: string | null } }).data
    })
    expect(stored).toMatchObject({ companyname: null, companysocialcreditcode: null })
    expect(await axeViolations(page)).toEqual([])

    // The right one: the server's msg (保存成功) in the page's language, and the red dot goes away without a reload.
    await page.getByTestId('profile-companysocialcreditcode-input').fill(VALID_CODE)
    await page.getByTestId('profile-save').click()
    await expect.poll(() => page.getByTestId('shop-message').textContent()).toBe(texts.saved)
    await authTab.getByTestId('profile-red-dot').waitFor({ state: 'detached' })
    expect(await authTab.textContent()).toBe(texts.tabs[3])
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
    await page.reload()
    expect(await page.getByTestId('profile-companysocialcreditcode-input').inputValue()).toBe(VALID_CODE)
    expect(await page.getByTestId('profile-companyname-input').inputValue()).toBe('浏览器测试有限公司')
    expect(await authTab.getByTestId('profile-red-dot').count()).toBe(0)

    // 375 px: every tab fits, the tabs and logout are still there.
    await page.setViewportSize({ width: 375, height: 800 })
    for (const index of [0, 1, 2, 3]) {
      await page.getByRole('tab', { name: texts.tabs[index] }).click()
      await expectTab(page, locale, index)
      expect(await overflowing(page)).toEqual([])
      expect(await axeViolations(page)).toEqual([])
    }
    expect(await page.getByTestId('center-logout').isVisible()).toBe(true)
    await page.setViewportSize({ width: 1440, height: 900 })

    // Logout: session and stored profile gone, Home.
    await page.getByRole('button', { name: texts.logout, exact: true }).and(page.getByTestId('center-logout')).click()
    await page.waitForURL(/\/pc\/Home/)
    await page.getByTestId('login-button').waitFor()
    const left = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => /token|userInfo/i.test(key) && localStorage.getItem(key)),
    )
    expect(left).toEqual([])
    expect(suite.pageErrors).toEqual([])
  })
})

describe('tabs as URL state (zh-CN)', () => {
  it('value selects the tab (license after its delay), reload and back/forward keep it and the orders search, the user menu and /user/orderManagement land right, keyboard only', async () => {
    const base = suite.baseUrl()
    const page = suite.page
    await logInOnPage(page, base, '13712340004')

    await page.goto(`${base}/pc/PersonalCenter?value=3`)
    await expectTab(page, 'zh-CN', 3)
    await page.goto(`${base}/pc/PersonalCenter?value=nonsense`)
    await expectTab(page, 'zh-CN', 0)
    await page.goto(`${base}/pc/PersonalCenter`)
    await expectTab(page, 'zh-CN', 0)
    expect(await axeViolations(page)).toEqual([])

    // license: the licence tab, then the URL says value=1 (replaced, so Back does not return to value=license).
    await page.goto(`${base}/pc/PersonalCenter?value=license`)
    await expectTab(page, 'zh-CN', 1)
    await expect.poll(() => valueOf(page)).toBe('1')
    await page.getByTestId('licences-tab').waitFor()
    expect(await page.textContent('body')).not.toContain('功能未开放')
    expect(await axeViolations(page)).toEqual([])
    await page.goBack()
    await expect.poll(() => valueOf(page)).toBe(null)
    await expectTab(page, 'zh-CN', 0)
    await page.goForward()
    await expect.poll(() => valueOf(page)).toBe('1')

    // Clicks push history; back/forward and reload keep the tab.
    await page.getByRole('tab', { name: '发票管理' }).click()
    await expect.poll(() => valueOf(page)).toBe('2')
    await page.getByTestId('invoices-tab').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('tab', { name: /用户认证/ }).click()
    await expect.poll(() => valueOf(page)).toBe('3')
    await page.goBack()
    await expectTab(page, 'zh-CN', 2)
    await page.reload()
    await expectTab(page, 'zh-CN', 2)
    await page.goForward()
    await expectTab(page, 'zh-CN', 3)

    // The orders tab's sub-tab, page and search box live in the URL too: reload keeps them; another main tab drops
    // them and Back brings them again.
    await page.goto(`${base}/pc/PersonalCenter?value=0&tab=pending&page=2&q=SO2026`)
    await expectTab(page, 'zh-CN', 0)
    await page.reload()
    await expectTab(page, 'zh-CN', 0)
    expect(new URL(page.url()).search).toBe('?value=0&tab=pending&page=2&q=SO2026')
    await page.getByRole('tab', { name: '许可申请' }).click()
    await expect.poll(() => new URL(page.url()).search).toBe('?value=1')
    await page.goBack()
    await expect.poll(() => new URL(page.url()).search).toBe('?value=0&tab=pending&page=2&q=SO2026')

    // The header's user menu: each entry on its tab.
    const entries: Array<[string, number]> = [
      ['用户认证', 3],
      ['订单管理', 0],
      ['许可申请', 1],
      ['发票管理', 2],
    ]
    for (const [label, index] of entries) {
      await openUserMenu(page)
      await page.getByTestId('user-menu-item').filter({ hasText: label }).click()
      await expect.poll(() => valueOf(page)).toBe(String(index))
      await expectTab(page, 'zh-CN', index)
    }

    // Where a payment check lands.
    await page.goto(`${base}/pc/user/orderManagement`)
    await page.waitForURL(/\/pc\/PersonalCenter\?value=0$/)
    await expectTab(page, 'zh-CN', 0)

    // Keyboard only: Tab to the selected tab, arrows along the tablist, Enter selects; Tab reaches the save button.
    await page.goto(`${base}/pc/PersonalCenter?value=0`)
    await expectTab(page, 'zh-CN', 0)
    await tabTo(page, page.getByTestId('center-tab-orders'))
    for (const [testId, value] of [
      ['center-tab-licences', '1'],
      ['center-tab-invoices', '2'],
      ['center-tab-authentication', '3'],
    ] as const) {
      await page.keyboard.press('ArrowDown')
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(testId)
      await page.keyboard.press('Enter')
      await expect.poll(() => valueOf(page)).toBe(value)
    }
    await page.getByTestId('profile-form').waitFor()
    await tabTo(page, page.getByTestId('profile-save'), { max: 12 })
    expect(suite.pageErrors).toEqual([])
  })
})
