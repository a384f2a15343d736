// The forum in Chromium against the real server, in zh-CN, en and zh-TW: a customer asks a question with formatting
// and an image in the editor; a second customer answers it; the asker replies; the second customer likes, collects
// and follows (each toggle pressed, counted once, kept after a reload, the like by keyboard); both edit what they
// wrote; the question cannot go while it has answers; replies, answers and then the question are deleted. The list,
// the question, the composer and the customer's own forum page pass axe. A page past the last says so (and passes axe).
import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { FORUM_MESSAGES } from '../../domain/forum-rules'
import { axeViolations } from './support/axe'
import { logFailedCalls, logInOnPage, useBrowserSuite, type Locale } from './support/browser-suite'

const suite = useBrowserSuite()

const TEXTS: Record<Locale, { communicate: string; mine: string }> = {
  'zh-CN': { communicate: '问题交流', mine: '我的社区' },
  en: { communicate: 'Community Q&A', mine: 'My community' },
  'zh-TW': { communicate: '問題交流', mine: '我的社群' },
}

/** forum.detail.notFound of each language. */
const QUESTION_GONE: Record<Locale, string> = {
  'zh-CN': '这个问题不存在或已被删除',
  en: 'This question does not exist or was deleted',
  'zh-TW': '這個問題不存在或已被刪除',
}

const LOCALES: Array<[Locale, string, string]> = [
  ['zh-CN', '13788880101', '13788880102'],
  ['en', '13788880201', '13788880202'],
  ['zh-TW', '13788880301', '13788880302'],
]

async function logIn(page: Page, phone: string): Promise<Page> {
  await logInOnPage(page, suite.baseUrl(), phone)
  return page
}

const toggle = (page: Page, kind: 'like' | 'collect' | 'follow') => page.getByTestId(`forum-toggle-${kind}`)
const toggleCount = (page: Page, kind: 'like' | 'collect' | 'follow') => page.getByTestId(`forum-toggle-${kind}-count`)

describe('forum', () => {
  for (const [locale, askerPhone, answererPhone] of LOCALES) {
    it(`${locale}: ask with formatting and an image, answer, reply, like, collect, follow, edit and delete`, async () => {
      const text = TEXTS[locale]
      const asker = await logIn(await suite.openPage(locale), askerPhone)
      const otherContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale })
      try {
        // The list, then the composer.
        await asker.goto(`${suite.baseUrl()}/pc/Communicate`)
        await expect.poll(() => asker.getByRole('heading', { level: 1 }).textContent()).toBe(text.communicate)
        await asker.getByTestId('forum-post-row').first().waitFor()
        expect(await axeViolations(asker)).toEqual([])
        await asker.getByTestId('forum-ask').click()
        await asker.waitForURL(/\/pc\/AddForumPost/)
        await asker.getByTestId('composer-form').waitFor()

        const title = `${locale} 点云分类的边线问题 ${Date.now()}`
        await asker.getByTestId('composer-title').fill(title)
        await asker.getByTestId('composer-module').selectOption({ index: 1 })
        const editor = asker.getByTestId('composer-content')
        await editor.click()
        await editor.pressSequentially('边线有锯齿。')
        await asker.getByTestId('composer-tool-bold').click()
        await editor.pressSequentially('怎么处理')
        await asker.getByTestId('composer-tool-bold').click()
        const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' } })
          .png()
          .toBuffer()
        await asker.getByTestId('composer-image-input').setInputFiles({ name: 'edge.png', mimeType: 'image/png', buffer: png })
        await asker.locator('[data-testid="composer-content"] img').waitFor()
        expect(await axeViolations(asker)).toEqual([])
        await asker.getByTestId('composer-submit').click()
        await asker.waitForURL(/\/pc\/addQuestionDetail\?id=[^&]+&showRichText=1$/)
        const questionUrl = asker.url()

        // The question as posted: formatting kept, the image served by the site.
        await expect.poll(() => asker.getByTestId('forum-question-title').textContent()).toBe(title)
        const content = asker.getByTestId('forum-question-content')
        expect(await content.locator('strong').textContent()).toBe('怎么处理')
        const image = content.locator('img')
        expect(await image.getAttribute('src')).toMatch(/^\/api\/business\/Forum_posts\/image\/[A-Za-z0-9_-]+$/)
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(64)
        expect(await axeViolations(asker)).toEqual([])

        // A second customer answers.
        const answererPage = await otherContext.newPage()
        logFailedCalls(answererPage, `${locale} answerer`)
        const answerer = await logIn(answererPage, answererPhone)
        await answerer.goto(questionUrl)
        await answerer.getByTestId('forum-answer-form-field').fill('把边线平滑参数调到 0.6 试试。')
        await answerer.getByTestId('forum-answer-form-submit').click()
        const answer = answerer.getByTestId('forum-comment').filter({ hasText: '0.6' })
        await answer.waitFor()

        // The asker replies to it.
        await asker.reload()
        const answerSeen = asker.getByTestId('forum-comment').filter({ hasText: '0.6' })
        await answerSeen.getByTestId('forum-comment-reply').click()
        await asker.getByTestId('forum-reply-form-field').fill('谢谢，试过了，有效。')
        await asker.getByTestId('forum-reply-form-submit').click()
        await answerSeen.getByTestId('forum-reply').filter({ hasText: '有效' }).waitFor()

        // Like (by keyboard), collect and follow: pressed, counted once, kept after a reload.
        await answerer.reload()
        await toggle(answerer, 'like').focus()
        await answerer.keyboard.press('Enter')
        await toggle(answerer, 'collect').click()
        await toggle(answerer, 'follow').click()
        for (const kind of ['like', 'collect', 'follow'] as const) {
          await expect.poll(() => toggle(answerer, kind).getAttribute('aria-pressed')).toBe('true')
          await expect.poll(() => toggleCount(answerer, kind).textContent()).toContain('1')
        }
        await answerer.reload()
        for (const kind of ['like', 'collect', 'follow'] as const) {
          await expect.poll(() => toggle(answerer, kind).getAttribute('aria-pressed')).toBe('true')
        }

        // The answerer's own forum page: the collection and the followed author.
        await answerer.goto(`${suite.baseUrl()}/pc/ForumMine`)
        await expect.poll(() => answerer.getByRole('heading', { level: 1 }).textContent()).toBe(text.mine)
        await answerer.getByTestId('forum-mine-tab-collections').click()
        await answerer.getByTestId('forum-mine-list').getByText(title).waitFor()
        await answerer.getByTestId('forum-mine-tab-following').click()
        await answerer.getByTestId('forum-mine-follow').first().waitFor()
        expect(await axeViolations(answerer)).toEqual([])

        // Both edit what they wrote.
        await answerer.goto(questionUrl)
        const ownAnswer = answerer.getByTestId('forum-comment').filter({ hasText: '0.6' })
        await ownAnswer.getByTestId('forum-comment-edit').click()
        await answerer.getByTestId('forum-comment-edit-form-field').fill('把边线平滑参数调到 0.7 更好。')
        await answerer.getByTestId('forum-comment-edit-form-submit').click()
        await answerer.getByTestId('forum-comment').filter({ hasText: '0.7' }).waitFor()

        await asker.goto(questionUrl)
        await asker.getByTestId('forum-question-edit').click()
        await asker.waitForURL(/\/pc\/AddForumPost\?data=/)
        await expect.poll(() => asker.getByTestId('composer-title').inputValue()).toBe(title)
        await asker.getByTestId('composer-title').fill(`${title}（已解决）`)
        await asker.getByTestId('composer-submit').click()
        await asker.waitForURL(/\/pc\/addQuestionDetail\?id=/)
        await expect.poll(() => asker.getByTestId('forum-question-title').textContent()).toBe(`${title}（已解决）`)
        await asker.getByTestId('forum-question-edited').waitFor()

        // A question with answers cannot go; its reply, then the answer, then the question can.
        await asker.getByTestId('forum-question-delete').click()
        await asker.getByTestId('forum-delete-question-ok').click()
        await expect.poll(() => asker.getByTestId('forum-question-delete-error').textContent()).toBe(FORUM_MESSAGES.questionHasAnswers)
        await asker.getByTestId('forum-reply').filter({ hasText: '有效' }).getByTestId('forum-reply-delete').click()
        await asker.getByTestId('forum-delete-item-ok').click()
        await expect.poll(() => asker.getByTestId('forum-reply').count()).toBe(0)

        await answerer.reload()
        await answerer.getByTestId('forum-comment').filter({ hasText: '0.7' }).getByTestId('forum-comment-delete').click()
        await answerer.getByTestId('forum-delete-item-ok').click()
        await expect.poll(() => answerer.getByTestId('forum-comment').count()).toBe(0)

        await asker.reload()
        await asker.getByTestId('forum-question-delete').click()
        await asker.getByTestId('forum-delete-question-ok').click()
        await asker.waitForURL(/\/pc\/Communicate/)
        await asker.goto(questionUrl)
        // In the page's language, without a retry (the server's 404 says 问题不存在 in Chinese only).
        await expect.poll(() => asker.getByTestId('forum-question-not-found').textContent()).toBe(QUESTION_GONE[locale])
        expect(await asker.getByTestId('forum-question-retry').count()).toBe(0)
        expect(suite.pageErrors).toEqual([])
      } finally {
        await otherContext.close()
      }
    })
  }

  it('a page past the last (an old link) says the page is empty, passes axe on a phone, and Enter goes to page 1', async () => {
    const page = await suite.openPage('zh-CN')
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`${suite.baseUrl()}/pc/Communicate?page=999`)
    const empty = page.getByTestId('forum-posts-empty')
    await expect.poll(() => empty.textContent()).toBe('这一页没有内容回到第一页')
    expect(await axeViolations(page)).toEqual([])
    await page.getByTestId('forum-posts-first-page').focus()
    await page.keyboard.press('Enter')
    await page.getByTestId('forum-post-row').first().waitFor()
    expect(new URL(page.url()).searchParams.has('page')).toBe(false)
  })
})
