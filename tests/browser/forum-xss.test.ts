// The forum's XSS corpus (tests/data/xss/payloads.txt: OWASP's filter evasion cheat sheet and public lists) rendered
// in Chromium on the question page. CSP is bypassed, so what is tested is the two sanitisers, not the policy:
// - through the real server: each payload posted as a question's text, stored and answered by the server, rendered;
// - straight to the renderer: the server's answer replaced by the raw payloads, so the page's own DOMPurify pass alone
//   stands between them and the DOM.
// A hook records every alert/confirm/prompt/print call; the rendered markup must hold nothing that could run script.
// A positive control first shows the hook does record a payload that runs.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRealServer, type RealServer } from '../../tools/browser/real-server'
import { apiCall, apiLogin } from './support/api-session'
import { dangerousMarkup, installScriptExecutionHook, scriptRuns } from './support/script-execution-hook'
import type { Browser, BrowserContext } from 'playwright-core'
import { closeContexts, workerChromium } from './support/worker-chromium'

const PAYLOADS = readFileSync(join(__dirname, '../data/xss/payloads.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => line.replace(/\\n/g, '\n').replace(/\\t/g, '\t'))

// Posted in groups, each payload in its own paragraph, so a page shows many (the server test sends each alone).
const GROUP_SIZE = 20
const GROUPS = Array.from({ length: Math.ceil(PAYLOADS.length / GROUP_SIZE) }, (_, index) =>
  PAYLOADS.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
)
const CONTENT = '[data-testid="forum-question-content"]'

let server: RealServer
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  server = await startRealServer()
  browser = await workerChromium()
  context = await browser.newContext({ bypassCSP: true, locale: 'zh-CN' })
  await installScriptExecutionHook(context)
})

afterAll(async () => {
  await context?.close()
  await closeContexts(browser)
  await server?.stop()
})

/** Opens the question page and waits for its text, then a moment. */
async function openQuestion(page: Page, id: string): Promise<void> {
  await page.goto(`${server.baseUrl}/pc/addQuestionDetail?id=${id}&showRichText=1`)
  await page.locator(CONTENT).waitFor()
  // Image errors and loads fire by then; handlers that wait for a person (hover, focus) are caught by the markup check.
  await page.waitForTimeout(400)
}

describe('forum XSS corpus in Chromium', () => {
  it(`has at least 100 payloads (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(100)
  })

  it('the hook records a payload that does run (positive control)', async () => {
    const page = await context.newPage()
    await page.goto(`${server.baseUrl}/pc/Home`)
    await page.evaluate(() => {
      const holder = document.createElement('div')
      holder.innerHTML = '<img src="/nothing-here.png" onerror="alert(\'control\')">'
      document.body.append(holder)
    })
    await expect.poll(() => scriptRuns(page)).toEqual(['alert(control)'])
    await page.close()
  })

  it('through the real server: no payload runs and nothing that could run is rendered', async () => {
    const token = await apiLogin(server.baseUrl, '13755550101')
    const page = await context.newPage()
    const problems: string[] = []
    const runs: string[] = []
    for (const [index, group] of GROUPS.entries()) {
      const created = await apiCall<{ id: string }>(server.baseUrl, 'POST', '/api/business/Forum_posts', {
        token,
        body: { postTitle: `XSS ${index + 1}`, postContent: group.map((payload) => `<p>${payload}</p>`).join(''), postBiboid: 'general' },
      })
      expect(created.code, created.msg).toBe(200)
      await openQuestion(page, created.data.id)
      problems.push(...(await dangerousMarkup(page, CONTENT)).map((markup) => `group ${index + 1}: ${markup}`))
      // Read before the next page replaces the window that holds them.
      runs.push(...(await scriptRuns(page)).map((run) => `group ${index + 1}: ${run}`))
    }
    expect(runs).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })

  it('straight to the page: its own sanitiser stops every raw payload', async () => {
    const page = await context.newPage()
    let group: string[] = []
    await page.route('**/api/business/Forum_posts/detailPost?**', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { data: Record<string, unknown> }
      body.data.postContent = group.map((payload) => `<p>${payload}</p>`).join('')
      await route.fulfill({ response, json: body })
    })
    const problems: string[] = []
    const runs: string[] = []
    for (const [index, payloads] of GROUPS.entries()) {
      group = payloads
      await openQuestion(page, 'post-1')
      problems.push(...(await dangerousMarkup(page, CONTENT)).map((markup) => `group ${index + 1}: ${markup}`))
      // Read before the next page replaces the window that holds them.
      runs.push(...(await scriptRuns(page)).map((run) => `group ${index + 1}: ${run}`))
    }
    expect(runs).toEqual([])
    expect(problems).toEqual([])
    await page.close()
  })
})
