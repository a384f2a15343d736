// Every page at 375, 768, 1280 and 1920 px (issue 20): no horizontal scroll, one h1, zero axe violations; all widths in
// zh-CN, the other two languages at 375 px. The public pages, then the main signed-in ones. One server,
// one browser; each language's pages share one context, so a failure lists every page and width it concerns.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe'
import { apiLogin } from './support/api-session'
import { useBrowserSuite, type Locale } from './support/browser-suite'

const suite = useBrowserSuite()

const PUBLIC_PAGES = [
  '/Home',
  '/AllProducts',
  '/Productsintro',
  '/Buy',
  '/FreeSoft',
  '/products/guochan-download',
  '/Service',
  '/SoftwareSupport',
  '/AccountSupport',
  '/ContactUs',
  '/AboutUs',
  '/FlashNote',
  '/Communicate',
  '/Search?q=Summit',
  '/SearchNone',
  '/login',
  '/loginRetailer',
  '/feedback',
  '/NotOpen',
  '/NetworkAnomaly',
  '/no-such-page',
]
const SIGNED_IN_PAGES = ['/PersonalCenter', '/cart', '/user/sessions', '/ForumMine']
const ALL_WIDTHS = [375, 768, 1280, 1920]

/** What is wrong with the page at this width: horizontal scroll, h1 count, axe violations. */
async function problems(page: Page, path: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(`${suite.baseUrl()}/pc${path}`)
  await page.getByTestId('page-main').waitFor()
  await page.waitForLoadState('networkidle')
  const found: string[] = []
  const scroll = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, view: window.innerWidth }))
  if (scroll.content > scroll.view) found.push(`scrolls sideways (${scroll.content} > ${scroll.view})`)
  const h1 = await page.locator('h1:visible').count()
  if (h1 !== 1) found.push(`${h1} h1`)
  found.push(...(await axeViolations(page)))
  return found.map((problem) => `${path} @${width}: ${problem}`)
}

async function checkAll(locale: Locale, paths: string[], widths: number[], token?: string): Promise<string[]> {
  const page = await suite.openPage(locale)
  if (token) {
    await page.goto(`${suite.baseUrl()}/pc/Home`)
    await page.evaluate((value) => localStorage.setItem('summit_token', JSON.stringify({ type: 'String', value })), token)
  }
  const found: string[] = []
  for (const width of widths) for (const path of paths) found.push(...(await problems(page, path, width)))
  return found
}

describe('every page at every width', () => {
  it('public pages in zh-CN at 375, 768, 1280 and 1920 px', { timeout: 600_000 }, async () => {
    expect(await checkAll('zh-CN', PUBLIC_PAGES, ALL_WIDTHS)).toEqual([])
  })

  for (const locale of ['en', 'zh-TW'] as const) {
    it(`public pages in ${locale} at 375 px`, { timeout: 300_000 }, async () => {
      expect(await checkAll(locale, PUBLIC_PAGES, [375])).toEqual([])
    })
  }

  it('signed-in pages in zh-CN at every width', { timeout: 300_000 }, async () => {
    const token = await apiLogin(suite.baseUrl(), '13900000020')
    expect(await checkAll('zh-CN', SIGNED_IN_PAGES, ALL_WIDTHS, token)).toEqual([])
  })
})
