// The rich-text editor (TipTap / ProseMirror) is loaded only on the composer page (issue 18: "loaded only on that
// page"): a signed-in customer opens /Communicate, goes to a question from the list, opens the question again by its
// URL and reads the list once more; none of these loads an editor chunk (by name, or by ProseMirror in its code, the
// rule bench:bundle applies to Home). The composer then loads it: the control that the check can see it.
import { describe, expect, it } from 'vitest'
import { forbiddenOnHome, recordScripts } from '../../scripts/bench-bundle'
import { apiCall } from './support/api-session'
import { chunkResponse, watchForLoadingOnceIn } from './support/lazy-code'
import { logInOnPage, useBrowserSuite } from './support/browser-suite'

const suite = useBrowserSuite()

describe('the editor chunk', () => {
  it('loads on /AddForumPost only, not on /Communicate or the question page', async () => {
    const login = suite.page
    await logInOnPage(login, suite.baseUrl(), '13788880501')
    const token = await login.evaluate(
      () => (JSON.parse(localStorage.getItem('summit_token') ?? 'null') as { value?: string } | null)?.value,
    )
    const title = `编辑器分块 ${Date.now()}`
    const created = await apiCall<{ id: string }>(suite.baseUrl(), 'POST', '/api/business/Forum_posts', {
      token,
      body: { postTitle: title, postContent: '<p>正文 <strong>加粗</strong></p>', postBiboid: 'general' },
    })
    expect(created.code, created.msg).toBe(200)

    // A new page of the same signed-in context, recording every script from its first request.
    const page = await suite.context!.newPage()
    const { chunks, settle } = recordScripts(page)
    const editorChunks = async () => {
      await page.waitForLoadState('networkidle')
      await settle()
      return chunks.filter((chunk) => chunk.editor || forbiddenOnHome(chunk)).map((chunk) => chunk.url)
    }

    await page.goto(`${suite.baseUrl()}/pc/Communicate`)
    await page.getByTestId('forum-post-row').first().waitFor()
    expect(await editorChunks()).toEqual([])
    await page.getByTestId('forum-post-row').filter({ hasText: title }).getByRole('link').first().click()
    await page.waitForURL(/\/pc\/addQuestionDetail\?id=/)
    await page.getByTestId('forum-question-content').locator('strong').waitFor()
    await page.getByTestId('forum-answer-form-field').waitFor()
    expect(await editorChunks()).toEqual([])

    await page.goto(`${suite.baseUrl()}/pc/addQuestionDetail?id=${created.data.id}&showRichText=1`)
    await page.getByTestId('forum-question-content').locator('strong').waitFor()
    await page.getByTestId('forum-toggle-like').waitFor()
    expect(await editorChunks()).toEqual([])
    await page.goto(`${suite.baseUrl()}/pc/Communicate`)
    await page.getByTestId('forum-post-row').first().waitFor()
    expect(await editorChunks()).toEqual([])
    expect(chunks.length).toBeGreaterThan(0)

    // The control: the composer loads the editor, and the check sees it both by name and by content.
    await page.goto(`${suite.baseUrl()}/pc/AddForumPost`)
    await page.getByTestId('composer-content').waitFor()
    const loaded = await editorChunks()
    expect(loaded.length).toBeGreaterThan(0)
    expect(chunks.some((chunk) => chunk.editor && forbiddenOnHome(chunk))).toBe(true)
    expect(suite.pageErrors).toEqual([])
  })

  it('renders the editor without its loading status when its code came in while the page waited for its modules', async () => {
    // The page asks for the editor's code as it starts (docs/decisions.md, "Lazy code loads before it shows"): here
    // the modules' call is held until that code is in, then the editor must render at once, not after React.lazy's
    // suspension and React 19's 300 ms reveal.
    const page = suite.page
    await logInOnPage(page, suite.baseUrl(), '13788880502')
    let releaseModules = () => {}
    const modulesHeld = new Promise<void>((resolve) => (releaseModules = resolve))
    await page.route('**/api/business/Forum_modules/getNoPageList*', async (route) => {
      await modulesHeld
      await route.continue()
    })
    const editorCode = chunkResponse(page, 'rich-text-editor')
    await page.goto(`${suite.baseUrl()}/pc/AddForumPost`)
    const loadingShown = await watchForLoadingOnceIn(page, (await editorCode).url(), { text: '正在加载编辑器' })
    releaseModules()
    await page.getByTestId('composer-content').waitFor()
    expect(await loadingShown()).toBe(false)
    await page.unrouteAll()
  })
})
