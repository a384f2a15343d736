// What every-page-layout checks on one page at one width, shared by its files (split so that they run at once):
// no horizontal scroll, nothing covering a control on a phone, header items apart, nothing under the right sidebar,
// one h1, zero axe violations, a title of its own; and the geometry helpers every-page-layout-collisions uses.
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
    // The header's items never overlap, and where the floating sidebar shows the page keeps clear of it.
    found.push(...(await headerCollisions(page)))
    if (width >= 768) found.push(...(await underSidebar(page)))
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

// ---------------------------------------------------------------- geometry (issue: layout defects of the reviews)
// Each helper answers what it found as strings naming the element ('' when all is well), measured in the page.

/** Header items that overlap one another, reach out of the window, or whose text a neighbour (the cart badge) covers:
 *  the logo, each menu link and chevron, the search box, the language, the menu button, the cart text and badge, the
 *  account toggle, the login button and the session notice, whichever are shown. */
export async function headerCollisions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('[data-testid="site-header"]')
    if (!header) return ['no header']
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
    }
    const named = (element: Element) => element.getAttribute('data-testid') ?? element.textContent?.trim().slice(0, 24) ?? element.tagName
    const items: Array<{ name: string; box: DOMRect }> = []
    const add = (element: Element | null, name = element ? named(element) : '') => {
      if (element && shown(element)) items.push({ name, box: element.getBoundingClientRect() })
    }
    add(header.querySelector('a[aria-label][href$="/Home"]'), 'logo')
    // A menu entry by its text (its padding is a click area its chevron may share), a chevron by its drawing.
    for (const entry of header.querySelectorAll('[data-testid="main-menu"] > a, [data-testid="main-menu"] > div > a'))
      if (shown(entry)) {
        const range = document.createRange()
        range.selectNodeContents(entry)
        items.push({ name: named(entry), box: range.getBoundingClientRect() })
      }
    for (const toggle of header.querySelectorAll('[data-testid="main-menu"] button svg'))
      add(toggle, `${named(toggle.closest('button')!)} chevron`)
    for (const id of ['header-search', 'language-switcher', 'mobile-nav-button', 'cart-badge', 'user-menu-toggle', 'login-button'])
      add(header.querySelector(`[data-testid="${id}"]`))
    add(header.querySelector('[data-testid="session-notice"]'))
    // The cart link's own text (its badge is inside the link): the text's box, not the link's.
    const cart = header.querySelector('[data-testid="cart-link"]')
    const cartText = cart && [...cart.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
    if (cart && cartText && shown(cart)) {
      const range = document.createRange()
      range.selectNodeContents(cartText)
      items.push({ name: 'cart-text', box: range.getBoundingClientRect() })
    }
    const found: string[] = []
    for (const { name, box } of items)
      if (box.left < -0.5 || box.right > innerWidth + 0.5)
        found.push(`${name} reaches out of the window (${Math.round(box.left)}–${Math.round(box.right)})`)
    for (const [index, a] of items.entries())
      for (const b of items.slice(index + 1)) {
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
        if (x > 0.5 && y > 0.5) found.push(`${a.name} and ${b.name} overlap by ${Math.round(x)} px`)
      }
    return found
  })
}

/** Where the floating right sidebar shows: the page's controls (in main and the footer) whose visible part reaches
 *  under its column. Any height counts, since the page scrolls under the fixed sidebar (but for what is fixed to the
 *  window too); a control clipped by a box that scrolls sideways counts by its visible part. */
export async function underSidebar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sidebar = document.querySelector('[data-testid="right-sidebar"]')
    if (!sidebar) return []
    // The sidebar's widest state (labels shown): 64 px wide, 16 px from the edge.
    const left = Math.min(sidebar.getBoundingClientRect().left, document.documentElement.clientWidth - 80)
    const kinds = ['a[href]', 'button', 'input', 'select', 'textarea', '[role="button"]', '[role="tab"]', '[tabindex="0"]']
    const controls = [...document.querySelectorAll<HTMLElement>(kinds.flatMap((kind) => [`main ${kind}`, `footer ${kind}`]).join(', '))]
    const found: string[] = []
    const column = sidebar.getBoundingClientRect()
    for (const element of controls) {
      const box = element.getBoundingClientRect()
      if (box.width < 1 || box.height < 1 || getComputedStyle(element).visibility === 'hidden') continue
      // What is fixed to the window (a badge below the sidebar) does not scroll under it: there the height counts.
      let fixed = false
      for (let node: HTMLElement | null = element; node && !fixed; node = node.parentElement)
        fixed = getComputedStyle(node).position === 'fixed'
      if (fixed && (box.bottom <= column.top || box.top >= column.bottom)) continue
      let right = box.right
      let visibleLeft = box.left
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue
        const clip = parent.getBoundingClientRect()
        right = Math.min(right, clip.right)
        visibleLeft = Math.max(visibleLeft, clip.left)
      }
      if (right > left + 0.5 && right > visibleLeft)
        found.push(
          `"${element.getAttribute('data-testid') ?? element.textContent?.trim().slice(0, 24)}" reaches under the sidebar (${Math.round(right)} > ${Math.round(left)})`,
        )
    }
    return found
  })
}

/** Elements (by locator) that are not wholly inside the window's width or are clipped by a box around them (a table
 *  scrolling sideways), or whose own text is cut (wider than the element). */
export async function notWhollyShown(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect()
      const name = `${element.getAttribute('data-testid') ?? element.tagName} "${element.textContent?.trim().slice(0, 30)}"`
      if (box.width < 1) return [`${name} is not shown`]
      if (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5)
        return [`${name} is outside the window (${Math.round(box.left)}–${Math.round(box.right)})`]
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue
        const clip = parent.getBoundingClientRect()
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5)
          return [
            `${name} is clipped by its box (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(clip.left)}–${Math.round(clip.right)})`,
          ]
      }
      if (element.scrollWidth > element.clientWidth + 1) return [`${name} is cut (${element.scrollWidth} > ${element.clientWidth})`]
      return []
    }),
  )
}

/** Cells of a table whose content is wider than the cell (or reaches out of it), and cells of the listed columns whose
 *  text breaks into more than `maxLines` lines (a column squeezed to a character a line). */
export async function cellProblems(page: Page, table: string, squeezable: { columns: string[]; maxLines: number }): Promise<string[]> {
  return page.locator(table).evaluateAll(
    (tables, { columns, maxLines }) =>
      tables.flatMap((element) =>
        [...element.querySelectorAll<HTMLElement>('th, td')].flatMap((cell) => {
          const found: string[] = []
          const name = `${cell.getAttribute('data-testid') ?? cell.tagName} "${cell.textContent?.trim().slice(0, 30)}"`
          const box = cell.getBoundingClientRect()
          if (cell.scrollWidth > cell.clientWidth + 1)
            found.push(`${name}: content ${cell.scrollWidth} px wide in a ${cell.clientWidth} px cell`)
          for (const child of cell.querySelectorAll<HTMLElement>('*')) {
            const inner = child.getBoundingClientRect()
            if (inner.width > 0 && (inner.left < box.left - 0.5 || inner.right > box.right + 0.5)) {
              found.push(
                `${name}: ${child.tagName} reaches out of the cell (${Math.round(inner.left)}–${Math.round(inner.right)} in ${Math.round(box.left)}–${Math.round(box.right)})`,
              )
              break
            }
          }
          if (columns.includes(cell.getAttribute('data-testid') ?? '')) {
            // The lines its text takes: each text fragment's box, a new line where one starts below the last's bottom.
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
            const boxes: DOMRect[] = []
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange()
              range.selectNodeContents(node)
              boxes.push(...[...range.getClientRects()].filter((rect) => rect.width > 0))
            }
            boxes.sort((a, b) => a.top - b.top)
            let lines = 0
            let bottom = -Infinity
            for (const box of boxes)
              if (box.top >= bottom - 2) {
                lines++
                bottom = box.bottom
              } else bottom = Math.max(bottom, box.bottom)
            if (lines > maxLines) found.push(`${name}: ${lines} lines`)
          }
          return found
        }),
      ),
    squeezable,
  )
}

/** The window scrolling sideways, and each table (by locator, when given) whose box, the nearest one around it that
 *  clips, scrolls sideways (content wider than the box): what a phone's reader would have to swipe to find. */
export async function scrollsSideways(page: Page, table?: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    return root.scrollWidth > innerWidth ? [`the page scrolls sideways (${root.scrollWidth} > ${innerWidth})`] : []
  })
  if (table === undefined) return found
  const boxes = await page.locator(table).evaluateAll((tables) =>
    tables.flatMap((element) => {
      let box = element.parentElement
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement
      if (!box || box === document.documentElement || box === document.body || box.scrollWidth <= box.clientWidth + 1) return []
      return [`${element.getAttribute('data-testid') ?? 'table'} scrolls sideways in its box (${box.scrollWidth} > ${box.clientWidth})`]
    }),
  )
  return [...found, ...boxes]
}

/** Whether a table (by locator) shows as cards (its header row hidden visually: components/stacked-table.ts) or as a
 *  table; and, for cards, cells whose column name a screen reader would hear twice: the accessible tree must name each
 *  column once, in its header, and a cell by its content alone (the name in front of a cell, from `data-label`, is
 *  left out). */
export async function stackedTable(page: Page, table: string): Promise<{ cards: boolean; readTwice: string[] }> {
  const locator = page.locator(table).first()
  const { cards, cells } = await locator.evaluate((element) => {
    const head = element.querySelector('thead')
    const text = (node: Element) => (node.textContent ?? '').replace(/\s+/g, ' ').trim()
    return {
      cards: head !== null && head.getBoundingClientRect().height <= 1,
      cells: [...element.querySelectorAll('td[data-label]')].map((cell) => ({
        label: cell.getAttribute('data-label') ?? '',
        text: text(cell),
      })),
    }
  })
  if (!cards) return { cards, readTwice: [] }
  const tree = await locator.ariaSnapshot()
  const cellNames = new Set([...tree.matchAll(/- cell "([^"]*)"/g)].map((match) => match[1].replace(/\s+/g, ' ')))
  const headers = new Set([...tree.matchAll(/- columnheader "([^"]*)"/g)].map((match) => match[1]))
  const readTwice = [
    ...[...new Set(cells.map((cell) => cell.label))]
      .filter((label) => !headers.has(label))
      .map((label) => `column "${label}" has no header a screen reader hears`),
    ...cells
      .filter(({ label, text }) => cellNames.has(`${label} ${text}`) || cellNames.has(`${label}${text}`))
      .map(({ label, text }) => `cell "${text}" is read with its column's name "${label}"`),
  ]
  return { cards, readTwice: [...new Set(readTwice)] }
}
