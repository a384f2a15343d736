// The state machine viewer (/pc/machines) in Chromium: every machine drawn with its state names, simulate, coverage.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeMachine } from '../../tools/machine-model/introspect'
import { machineRegistry } from '../../tools/machine-model/registry'
import { startRealServer, type RealServer } from '../../tools/browser/real-server'
import { closeContexts, workerChromium } from './support/worker-chromium'

let server: RealServer
let browser: Browser
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  server = await startRealServer()
  browser = await workerChromium()
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(String(error)))
})

afterAll(async () => {
  await closeContexts(browser)
  await server?.stop()
})

const drawnStates = (): Promise<string[]> =>
  page
    .getByTestId('machine-diagram')
    .getByTestId('machine-state')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state') ?? ''))

describe('/pc/machines in Chromium', () => {
  it('lists every machine and draws each with its state names', async () => {
    await page.goto(`${server.baseUrl}/pc/machines`)
    await page.getByTestId('page-machines').waitFor()
    const listed = await page.getByTestId('machine-link').evaluateAll((links) => links.map((link) => link.getAttribute('data-machine')))
    expect(listed).toEqual(machineRegistry.map((entry) => entry.id))
    for (const entry of machineRegistry) {
      await page.locator(`[data-testid="machine-link"][data-machine="${entry.id}"]`).click()
      await page.locator(`[data-testid="machine-view"][data-machine="${entry.id}"] [data-testid="machine-diagram"]`).waitFor()
      const states = await drawnStates()
      expect(states.filter((state) => state !== '(machine)').sort(), entry.id).toEqual([...describeMachine(entry.machine).states].sort())
      // The names are written in the boxes.
      const text = await page.getByTestId('machine-diagram').textContent()
      for (const node of describeMachine(entry.machine).states) expect(text).toContain(node.split('.').pop())
      expect(await page.getByTestId('machine-transition').count()).toBeGreaterThanOrEqual(describeMachine(entry.machine).transitions.length)
    }
    expect(pageErrors).toEqual([])
  })

  it('simulates: events, actor results and time move the highlighted state', async () => {
    await page.goto(`${server.baseUrl}/pc/machines?machine=sms-code`)
    await page.locator('[data-testid="machine-view"][data-machine="sms-code"] [data-testid="machine-diagram"]').waitFor()
    const current = page.getByTestId('machine-current-state')
    expect(await current.textContent()).toBe('idle')
    expect(await page.locator('[data-testid="machine-state"][data-active="true"]').getAttribute('data-state')).toBe('idle')
    // No valid phone yet: the guard says no.
    expect(await page.locator('[data-testid="machine-event"][data-event="code.send"]').isDisabled()).toBe(true)
    await page.locator('[data-testid="machine-event"][data-event="phone.change"]', { hasText: '13800138000' }).click()
    await page.locator('[data-testid="machine-event"][data-event="code.send"]').click()
    await page.waitForFunction(() => document.querySelector('[data-testid="machine-current-state"]')?.textContent === 'sending')
    await page.locator('[data-testid="machine-pending"][data-invoke="sendCode"] [data-testid="machine-resolve"]').first().click()
    await page.waitForFunction(() => document.querySelector('[data-testid="machine-current-state"]')?.textContent === 'countingDown')
    expect(await page.locator('[data-testid="machine-state"][data-active="true"]').getAttribute('data-state')).toBe('countingDown')
    await page.getByTestId('machine-advance').click()
    await page.waitForFunction(() => document.querySelector('[data-testid="machine-current-state"]')?.textContent === 'resend')
    await page.getByTestId('machine-reset').click()
    await page.waitForFunction(() => document.querySelector('[data-testid="machine-current-state"]')?.textContent === 'idle')
  })

  it('overlays the coverage of the last test:model run', async () => {
    // sms-code: a machine no one else is editing now (a changed machine shows uncovered until test:model runs again).
    await page.goto(`${server.baseUrl}/pc/machines?machine=sms-code`)
    await page.locator('[data-testid="machine-view"][data-machine="sms-code"] [data-testid="machine-diagram"]').waitFor()
    await page.getByTestId('machine-coverage-toggle').check()
    expect(await page.getByTestId('machine-coverage-summary').textContent()).toBe('所有转换都已被测试覆盖')
    expect(await page.locator('[data-testid="machine-transition"][data-uncovered="true"]').count()).toBe(0)
  })

  it('counts transitions guarded by and(...) as covered in the minified production build', async () => {
    // subscription-config's subscribe transition is guarded by and(canSubscribe, loggedIn); minified, `and` is renamed.
    await page.goto(`${server.baseUrl}/pc/machines?machine=subscription-config`)
    await page.locator('[data-testid="machine-view"][data-machine="subscription-config"] [data-testid="machine-diagram"]').waitFor()
    await page.getByTestId('machine-coverage-toggle').check()
    expect(await page.locator('[data-testid="machine-transition"][data-uncovered="true"]').count()).toBe(0)
    expect(await page.getByTestId('machine-coverage-summary').textContent()).toBe('所有转换都已被测试覆盖')
  })

  it('speaks English', async () => {
    await page.getByTestId('language-switcher').selectOption('en')
    await page.waitForFunction(() => document.querySelector('[data-testid="page-machines"] h1')?.textContent === 'State machines')
    expect(await page.getByTestId('machine-coverage-summary').textContent()).toBe('Every transition is covered by a test')
    await page.getByTestId('language-switcher').selectOption('zh-CN')
  })
})
