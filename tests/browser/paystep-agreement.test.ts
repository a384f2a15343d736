// The order wizard's agreement (/pc/paystep step 1) in Chromium against the real server, as a keyboard user and on a
// phone: the box opened with Space, the focus in the document so the keys scroll it, End until 同意 shows, Enter on it,
// the box ticked and the focus back on it; zero axe violations with the dialog open; at 375 px the pages render at a
// readable size (measured on the text layer, not a screenshot), the title wraps, the zoom buttons work from the
// keyboard and 'read to the end' still holds at another zoom; en and zh-TW say the agreement is in Chinese.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PRODUCT_ID } from './support/wizard-purchase'
import { axeViolations } from './support/axe'
import { smsLogin, useBrowserSuite, type Locale } from './support/browser-suite'
import { focusTakenBy, focusedName, isFocused, tabTo } from './support/keyboard'

const suite = useBrowserSuite()

const TEXTS: Record<Exclude<Locale, 'zh-CN'>, { title: string; note: string }> = {
  en: { title: 'Software Subscription Agreement', note: 'This document is in Simplified Chinese only.' },
  'zh-TW': { title: '軟體訂閱服務協議', note: '本文件僅提供簡體中文版本。' },
}

/** Logged in as `phone`, the wizard at step 1 (核对订单) with SummitMap 标准版 for a week. */
async function stepOne(locale: Locale, phone: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await suite.openPage(locale)
  await page.goto(`${suite.baseUrl()}/pc/login`)
  await smsLogin(suite.baseUrl(), page.getByTestId('login-page'), phone)
  await page.waitForURL(/\/pc\/Home/)
  await page.getByTestId('user-name').waitFor()
  if (viewport) await page.setViewportSize(viewport)
  await page.goto(`${suite.baseUrl()}/pc/BuyMenu`)
  await page
    .getByTestId('buymenu-product-item')
    .and(page.locator(`[data-id="${PRODUCT_ID}"]`))
    .click()
  await page.getByTestId('buymenu-duration').fill('1')
  await page.getByTestId('buymenu-subscribe').click()
  await page.waitForURL(/\/pc\/paystep$/)
  await page.getByTestId('paystep-username').fill('张三')
  await page.getByTestId('paystep-phone').fill(phone)
  await page.getByTestId('paystep-next').click()
  await page.locator('[data-testid="paystep-wizard"][data-step="1"]').waitFor()
  return page
}

/** The agreement dialog with every page shown and its text layers filled in. */
async function dialogReady(page: Page): Promise<void> {
  await page.locator('[data-testid="agreement-dialog"][data-ready="true"]').waitFor({ timeout: 60_000 })
  const text = () => page.getByTestId('agreement-dialog').locator('.react-pdf__Page__textContent').allTextContents()
  await expect.poll(async () => (await text()).join(''), { timeout: 15_000 }).toContain('不得要求取消订单或退款')
}

const scrollTop = (page: Page) => page.getByTestId('pdf-dialog-scroll').evaluate((element) => element.scrollTop)

/** The body text's rendered size in CSS px: the median height on screen of the text layer's runs (the text layer
 *  lies exactly over the canvas's glyphs), and the first page's canvas width per PDF point. */
const renderedTextSize = (page: Page) =>
  page.getByTestId('agreement-dialog').evaluate((dialog) => {
    const heights = [...dialog.querySelectorAll('.react-pdf__Page__textContent span')]
      .filter((span) => (span.textContent ?? '').trim().length > 3 && span.children.length === 0)
      .map((span) => span.getBoundingClientRect().height)
      .sort((a, b) => a - b)
    const canvas = dialog.querySelector('canvas')!
    return { median: heights[Math.floor(heights.length / 2)], canvasWidth: canvas.getBoundingClientRect().width }
  })

describe('the agreement dialog of the order wizard', () => {
  it('is read to the end and agreed with the keyboard alone, the focus given back, axe clean with the dialog open', async () => {
    const page = await stepOne('zh-CN', '13766664101')
    const box = page.getByTestId('paystep-agreement-box')
    await tabTo(page, box)
    await page.keyboard.press('Space')
    const dialog = page.getByTestId('agreement-dialog')
    await focusTakenBy(dialog)
    await dialogReady(page)
    expect(await page.getByTestId('pdf-language-note').count()).toBe(0)

    // The document has the focus as the dialog opens (the keys scroll it at once): a named, focusable region with a
    // visible focus ring.
    const scroller = page.getByTestId('pdf-dialog-scroll')
    await expect.poll(() => focusedName(page)).toBe('pdf-dialog-scroll')
    expect(await scroller.getAttribute('tabindex')).toBe('0')
    expect(await page.getByRole('document', { name: '软件订阅服务协议' }).count()).toBe(1)
    expect(await scroller.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none')
    expect((await axeViolations(page)).join('\n')).toBe('')

    // The text layers are drawn once: drawing the dialog again (a scroll reported, 同意 appearing) must not rebuild
    // them, which empties them for a moment (a selection is lost, the structure's aria-owns point at nothing).
    const layers = dialog.locator('.react-pdf__Page__textContent')
    await layers.evaluateAll((all) => all.forEach((layer) => layer.firstElementChild?.setAttribute('data-kept', '')))
    const pages = await layers.count()

    await page.keyboard.press('PageDown')
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(0)
    expect(await page.getByTestId('paystep-agree').count()).toBe(0)
    await page.keyboard.press('End')
    await page.getByTestId('paystep-agree').waitFor()
    expect(await dialog.locator('.react-pdf__Page__textContent > [data-kept]').count()).toBe(pages)
    expect((await axeViolations(page)).join('\n')).toBe('')

    await tabTo(page, page.getByTestId('paystep-agree'), { max: 8 })
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    expect(await box.getAttribute('aria-checked')).toBe('true')
    await expect.poll(() => isFocused(box)).toBe(true)
    expect(suite.pageErrors).toEqual([])
  })

  it('is readable at 375 px: a readable scale with a zoom the keyboard works, the title wrapped, the end still needed', async () => {
    const page = await stepOne('en', '13766664102', { width: 375, height: 667 })
    await tabTo(page, page.getByTestId('paystep-agreement-box'))
    await page.keyboard.press('Enter')
    const dialog = page.getByTestId('agreement-dialog')
    await focusTakenBy(dialog)
    await dialogReady(page)

    // Body text 10.5 pt at a readable size (before: the page fitted to the dialog, about 5 px).
    const size = await renderedTextSize(page)
    expect(size.median).toBeGreaterThanOrEqual(12)
    expect(size.canvasWidth).toBeGreaterThan(375)
    const scroller = page.getByTestId('pdf-dialog-scroll')
    const overflow = await scroller.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }))
    expect(overflow.scrollWidth).toBeGreaterThan(overflow.clientWidth)

    // The title wraps instead of being cut, and the note says the agreement is in Chinese.
    const title = page.getByRole('heading', { name: TEXTS.en.title })
    const titleBox = await title.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }))
    expect(titleBox.scrollWidth).toBeLessThanOrEqual(titleBox.clientWidth)
    expect(await title.evaluate((element) => getComputedStyle(element).textOverflow)).not.toBe('ellipsis')
    expect(await page.getByTestId('pdf-language-note').textContent()).toBe(TEXTS.en.note)
    expect((await axeViolations(page)).join('\n')).toBe('')

    // Zoom in and out with the keyboard; the buttons say what they do.
    const zoomIn = page.getByRole('button', { name: 'Zoom in' })
    const zoomOut = page.getByRole('button', { name: 'Zoom out' })
    await tabTo(page, zoomIn, { max: 8 })
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await renderedTextSize(page)).median).toBeGreaterThan(size.median * 1.05)
    await tabTo(page, zoomOut, { max: 3, back: true })
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await renderedTextSize(page)).median).toBeLessThan(size.median * 0.9)
    expect(await page.getByTestId('pdf-zoom-level').textContent()).toMatch(/^\d+%$/)

    // Zoomed out, the end is still to be reached: no 'agree' until End in the document.
    expect(await page.getByTestId('paystep-agree').count()).toBe(0)
    await tabTo(page, scroller, { max: 8 })
    await page.keyboard.press('End')
    await page.getByTestId('paystep-agree').waitFor()
    await tabTo(page, page.getByTestId('paystep-agree'), { max: 8 })
    expect(await focusedName(page)).toBe('paystep-agree')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByTestId('paystep-agreement-box').getAttribute('aria-checked')).toBe('true')
    expect(suite.pageErrors).toEqual([])
  })

  // Every buyer opens the agreement at step 1: its viewer's code, the pdf.js worker and the document load while the
  // form and the order lines are on screen (docs/decisions.md, "The agreement loads ahead"), so the click asks the
  // server for none of them.
  it('has its viewer, worker and document in before its box is pressed, and opens on them', async () => {
    const page = await stepOne('zh-CN', '13766664105')
    const loaded = () =>
      page.evaluate(`performance.getEntriesByType('resource')
        .filter((entry) => /pdf-pages-[\\w-]+\\.js$|subscription-agreement\\.pdf$/.test(entry.name))
        .map((entry) => (/pdf-pages-/.test(entry.name) ? 'viewer code' : 'agreement'))
        .sort()`)
    await expect.poll(loaded, { timeout: 15_000 }).toEqual(['agreement', 'viewer code'])
    const pdfWorkers = () => page.workers().filter((worker) => /pdf\.worker/.test(worker.url())).length
    await expect.poll(pdfWorkers).toBe(1)

    const fromServer: Promise<string | null>[] = []
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname
      fromServer.push(request.sizes().then((sizes) => (sizes.responseBodySize > 0 ? path : null)))
    })
    await page.getByTestId('paystep-agreement-box').click()
    await dialogReady(page)
    expect((await Promise.all(fromServer)).filter((path) => path && /pdf|agreement/.test(path))).toEqual([])
    expect(pdfWorkers()).toBe(1)
  })

  it('tells a zh-TW customer that the agreement is in Simplified Chinese', async () => {
    const page = await stepOne('zh-TW', '13766664103')
    await page.getByTestId('paystep-agreement-box').click()
    await dialogReady(page)
    expect(await page.getByTestId('pdf-language-note').textContent()).toBe(TEXTS['zh-TW'].note)
    expect(await page.getByRole('dialog', { name: TEXTS['zh-TW'].title }).count()).toBe(1)
    expect(await page.getByTestId('pdf-language-note').getAttribute('lang')).toBeNull()
    // The pages are marked as Simplified Chinese for screen readers; the interface around them is not.
    const pageLanguages = await page
      .getByTestId('pdf-page')
      .evaluateAll((pages) => pages.map((each) => each.closest('[lang]')?.getAttribute('lang')))
    expect(new Set(pageLanguages)).toEqual(new Set(['zh-CN']))
    expect((await axeViolations(page)).join('\n')).toBe('')
  })
})
