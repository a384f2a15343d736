// One page load under the conditions of issue 19: 4x CPU throttling, 10 Mbit/s both ways with 40 ms latency, no
// cache, a fresh browser context. LCP and CLS are read from buffered PerformanceObserver entries after the load event,
// the network falling quiet and a settle time.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import type { RunMeasure } from './lcp-report'

export const CONDITIONS = {
  cpuThrottlingRate: 4,
  latencyMs: 40,
  bytesPerSecond: (10 * 1000 * 1000) / 8,
  settleMs: 1500,
  viewport: { width: 1440, height: 900 },
}

/** Runs in the page: the buffered entries so far. */
function readEntries(): Promise<Omit<RunMeasure, 'lcpAtLoad'>> {
  return new Promise((resolve) => {
    let last: (PerformanceEntry & { element?: Element | null }) | undefined
    let cls = 0
    new PerformanceObserver((list) => {
      const entries = list.getEntries()
      last = entries[entries.length - 1] ?? last
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) cls += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
    // Buffered entries arrive in the observers' first callbacks, which run before this timer's.
    setTimeout(() => {
      const element = last?.element
      const testId = element?.closest('[data-testid]')?.getAttribute('data-testid')
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
      resolve({
        lcp: last ? last.startTime : null,
        fcp,
        cls,
        element: element ? `${element.tagName.toLowerCase()}${testId ? ` in ${testId}` : ''}` : last ? '(removed)' : '',
      })
    }, 100)
  })
}

export interface PageLoad {
  url: string
  /** Set before any script of the page runs (the app's token, for instance). */
  localStorage?: Record<string, string>
  locale?: string
  /** An element whose first appearance is the page's "ready" time (paystep: the payment QR image). */
  readySelector?: string
}

/** A fresh context and page under the benchmark's conditions (not yet navigated); close the context when done. */
export async function openThrottledPage(
  browser: Browser,
  load: PageLoad,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: CONDITIONS.viewport, locale: load.locale ?? 'zh-CN' })
  if (load.localStorage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
    }, load.localStorage)
  }
  if (load.readySelector) {
    // A string, not a function: the page runs it as it is (tsx would add its own helpers to a function's source).
    await context.addInitScript(`new MutationObserver((_, observer) => {
      if (!document.querySelector(${JSON.stringify(load.readySelector)})) return
      window.__benchReadyAt = performance.now()
      observer.disconnect()
    }).observe(document, { subtree: true, childList: true })`)
  }
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpuThrottlingRate })
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: CONDITIONS.latencyMs,
    downloadThroughput: CONDITIONS.bytesPerSecond,
    uploadThroughput: CONDITIONS.bytesPerSecond,
  })
  return { context, page, cdp }
}

/** When the page's ready element first showed (ms after navigation start), null before it has. */
export const readyAt = async (page: Page): Promise<number | null> => (await page.evaluate('window.__benchReadyAt ?? null')) as number | null

export async function measurePageLoad(browser: Browser, load: PageLoad): Promise<RunMeasure> {
  const { context, page } = await openThrottledPage(browser, load)
  try {
    // A load event that never comes (a stalled request on the shared machine) is reported with the run, not thrown.
    let loadTimedOut = false
    await page.goto(load.url, { waitUntil: 'load', timeout: 60_000 }).catch(() => (loadTimedOut = true))
    const atLoad = await page.evaluate(readEntries)
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined)
    await page.waitForTimeout(CONDITIONS.settleMs)
    const entries = await page.evaluate(readEntries)
    const ready = load.readySelector ? await readyAt(page) : undefined
    return {
      ...entries,
      ready,
      lcpAtLoad: atLoad.lcp !== null,
      element: loadTimedOut ? `${entries.element} (no load event in 60 s)` : entries.element,
    }
  } finally {
    await context.close()
  }
}
