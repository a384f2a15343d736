// /Communicate against a stand-in forum: the modules with their post counts, a module's questions 10 a page with
// author, time label, views, answers and likes; module, sort, page and keyword kept in the URL; empty, no-result and
// error-with-retry states; 'ask a question' (logged out: login, then back to /AddForumPost); three languages; axe.
import { useNavigate, useSearch } from '@tanstack/react-router'
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ForumPost } from '../../src/api/queries/forum-queries'
import { CommunicatePage } from '../../src/features/forum/communicate-page'
import { validateForumListSearch, validateForumMineSearch } from '../../src/features/forum/forum-search'
import { loadForumTexts, switchLanguage } from '../../src/i18n/i18n'
import { takeGuardedRoute } from '../../src/router/guarded-route'
import { stringSearch } from '../../src/router/search-params'
import { storage } from '../../src/storage/storage'
import { startEachTestInZhCN } from './support/render-with-app'
import { axeViolations, current, ME, renderForum, standInForum } from './support/forum-stand-in'

vi.mock('../../src/api/queries/forum-queries', async (importOriginal) =>
  (await import('./support/forum-stand-in')).mockForumQueries(await importOriginal()),
)
vi.mock('../../src/api/queries/forum-calls', async () => (await import('./support/forum-stand-in')).mockForumCalls())

startEachTestInZhCN()
beforeAll(() => loadForumTexts())
// Two shared cores: a first render with Chakra and the router can take more than a second.
configure({ asyncUtilTimeout: 5000 })

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

const question = (n: number, overrides: Partial<ForumPost> = {}): ForumPost => ({
  id: `p${n}`,
  postTitle: `问题 ${n}：导出失败`,
  postAdmin: `用户${n}`,
  postAdminid: `u${n}`,
  postCreatetime: minutesAgo(5),
  postWatch: 30 + n,
  postCommentcount: n % 3,
  likeCount: n,
  postBiboid: 'general',
  forummoduleTitle: '综合讨论',
  ...overrides,
})

beforeEach(() => {
  current.forum = standInForum({
    modules: [
      { fid: 'forum-general', biboId: 'general', forummoduleTitle: '综合讨论', postCount: 12 },
      { fid: 'forum-map', biboId: 'summitmap', forummoduleTitle: 'SummitMap 交流', postCount: 1 },
    ],
    posts: [
      ...Array.from({ length: 12 }, (_, index) => question(index + 1)),
      question(13, {
        postTitle: '地图符号如何批量替换',
        postBiboid: 'summitmap',
        forummoduleTitle: 'SummitMap 交流',
        postEdittime: minutesAgo(1),
      }),
    ],
    comments: [],
    follows: [],
  })
})

afterEach(() => {
  cleanup()
  storage.clear()
})

/** The page with its search in the memory router's URL, as the route gives it. */
function ListInUrl(): React.JSX.Element {
  const search = useSearch({ strict: false })
  const navigate = useNavigate()
  return (
    <CommunicatePage
      url={stringSearch('module', 'sort', 'page', 'keyword')(search)}
      onUrlChange={(next) => void navigate({ to: '/Communicate', search: next })}
    />
  )
}

const rows = () => screen.getAllByTestId('forum-post-row')
const lastQuery = () => current.forum.callsOf('listForumPosts').at(-1)![0]

describe('/Communicate', () => {
  it('validates its URL: module id, sort active, page from 2, keyword trimmed and bounded', () => {
    expect(validateForumListSearch({ module: 'summitmap', sort: 'active', page: '3', keyword: '  导出 ' })).toEqual({
      module: 'summitmap',
      sort: 'active',
      page: 3,
      keyword: '导出',
    })
    expect(validateForumListSearch({ module: '<x>', sort: 'views', page: '1', keyword: '   ' })).toEqual({})
    expect(validateForumListSearch({ page: '0' })).toEqual({})
    expect(validateForumListSearch({ keyword: 'x'.repeat(150) }).keyword).toHaveLength(100)
    expect(validateForumMineSearch({ tab: 'following', page: '2' })).toEqual({ tab: 'following', page: 2 })
    expect(validateForumMineSearch({ tab: 'questions', page: 'x' })).toEqual({})
  })

  it('shows the modules with their post counts and the newest questions, 10 a page, with author, time, views, answers and likes', async () => {
    await renderForum(ListInUrl, { url: '/Communicate' })
    expect(await screen.findAllByTestId('forum-post-row')).toHaveLength(10)
    const modules = screen.getAllByTestId('forum-module').map((link) => link.textContent)
    expect(modules).toEqual(['全部版块', '综合讨论12 帖', 'SummitMap 交流1 帖'])
    expect(screen.getAllByTestId('forum-module')[0]!.getAttribute('aria-current')).toBe('page')
    expect(lastQuery()).toEqual({ module: '', sort: 'postCreatetime', page: 1, keyword: '', userid: '' })
    const first = rows()[0]!
    expect(within(first).getByRole('link', { name: '问题 1：导出失败' }).getAttribute('href')).toBe(
      '/addQuestionDetail?id=p1&showRichText=1',
    )
    expect(first.textContent).toContain('用户1')
    expect(within(first).getByTestId('forum-post-time').textContent).toBe('5分钟前')
    expect(first.textContent).toContain('浏览 31')
    expect(first.textContent).toContain('回答 1')
    expect(first.textContent).toContain('点赞 1')
    expect(screen.getByTestId('forum-pages-total').textContent).toBe('共 13 条')
    expect(screen.getByTestId('forum-sort-newest').getAttribute('aria-pressed')).toBe('true')
  })

  it('keeps module, sort, page and keyword in the URL and lists what they ask for', async () => {
    const { router } = await renderForum(ListInUrl, { url: '/Communicate' })
    await screen.findAllByTestId('forum-post-row')

    fireEvent.click(screen.getByRole('link', { name: /综合讨论/ }))
    await waitFor(() => expect(router.state.location.search).toEqual({ module: 'general' }))
    await waitFor(() => expect(lastQuery()).toMatchObject({ module: 'general', page: 1 }))

    fireEvent.click(screen.getByTestId('forum-sort-active'))
    await waitFor(() => expect(router.state.location.search).toEqual({ module: 'general', sort: 'active' }))
    await waitFor(() => expect(lastQuery()).toMatchObject({ module: 'general', sort: 'postLastactivity' }))
    expect(screen.getByTestId('forum-sort-active').getAttribute('aria-pressed')).toBe('true')

    // The list suspends while the new sort loads (hidden, then shown again).
    fireEvent.click(await screen.findByRole('button', { name: '第 2 页' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ module: 'general', sort: 'active', page: '2' }))
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(rows()[0]!.textContent).toContain('问题 11')

    fireEvent.change(screen.getByLabelText('搜索问题'), { target: { value: '  问题 1  ' } })
    fireEvent.click(screen.getByTestId('forum-search-submit'))
    // A new search starts on the first page.
    await waitFor(() => expect(router.state.location.search).toEqual({ module: 'general', sort: 'active', keyword: '问题 1' }))
    await waitFor(() =>
      expect(lastQuery()).toEqual({ module: 'general', sort: 'postLastactivity', page: 1, keyword: '问题 1', userid: '' }),
    )
    expect(await screen.findByRole('heading', { name: '“问题 1”的搜索结果' })).toBeTruthy()

    // Back: the URL and the list return to page 2 without the keyword, the box follows.
    act(() => router.history.back())
    await waitFor(() => expect(router.state.location.search).toEqual({ module: 'general', sort: 'active', page: '2' }))
    await waitFor(() => expect((screen.getByLabelText('搜索问题') as HTMLInputElement).value).toBe(''))
  })

  it('reads module, sort, page and keyword from a reloaded URL', async () => {
    await renderForum(ListInUrl, { url: '/Communicate?module=summitmap&sort=active&keyword=%E7%AC%A6%E5%8F%B7' })
    expect(await screen.findAllByTestId('forum-post-row')).toHaveLength(1)
    expect(lastQuery()).toEqual({ module: 'summitmap', sort: 'postLastactivity', page: 1, keyword: '符号', userid: '' })
    expect((screen.getByLabelText('搜索问题') as HTMLInputElement).value).toBe('符号')
    expect(rows()[0]!.textContent).toContain('已编辑')
    expect(screen.getByRole('link', { name: /SummitMap 交流/ }).getAttribute('aria-current')).toBe('page')
  })

  it('says when a search finds nothing, and when a module is empty', async () => {
    await renderForum(ListInUrl, { url: '/Communicate?keyword=nothing' })
    expect((await screen.findByTestId('forum-posts-empty')).textContent).toBe('没有找到相关问题，换个关键词试试')
    cleanup()
    current.forum.data.posts = []
    await renderForum(ListInUrl, { url: '/Communicate' })
    expect((await screen.findByTestId('forum-posts-empty')).textContent).toBe('暂无内容')
  })

  it('a page past the last in the URL says the page is empty and offers page 1, which drops page from the URL', async () => {
    const { router } = await renderForum(ListInUrl, { url: '/Communicate?module=general&page=40' })
    const empty = await screen.findByTestId('forum-posts-empty')
    expect(empty.textContent).toContain('这一页没有内容')
    expect(empty.textContent).not.toContain('暂无内容')
    fireEvent.click(within(empty).getByRole('button', { name: '回到第一页' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ module: 'general' }))
    expect((await screen.findAllByTestId('forum-post-row')).length).toBeGreaterThan(0)
  })

  it('shows a skeleton while loading, then an error with a retry that loads again', async () => {
    current.forum.refuseNext('listForumPosts', 'boom', 500)
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderForum(ListInUrl, { url: '/Communicate' })
    expect((await screen.findByTestId('forum-posts-loading')).getAttribute('role')).toBe('status')
    const error = await screen.findByTestId('forum-posts-error')
    expect(error.textContent).toContain('内容加载失败')
    fireEvent.click(screen.getByTestId('forum-posts-retry'))
    expect(await screen.findAllByTestId('forum-post-row')).toHaveLength(10)
    silence.mockRestore()
  })

  it('ask a question: signed in it opens /AddForumPost; logged out it leads to login and back there', async () => {
    const signedIn = await renderForum(ListInUrl, { url: '/Communicate' })
    await screen.findAllByTestId('forum-post-row')
    fireEvent.click(screen.getByTestId('forum-ask'))
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/AddForumPost'))
    expect(takeGuardedRoute()).toBeNull()
    cleanup()

    const anonymous = await renderForum(ListInUrl, { url: '/Communicate', anonymous: true })
    await screen.findAllByTestId('forum-post-row')
    fireEvent.click(screen.getByTestId('forum-ask'))
    await waitFor(() => expect(anonymous.router.state.location.pathname).toBe('/login'))
    expect(takeGuardedRoute()).toBe('/AddForumPost')
    expect(screen.getByTestId('forum-mine-link').getAttribute('href')).toBe('/ForumMine')
  })

  it.each([
    ['en', 'Community Q&A', '5 minutes ago', 'Views: 31', 'Ask a question'],
    ['zh-TW', '問題交流', '5分鐘前', '瀏覽 31', '我要提問'],
  ] as const)('speaks %s: texts and time labels', async (language, title, time, views, ask) => {
    await act(() => switchLanguage(language))
    await renderForum(ListInUrl, { url: '/Communicate' })
    await screen.findAllByTestId('forum-post-row')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title)
    expect(within(rows()[0]!).getByTestId('forum-post-time').textContent).toBe(time)
    expect(rows()[0]!.textContent).toContain(views)
    expect(screen.getByTestId('forum-ask').textContent).toBe(ask)
    expect(document.title).toContain(title)
  })

  // Modules are content records: the server names them in the page's language (lang), or in zh-CN, marked 中文.
  it.each(['en', 'zh-TW'] as const)('%s: a module in zh-CN carries lang and the 中文 badge, a translated one neither', async (language) => {
    current.forum = standInForum({
      modules: [
        { fid: 'forum-general', biboId: 'general', forummoduleTitle: 'General discussion', postCount: 12, lang: language },
        { fid: 'forum-map', biboId: 'summitmap', forummoduleTitle: 'SummitMap 交流', postCount: 1, lang: 'zh-CN' },
      ],
      posts: [question(1, { forummoduleTitle: 'SummitMap 交流', forummoduleLang: 'zh-CN', postBiboid: 'summitmap' })],
      comments: [],
      follows: [],
    })
    await act(() => switchLanguage(language))
    await renderForum(ListInUrl, { url: '/Communicate' })
    await screen.findAllByTestId('forum-post-row')
    const [, translated, untranslated] = screen.getAllByTestId('forum-module')
    expect(within(translated!).queryByTestId('content-fallback')).toBeNull()
    expect(within(untranslated!).getByText('SummitMap 交流', { exact: false }).getAttribute('lang')).toBe('zh-CN')
    expect(within(untranslated!).getByTestId('content-fallback').textContent).toBe('中文')
    expect(within(rows()[0]!).getByTestId('content-fallback').textContent).toBe('中文')
  })

  it('has no axe violations and its controls are reachable by keyboard', async () => {
    const { container } = await renderForum(ListInUrl, { url: '/Communicate?module=general' })
    await screen.findAllByTestId('forum-post-row')
    expect(await axeViolations(container)).toEqual([])
    for (const control of [
      screen.getByTestId('forum-ask'),
      screen.getByTestId('forum-sort-active'),
      screen.getByTestId('forum-search-submit'),
    ])
      expect(control.tagName).toBe('BUTTON')
    expect(ME).toBe('cust-1')
  })
})
