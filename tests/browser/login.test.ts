// Sign-in flows in Chromium against the real server: SMS login back to the guarded page, logout, WeChat first scan
// with phone binding, reseller login, in three languages.
import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { logInOnPage, openUserMenu, smsLogin, useBrowserSuite } from './support/browser-suite'
import { latestSmsCode } from './support/sms-outbox'

const suite = useBrowserSuite()
const pageErrors = suite.pageErrors
let page: Page

beforeEach(() => {
  page = suite.page
})

const path = () => new URL(page.url()).pathname + new URL(page.url()).search
const storedToken = () =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('token') && localStorage.getItem(key)?.includes('"value":"')))

describe('sign-in in Chromium', () => {
  it('sends a logged-out visitor of the personal centre to login, then back to it; logout returns home', async () => {
    await page.goto(`${suite.server.baseUrl}/pc/PersonalCenter?value=2`)
    await page.waitForURL(/\/pc\/login/)
    await page.getByTestId('login-page').waitFor()
    await smsLogin(suite.server.baseUrl, page.getByTestId('login-page'), '13766660001')
    await page.waitForURL(/\/pc\/PersonalCenter\?value=2/)
    expect(path()).toBe('/pc/PersonalCenter?value=2')
    await page.getByTestId('user-name').waitFor()
    expect((await storedToken()).length).toBe(1)

    await openUserMenu(page)
    await page.getByTestId('logout-button').click()
    await page.waitForURL(/\/pc\/Home/)
    await page.getByTestId('login-button').waitFor()
    expect(await storedToken()).toEqual([])
  })

  it('stays home after a logout when a call sent before it is answered 600 after it', async () => {
    let released = (): void => {}
    const logoutAnswered = new Promise<void>((resolve) => (released = resolve))
    page.on('response', (response) => {
      if (response.url().includes('/api/oauth/Logout')) released()
    })
    // The cart count is asked for as the session becomes logged in, before Logout can be clicked; the server answers
    // it only after the logout has revoked the token it carries.
    await page.route('**/api/business/C_cart/getList**', async (route) => {
      await logoutAnswered
      await route.continue()
    })
    const staleAnswer = page.waitForResponse('**/api/business/C_cart/getList**')
    await logInOnPage(page, suite.server.baseUrl, '13766660004')
    await openUserMenu(page)
    await page.getByTestId('logout-button').click()
    await page.waitForURL(/\/pc\/Home/)
    expect(await (await staleAnswer).json()).toMatchObject({ code: 600 })
    // Before, the answer's code 600 ran the re-login routine a moment later and the page went to /pc/login.
    await page.waitForTimeout(500)
    expect(path()).toBe('/pc/Home')
    await page.getByTestId('login-button').waitFor()
  })

  it('goes home after a logout when a call with its token is answered 600 before Logout itself', async () => {
    let revoked = (): void => {}
    const logoutRevoked = new Promise<void>((resolve) => (revoked = resolve))
    // The cart count, asked for as the session becomes logged in, reaches the server only after Logout has revoked
    // its token, and its 600 reaches the page while Logout's own answer is still on its way.
    await page.route('**/api/business/C_cart/getList**', async (route) => {
      await logoutRevoked
      await route.continue()
    })
    const staleAnswer = page.waitForEvent('requestfinished', (request) => request.url().includes('/api/business/C_cart/getList'))
    await page.route('**/api/oauth/Logout**', async (route) => {
      const response = await route.fetch()
      revoked()
      await staleAnswer
      await page.waitForTimeout(300)
      await route.fulfill({ response })
    })
    await page.goto(`${suite.server.baseUrl}/pc/PersonalCenter?value=2`)
    await page.waitForURL(/\/pc\/login/)
    await smsLogin(suite.server.baseUrl, page.getByTestId('login-page'), '13766660005')
    await page.waitForURL(/\/pc\/PersonalCenter\?value=2/)
    await page.getByTestId('user-name').waitFor()
    await openUserMenu(page)
    await page.getByTestId('logout-button').click()
    expect(await (await (await staleAnswer).response())?.json()).toMatchObject({ code: 600 })
    // Before, that 600 ran the re-login routine during the logout and the page went to /pc/login.
    await page.waitForURL(/\/pc\/Home/)
    await page.waitForTimeout(500)
    expect(path()).toBe('/pc/Home')
    await page.getByTestId('login-button').waitFor()
    expect(await storedToken()).toEqual([])
  })

  it('shows the spec messages for an empty form and a server warning for a wrong code', async () => {
    await page.goto(`${suite.server.baseUrl}/pc/login`)
    const form = page.getByTestId('login-page')
    await form.getByTestId('login-submit').click()
    await expect.poll(() => form.getByTestId('login-message').textContent()).toBe('手机号码不能为空')
    await form.getByTestId('login-phone-input').fill('12345')
    // The message about the phone goes once the phone is edited; the next submit judges it again.
    await expect.poll(() => form.getByTestId('login-message').count()).toBe(0)
    await form.getByTestId('login-submit').click()
    await expect.poll(() => form.getByTestId('login-message').textContent()).toBe('请输入正确的手机号码')
    await form.getByTestId('login-phone-input').fill('13766660002')
    await expect.poll(() => form.getByTestId('login-message').count()).toBe(0)
    await form.getByTestId('send-code-button').click()
    await form.getByTestId('login-code-input').fill('000000')
    const real = await latestSmsCode(suite.server.baseUrl, '13766660002')
    if (real === '000000') return // one in a million: the guessed code is right
    await form.getByTestId('login-submit').click()
    await expect.poll(() => form.getByTestId('login-message').getAttribute('data-kind')).toBe('warning')
    expect(await form.getByTestId('login-message').textContent()).toBe('验证码错误或已失效')
  })

  it('logs in by a first WeChat scan after binding a phone, and the next scan logs straight in', async () => {
    await page.goto(`${suite.server.baseUrl}/pc/login`)
    await page.getByTestId('login-tab-qr').click()
    const frame = page.frameLocator('[data-testid="wechat-frame"]')
    await frame.locator('a[data-identity="b"]').click()
    await page.waitForURL(/\/pc\/login\?.*code=/)
    await page.getByTestId('wechat-bind-tip').waitFor()
    const bind = page.getByTestId('wechat-login')
    await bind.getByTestId('bind-phone-input').fill('13766660003')
    await bind.getByTestId('send-code-button').click()
    await bind.getByTestId('bind-code-input').fill(await latestSmsCode(suite.server.baseUrl, '13766660003'))
    await bind.getByTestId('bind-submit').click()
    await page.waitForURL(/\/pc\/Home/)
    await page.getByTestId('user-name').waitFor()

    await openUserMenu(page)
    await page.getByTestId('logout-button').click()
    await page.getByTestId('login-button').waitFor()
    await page.goto(`${suite.server.baseUrl}/pc/login`)
    await page.getByTestId('login-tab-qr').click()
    await page.frameLocator('[data-testid="wechat-frame"]').locator('a[data-identity="b"]').click()
    await page.waitForURL(/\/pc\/Home/)
    await page.getByTestId('user-name').waitFor()
  })

  it('logs a reseller in at /loginRetailer and reaches /Retailer; a reload of any page keeps the session', async () => {
    const refused: string[] = []
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403) refused.push(response.url())
    })
    await page.goto(`${suite.server.baseUrl}/pc/loginRetailer`)
    await smsLogin(suite.server.baseUrl, page.getByTestId('retailer-login-page'), '13900000001')
    await page.waitForURL(/\/pc\/Retailer/)
    expect(path()).toBe('/pc/Retailer')
    await page.getByTestId('retailer-code').waitFor()

    // Loaded afresh, a public page asks for the reseller's profile, not the customer's (which refused it, 403, and
    // ended the session); a customer's page leads to the dashboard.
    await page.goto(`${suite.server.baseUrl}/pc/Home`)
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('王经理')
    await page.goto(`${suite.server.baseUrl}/pc/PersonalCenter?value=2`)
    await page.waitForURL(/\/pc\/Retailer$/)
    await page.getByTestId('retailer-code').waitFor()
    expect(await page.getByTestId('session-notice').count()).toBe(0)
    expect((await storedToken()).length).toBe(1)
    expect(refused).toEqual([])
  })

  it('sends a customer whose stored token is no longer valid to login from a first load, and back to the page', async () => {
    await page.goto(`${suite.server.baseUrl}/pc/Home`)
    await page.evaluate(() => {
      localStorage.setItem('summit_token', JSON.stringify({ type: 'String', value: 'revoked-or-expired' }))
      localStorage.setItem('summit_sessionKind', JSON.stringify({ type: 'String', value: 'customer' }))
    })
    await page.goto(`${suite.server.baseUrl}/pc/PersonalCenter?value=2`)
    await page.waitForURL(/\/pc\/login/)
    await smsLogin(suite.server.baseUrl, page.getByTestId('login-page'), '13766660002')
    await page.waitForURL(/\/pc\/PersonalCenter\?value=2/)
    expect(path()).toBe('/pc/PersonalCenter?value=2')
  })

  it('speaks English and Traditional Chinese on the login page', async () => {
    const texts: Record<string, string | null> = {}
    for (const language of ['en', 'zh-TW', 'zh-CN']) {
      await page.goto(`${suite.server.baseUrl}/pc/login`)
      await page.getByTestId('language-switcher').selectOption(language)
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language)
      await page.getByTestId('login-submit').click()
      texts[language] = await page.getByTestId('login-message').textContent()
    }
    expect(texts['zh-CN']).toBe('手机号码不能为空')
    expect(new Set(Object.values(texts)).size).toBe(3)
    expect(texts.en).toMatch(/phone/i)
    expect(pageErrors).toEqual([])
  })
})
