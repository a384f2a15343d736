// What every-page-layout checks on one page at one width, shared by its two files (split so that they run at once):
// no horizontal scroll, nothing covering a control on a phone, one h1, zero axe violations, a title of its own.
import type { Page, Request } from 'playwright-core'
import { axeViolations } from './axe'
import type { BrowserSuite, Locale } from './browser-suite'

export const PUBLIC_PAGES = [
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
export const SIGNED_IN_PAGES = ['/PersonalCenter', '/cart', '/user/sessions', '/ForumMine']
export const ALL_WIDTHS = [375, 768, 1280, 1920]

export interface LayoutChecker {
  /** Every problem of these pages at these widths in one locale (one context; signed in when a token is given). */
  checkAll: (locale: Locale, paths: string[], widths: number[], token?: string) => Promise<string[]>
  /** The same, each page loaded once at the first width and then resized through the others. */
  checkResizing: (locale: Locale, paths: string[], widths: number[], token?: string) => Promise<string[]>
  /** Pages of one locale that share a title, and pages whose title is the same as in zh-CN (checked first). */
  titleClashes: (locale: Locale) => string[]
}

/** Requests in flight per page, and when that last changed (trackRequests). */
const network = new WeakMap<Page, { inFlight: Set<Request>; changedAt: number }>()

function trackRequests(page: Page): void {
  const state = { inFlight: new Set<Request>(), changedAt: Date.now() }
  network.set(page, state)
  const settle = (request: Request) => {
    if (state.inFlight.delete(request)) state.changedAt = Date.now()
  }
  page.on('request', (request) => {
    state.inFlight.add(request)
    state.changedAt = Date.now()
  })
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
}

/** Resolves once no request of the page has been in flight for QUIET_MS: the page's code, data and pictures are in.
 *  Playwright's 'networkidle' waits 500 ms of quiet, which was about half of each page check's time here; the page's
 *  requests follow one another within a few milliseconds (route chunk, language, data), so 200 ms still tells a page
 *  that has finished loading from one between two requests. */
const QUIET_MS = 200
async function networkQuiet(page: Page): Promise<void> {
  const state = network.get(page)
  if (!state) throw new Error('networkQuiet needs trackRequests(page) when the page opens')
  const deadline = Date.now() + 30_000
  while (state.inFlight.size > 0 || Date.now() - state.changedAt < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`requests still in flight after 30 s: ${[...state.inFlight].map((r) => r.url())}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

export function layoutChecker(suite: BrowserSuite): LayoutChecker {
  /** Each locale's document title per page, as the pages at the first width showed them. */
  const titles: Record<string, Map<string, string>> = {}

  /** What is wrong with the page at this width: horizontal scroll, h1 count, axe violations. Loads the page unless
   *  `resized` (the page already shown, at another width: the window is resized, as a user turning a tablet does). */
  async function problems(page: Page, path: string, width: number, locale: Locale, resized = false): Promise<string[]> {
    await page.setViewportSize({ width, height: 900 })
    if (resized) {
      // Let the layout and any breakpoint-driven render settle before measuring.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      await networkQuiet(page)
    } else {
      await page.goto(`${suite.baseUrl()}/pc${path}`)
      await page.getByTestId('page-main').waitFor()
      await networkQuiet(page)
      // A busy machine can compile a route's chunk for longer than the quiet span, with nothing in flight: the page's
      // heading comes after that (one CI run counted /cart's h1 before it rendered). A page without one waits 10 s.
      const headed = await page
        .locator('h1:visible')
        .first()
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false)
      if (headed) await networkQuiet(page)
    }
    const found: string[] = []
    const scroll = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, view: window.innerWidth }))
    if (scroll.content > scroll.view) found.push(`scrolls sideways (${scroll.content} > ${scroll.view})`)
    if (width < 768) {
      // Nothing floats over the controls of the first screen on a phone (the right sidebar used to).
      const covered = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"], [role="tab"]')]
          .filter((element) => {
            const box = element.getBoundingClientRect()
            return (
              box.width >= 8 && box.height >= 8 && box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight
            )
          })
          .filter((element) => {
            const box = element.getBoundingClientRect()
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
            return top !== null && !element.contains(top) && !top.contains(element) && getComputedStyle(element).visibility !== 'hidden'
          })
          .map((element) => element.getAttribute('data-testid') ?? element.textContent?.trim().slice(0, 20) ?? element.tagName),
      )
      for (const control of covered) found.push(`"${control}" is covered`)
    }
    const h1 = await page.locator('h1:visible').count()
    if (h1 !== 1) found.push(`${h1} h1`)
    found.push(...(await axeViolations(page)))
    // A title of its own: "<page> - <brand>", set once the page has loaded.
    const title = await page.title()
    if (!/^.+ - .+$/.test(title)) found.push(`title "${title}" does not name the page`)
    if (locale === 'en' && /\p{Script=Han}/u.test(title)) found.push(`title "${title}" is not in English`)
    const seen = (titles[locale] ??= new Map())
    if (!seen.has(path)) seen.set(path, title)
    return found.map((problem) => `${locale} ${path} @${width}: ${problem}`)
  }

  async function openSignedIn(locale: Locale, token?: string): Promise<Page> {
    const page = await suite.openPage(locale)
    trackRequests(page)
    if (token) {
      await page.goto(`${suite.baseUrl()}/pc/Home`)
      await page.evaluate((value) => localStorage.setItem('summit_token', JSON.stringify({ type: 'String', value })), token)
    }
    return page
  }

  async function checkAll(locale: Locale, paths: string[], widths: number[], token?: string): Promise<string[]> {
    const page = await openSignedIn(locale, token)
    const found: string[] = []
    for (const width of widths) for (const path of paths) found.push(...(await problems(page, path, width, locale)))
    return found
  }

  async function checkResizing(locale: Locale, paths: string[], widths: number[], token?: string): Promise<string[]> {
    const page = await openSignedIn(locale, token)
    const found: string[] = []
    for (const path of paths)
      for (const [index, width] of widths.entries()) found.push(...(await problems(page, path, width, locale, index > 0)))
    return found
  }

  /** Pages of one locale that share a title, and pages whose title is the same as in zh-CN. */
  function titleClashes(locale: Locale): string[] {
    const seen = titles[locale] ?? new Map<string, string>()
    const byTitle = new Map<string, string[]>()
    for (const [path, title] of seen) byTitle.set(title, [...(byTitle.get(title) ?? []), path])
    const clashes = [...byTitle].filter(([, paths]) => paths.length > 1).map(([title, paths]) => `${paths} share "${title}"`)
    if (locale !== 'zh-CN')
      for (const [path, title] of seen)
        if (titles['zh-CN']?.get(path) === title) clashes.push(`${path} has the zh-CN title "${title}" in ${locale}`)
    return clashes
  }

  return { checkAll, checkResizing, titleClashes }
}
