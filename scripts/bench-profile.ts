// `npm run bench:profile [-- Home|Buy|paystep]`: where the main thread's time goes while a page loads under bench:lcp's
// conditions (4x CPU, 10 Mbit/s, 40 ms, no cache). Builds the SPA with source maps into a temporary folder, serves it
// with the real server, records a CPU profile (CDP Profiler) from the navigation until the page is ready (paystep: its
// payment QR drawn; Home and Buy: the load event, network idle and a settle time), and prints the time by package or
// app folder (own code only) and the functions with the most time under them. One load: read it beside another run.
import { execSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import type { Page } from 'playwright-core'
import { launchChromium } from '../tools/browser/chromium'
import { startRealServer } from '../tools/browser/real-server'
import { sourceOwner, sourcePath } from './bench-bundle-packages'
import { loggedInCustomer } from './bench-lcp/logged-in-customer'
import { CONDITIONS, openThrottledPage, readyAt, type PageLoad } from './bench-lcp/measure-page'
import { inclusiveTimeByName, selfTimeByOwner, type CallFrame, type CpuProfile } from './bench-profile/cpu-profile-shares'

const PAGES = ['Home', 'Buy', 'paystep'] as const

/** Source-mapped owners and names of the built chunks' frames. */
function frameNames(dist: string) {
  const maps = new Map<string, TraceMap | null>()
  const original = (frame: CallFrame) => {
    const file = /\/pc\/(assets\/[^?#]+\.js)$/.exec(frame.url)?.[1]
    if (!file) return null
    if (!maps.has(file))
      maps.set(file, existsSync(join(dist, `${file}.map`)) ? new TraceMap(readFileSync(join(dist, `${file}.map`), 'utf8')) : null)
    const map = maps.get(file)
    return map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : null
  }
  return {
    owner: (frame: CallFrame) => {
      const position = original(frame)
      if (position) return sourceOwner(position.source)
      return frame.url ? '(other scripts)' : frame.functionName || '(unnamed)'
    },
    name: (frame: CallFrame) => {
      const position = original(frame)
      if (!position?.source) return null
      const path = sourcePath(position.source)
      // React's own work loop is under every render: left out, so the components and styling under it show.
      if (/^(react|react-dom|scheduler)\//.test(path)) return null
      return `${position.name ?? frame.functionName ?? '(anonymous)'} ${path}:${position.line}`
    },
  }
}

const table = (totals: Map<string, number>, rows: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, micros]) => `${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`)
    .join('\n')

async function expectReady(page: Page): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 30_000; await page.waitForTimeout(50)) {
    if ((await readyAt(page)) !== null) return
  }
  throw new Error('bench:profile: the page was not ready within 30 s')
}

async function main(): Promise<void> {
  const pageName = (process.argv[2] ?? 'paystep') as (typeof PAGES)[number]
  if (!PAGES.includes(pageName)) throw new Error(`bench:profile: one of ${PAGES.join(', ')}`)
  const dist = mkdtempSync(join(tmpdir(), 'summit-profile-'))
  execSync(`npx vite build --sourcemap --outDir ${dist} --emptyOutDir`, {
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  const app = await startRealServer({ DIST_DIR: dist }, { optimiseWasm: true })
  const browser = await launchChromium()
  try {
    let load: PageLoad = { url: `${app.baseUrl}/pc/${pageName}` }
    if (pageName === 'paystep') {
      const customer = await loggedInCustomer(app.baseUrl)
      load = {
        url: `${app.baseUrl}/pc/paystep?order=${customer.unpaidOrderId}`,
        localStorage: customer.storage,
        readySelector: '[data-testid="paystep-qr-image"] svg',
      }
    }
    const { context, page, cdp } = await openThrottledPage(browser, load)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    await page.goto(load.url, { waitUntil: 'load', timeout: 60_000 })
    // Polled from here: waitForFunction evaluates its string in the page, which the app's CSP refuses.
    if (load.readySelector) await expectReady(page)
    else await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined)
    await page.waitForTimeout(load.readySelector ? 200 : CONDITIONS.settleMs)
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
    const ready = await readyAt(page)
    await context.close()
    const names = frameNames(dist)
    const self = selfTimeByOwner(profile, names.owner)
    const busy = [...self].filter(([owner]) => owner !== '(idle)').reduce((sum, [, micros]) => sum + micros, 0)
    console.log(
      `bench:profile ${pageName}: ${CONDITIONS.cpuThrottlingRate}x CPU, ${(busy / 1000).toFixed(0)} ms busy` +
        (ready === null ? '' : `, ready at ${ready.toFixed(0)} ms`) +
        ` ("(program)" is the browser's own work: parsing, style, layout)\n`,
    )
    console.log(`Own time by package or app folder:\n${table(self, 25)}\n`)
    console.log(
      `Time under a function (callees included), the app's and packages' code:\n${table(inclusiveTimeByName(profile, names.name), 30)}`,
    )
  } finally {
    await browser.close()
    await app.stop()
    rmSync(dist, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
