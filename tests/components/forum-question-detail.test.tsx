// /addQuestionDetail against a stand-in forum: the question and its sanitised rich text (links rel="noopener nofollow
// ugc") or plain text; like, collect and follow toggles (pressed state and count at once, disabled while pending,
// rolled back with the server's message on refusal, login when logged out); the author's edit and delete (refusal
// shown); answers and replies created, edited and deleted with author-only controls, errors tied to the field, focus
// moved; axe.
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { FORUM_COMMENT_MAX_LENGTH, FORUM_MESSAGES } from '../../domain/forum-rules'
import type { ForumPost } from '../../src/api/queries/forum-queries'
import { QuestionDetailPage } from '../../src/features/forum/question-detail-page'
import { loadForumTexts, switchLanguage } from '../../src/i18n/i18n'
import { takeGuardedRoute } from '../../src/router/guarded-route'
import { storage } from '../../src/storage/storage'
import { axeViolations, current, ME, renderForum, standInForum } from './support/forum-stand-in'
import { startEachTestInZhCN } from './support/render-with-app'
import { refusesPress } from '../support/refuses-press'

vi.mock('../../src/api/queries/forum-queries', async (importOriginal) =>
  (await import('./support/forum-stand-in')).mockForumQueries(await importOriginal()),
)
vi.mock('../../src/api/queries/forum-calls', async () => (await import('./support/forum-stand-in')).mockForumCalls())

startEachTestInZhCN()
beforeAll(() => loadForumTexts())
configure({ asyncUtilTimeout: 5000 })

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

const QUESTION: ForumPost = {
  id: 'p1',
  postTitle: '导出 DWG 时注记丢失',
  postContent:
    '<p>步骤如下：<strong>导出</strong></p><a href="https://example.com/help">帮助</a><img src="x" onerror="window.__xss=1"><script>window.__xss=1</script>',
  postAdmin: '张工',
  postAdminid: 'u-author',
  postCreatetime: ago(3 * 60),
  postEdittime: ago(30),
  postWatch: 42,
  postCommentcount: 3,
  postBiboid: 'summitmap',
  forummoduleTitle: 'SummitMap 交流',
  likeCount: 4,
  collectCount: 1,
  authorFollowerCount: 7,
  liked: false,
  collected: false,
  followingAuthor: false,
}

beforeEach(() => {
  current.forum = standInForum({
    modules: [],
    posts: [
      { ...QUESTION },
      { ...QUESTION, id: 'p-mine', postTitle: '我的问题', postAdminid: ME, postAdmin: '测试用户', postCommentcount: 0 },
    ],
    comments: [
      {
        id: 'c1',
        postid: 'p1',
        content: '检查注记图层是否冻结。',
        userid: 'u2',
        username: '李工',
        creatortime: ago(120),
        replies: [{ id: 'r1', commentid: 'c1', content: '已解冻，仍然丢失。', userid: ME, username: '测试用户', creatortime: ago(60) }],
      },
      {
        id: 'c2',
        postid: 'p1',
        content: '换成 2018 格式试试。',
        userid: ME,
        username: '测试用户',
        creatortime: ago(2 * 24 * 60),
        edittime: ago(10),
        replies: [],
      },
    ],
    follows: [],
  })
})

afterEach(() => {
  cleanup()
  storage.clear()
  delete (window as { __xss?: number }).__xss
})

const showRich = vi.fn()
const renderDetail = (id = 'p1', options: { anonymous?: boolean; richText?: boolean } = {}) =>
  renderForum(() => <QuestionDetailPage id={id} showRichText={options.richText === false ? '0' : '1'} onShowRichText={showRich} />, {
    anonymous: options.anonymous,
    url: `/addQuestionDetail?id=${id}`,
  })

const toggle = (kind: string) => screen.getByTestId(`forum-toggle-${kind}`)
const count = (kind: string) => screen.getByTestId(`forum-toggle-${kind}-count`).textContent
const comments = () => screen.getAllByTestId('forum-comment')
const commentOf = (text: string) => comments().find((item) => item.textContent?.includes(text))!

describe('the question', () => {
  it('shows title, module, author, time label, edited mark and views, and its rich text sanitised with ugc links', async () => {
    await renderDetail()
    expect((await screen.findByTestId('forum-question-title')).textContent).toBe('导出 DWG 时注记丢失')
    const meta = screen.getByTestId('forum-question-meta').textContent
    for (const part of ['SummitMap 交流', '张工', '3小时前', '已编辑 30分钟前', '浏览 42']) expect(meta).toContain(part)
    const content = screen.getByTestId('forum-question-content')
    expect(content.querySelector('strong')?.textContent).toBe('导出')
    const link = within(content).getByRole('link', { name: '帮助' })
    expect(link.getAttribute('rel')).toBe('noopener nofollow ugc')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(content.querySelector('script, [onerror]')).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((window as { __xss?: number }).__xss).toBeUndefined()
    expect(document.title).toContain('导出 DWG 时注记丢失')
  })

  it('showRichText=0 shows the text only, and a button asks for the formatted question', async () => {
    await renderDetail('p1', { richText: false })
    const content = await screen.findByTestId('forum-question-content')
    expect(content.textContent).toBe('步骤如下：导出\n帮助')
    expect(content.querySelector('a, strong, img')).toBeNull()
    fireEvent.click(screen.getByTestId('forum-show-rich'))
    expect(showRich).toHaveBeenCalled()
  })

  it('says a question that is gone (404) does not exist, without a retry that cannot help', async () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderDetail('p-gone')
    expect((await screen.findByTestId('forum-question-not-found')).textContent).toBe('这个问题不存在或已被删除')
    expect(screen.queryByTestId('forum-question-retry')).toBeNull()
    silence.mockRestore()
  })
})

describe('like, collect and follow', () => {
  it('each shows its count and pressed state; a click changes both at once, disabled until the server answers', async () => {
    await renderDetail()
    await screen.findByTestId('forum-question-title')
    expect([count('like'), count('collect'), count('follow')]).toEqual(['4', '1', '7'])
    expect(toggle('like').getAttribute('aria-pressed')).toBe('false')

    current.forum.holdToggles()
    fireEvent.click(toggle('like'))
    await waitFor(() => expect(toggle('like').getAttribute('aria-pressed')).toBe('true'))
    expect(count('like')).toBe('5')
    expect(refusesPress(toggle('like'))).toBe(true)
    act(() => current.forum.hold!.release())
    current.forum.hold = null
    await waitFor(() => expect(refusesPress(toggle('like'))).toBe(false))
    expect(count('like')).toBe('5')
    expect(current.forum.callsOf('setForumToggle')).toEqual([['like', 'p1', true]])

    fireEvent.click(toggle('like'))
    await waitFor(() => expect(toggle('like').getAttribute('aria-pressed')).toBe('false'))
    await waitFor(() => expect(refusesPress(toggle('like'))).toBe(false))
    expect(count('like')).toBe('4')

    fireEvent.click(toggle('follow'))
    await waitFor(() => expect(toggle('follow').getAttribute('aria-pressed')).toBe('true'))
    await waitFor(() => expect(count('follow')).toBe('8'))
    expect(current.forum.callsOf('setForumToggle').at(-1)).toEqual(['follow', 'u-author', true])
  })

  it("rolls back when the server refuses, and shows the server's message", async () => {
    await renderDetail()
    await screen.findByTestId('forum-question-title')
    current.forum.refuseNext('toggle:collect', FORUM_MESSAGES.postMissing, 404)
    fireEvent.click(toggle('collect'))
    await waitFor(() => expect(screen.getByTestId('forum-toggle-error').textContent).toBe(FORUM_MESSAGES.postMissing))
    expect(toggle('collect').getAttribute('aria-pressed')).toBe('false')
    expect(count('collect')).toBe('1')
    expect(refusesPress(toggle('collect'))).toBe(false)
  })

  it('logged out, a toggle leads to login and back to the question', async () => {
    const { router } = await renderDetail('p1', { anonymous: true })
    await screen.findByTestId('forum-question-title')
    fireEvent.click(toggle('like'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(takeGuardedRoute()).toBe('/addQuestionDetail?id=p1')
    expect(current.forum.callsOf('setForumToggle')).toEqual([])
  })
})

describe("the author's controls", () => {
  it('appear only to the author: edit leads to the composer, delete asks first', async () => {
    await renderDetail()
    await screen.findByTestId('forum-question-title')
    expect(screen.queryByTestId('forum-question-edit')).toBeNull()
    expect(screen.queryByTestId('forum-question-delete')).toBeNull()
    cleanup()

    const { router } = await renderDetail('p-mine')
    await screen.findByTestId('forum-question-title')
    expect(screen.queryByTestId('forum-toggle-follow')).toBeNull()
    expect(screen.getByTestId('forum-question-edit').getAttribute('href')).toBe('/AddForumPost?data=p-mine')
    current.forum.refuseNext('deleteForumPost', FORUM_MESSAGES.questionHasAnswers)
    fireEvent.click(screen.getByTestId('forum-question-delete'))
    expect((await screen.findByTestId('forum-delete-question')).getAttribute('role')).toBe('alertdialog')
    fireEvent.click(screen.getByTestId('forum-delete-question-ok'))
    expect((await screen.findByTestId('forum-question-delete-error')).textContent).toBe(FORUM_MESSAGES.questionHasAnswers)

    fireEvent.click(screen.getByTestId('forum-question-delete'))
    fireEvent.click(await screen.findByTestId('forum-delete-question-ok'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/Communicate'))
    expect(current.forum.callsOf('deleteForumPost')).toEqual([['p-mine'], ['p-mine']])
  })
})

describe('answers and replies', () => {
  it('lists answers with their replies one level deep, author and time label; edit and delete only on your own', async () => {
    await renderDetail()
    await screen.findAllByTestId('forum-comment')
    expect(screen.getByTestId('forum-answers-heading').textContent).toBe('回答（3）')
    const first = commentOf('检查注记图层')
    expect(within(first).getAllByTestId('forum-item-author')[0]!.textContent).toBe('李工')
    expect(within(first).getAllByTestId('forum-item-time')[0]!.textContent).toBe('2小时前')
    const reply = within(first).getByTestId('forum-reply')
    expect(reply.textContent).toContain('已解冻，仍然丢失。')
    expect(within(reply).getByTestId('forum-item-time').textContent).toBe('1小时前')
    // Not mine: reply only. My reply inside it: edit and delete.
    expect(within(first).queryAllByTestId('forum-comment-edit')).toHaveLength(0)
    expect(within(reply).getByTestId('forum-reply-edit')).toBeTruthy()
    const mine = commentOf('换成 2018')
    expect(mine.textContent).toContain('2天前')
    expect(mine.textContent).toContain('已编辑')
    expect(within(mine).getByTestId('forum-comment-edit')).toBeTruthy()
    expect(within(mine).getByTestId('forum-comment-delete')).toBeTruthy()
  })

  it('an empty answer is refused at the field; a posted answer appears and takes the focus', async () => {
    await renderDetail()
    await screen.findAllByTestId('forum-comment')
    const field = screen.getByLabelText('写下你的回答')
    fireEvent.click(screen.getByTestId('forum-answer-form-submit'))
    const error = screen.getByTestId('forum-answer-form-error')
    expect(error.textContent).toBe('请输入内容')
    expect(error.getAttribute('role')).toBe('alert')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toContain(error.id)
    expect(document.activeElement).toBe(field)
    expect(current.forum.callsOf('createForumComment')).toEqual([])

    fireEvent.change(field, { target: { value: '重新安装字体后解决了。' } })
    expect(screen.getByTestId('forum-answer-form-counter').textContent).toBe(`11 / ${FORUM_COMMENT_MAX_LENGTH} 字`)
    fireEvent.click(screen.getByTestId('forum-answer-form-submit'))
    await waitFor(() => expect(comments()).toHaveLength(3))
    expect(current.forum.callsOf('createForumComment')).toEqual([['p1', '重新安装字体后解决了。']])
    await waitFor(() => expect(document.activeElement?.textContent).toContain('重新安装字体后解决了。'))
    expect((field as HTMLTextAreaElement).value).toBe('')
  })

  it("shows the server's refusal of an answer at the field, and keeps the text", async () => {
    await renderDetail()
    await screen.findAllByTestId('forum-comment')
    current.forum.refuseNext('createForumComment', FORUM_MESSAGES.postingLimited, 429)
    const field = screen.getByLabelText('写下你的回答') as HTMLTextAreaElement
    fireEvent.change(field, { target: { value: '再试一次' } })
    fireEvent.click(screen.getByTestId('forum-answer-form-submit'))
    await waitFor(() => expect(screen.getByTestId('forum-answer-form-error').textContent).toBe(FORUM_MESSAGES.postingLimited))
    expect(field.value).toBe('再试一次')
  })

  it('replies to an answer, and to a reply (naming its author)', async () => {
    await renderDetail()
    await screen.findAllByTestId('forum-comment')
    fireEvent.click(within(commentOf('检查注记图层')).getByTestId('forum-comment-reply'))
    fireEvent.change(screen.getByLabelText('回复 李工'), { target: { value: '谢谢！' } })
    fireEvent.click(screen.getByTestId('forum-reply-form-submit'))
    await waitFor(() => expect(within(commentOf('检查注记图层')).getAllByTestId('forum-reply')).toHaveLength(2))
    expect(current.forum.callsOf('createForumReply')).toEqual([[{ commentid: 'c1', content: '谢谢！' }]])
    await waitFor(() => expect(document.activeElement?.textContent).toContain('谢谢！'))

    const myReply = within(commentOf('检查注记图层')).getAllByTestId('forum-reply')[0]!
    fireEvent.click(within(myReply).getByTestId('forum-reply-reply'))
    fireEvent.change(screen.getByLabelText('回复 测试用户'), { target: { value: '补充一点' } })
    fireEvent.click(screen.getByTestId('forum-reply-form-submit'))
    await waitFor(() => expect(within(commentOf('检查注记图层')).getAllByTestId('forum-reply')).toHaveLength(3))
    expect(current.forum.callsOf('createForumReply').at(-1)).toEqual([{ commentid: 'c1', content: '补充一点', touserid: ME }])
    expect(within(commentOf('检查注记图层')).getAllByTestId('forum-reply')[2]!.textContent).toContain('回复 测试用户：')
  })

  it('edits your answer and your reply in place', async () => {
    await renderDetail()
    await screen.findAllByTestId('forum-comment')
    fireEvent.click(within(commentOf('换成 2018')).getByTestId('forum-comment-edit'))
    const field = screen.getByLabelText('编辑内容') as HTMLTextAreaElement
    expect(field.value).toBe('换成 2018 格式试试。')
    fireEvent.change(field, { target: { value: '换成 2013 格式试试。' } })
    fireEvent.click(screen.getByTestId('forum-comment-edit-form-submit'))
    await waitFor(() => expect(commentOf('换成 2013')).toBeTruthy())
    expect(current.forum.callsOf('updateForumComment')).toEqual([['c2', 'p1', '换成 2013 格式试试。']])
    await waitFor(() => expect(document.activeElement?.id).toBe('forum-comment-c2'))

    fireEvent.click(screen.getByTestId('forum-reply-edit'))
    fireEvent.change(screen.getByLabelText('编辑内容'), { target: { value: '已解冻，问题解决。' } })
    fireEvent.click(screen.getByTestId('forum-reply-edit-form-submit'))
    await waitFor(() => expect(screen.getByTestId('forum-reply').textContent).toContain('已解冻，问题解决。'))
    expect(current.forum.callsOf('updateForumReply')).toEqual([['r1', { commentid: 'c1', content: '已解冻，问题解决。' }]])
  })

  it("deletes after a confirmation, focus back on the list; the server's refusal is shown at the item", async () => {
    await renderDetail()
    await screen.findAllByTestId('forum-comment')
    current.forum.refuseNext('deleteForumComment', FORUM_MESSAGES.commentHasReplies)
    fireEvent.click(within(commentOf('换成 2018')).getByTestId('forum-comment-delete'))
    expect((await screen.findByTestId('forum-delete-item-text')).textContent).toBe('确定删除这条回答吗？')
    fireEvent.click(screen.getByTestId('forum-delete-item-ok'))
    await waitFor(() =>
      expect(within(commentOf('换成 2018')).getByTestId('forum-item-error').textContent).toBe(FORUM_MESSAGES.commentHasReplies),
    )

    fireEvent.click(screen.getByTestId('forum-reply-delete'))
    expect((await screen.findByTestId('forum-delete-item-text')).textContent).toBe('确定删除这条回复吗？')
    fireEvent.click(screen.getByTestId('forum-delete-item-ok'))
    await waitFor(() => expect(screen.queryByTestId('forum-reply')).toBeNull())
    expect(current.forum.callsOf('deleteForumReply')).toEqual([['r1']])
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('forum-answers-heading')))

    fireEvent.click(within(commentOf('换成 2018')).getByTestId('forum-comment-delete'))
    fireEvent.click(await screen.findByTestId('forum-delete-item-ok'))
    await waitFor(() => expect(comments()).toHaveLength(1))
    expect(current.forum.callsOf('deleteForumComment')).toEqual([['c2'], ['c2']])
  })

  it('logged out: no answer box, a login button instead, and no reply, edit or delete', async () => {
    await renderDetail('p1', { anonymous: true })
    await screen.findAllByTestId('forum-comment')
    expect(screen.queryByTestId('forum-answer-form')).toBeNull()
    expect(screen.getByTestId('forum-answer-login').textContent).toBe('登录后回答')
    expect(screen.queryByTestId('forum-comment-reply')).toBeNull()
    expect(screen.queryByTestId('forum-reply-edit')).toBeNull()
  })
})

describe('languages and accessibility', () => {
  it.each([
    ['en', 'Answers (3)', '3 hours ago', 'Like'],
    ['zh-TW', '回答（3）', '3小時前', '按讚'],
  ] as const)('speaks %s', async (language, answers, time, like) => {
    await act(() => switchLanguage(language))
    await renderDetail()
    await screen.findAllByTestId('forum-comment')
    expect(screen.getByTestId('forum-answers-heading').textContent).toBe(answers)
    expect(screen.getByTestId('forum-question-meta').textContent).toContain(time)
    expect(toggle('like').textContent).toContain(like)
  })

  it('has no axe violations with answers, replies, an open reply box and an error shown', async () => {
    const { container } = await renderDetail()
    await screen.findAllByTestId('forum-comment')
    fireEvent.click(within(commentOf('检查注记图层')).getByTestId('forum-comment-reply'))
    fireEvent.click(screen.getByTestId('forum-answer-form-submit'))
    expect(await axeViolations(container)).toEqual([])
  })
})
