// The forum with the keyboard alone, in Chromium against the real server (issue 18: "pages work with the keyboard").
// Only the SMS login is filled in directly; every forum control is reached with Tab (or the toolbar's arrows) and
// worked with Enter, Space, typing and Escape: ask (title, module, text, bold from the toolbar, the link dialog
// opened and closed with Escape), answer from a second account, reply, like / collect / follow, edit an answer and
// the question, delete a reply, an answer and the question through their alert dialogs (Escape closes them and
// focus goes back to the button that opened them; the refusal of a question with answers is announced).
// The second test is the composer's login round trip: logged out, 'ask' leads to the login and back; the session
// then ends (its token logged out elsewhere) while a question is being written; posting it leads to the login, and
// after logging in again the composer is back with the draft restored, which then posts.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { FORUM_MESSAGES } from '../../domain/forum-rules'
import { apiCall } from './support/api-session'
import { logFailedCalls, logInOnPage, useBrowserSuite } from './support/browser-suite'
import { focusTakenBy, focusedName, isFocused, tabTo, tabToInDialog } from './support/keyboard'

const suite = useBrowserSuite()

async function logIn(page: Page, phone: string): Promise<void> {
  await logInOnPage(page, suite.baseUrl(), phone)
}

describe('the forum with the keyboard alone', () => {
  it('asks, answers, replies, likes, collects, follows, edits and deletes; the dialogs close on Escape and give focus back', async () => {
    const asker = suite.page
    await logIn(asker, '13788880401')
    const otherContext = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
    try {
      // The list: 'ask' by Tab and Enter.
      await asker.goto(`${suite.baseUrl()}/pc/Communicate`)
      await asker.getByTestId('forum-post-row').first().waitFor()
      await tabTo(asker, asker.getByTestId('forum-ask'))
      await asker.keyboard.press('Enter')
      await asker.waitForURL(/\/pc\/AddForumPost/)

      // The composer: title, module (arrow keys on the select), the toolbar (one tab stop), the editor.
      const title = `键盘提问 ${Date.now()}`
      await tabTo(asker, asker.getByTestId('composer-title'))
      await asker.keyboard.type(title)
      await asker.keyboard.press('Tab')
      expect(await focusedName(asker)).toBe('composer-module')
      await asker.keyboard.press('ArrowDown')
      await expect.poll(() => asker.getByTestId('composer-module').inputValue()).not.toBe('')
      await asker.keyboard.press('Tab')
      expect(await focusedName(asker)).toBe('composer-tool-bold')
      await asker.keyboard.press('Tab')
      expect(await focusedName(asker)).toBe('composer-content')
      await asker.keyboard.type('边线有锯齿，')
      // Back to the toolbar (its one tab stop), bold on with Enter: the editor gets the focus back.
      await asker.keyboard.press('Shift+Tab')
      expect(await focusedName(asker)).toBe('composer-tool-bold')
      await asker.keyboard.press('Enter')
      await expect.poll(() => focusedName(asker)).toBe('composer-content')
      await asker.keyboard.type('怎么处理')
      // The link dialog: End, then back to 'link' with the arrows; Enter opens it, Escape closes it, focus returns.
      await asker.keyboard.press('Shift+Tab')
      await asker.keyboard.press('End')
      for (let i = 0; i < 3; i++) await asker.keyboard.press('ArrowLeft')
      expect(await focusedName(asker)).toBe('composer-tool-link')
      await asker.keyboard.press('Enter')
      await focusTakenBy(asker.getByTestId('composer-link-dialog'))
      await asker.keyboard.press('Escape')
      await asker.getByTestId('composer-link-dialog').waitFor({ state: 'detached' })
      await expect.poll(() => focusedName(asker)).toBe('composer-tool-link')
      await tabTo(asker, asker.getByTestId('composer-submit'))
      await asker.keyboard.press('Enter')
      await asker.waitForURL(/\/pc\/addQuestionDetail\?id=[^&]+&showRichText=1$/)
      const questionUrl = asker.url()
      await expect.poll(() => asker.getByTestId('forum-question-title').textContent()).toBe(title)
      expect(await asker.getByTestId('forum-question-content').locator('strong').textContent()).toBe('怎么处理')

      // A second customer answers: the field, then its submit button; focus goes to the posted answer.
      const answerer = await otherContext.newPage()
      logFailedCalls(answerer, 'answerer')
      await logIn(answerer, '13788880402')
      await answerer.goto(questionUrl)
      await tabTo(answerer, answerer.getByTestId('forum-answer-form-field'))
      await answerer.keyboard.type('把边线平滑参数调到 0.6 试试。')
      await tabTo(answerer, answerer.getByTestId('forum-answer-form-submit'))
      await answerer.keyboard.press('Enter')
      const answer = answerer.getByTestId('forum-comment').filter({ hasText: '0.6' })
      await answer.waitFor()
      await expect
        .poll(() =>
          answer
            .locator('article')
            .first()
            .evaluate((a) => a === document.activeElement),
        )
        .toBe(true)

      // Like with Enter, collect with Space, follow with Enter: pressed and counted once.
      await answerer.reload()
      await tabTo(answerer, answerer.getByTestId('forum-toggle-like'))
      await answerer.keyboard.press('Enter')
      await tabTo(answerer, answerer.getByTestId('forum-toggle-collect'))
      await answerer.keyboard.press('Space')
      await tabTo(answerer, answerer.getByTestId('forum-toggle-follow'))
      await answerer.keyboard.press('Enter')
      for (const kind of ['like', 'collect', 'follow'] as const) {
        await expect.poll(() => answerer.getByTestId(`forum-toggle-${kind}`).getAttribute('aria-pressed')).toBe('true')
        await expect.poll(() => answerer.getByTestId(`forum-toggle-${kind}-count`).textContent()).toBe('1')
      }
      await answerer.reload()
      for (const kind of ['like', 'collect', 'follow'] as const) {
        await expect.poll(() => answerer.getByTestId(`forum-toggle-${kind}`).getAttribute('aria-pressed')).toBe('true')
      }

      // The asker replies: 'reply' opens a focused box; its submit by Tab; focus goes to the reply.
      await asker.reload()
      const answerSeen = asker.getByTestId('forum-comment').filter({ hasText: '0.6' })
      await tabTo(asker, answerSeen.getByTestId('forum-comment-reply'))
      await asker.keyboard.press('Enter')
      await expect.poll(() => focusedName(asker)).toBe('forum-reply-form-field')
      await asker.keyboard.type('谢谢，试过了，有效。')
      await tabTo(asker, asker.getByTestId('forum-reply-form-submit'))
      await asker.keyboard.press('Enter')
      const reply = answerSeen.getByTestId('forum-reply').filter({ hasText: '有效' })
      await reply.waitFor()
      await expect.poll(() => reply.locator('article').evaluate((a) => a === document.activeElement)).toBe(true)

      // The answerer edits the answer in place.
      await answerer.reload()
      const ownAnswer = answerer.getByTestId('forum-comment').filter({ hasText: '0.6' })
      await tabTo(answerer, ownAnswer.getByTestId('forum-comment-edit'))
      await answerer.keyboard.press('Enter')
      await expect.poll(() => focusedName(answerer)).toBe('forum-comment-edit-form-field')
      await answerer.keyboard.press('ControlOrMeta+A')
      await answerer.keyboard.type('把边线平滑参数调到 0.7 更好。')
      await tabTo(answerer, answerer.getByTestId('forum-comment-edit-form-submit'))
      await answerer.keyboard.press('Enter')
      const edited = answerer.getByTestId('forum-comment').filter({ hasText: '0.7' })
      await edited.waitFor()
      await expect
        .poll(() =>
          edited
            .locator('article')
            .first()
            .evaluate((a) => a === document.activeElement),
        )
        .toBe(true)

      // The asker edits the question in the composer.
      await asker.goto(questionUrl)
      await tabTo(asker, asker.getByTestId('forum-question-edit'))
      await asker.keyboard.press('Enter')
      await asker.waitForURL(/\/pc\/AddForumPost\?data=/)
      await expect.poll(() => asker.getByTestId('composer-title').inputValue()).toBe(title)
      await tabTo(asker, asker.getByTestId('composer-title'))
      await asker.keyboard.press('End')
      await asker.keyboard.type('（已解决）')
      await tabTo(asker, asker.getByTestId('composer-submit'))
      await asker.keyboard.press('Enter')
      await asker.waitForURL(/\/pc\/addQuestionDetail\?id=/)
      await expect.poll(() => asker.getByTestId('forum-question-title').textContent()).toBe(`${title}（已解决）`)

      // Deleting the reply: Escape closes the dialog and gives focus back; then confirmed by Tab and Enter.
      const replyDelete = asker.getByTestId('forum-reply').filter({ hasText: '有效' }).getByTestId('forum-reply-delete')
      await tabTo(asker, replyDelete)
      await asker.keyboard.press('Enter')
      const itemDialog = asker.getByTestId('forum-delete-item')
      await focusTakenBy(itemDialog)
      await asker.keyboard.press('Escape')
      await itemDialog.waitFor({ state: 'hidden' })
      await expect.poll(() => isFocused(replyDelete)).toBe(true)
      await asker.keyboard.press('Enter')
      await itemDialog.waitFor()
      await tabToInDialog(asker, 'forum-delete-item', 'forum-delete-item-ok')
      await asker.keyboard.press('Enter')
      await expect.poll(() => asker.getByTestId('forum-reply').count()).toBe(0)
      await expect.poll(() => focusedName(asker)).toBe('forum-answers-heading')

      // The question with an answer: Escape first, then confirmed, and refused with the reason announced.
      const questionDelete = asker.getByTestId('forum-question-delete')
      await asker.keyboard.press('Shift+Tab')
      await tabTo(asker, questionDelete, { back: true })
      await asker.keyboard.press('Enter')
      const questionDialog = asker.getByTestId('forum-delete-question')
      await focusTakenBy(questionDialog)
      await asker.keyboard.press('Escape')
      await questionDialog.waitFor({ state: 'hidden' })
      await expect.poll(() => isFocused(questionDelete)).toBe(true)
      await asker.keyboard.press('Enter')
      await questionDialog.waitFor()
      await tabToInDialog(asker, 'forum-delete-question', 'forum-delete-question-ok')
      await asker.keyboard.press('Enter')
      await expect.poll(() => asker.getByTestId('forum-question-delete-error').textContent()).toBe(FORUM_MESSAGES.questionHasAnswers)
      expect(await asker.getByTestId('forum-question-delete-error').getAttribute('role')).toBe('alert')

      // The answerer deletes the answer (the cancel button, by Tab and Enter, also closes and gives focus back).
      await answerer.reload()
      const answerDelete = answerer.getByTestId('forum-comment').filter({ hasText: '0.7' }).getByTestId('forum-comment-delete')
      await tabTo(answerer, answerDelete)
      await answerer.keyboard.press('Enter')
      await tabToInDialog(answerer, 'forum-delete-item', 'forum-delete-item-cancel')
      await answerer.keyboard.press('Enter')
      await answerer.getByTestId('forum-delete-item').waitFor({ state: 'hidden' })
      await expect.poll(() => isFocused(answerDelete)).toBe(true)
      await answerer.keyboard.press('Enter')
      await tabToInDialog(answerer, 'forum-delete-item', 'forum-delete-item-ok')
      await answerer.keyboard.press('Enter')
      await expect.poll(() => answerer.getByTestId('forum-comment').count()).toBe(0)

      // Now the question goes.
      await asker.reload()
      await tabTo(asker, asker.getByTestId('forum-question-delete'))
      await asker.keyboard.press('Enter')
      await tabToInDialog(asker, 'forum-delete-question', 'forum-delete-question-ok')
      await asker.keyboard.press('Enter')
      await asker.waitForURL(/\/pc\/Communicate/)
      expect(suite.pageErrors).toEqual([])
    } finally {
      await otherContext.close()
    }
  })

  it('keeps the draft through the login: logged out, ask, log in, write, the session ends, post, log in, draft restored', async () => {
    const page = suite.page
    // WeChat sandbox user A (the demo customer): two logins within a minute, which the SMS resend wait would refuse.
    const weChatLogin = async () => {
      await page.getByTestId('login-tab-qr').click()
      await page.frameLocator('[data-testid="wechat-frame"]').locator('a[data-identity="a"]').click()
    }
    await page.goto(`${suite.baseUrl()}/pc/Communicate`)
    await page.getByTestId('forum-post-row').first().waitFor()
    await page.getByTestId('forum-ask').click()
    await page.waitForURL(/\/pc\/login/)
    await weChatLogin()
    await page.waitForURL(/\/pc\/AddForumPost/)

    // Writing a question.
    const title = `登录往返 ${Date.now()}`
    await page.getByTestId('composer-title').fill(title)
    await page.getByTestId('composer-module').selectOption({ index: 1 })
    const moduleId = await page.getByTestId('composer-module').inputValue()
    const editor = page.getByTestId('composer-content')
    await editor.click()
    await editor.pressSequentially('草稿正文：导出时坐标偏移。')

    // The session ends elsewhere while writing (the token is logged out from another tab or device).
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('summit_token') ?? 'null') as { value?: string } | null)?.value,
    )
    expect(token).toBeTruthy()
    const loggedOut = await apiCall(suite.baseUrl(), 'GET', '/api/oauth/Logout', { token })
    expect(loggedOut.code, loggedOut.msg).toBe(200)

    // Posting meets the ended session: the login opens; logging in leads back to the composer with the draft.
    await page.getByTestId('composer-submit').click()
    await page.waitForURL(/\/pc\/login/)
    await weChatLogin()
    await page.waitForURL(/\/pc\/AddForumPost/)
    await page.getByTestId('composer-draft-restored').waitFor()
    expect(await page.getByTestId('composer-title').inputValue()).toBe(title)
    expect(await page.getByTestId('composer-module').inputValue()).toBe(moduleId)
    await expect.poll(() => page.getByTestId('composer-content').textContent()).toBe('草稿正文：导出时坐标偏移。')

    // The restored draft posts, and is then gone.
    await page.getByTestId('composer-submit').click()
    await page.waitForURL(/\/pc\/addQuestionDetail\?id=/)
    await expect.poll(() => page.getByTestId('forum-question-title').textContent()).toBe(title)
    expect(await page.getByTestId('forum-question-content').textContent()).toContain('导出时坐标偏移')
    await page.goto(`${suite.baseUrl()}/pc/AddForumPost`)
    await page.getByTestId('composer-form').waitFor()
    expect(await page.getByTestId('composer-draft-restored').count()).toBe(0)
    expect(await page.getByTestId('composer-title').inputValue()).toBe('')
    expect(suite.pageErrors).toEqual([])
  })
})
