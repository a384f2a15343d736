// The support pages' pieces against a stand-in API: articles sanitised on render (XSS payloads in jsdom), the VIP
// sections asked for only by a VIP customer, the teaching video's failure message only on a real error, the
// knowledge list's page size and category in the URL, and the service hub's contact section in three languages.
import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate'
import type { ProfileKind, SessionProfile } from '../../machines/session'
import { ArticleListPage } from '../../src/features/support/article-list-page'
import { ArticlePage } from '../../src/features/support/article-page'
import type { ArticleListSearch } from '../../src/features/support/article-list-search'
import { validateArticleListSearch } from '../../src/features/support/article-list-search'
import { RichText, sanitizeArticleHtml } from '../../src/components/rich-text'
import { ServiceHubPage } from '../../src/features/support/service-hub-page'
import { SoftwareSectionBody } from '../../src/features/support/software-sections'
import { TeachingVideo } from '../../src/features/support/teaching-video'
import { i18n, switchLanguage } from '../../src/i18n/i18n'
import { parseSearch, stringifySearch } from '../../src/router/search-serialization'
import { sessionLogic } from '../../src/session/session-actor'
import { SessionProvider } from '../../src/session/session-context'
import { storage } from '../../src/storage/storage'
import { appSystem } from '../../src/theme/app-system'
import { startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

const server = vi.hoisted(() => ({
  post: vi.fn<(path: string, body: Record<string, unknown>) => unknown>(),
  get: vi.fn<(path: string) => unknown>(),
}))

vi.mock('../../src/api/client', () => {
  const answer = (data: unknown) => Promise.resolve({ data, response: new Response(null, { status: 200 }) })
  return {
    api: {
      GET: async (path: string) => answer(await server.get(path)),
      POST: async (path: string, init: { body: Record<string, unknown> }) => answer(await server.post(path, init.body)),
    },
  }
})

const page = (list: unknown[], total = list.length) => ({ code: 200, data: { list, pagination: { currentPage: 1, pageSize: 20, total } } })

beforeEach(() => {
  server.post.mockReset()
  server.get.mockReset()
  server.post.mockImplementation((path) => {
    if (path.endsWith('C_softwareupdate/getList'))
      return page([{ id: 'u1', newestname: 'SummitMap', newestversionnumber: 'V3.2.0', newestexplain: '新增道路边线自动提取' }])
    if (path.endsWith('C_knowledgeModule/getList'))
      return page([
        { id: 'm1', name: '常见错误排查' },
        { id: 'm2', name: 'SummitLab 教学应用' },
      ])
    if (path.endsWith('C_knowledgeEssay/getList'))
      return page([{ id: 'a1', title: '安装时缺少运行库', description: '安装环境包后重试。' }], 60)
    return page([])
  })
  server.get.mockImplementation(() =>
    page([
      { type: 'workGroup', content: '周一至周五 9:00-18:00' },
      { type: 'phone', content: '400-820-6688' },
      { type: 'address', content: '北京市海淀区中关村软件园' },
      { type: 'email', content: 'sales@summit-geo.cn' },
    ]),
  )
})

afterEach(() => {
  cleanup()
  storage.clear()
})

/** The app's providers, a memory router and a session: anonymous, or a customer with the given profile. */
async function renderPage(ui: () => React.JSX.Element, profile?: SessionProfile, url = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const session = createActor(
    sessionLogic({ relogin: vi.fn(), resetRouting: vi.fn() }, queryClient, {
      fetchProfile: fromPromise<SessionProfile | null, { kind: ProfileKind }>(async () => profile ?? null),
      fetchCartCount: fromPromise(async () => 0),
      logout: fromPromise<void>(async () => {}),
    }),
    { input: { kind: 'customer' } },
  ).start()
  if (profile) {
    session.send({ type: 'session.login', token: 'tok', kind: 'customer' })
    await waitForActor(session, (state) => state.matches('loggedIn'))
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch,
    stringifySearch,
  })
  render(
    <ChakraProvider value={appSystem}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider actor={session}>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  )
  return { router }
}

const vipCalls = () => server.post.mock.calls.filter(([path]) => /C_softwareupdate|C_softwaredocument/.test(path))

describe('an article that does not exist', () => {
  it('says so with its title, without a retry that cannot help (the server answers 404 文章不存在)', async () => {
    server.get.mockImplementation((path) => (path.includes('C_supportEssay') ? { code: 404, msg: '文章不存在', data: null } : page([])))
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderPage(() => <ArticlePage id="gone" kind="account" />)
    expect((await screen.findByTestId('article-not-found')).textContent).toBe('文章不存在')
    expect(screen.queryByTestId('article-retry')).toBeNull()
    await waitFor(() => expect(document.title).toMatch(/^文章不存在/))
    silence.mockRestore()
  })
})

describe('article HTML is sanitised on render', () => {
  it.each([
    ['<p>ok</p><script>window.__xss = 1</script>', 'script'],
    ['<img src="x" onerror="window.__xss = 1">', '[onerror]'],
    ['<a href="javascript:window.__xss=1">链接</a>', 'a[href^="javascript"]'],
    ['<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['<svg onload="window.__xss=1"><circle /></svg>', 'svg'],
    ['<p style="position:fixed" onclick="x()">样式</p>', '[style], [onclick]'],
    ['<form action="https://evil.example"><input name="p"></form>', 'form, input'],
  ])('%s keeps no %s', async (html, selector) => {
    render(
      <ChakraProvider value={appSystem}>
        <RichText html={html} testId="rich" />
      </ChakraProvider>,
    )
    const box = screen.getByTestId('rich')
    expect(box.querySelector(selector)).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((window as { __xss?: number }).__xss).toBeUndefined()
  })

  it('keeps formatting and opens links in a new tab without the opener', () => {
    const html = sanitizeArticleHtml('<h3>标题</h3><p><strong>粗</strong> <a href="https://example.com/a">链接</a></p><ul><li>一</li></ul>')
    expect(html).toBe(
      '<h3>标题</h3><p><strong>粗</strong> <a href="https://example.com/a" target="_blank" rel="noopener noreferrer">链接</a></p><ul><li>一</li></ul>',
    )
  })
})

describe('VIP sections', () => {
  it('an anonymous visitor sees a login link and nothing is requested', async () => {
    await renderPage(() => <SoftwareSectionBody section="update" />)
    expect((await screen.findByTestId('update-notes-locked')).textContent).toContain('请先登录')
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login')
    expect(vipCalls()).toEqual([])
  })

  it('an ordinary customer is told the section is for VIP customers and nothing is requested', async () => {
    await renderPage(() => <SoftwareSectionBody section="document" />, { id: 'c1', userLeval: 0, vippermission: 0 })
    expect((await screen.findByTestId('documents-locked')).textContent).toContain('仅对 VIP 用户开放')
    expect(vipCalls()).toEqual([])
  })

  it.each([
    ['userLeval 2', { id: 'c2', userLeval: 2, vippermission: 0 }],
    ['vippermission 1', { id: 'c3', userLeval: 0, vippermission: 1 }],
  ])('a customer with %s sees the update notes, five a page', async (_label, profile) => {
    await renderPage(() => <SoftwareSectionBody section="update" />, profile)
    expect((await screen.findByTestId('update-note')).textContent).toContain('V3.2.0')
    expect(vipCalls()[0][1]).toMatchObject({ currentPage: 1, pageSize: 5 })
  })
})

describe('teaching video', () => {
  it('loads nothing before play and shows the message only when the video fails', () => {
    render(
      <ChakraProvider value={appSystem}>
        <I18nextProvider i18n={i18n}>
          <TeachingVideo src="/pc/seed/videos/missing.mp4" poster="/pc/seed/videos/teaching-1.svg" title="入门" />
        </I18nextProvider>
      </ChakraProvider>,
    )
    const video = screen.getByLabelText('入门')
    expect(video.getAttribute('preload')).toBe('none')
    expect(video.getAttribute('poster')).toBe('/pc/seed/videos/teaching-1.svg')
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.error(video)
    expect(screen.getByRole('alert').textContent).toContain('此视频暂无法播放，请稍后再试')
  })
})

describe('knowledge-base list', () => {
  it('validates its URL: kind, module, page and a page size of 20, 50 or 100', () => {
    expect(validateArticleListSearch({ size: '50', page: '2', module: 'm1' })).toEqual({ size: 50, page: 2, module: 'm1' })
    expect(validateArticleListSearch({ size: '30', page: '0', module: '<x>', kind: 'other' })).toEqual({})
    expect(validateArticleListSearch({ size: '20', page: '1', kind: 'account' })).toEqual({ kind: 'account' })
  })

  it('asks for 20 a page, changes the page size and the category through the URL', async () => {
    const changes: ArticleListSearch[] = []
    await renderPage(() => <ArticleListPage search={{}} onSearchChange={(next) => changes.push(next)} />)
    expect((await screen.findByTestId('article-row')).textContent).toContain('安装时缺少运行库')
    const listCall = server.post.mock.calls.find(([path]) => path.endsWith('C_knowledgeEssay/getList'))!
    expect(listCall[1]).toEqual({ currentPage: 1, pageSize: 20 })
    fireEvent.change(screen.getByLabelText('每页条数'), { target: { value: '50' } })
    expect(changes.at(-1)).toEqual({ size: 50, page: undefined })
    fireEvent.click(screen.getByRole('tab', { name: '常见错误排查' }))
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ module: 'm1' }))
    expect(screen.getByRole('link', { name: '安装时缺少运行库' }).getAttribute('href')).toBe('/AccountSupportContent?value=a1')
  })
})

describe('service hub', () => {
  it.each([
    ['zh-CN', '联系电话', '在线留言'],
    ['en', 'Phone', 'Leave a message'],
    ['zh-TW', '聯絡電話', '線上留言'],
  ])('shows the phone from listContactInfo in %s', async (lang, label, action) => {
    await act(() => switchLanguage(lang as 'zh-CN'))
    await renderPage(() => <ServiceHubPage type="phone" />)
    const phone = await screen.findByTestId('contact-phone')
    expect(phone.textContent).toContain(label)
    expect(within(phone).getByRole('link', { name: '400-820-6688' }).getAttribute('href')).toBe('tel:4008206688')
    expect(screen.getByRole('link', { name: action }).getAttribute('href')).toBe('/ContactUs')
    expect(screen.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page')
    expect(document.title).toContain(label)
  })
})
