// One real server per test file, the worker's Chromium (support/worker-chromium.ts), and a fresh context and page per
// test: the setup every browser test shares. Call at the top of a file; read suite.page / suite.server inside tests and
// hooks.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { startRealServer, type RealServer, type RealServerOptions } from '../../../tools/browser/real-server'
import { latestSmsCode } from './sms-outbox'
import { closeContexts, workerChromium } from './worker-chromium'

export type Locale = 'zh-CN' | 'en' | 'zh-TW'

export interface BrowserSuite {
  server: RealServer
  browser: Browser
  context: BrowserContext | undefined
  page: Page
  /** Uncaught page errors of every page of the file, prefixed with locale and url. */
  readonly pageErrors: string[]
  /** A fresh context whose browser language is `locale` (no stored choice), and its page, which becomes suite.page. */
  openPage: (locale?: Locale) => Promise<Page>
  /** The server's address, e.g. http://127.0.0.1:41234. */
  baseUrl: () => string
}

export function useBrowserSuite(serverOptions: RealServerOptions = {}): BrowserSuite {
  const suite: BrowserSuite = {
    server: undefined as unknown as RealServer,
    browser: undefined as unknown as Browser,
    context: undefined,
    page: undefined as unknown as Page,
    pageErrors: [],
    async openPage(locale = 'zh-CN') {
      await suite.context?.close()
      suite.context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale })
      const page = await suite.context.newPage()
      page.on('pageerror', (error) => suite.pageErrors.push(`${locale} ${page.url()}: ${String(error)}`))
      logFailedCalls(page, locale)
      suite.page = page
      return page
    },
    baseUrl: () => suite.server.baseUrl,
  }
  beforeAll(async () => {
    suite.server = await startRealServer({}, serverOptions)
    suite.browser = await workerChromium()
  })
  afterAll(async () => {
    await closeContexts(suite.browser)
    await suite.server?.stop()
  })
  beforeEach(async () => {
    await suite.openPage()
  })
  return suite
}

/** Resolves once the app runs the page: on a prerendered page (/pc/Home, /pc/Buy) the HTML's links work before, but its
 *  menus, buttons and fields wait for the app, which starts after the first paint (docs/decisions.md, "First paint").
 *  The header's visitor area is an empty placeholder in the HTML alone; on a page the app rendered itself there is
 *  none. */
export async function appRunning(page: Page): Promise<void> {
  await page.locator('#root:not(:has([data-prerender-visitor]))').waitFor({ state: 'attached' })
}

/** The router has drawn the page it was loading: <main> is busy while a route's loader waits for the next page's data
 *  (the URL has changed by then; the page shown is still the old one). */
export async function routeSettled(page: Page): Promise<void> {
  await page.locator('main:not([aria-busy])').waitFor({ state: 'attached' })
}

/** Opens the header's user menu the way a visitor does, by hovering their name; hovers again until the menu shows, as a
 *  visitor moves the mouse again: the menu closes when the pointer leaves it, which the header settling under a still
 *  pointer can cause (one CI run timed out on a menu that had closed after the hover). */
export async function openUserMenu(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.getByTestId('user-name').hover()
      return page.getByTestId('logout-button').isVisible()
    })
    .toBe(true)
}

/** Logs in on a phone-login form with the code read from the server's SMS outbox (development provider). */
export async function smsLogin(baseUrl: string, form: Locator, phone: string): Promise<void> {
  await form.getByTestId('login-phone-input').fill(phone)
  await form.getByTestId('send-code-button').click()
  await form.getByTestId('login-code-input').fill(await latestSmsCode(baseUrl, phone))
  await form.getByTestId('login-submit').click()
}

/** Logs in on /pc/login with an SMS code, as a customer does, and waits for the header to name them. */
export async function logInOnPage(page: Page, baseUrl: string, phone: string): Promise<void> {
  await page.goto(`${baseUrl}/pc/login`)
  await smsLogin(baseUrl, page.getByTestId('login-page'), phone)
  await page.getByTestId('user-name').waitFor()
}

/** Writes to the log, for telling a rare failure's cause, every API call the page saw refused (429), fail (5xx) or
 *  not arrive (a network error or an abort). */
export function logFailedCalls(page: Page, label: string): void {
  page.on('response', (response) => {
    if (response.status() === 429 || response.status() >= 500) console.warn(`[browser ${label}] ${response.status()} ${response.url()}`)
  })
  page.on('requestfailed', (request) => {
    if (request.url().includes('/api/')) console.warn(`[browser ${label}] failed ${request.url()}: ${request.failure()?.errorText}`)
  })
}
