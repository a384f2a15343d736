// Smoke: the real server (built SPA + embedded database) in Debian's Chromium.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRealServer, type RealServer } from '../../tools/browser/real-server'
import { appRunning } from './support/browser-suite'
import { closeContexts, workerChromium } from './support/worker-chromium'

let server: RealServer
let browser: Browser
let page: Page
const consoleErrors: string[] = []

beforeAll(async () => {
  server = await startRealServer()
  browser = await workerChromium()
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  page = await context.newPage()
  page.on('pageerror', (error) => consoleErrors.push(String(error)))
})

afterAll(async () => {
  await closeContexts(browser)
  await server?.stop()
})

describe('Summit Store in Chromium', () => {
  it('loads /pc/Home with the menu, in Chinese by default', async () => {
    await page.goto(`${server.baseUrl}/pc/Home`)
    await page.getByTestId('page-home').waitFor()
    expect(await page.getByTestId('menu-home').textContent()).toBe('首页')
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN')
    expect(await page.getByTestId('site-footer').isVisible()).toBe(true)
  })

  it('fills the subscription dropdown with the online products from the API', async () => {
    const api = await (
      await fetch(`${server.baseUrl}/api/business/C_productmes?saletype=online&enabledmark=1&sidx=sortcode&datatype=1`)
    ).json()
    // SummitView is free (no /Buy tab): the subscription dropdown does not list it (issue 20).
    const online = api.data.list as Array<{ name: string; type: string }>
    expect(online.some((p) => p.type === 'SummitView')).toBe(true)
    const expected = online.filter((p) => p.type !== 'SummitView').map((p) => p.name)
    expect(expected.length).toBeGreaterThan(5)
    await appRunning(page)
    await page.getByTestId('menu-buy').hover()
    const items = page.getByTestId('menu-buy-dropdown').getByTestId('dropdown-item')
    await items.first().waitFor()
    expect(new Set(await items.allTextContents())).toEqual(new Set(expected))
  })

  it('shows the footer contact details from the API', async () => {
    const api = await (await fetch(`${server.baseUrl}/api/business/C_contactinfo`)).json()
    const phone = api.data.list.find((c: { type: string }) => c.type === 'phone').content
    // The footer's contact details come from a call of their own, which a busy machine may not have answered yet.
    await expect.poll(() => page.getByTestId('footer-phone').textContent()).toBe(phone)
  })

  it('switches language to English and keeps the choice across a reload', async () => {
    await page.getByTestId('language-switcher').selectOption('en')
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    expect(await page.getByTestId('menu-home').textContent()).toBe('Home')
    await page.reload()
    await page.getByTestId('page-home').waitFor()
    expect(await page.getByTestId('menu-home').textContent()).toBe('Home')
    await page.getByTestId('language-switcher').selectOption('zh-TW')
    await page.waitForFunction(() => document.documentElement.lang === 'zh-TW')
    expect(await page.getByTestId('menu-home').textContent()).toBe('首頁')
  })

  it('answers deep links with the app and unknown paths with the 404 page', async () => {
    const response = await page.goto(`${server.baseUrl}/pc/PersonalCenter?value=2`)
    expect(response?.status()).toBe(200)
    await page.getByTestId('site-header').waitFor()
    await page.goto(`${server.baseUrl}/pc/no-such-page`)
    await page
      .getByText(/页面不存在|頁面不存在|does not exist/)
      .first()
      .waitFor()
    expect(consoleErrors).toEqual([])
  })
})
