// The in-page PDF viewer on /Buy's subscription guide tab, in Chromium against the real server: no PDF code before a
// guide is opened, then every page with a selectable text layer, the pdf.js worker from our own origin, and the
// error state for a PDF that cannot be loaded.
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { useBrowserSuite } from './support/browser-suite'
import { focusTakenBy } from './support/keyboard'

const suite = useBrowserSuite()
const pageErrors = suite.pageErrors
let page: Page
let requests: string[]
let pdfCodeScripts: string[]
let workers: string[]

const PDF_CODE_URL = /pdfjs|react-pdf|pdf-pages|pdf\.worker/i

beforeEach(() => {
  page = suite.page
  requests = []
  pdfCodeScripts = []
  workers = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('worker', (worker) => workers.push(worker.url()))
  // By content as well as by name: a renamed chunk with pdf.js inside still counts.
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    void response
      .text()
      .then((body) => body.includes('GlobalWorkerOptions') && pdfCodeScripts.push(response.url()))
      .catch(() => undefined)
  })
})

async function openGuideTab(): Promise<void> {
  await page.goto(`${suite.server.baseUrl}/pc/Buy?value=SummitMap`)
  await page.getByTestId('buy-detail').waitFor()
  await page.getByTestId('buy-info-tab-guide').click()
  await page.getByTestId('buy-guide-open').first().waitFor()
}

const textLayer = () => page.getByTestId('pdf-dialog').locator('.react-pdf__Page__textContent')

describe('PDF viewer on the Buy page', () => {
  it('loads no PDF code until a guide is opened, then shows the guide with selectable text and our own worker', async () => {
    await openGuideTab()
    await page.waitForLoadState('networkidle')
    expect(await page.getByTestId('buy-guide-open').count()).toBe(4)
    expect(requests.filter((url) => PDF_CODE_URL.test(url))).toEqual([])
    expect(pdfCodeScripts).toEqual([])

    await page.locator('[data-testid="buy-guide-open"][data-guide="summitmap"]').click()
    const dialog = page.getByTestId('pdf-dialog')
    await dialog.waitFor()
    expect(await page.getByRole('dialog', { name: 'SummitMap 订阅指南' }).count()).toBe(1)
    await page.locator('[data-testid="pdf-dialog"][data-ready="true"]').waitFor({ timeout: 30_000 })

    const pages = await dialog.getByTestId('pdf-page').count()
    expect(pages).toBeGreaterThan(1)
    expect(await textLayer().count()).toBe(pages)
    const text = (await textLayer().allTextContents()).join('')
    expect(text).toContain('SummitMap')
    expect(text).toContain('订阅流程')
    expect(text).toContain('许可证与激活')

    const origin = new URL(suite.server.baseUrl).origin
    const pdfWorkers = workers.filter((url) => /pdf\.worker/.test(url))
    expect(pdfWorkers.length).toBe(1)
    expect(new URL(pdfWorkers[0]).origin).toBe(origin)
    expect(requests.filter((url) => PDF_CODE_URL.test(url)).every((url) => new URL(url).origin === origin)).toBe(true)
    expect(pdfCodeScripts.length).toBeGreaterThan(0)

    // The dialog scrolls its pages; the new-tab link points at the same file.
    const scroll = page.getByTestId('pdf-dialog-scroll')
    const metrics = await scroll.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }))
    expect(metrics.scrollHeight).toBeGreaterThan(metrics.clientHeight)
    expect(await page.getByTestId('pdf-dialog-new-tab').getAttribute('href')).toBe('/pc/seed/guides/summitmap-guide.pdf')

    await page.getByTestId('pdf-dialog-close').click()
    await dialog.waitFor({ state: 'detached' })
    expect(pageErrors).toEqual([])
  })

  it('shows each guide, Chinese text included, holds focus, closes with Escape and a press outside, focus given back', async () => {
    await openGuideTab()
    const opener = page.locator('[data-testid="buy-guide-open"][data-guide="licence"]')
    await opener.click()
    await page.locator('[data-testid="pdf-dialog"][data-ready="true"]').waitFor({ timeout: 30_000 })
    const focusInDialog = () => page.getByTestId('pdf-dialog').evaluate((node) => node.contains(document.activeElement))
    expect(await focusInDialog()).toBe(true)
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab')
    expect(await focusInDialog()).toBe(true)
    const text = (await textLayer().allTextContents()).join('')
    expect(text).toContain('许可证申请指南')
    expect(text).toContain('机器码')
    await page.keyboard.press('Escape')
    await page.getByTestId('pdf-dialog').waitFor({ state: 'detached' })
    expect(await opener.evaluate((node) => node === document.activeElement)).toBe(true)
    await opener.click()
    await focusTakenBy(page.getByTestId('pdf-dialog'))
    await page.mouse.click(3, 3)
    await page.getByTestId('pdf-dialog').waitFor({ state: 'detached' })
    expect(await page.getByTestId('buy-guide-link').nth(3).getAttribute('href')).toBe('/pc/seed/guides/license-guide.pdf')
  })

  it('renders the subscription agreement long enough that the reader has to scroll to its end', async () => {
    // No page shows the agreement yet outside the order wizard: serve it in place of a guide.
    const agreement = readFileSync('public/seed/guides/subscription-agreement.pdf')
    await page.route('**/seed/guides/summitsolid-guide.pdf', (route) => route.fulfill({ body: agreement, contentType: 'application/pdf' }))
    await openGuideTab()
    await page.locator('[data-testid="buy-guide-open"][data-guide="summitsolid"]').click()
    await page.locator('[data-testid="pdf-dialog"][data-ready="true"]').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('pdf-page').count()).toBeGreaterThan(2)
    // The pages' text layers fill in as pdf.js renders them (a loaded CI once read them half done): wait for the text.
    const text = async () => (await textLayer().allTextContents()).join('')
    await expect.poll(text, { timeout: 15_000 }).toContain('Summit 软件订阅服务协议')
    await expect.poll(text, { timeout: 15_000 }).toContain('不得要求取消订单或退款')
    const scroll = page.getByTestId('pdf-dialog-scroll')
    const metrics = await scroll.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }))
    expect(metrics.scrollHeight).toBeGreaterThan(3 * metrics.clientHeight)
    await scroll.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    await expect.poll(() => textLayer().last().isVisible()).toBe(true)
  })

  it('shows the error state, in the current language, when a PDF cannot be loaded', async () => {
    await page.route('**/seed/guides/summitlab-guide.pdf', (route) => route.fulfill({ status: 404, body: 'missing' }))
    await openGuideTab()
    await page.locator('[data-testid="buy-guide-open"][data-guide="summitlab"]').click()
    await page.getByTestId('pdf-dialog').getByTestId('pdf-error').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('pdf-error').textContent()).toBe('文档加载失败，请稍后重试')

    await page.getByTestId('pdf-dialog-close').click()
    await page.getByTestId('language-switcher').selectOption('en')
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    await page.locator('[data-testid="buy-guide-open"][data-guide="summitlab"]').click()
    await page.getByTestId('pdf-dialog').getByTestId('pdf-error').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('pdf-error').textContent()).toBe('The document could not be loaded, please try again later')
  })
})
