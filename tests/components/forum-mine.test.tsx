// The customer's own forum page against a stand-in forum: the four tabs (my questions: the post list filtered by the
// caller's id; my answers with their question's title as a link; collections; following with unfollow), each paged,
// the tab and page in the URL; three languages; axe.
import { useNavigate, useSearch } from '@tanstack/react-router'
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ForumPost } from '../../src/api/queries/forum-queries'
import { ForumMinePage } from '../../src/features/forum/forum-mine-page'
import { loadForumTexts, switchLanguage } from '../../src/i18n/i18n'
import { stringSearch } from '../../src/router/search-params'
import { storage } from '../../src/storage/storage'
import { axeViolations, current, ME, renderForum, standInForum } from './support/forum-stand-in'
import { startEachTestInZhCN } from './support/render-with-app'

vi.mock('../../src/api/queries/forum-queries', async (importOriginal) =>
  (await import('./support/forum-stand-in')).mockForumQueries(await importOriginal()),
)
vi.mock('../../src/api/queries/forum-calls', async () => (await import('./support/forum-stand-in')).mockForumCalls())

startEachTestInZhCN()
beforeAll(() => loadForumTexts())
configure({ asyncUtilTimeout: 5000 })

const ago = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString()
const post = (id: string, overrides: Partial<ForumPost> = {}): ForumPost => ({
  id,
  postTitle: `标题 ${id}`,
  postAdmin: '其他用户',
  postAdminid: 'u-other',
  postCreatetime: ago(2),
  postWatch: 1,
  postCommentcount: 0,
  likeCount: 0,
  ...overrides,
})

beforeEach(() => {
  current.forum = standInForum({
    modules: [],
    posts: [
      ...Array.from({ length: 11 }, (_, index) => post(`mine-${index + 1}`, { postAdminid: ME, postAdmin: '测试用户' })),
      post('saved', { postTitle: '收藏的问题', collected: true }),
    ],
    comments: [{ id: 'c1', postid: 'saved', content: '我的回答内容', userid: ME, username: '测试用户', creatortime: ago(8) }],
    follows: [
      { userid: 'u-other', username: '其他用户', creatortime: ago(14), postCount: 3 },
      { userid: 'u-third', username: '第三位', creatortime: ago(1), postCount: 0 },
    ],
  })
})

afterEach(() => {
  cleanup()
  storage.clear()
})

function MineInUrl(): React.JSX.Element {
  const search = useSearch({ strict: false })
  const navigate = useNavigate()
  return (
    <ForumMinePage url={stringSearch('tab', 'page')(search)} onUrlChange={(next) => void navigate({ to: '/ForumMine', search: next })} />
  )
}

describe('/ForumMine', () => {
  it("lists the caller's questions (the post list by their id), 10 a page, the page in the URL", async () => {
    const { router } = await renderForum(MineInUrl, { url: '/ForumMine' })
    expect(await screen.findAllByTestId('forum-post-row')).toHaveLength(10)
    expect(current.forum.callsOf('listForumPosts')[0]![0]).toEqual({ module: '', sort: 'postCreatetime', page: 1, keyword: '', userid: ME })
    expect(screen.getByTestId('forum-mine-pages-total').textContent).toBe('共 11 条')
    fireEvent.click(await screen.findByRole('button', { name: '第 2 页' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ page: '2' }))
    await waitFor(() => expect(screen.getAllByTestId('forum-post-row')).toHaveLength(1))
    expect(screen.getByTestId('forum-post-row').textContent).toContain('标题 mine-11')
  })

  it('shows my answers with their question as a link, and my collections', async () => {
    const { router } = await renderForum(MineInUrl, { url: '/ForumMine' })
    await screen.findAllByTestId('forum-post-row')
    fireEvent.click(screen.getByRole('tab', { name: '我的回答' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'answers' }))
    const answer = await screen.findByTestId('forum-mine-answer')
    expect(within(answer).getByRole('link', { name: '收藏的问题' }).getAttribute('href')).toBe('/addQuestionDetail?id=saved&showRichText=1')
    expect(answer.textContent).toContain('我的回答内容')
    expect(answer.textContent).toContain('1周前')

    fireEvent.click(screen.getByRole('tab', { name: '我的收藏' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'collections' }))
    await waitFor(() =>
      expect(screen.getAllByTestId('forum-post-row').map((row) => row.textContent)).toEqual([expect.stringContaining('收藏的问题')]),
    )
  })

  it('lists whom I follow and unfollows one', async () => {
    await renderForum(MineInUrl, { url: '/ForumMine?tab=following' })
    expect(await screen.findAllByTestId('forum-mine-follow')).toHaveLength(2)
    const first = screen.getAllByTestId('forum-mine-follow')[0]!
    expect(first.textContent).toContain('其他用户')
    expect(first.textContent).toContain('关注于 2周前')
    expect(first.textContent).toContain('帖子 3')
    fireEvent.click(within(first).getByTestId('forum-unfollow'))
    await waitFor(() => expect(screen.getAllByTestId('forum-mine-follow')).toHaveLength(1))
    expect(current.forum.callsOf('setForumToggle')).toEqual([['follow', 'u-other', false]])
    expect(screen.getByTestId('forum-mine-follow').textContent).toContain('第三位')
  })

  it("shows the server's refusal of an unfollow at the row", async () => {
    await renderForum(MineInUrl, { url: '/ForumMine?tab=following' })
    await screen.findAllByTestId('forum-mine-follow')
    current.forum.refuseNext('toggle:follow', '用户不存在', 404)
    fireEvent.click(within(screen.getAllByTestId('forum-mine-follow')[0]!).getByTestId('forum-unfollow'))
    expect((await screen.findByRole('alert')).textContent).toBe('用户不存在')
  })

  it("waits for the customer's id before asking for their questions", async () => {
    await renderForum(MineInUrl, { url: '/ForumMine', anonymous: true })
    expect((await screen.findByTestId('forum-mine-waiting')).getAttribute('role')).toBe('status')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(current.forum.callsOf('listForumPosts')).toEqual([])
  })

  it('says when a tab is empty', async () => {
    current.forum.data.follows = []
    await renderForum(MineInUrl, { url: '/ForumMine?tab=following' })
    expect((await screen.findByTestId('forum-mine-following-empty')).textContent).toBe('暂无内容')
  })

  it.each([
    ['en', 'My community', 'My answers', 'Bookmarks'],
    ['zh-TW', '我的社群', '我的回答', '我的收藏'],
  ] as const)('speaks %s', async (language, title, answers, collections) => {
    await act(() => switchLanguage(language))
    await renderForum(MineInUrl, { url: '/ForumMine' })
    await screen.findAllByTestId('forum-post-row')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title)
    expect(screen.getByRole('tab', { name: answers })).toBeTruthy()
    expect(screen.getByRole('tab', { name: collections })).toBeTruthy()
  })

  it.each(['questions', 'answers', 'collections', 'following'])('has no axe violations on the %s tab', async (tab) => {
    const { container } = await renderForum(MineInUrl, { url: tab === 'questions' ? '/ForumMine' : `/ForumMine?tab=${tab}` })
    await screen.findAllByTestId(tab === 'answers' ? 'forum-mine-answer' : tab === 'following' ? 'forum-mine-follow' : 'forum-post-row')
    expect(await axeViolations(container)).toEqual([])
  })
})
