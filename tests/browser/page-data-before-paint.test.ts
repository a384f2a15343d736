// A page reached by a link (or the search box, or a tab) is drawn with its content: its route's loader asks for what
// the page shows first, so none of its sections shows a loading state on the way (React keeps one on screen for at
// least 300 ms however fast the answer; docs/decisions.md, "Pages come with their data"). Against the real server.
// Each step's answer is kept and all are compared at the end, so a failure names every step that showed one.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMER_PHONE, DEMO_VIP_CUSTOMER_PHONE } from '../../server/db/seed-data/demo-accounts'
import { appRunning, logInOnPage, openUserMenu, useBrowserSuite } from './support/browser-suite'
import { watchForLoading } from './support/lazy-code'

const suite = useBrowserSuite()

// Every section's loading state (QueryBoundary: <testId>-loading) and the router's pending page (page-loading).
const LOADING = '[data-testid$="-loading"]'

/** Whether a loading state showed between `go` and `ready`. */
async function loadingWhile(page: Page, go: () => Promise<void>, ready: Locator, loading = LOADING): Promise<boolean> {
  const loadingShown = await watchForLoading(page, { selector: loading })
  await go()
  await ready.first().waitFor()
  return loadingShown()
}

const click = (link: Locator) => () => link.click()
const enter = (page: Page, link: Locator) => async () => {
  await link.focus()
  await page.keyboard.press('Enter')
}

async function open(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(`${suite.baseUrl()}/pc${path}`)
  await appRunning(page)
  await ready.first().waitFor()
  await page.waitForFunction(`document.querySelectorAll(${JSON.stringify(LOADING)}).length === 0`)
}

const answered = (page: Page, urlPart: string) =>
  page.waitForResponse((response) => response.url().includes(urlPart), { timeout: 2000 }).catch(() => undefined)

/** Whether a loading state showed in a page opened at its address (the boot screen of index.html aside). Watches
 *  every later document of the page too: a test calls it last. */
async function loadingOnArrival(page: Page, path: string, ready: Locator): Promise<boolean> {
  const selector = `${LOADING}:not([data-testid="boot-loading"])`
  await page.addInitScript(`window.__loadingShown = false
    new MutationObserver(() => {
      if (document.querySelector(${JSON.stringify(selector)})) window.__loadingShown = true
    }).observe(document, { subtree: true, childList: true })`)
  await page.goto(`${suite.baseUrl()}/pc${path}`)
  await ready.first().waitFor()
  return (await page.evaluate('window.__loadingShown')) as boolean
}

const noneShown = (shown: Record<string, boolean>) => Object.fromEntries(Object.keys(shown).map((step) => [step, false]))

describe('pages come with their data', () => {
  it('the service hub, software support, the knowledge base and an article', async () => {
    const page = await suite.openPage('zh-CN')
    const shown: Record<string, boolean> = {}
    await open(page, '/Service?type=contact', page.getByTestId('contact-details'))
    const nav = (type: string) => page.locator(`a[data-testid="service-nav"][href*="type=${type}"]`)
    shown['service: FAQ'] = await loadingWhile(page, click(nav('problem')), page.getByTestId('faq-item'))
    shown['service: videos (keyboard)'] = await loadingWhile(page, enter(page, nav('video')), page.getByTestId('video-grid'))
    const toSoftwareSupport = page.getByTestId('service-video').locator('a[href$="/SoftwareSupport"]')
    shown['software support'] = await loadingWhile(page, click(toSoftwareSupport), page.getByTestId('value-add-row'))
    expect(await page.getByTestId('video-grid').count()).toBe(1)

    await open(page, '/AccountSupport', page.getByTestId('category'))
    const category = page.getByTestId('categories-knowledge').getByTestId('category').first().locator('a')
    shown['knowledge category'] = await loadingWhile(page, click(category), page.getByTestId('article-row'))
    const article = page.getByTestId('article-row').first().locator('a').first()
    shown['article (keyboard)'] = await loadingWhile(page, enter(page, article), page.getByTestId('article-title'))
    expect(shown).toEqual(noneShown(shown))
  })

  it('the news, the site search and the forum', async () => {
    const page = await suite.openPage('zh-CN')
    const shown: Record<string, boolean> = {}
    await open(page, '/FlashNote', page.getByTestId('news-item'))
    const entry = page.getByTestId('news-item').first().locator('a').first()
    shown['news entry'] = await loadingWhile(page, click(entry), page.getByTestId('news-content'))

    // The search box navigates on submit (no link to hover): the loader still draws the page with its hits. At the
    // suite's 1440 px the header's search is its button until clicked.
    await page.getByTestId('header-search-submit').click()
    await page.getByTestId('header-search-input').fill('点云')
    shown['site search'] = await loadingWhile(
      page,
      () => page.getByTestId('header-search-input').press('Enter'),
      page.getByTestId('search-hit'),
    )

    await open(page, '/Communicate', page.getByTestId('forum-post-row'))
    const module = page.getByTestId('forum-module').nth(1)
    shown['forum module'] = await loadingWhile(
      page,
      click(module),
      page.locator('[data-testid="forum-posts"], [data-testid="forum-posts-empty"]'),
    )
    await open(page, '/Communicate', page.getByTestId('forum-post-row'))
    const question = page.getByTestId('forum-post-row').first().locator('a').first()
    shown['forum question'] = await loadingWhile(page, click(question), page.getByTestId('forum-question-title'))
    expect(shown).toEqual(noneShown(shown))
  })

  it("the personal centre's tabs", async () => {
    const page = await suite.openPage('zh-CN')
    const shown: Record<string, boolean> = {}
    await logInOnPage(page, suite.baseUrl(), DEMO_CUSTOMER_PHONE)

    await openUserMenu(page)
    const orders = page.locator('[data-testid="user-menu-item"][href*="value=0"]')
    const ordersShown = page.locator('[data-testid="orders-table"], [data-testid="orders-empty"]')
    shown['orders (user menu)'] = await loadingWhile(page, click(orders), ordersShown)
    shown['licences tab'] = await loadingWhile(page, click(page.getByTestId('center-tab-licences')), page.getByTestId('licences-prompt'))
    const invoicesShown = page.locator('[data-testid="invoices-table"], [data-testid="invoices-empty"]')
    shown['invoices tab'] = await loadingWhile(page, click(page.getByTestId('center-tab-invoices')), invoicesShown)
    shown['orders tab'] = await loadingWhile(page, click(page.getByTestId('center-tab-orders')), ordersShown)
    const contractsShown = page.locator('[data-testid="contracts-table"], [data-testid="contracts-empty"]')
    shown['contracts'] = await loadingWhile(page, click(page.getByTestId('orders-subtab-contracts')), contractsShown)
    expect(shown).toEqual(noneShown(shown))
  })

  // The pages the desktop software's QR code leads to, on the phone: each choice of /apply, then two of them opened
  // at their address as from the QR code (the session's profile and the page's list both on the way).
  it("the phone's licence pages", async () => {
    const page = await suite.openPage('zh-CN')
    const shown: Record<string, boolean> = {}
    // Another customer than the personal centre's case: an SMS code is sent once a minute per number.
    await logInOnPage(page, suite.baseUrl(), DEMO_VIP_CUSTOMER_PHONE)
    const machine = 'PAGE-DATA-7C2E'
    const hub = `/apply?machine=${machine}`
    const list = page.locator('[data-testid="application-list"], [data-testid="application-list-empty"]')
    await open(page, hub, page.getByTestId('apply-hub'))
    shown['create'] = await loadingWhile(page, click(page.getByTestId('apply-create')), page.getByTestId('phone-licence-creation'))
    await open(page, hub, page.getByTestId('apply-hub'))
    shown['trial'] = await loadingWhile(page, click(page.getByTestId('apply-trial')), page.getByTestId('trial-licence-form'))
    await open(page, hub, page.getByTestId('apply-hub'))
    shown['this computer (keyboard)'] = await loadingWhile(page, enter(page, page.getByTestId('apply-machine-list')), list)
    shown['all applications'] = await loadingWhile(page, click(page.locator('main a[href$="/pc/ApplyList"]')), list)
    expect(page.url()).toMatch(/\/pc\/ApplyList$/)
    shown['create, at its address'] = await loadingOnArrival(page, `/create?machine=${machine}`, page.getByTestId('phone-licence-creation'))
    shown['this computer, at its address'] = await loadingOnArrival(page, `/applylistm?machine=${machine}`, list)
    expect(shown).toEqual(noneShown(shown))
  })

  // Inside the purchase: the Buy page's products and the install videos load their data when the pointer reaches
  // them. The pointer rests on each until that answer or for 2 s at most, as a visitor's click comes after the
  // pointer arrives.
  it('the Buy page: another product, the install videos', async () => {
    const page = await suite.openPage('zh-CN')
    const shown: Record<string, boolean> = {}
    await open(page, '/Buy', page.getByTestId('buy-detail-section'))
    const other = page.locator('[data-testid="buy-product-item"][aria-pressed="false"]').first()
    const otherId = await other.getAttribute('data-id')
    const sectionsAnswered = answered(page, `productid=${otherId}`)
    await other.hover()
    await sectionsAnswered
    const sectionsShown = page.locator(`[data-testid="buy-product-item"][data-id="${otherId}"][aria-pressed="true"]`)
    shown['another product'] = await loadingWhile(page, click(other), sectionsShown, '[data-testid="buy-sections-loading"]')
    expect(await page.getByTestId('buy-detail-section').count()).toBeGreaterThan(0)

    await open(page, '/Buy?value=free', page.getByTestId('buy-install-video'))
    const videosAnswered = answered(page, '/C_softwaredownload')
    await page.getByTestId('buy-install-video').hover()
    await videosAnswered
    const videosShown = page.getByTestId('buy-video-dialog').locator('video, [data-testid="buy-video"]')
    shown['install videos'] = await loadingWhile(
      page,
      click(page.getByTestId('buy-install-video')),
      videosShown,
      '[data-testid="buy-videos-loading"]',
    )
    expect(shown).toEqual(noneShown(shown))
  })
})
