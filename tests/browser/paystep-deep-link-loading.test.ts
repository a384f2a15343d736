// /pc/paystep?order=<id> opened directly (a deep link): the route's chunks come with the page, not after the entry
// has run (the server's route preloads), and the order's call does not wait for the login-only pages' texts (they load
// in the layout's loader, beside the page's), and the cart handoff actor's code is asked for beside the order's calls,
// not once the page has rendered (the route's loader asks for it). docs/decisions.md, "A deep link preloads its route's chunks".
import type { Request } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { loggedInCustomer } from '../../scripts/bench-lcp/logged-in-customer'
import { useBrowserSuite } from './support/browser-suite'

const suite = useBrowserSuite()
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function openPaystep(hold: RegExp, until: (request: Request) => boolean) {
  const customer = await loggedInCustomer(suite.baseUrl())
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  closers.push(() => context.close())
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
  }, customer.storage)
  const page = await context.newPage()
  page.on('pageerror', (error) => suite.pageErrors.push(`${page.url()}: ${String(error)}`))
  // `hold`'s answer waits until a request `until` accepts has been made (or 10 s).
  let seen!: () => void
  const wanted = new Promise<void>((resolve) => (seen = resolve))
  const asked: string[] = []
  page.on('request', (request) => {
    asked.push(request.url())
    if (until(request)) seen()
  })
  let madeWhileHeld = false
  await page.route(hold, async (route) => {
    madeWhileHeld = await Promise.race([
      wanted.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ])
    await route.continue()
  })
  await page.goto(`${suite.baseUrl()}/pc/paystep?order=${customer.unpaidOrderId}`)
  await page.getByTestId('paystep-qr-image').waitFor({ timeout: 30_000 })
  return { madeWhileHeld: () => madeWhileHeld, asked }
}

describe('paystep opened by a deep link', () => {
  it("asks for the route's chunks while the app's entry is still held back", async () => {
    const load = await openPaystep(/\/assets\/index-[^/]*\.js$/, (request) =>
      /\/assets\/reopened-order-page-[^/]*\.js$/.test(request.url()),
    )
    expect(load.madeWhileHeld(), load.asked.join('\n')).toBe(true)
  })

  it("calls for the order while the login-only pages' texts are still held back", async () => {
    const load = await openPaystep(/\/assets\/zh-CN-portal-[^/]*\.js$/, (request) =>
      request.url().includes('/api/business/C_orderManage/detail/'),
    )
    expect(load.madeWhileHeld(), load.asked.join('\n')).toBe(true)
  })

  it("asks for the cart handoff actor's code while the order's lines are still held back", async () => {
    const load = await openPaystep(/\/api\/business\/C_orderDetail\/getList/, (request) =>
      /\/assets\/cart-checkout-actor-[^/]*\.js$/.test(request.url()),
    )
    expect(load.madeWhileHeld(), load.asked.join('\n')).toBe(true)
  })
})
