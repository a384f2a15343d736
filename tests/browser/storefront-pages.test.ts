// Free software (SummitView), the domestic download page and the product introduction in Chromium against the real
// server, in all three languages: no raw i18n keys, no page errors (every storefront page but the cart, which
// storefront-cart.test.ts checks in en and zh-TW after a login).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { zhCN } from '../../src/i18n/resources/zh-CN'
import { appRunning, useBrowserSuite, type Locale } from './support/browser-suite'

const suite = useBrowserSuite()
const pageErrors = suite.pageErrors

/** A page whose browser language picks the UI language (no stored choice in a fresh context). */
const openPage = (locale: Locale): Promise<Page> => suite.openPage(locale)

// A missing key is rendered as its path, e.g. 'freeSoft.page.title'.
const RAW_KEY = new RegExp(`\\b(${Object.keys(zhCN).join('|')})\\.[A-Za-z0-9]+(\\.[A-Za-z0-9]+)*`)
const CJK = /[\u3400-\u9fff]/

type Download = { descrh: string; f: string | null; m: string | null }
async function downloadEntries(): Promise<Download[]> {
  const body = await (
    await fetch(`${suite.server.baseUrl}/api/business/C_softwaredownload?type=0&dataType=1&sort=desc&pageSize=100`)
  ).json()
  return body.data.list as Download[]
}

describe('FreeSoft', () => {
  it('shows seven feature tabs; switching a tab changes the panel', async () => {
    const page = await openPage('zh-CN')
    await page.goto(`${suite.server.baseUrl}/pc/FreeSoft`)
    await page.getByTestId('page-free-soft').waitFor()
    expect(await page.getByTestId('freesoft-title').textContent()).toBe('SummitView 免费空间数据浏览器')
    const tabs = page.getByTestId('freesoft-feature-tab')
    expect(await tabs.count()).toBe(7)
    const panel = page.getByTestId('freesoft-feature-tab-panel')
    expect(await panel.textContent()).toContain('多格式浏览')
    await tabs.nth(2).click()
    await expect.poll(() => panel.textContent()).toContain('量测工具')
    expect(await panel.textContent()).not.toContain('多格式浏览')
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true')
    expect(await page.getByTestId('freesoft-application').count()).toBe(3)
    // The tabs pattern: one Tab stop; the arrow keys, Home and End move the focus and the selection.
    await tabs.nth(2).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => tabs.nth(3).getAttribute('aria-selected')).toBe('true')
    expect(await tabs.nth(3).evaluate((tab) => tab === document.activeElement)).toBe(true)
    await expect.poll(() => panel.textContent()).not.toContain('量测工具')
    await page.keyboard.press('End')
    await expect.poll(() => tabs.nth(6).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Home')
    await expect.poll(() => tabs.nth(0).getAttribute('aria-selected')).toBe('true')
    expect(await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('tabindex')))).toEqual([
      '0',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
    ])
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab')
  })

  it('links the download icons: Windows X86 and the video to their entries, domestic to its page; feedback badge', async () => {
    const entries = await downloadEntries()
    const page = await openPage('zh-CN')
    await page.goto(`${suite.server.baseUrl}/pc/FreeSoft`)
    const downloads = page.getByTestId('freesoft-download')
    await downloads.first().waitFor()
    expect(await downloads.count()).toBe(3)

    const windows = page.locator('[data-testid=freesoft-download][data-download=windows]')
    const windowsEntry = entries.find((entry) => entry.descrh === 'SummitView')
    expect(windowsEntry?.f).toMatch(/^https:\/\//)
    expect(await windows.getAttribute('href')).toBe(windowsEntry?.f)
    expect(await windows.getAttribute('target')).toBe('_blank')
    expect(await page.getByTestId('freesoft-extract-code').first().textContent()).toContain(windowsEntry?.m ?? '')
    const video = page.locator('[data-testid=freesoft-download][data-download=video]')
    expect(await video.getAttribute('href')).toBe(entries.find((entry) => entry.descrh === 'SummitViewVideo')?.f)

    // The images are real SVGs, not empty boxes.
    const icon = await fetch(`${suite.server.baseUrl}/pc/free-soft/icon-windows.svg`)
    expect(icon.status).toBe(200)
    expect(await icon.text()).toMatch(/^<svg[\s\S]+<\/svg>\s*$/)

    expect(await page.getByTestId('freesoft-feedback').getAttribute('href')).toBe('/pc/feedback')
    await page.locator('[data-testid=freesoft-download][data-download=domestic]').click()
    await page.getByTestId('page-guochan-download').waitFor()
    expect(new URL(page.url()).pathname).toBe('/pc/products/guochan-download')
  })
})

describe('a download entry the list lacks', () => {
  it("shows '未查找到该软件' instead of a dead link, on both pages", async () => {
    const page = await openPage('zh-CN')
    await page.route('**/api/business/C_softwaredownload?**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 200, msg: 'ok', data: { list: [], pagination: { currentPage: 1, pageSize: 100, total: 0 } } }),
      }),
    )
    await page.goto(`${suite.server.baseUrl}/pc/FreeSoft`)
    const windows = page.locator('[data-testid=freesoft-download][data-download=windows]')
    await windows.waitFor()
    expect(await windows.getAttribute('href')).toBeNull()
    await windows.click()
    expect(await page.getByTestId('shop-message').textContent()).toBe('未查找到该软件')

    await page.goto(`${suite.server.baseUrl}/pc/products/guochan-download`)
    await page.getByTestId('guochan-download').first().click()
    expect(await page.getByTestId('shop-message').textContent()).toBe('未查找到该软件')
  })
})

describe('guochan-download', () => {
  it('offers the two OS + CPU packages, each opening its share link in a new window', async () => {
    const entries = await downloadEntries()
    const page = await openPage('zh-CN')
    await page.goto(`${suite.server.baseUrl}/pc/products/guochan-download`)
    const packages = page.getByTestId('guochan-package')
    await packages.first().waitFor()
    expect(await packages.count()).toBe(2)
    expect(await packages.nth(0).textContent()).toContain('银河麒麟')
    expect(await packages.nth(1).textContent()).toContain('统信 UOS')
    const links = page.getByTestId('guochan-download')
    expect(await links.nth(0).getAttribute('href')).toBe(entries.find((entry) => entry.descrh === 'SummitViewKylinArm')?.f)
    expect(await links.nth(1).getAttribute('href')).toBe(entries.find((entry) => entry.descrh === 'SummitViewUosX86')?.f)
    expect(await links.nth(0).getAttribute('target')).toBe('_blank')
    await page.getByTestId('guochan-back').click()
    await page.getByTestId('page-free-soft').waitFor()
  })
})

describe('Productsintro', () => {
  it('renders the chosen product line with its feature tabs and switches lines', async () => {
    const page = await openPage('zh-CN')
    await page.goto(`${suite.server.baseUrl}/pc/Productsintro?name=SummitSolid`)
    await page.getByTestId('page-products-intro').waitFor()
    expect(await page.getByTestId('productsintro-line').textContent()).toBe('SummitSolid')
    expect(await page.getByTestId('productsintro-switcher-item').count()).toBe(5)
    expect(await page.getByTestId('productsintro-feature-tab').count()).toBeGreaterThan(0)
    await page.getByTestId('productsintro-switcher-item').filter({ hasText: 'SummitView' }).click()
    await page.locator('[data-testid=page-products-intro][data-type=SummitView]').waitFor()
    expect(await page.getByTestId('productsintro-feature-tab').count()).toBe(7)
    expect(await page.getByTestId('productsintro-action').getAttribute('href')).toBe('/pc/FreeSoft')
  })
})

describe('Home', () => {
  it("shows three product cards ('free trial' when a product of the line has the free flag), the figures and 'get latest'", async () => {
    const body = await (
      await fetch(`${suite.server.baseUrl}/api/business/C_productmes?saletype=online&enabledmark=1&sidx=sortcode&datatype=1`)
    ).json()
    const products = body.data.list as Array<{ type: string; havefree?: unknown }>
    const page = await openPage('zh-CN')
    await page.goto(`${suite.server.baseUrl}/pc/Home`)
    const cards = page.getByTestId('home-product-card')
    await cards.first().waitFor()
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-type')))).toEqual([
      'SummitMap',
      'SummitSolid',
      'SummitLab',
    ])
    for (const type of ['SummitMap', 'SummitSolid', 'SummitLab']) {
      const free = products.some((product) => product.type === type && (product.havefree === true || Number(product.havefree) === 1))
      const action = page.locator(`[data-testid=home-product-card][data-type=${type}]`).getByTestId('home-card-action')
      expect(await action.textContent()).toBe(free ? '免费试用' : '按需订阅')
    }
    const figures = await page.getByTestId('home-figures').innerText()
    for (const figure of ['30+', '7+', '80%+', '100%+']) expect(figures).toContain(figure)
    expect(await page.getByText('获取最新资讯').count()).toBe(1)
  })

  it('shows the banner wordmark only where it fits; on a narrow slide the art alone, the title clear of the arrows', async () => {
    const page = await openPage('en')
    const slide = page.locator('[data-testid=home-banner-slide][data-banner=brand]')
    const box = async (testId: string) => (await page.getByTestId(testId).boundingBox())!
    for (const [width, wordmark] of [
      [375, false],
      [768, false],
      [1280, true],
    ] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`${suite.server.baseUrl}/pc/Home`)
      await appRunning(page)
      const picture = slide.getByTestId('home-banner-picture')
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname))
        .toBe(wordmark ? '/pc/banners/banner-summit.svg' : '/pc/banners/banner-summit-narrow.svg')
      const title = (await slide.getByRole('heading').boundingBox())!
      const carousel = await box('home-carousel')
      expect(title.x + title.width, `title inside the slide at ${width}`).toBeLessThanOrEqual(carousel.x + carousel.width)
      for (const arrow of ['home-carousel-prev', 'home-carousel-next']) {
        const a = await box(arrow)
        const apart = a.y >= title.y + title.height || a.y + a.height <= title.y || a.x >= title.x + title.width || a.x + a.width <= title.x
        expect(apart, `${arrow} clear of the title at ${width}`).toBe(true)
      }
    }
  })
})

describe.each(['en', 'zh-TW'] as const)('in %s', (locale) => {
  const pages = [
    { path: '/pc/FreeSoft', testId: 'page-free-soft', translatedOnly: true },
    { path: '/pc/products/guochan-download', testId: 'page-guochan-download', translatedOnly: true },
    // Product names and feature points come from the catalogue, which is in Chinese.
    { path: '/pc/Productsintro?name=SummitMap', testId: 'page-products-intro', translatedOnly: false },
    { path: '/pc/Home', testId: 'page-home', translatedOnly: false },
    { path: '/pc/AboutUs?name=qualifications', testId: 'page-about', translatedOnly: false },
    { path: '/pc/AllProducts?name=SummitLab', testId: 'page-all-products', translatedOnly: false },
    { path: '/pc/Buy?value=SummitSolid', testId: 'page-buy', translatedOnly: false },
    { path: '/pc/Buy?value=free', testId: 'buy-free-view', translatedOnly: false },
    { path: '/pc/BuyMenu', testId: 'buymenu', translatedOnly: false },
  ]
  it.each(pages)('renders $path without raw keys or page errors', async ({ path, testId, translatedOnly }) => {
    const page = await openPage(locale)
    await page.goto(`${suite.server.baseUrl}${path}`)
    await page.getByTestId(testId).waitFor()
    expect(await page.locator('html').getAttribute('lang')).toBe(locale)
    const text = (await page.locator('body').innerText()) ?? ''
    expect(text).not.toMatch(RAW_KEY)
    if (locale === 'en' && translatedOnly) expect(await page.getByTestId(testId).innerText()).not.toMatch(CJK)
    expect(pageErrors).toEqual([])
  })
})

describe('no page errors', () => {
  it('none were raised', () => {
    expect(pageErrors).toEqual([])
  })
})
