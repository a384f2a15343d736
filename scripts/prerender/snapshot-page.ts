// Renders one public page of the built SPA in Chromium, in one language, and takes what the prerendered HTML needs.
import type { Browser } from 'playwright-core'
import { LANGUAGE_KEY, STORAGE_PREFIX } from '../../src/storage/storage'
import type { PageSnapshot } from './prerendered-html'
import { usedCss } from './used-css'

/** Elements whose text comes from data that may change after the build: hidden in the prerendered page (kept in the
 * layout, so nothing moves when the client shows the current values). */
export const PENDING_SELECTORS = ['[data-testid="product-price"]', '[data-testid="buy-daily-price"]']

/** Elements that depend on the visitor (the header's login button or account menu): emptied in the prerendered page,
 * keeping their size, so a signed-in visitor never sees a login button flash before the app takes over. */
export const VISITOR_SELECTORS = ['[data-testid="session-status"]']

/** Fields the starter carries into the app's (by test id): the search box and the language switcher. */
export const CARRIED_FIELDS = 'input[data-testid]:is([type="search"], [type="text"]), select[data-testid]'

/** Runs in the page. */
function takeSnapshot({ pending, visitor, carried }: { pending: string[]; visitor: string[]; carried: string }): Omit<PageSnapshot, 'css'> {
  const live = [...document.querySelectorAll<HTMLElement>(`#root :is(${visitor.join(',')})`)].map((element) =>
    element.getBoundingClientRect(),
  )
  const root = document.getElementById('root')!.cloneNode(true) as HTMLElement
  for (const element of root.querySelectorAll<HTMLElement>(pending.join(','))) {
    element.style.visibility = 'hidden'
    element.setAttribute('data-prerender-pending', '')
  }
  // A clone keeps attributes only: the language switcher would show its first option whatever the page's language.
  const selects = [...document.querySelectorAll<HTMLSelectElement>('#root select')]
  root.querySelectorAll('select').forEach((select, index) => {
    for (const option of select.options) option.toggleAttribute('selected', option.value === selects[index]?.value)
  })
  // The app's starter carries what is typed or chosen in these into the app's fields (scripts/prerender/app-starter.ts);
  // in any other, it would be lost when React replaces the HTML: those wait.
  for (const field of root.querySelectorAll<HTMLElement>('input, textarea, select')) {
    if (!field.matches(carried)) field.setAttribute('disabled', '')
  }
  root.querySelectorAll<HTMLElement>(visitor.join(',')).forEach((element, index) => {
    element.replaceChildren()
    element.removeAttribute('data-state')
    element.style.minWidth = `${live[index]?.width ?? 0}px`
    element.style.minHeight = `${live[index]?.height ?? 0}px`
    element.setAttribute('data-prerender-visitor', '')
  })
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
    .map((url) => url.pathname)
  // No named helpers in here: the page cannot see the name-keeping helper tsx would wrap them in.
  const hero = [...document.querySelectorAll<HTMLImageElement>('#root img')]
    .map((image) => {
      const box = image.getBoundingClientRect()
      const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0)
      const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)
      const url = new URL(image.currentSrc || image.src)
      // A picture chosen by a <source media>: the hint must hold only where that source applies.
      const source = [...(image.parentElement?.tagName === 'PICTURE' ? image.parentElement.querySelectorAll('source') : [])].find(
        (candidate) => new URL(candidate.srcset, location.href).href === url.href,
      )
      return { url, media: source?.media || undefined, area: width > 0 && height > 0 ? width * height : 0 }
    })
    .filter((each) => each.area > 0 && each.url.origin === location.origin)
    .sort((a, b) => b.area - a.area)[0]
  return {
    html: root.innerHTML,
    title: document.title,
    scripts: [...new Set(scripts)],
    heroImage: hero?.url.pathname,
    heroMedia: hero?.media,
  }
}

export async function snapshotPage(browser: Browser, url: string, language: string, readySelector: string): Promise<PageSnapshot> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: language })
  try {
    await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: `${STORAGE_PREFIX}${LANGUAGE_KEY}`,
      value: JSON.stringify({ type: 'String', value: language }),
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.locator(readySelector).first().waitFor()
    await page.waitForLoadState('networkidle')
    if (errors.length) throw new Error(`${url} (${language}): ${errors.join('; ')}`)
    const lang = await page.evaluate(() => document.documentElement.lang)
    if (lang !== language) throw new Error(`${url} rendered in ${lang}, not ${language}`)
    // tsx keeps function names with a helper the page lacks: give the page a stand-in.
    await page.evaluate('globalThis.__name = globalThis.__name || ((target) => target)')
    const css = await page.evaluate(usedCss)
    return {
      ...(await page.evaluate(takeSnapshot, { pending: PENDING_SELECTORS, visitor: VISITOR_SELECTORS, carried: CARRIED_FIELDS })),
      css,
    }
  } finally {
    await context.close()
  }
}
