// The header's search box, the grouped results page, the empty-search page and the news pages, inside a memory router
// with the app's search serialization against a stand-in API client.
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NewsPage } from '../../src/features/news/news-page'
import { newsParagraphs } from '../../src/features/news/news-paragraphs'
import { hitLink } from '../../src/features/search/search-hit-link'
import { SearchNonePage } from '../../src/features/search/search-none-page'
import { SearchResultsPage } from '../../src/features/search/search-results-page'
import { searchRouteParams } from '../../src/features/search/search-route-params'
import { parseSearch, stringifySearch } from '../../src/router/search-serialization'
import { HeaderSearch } from '../../src/shell/header-search'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

type Envelope = { code: number; msg?: string; data?: unknown }
const server = vi.hoisted(() => ({
  post: vi.fn<(path: string, body: unknown) => Envelope | Promise<Envelope>>(),
  get: vi.fn<(path: string, params: unknown) => Envelope>(),
}))

vi.mock('../../src/api/client', () => {
  const answer = async (data: Envelope | Promise<Envelope>) => ({ data: await data, response: new Response(null, { status: 200 }) })
  return {
    api: {
      GET: (path: string, init: { params?: unknown }) => answer(server.get(path, init?.params)),
      POST: (path: string, init: { body?: unknown }) => answer(server.post(path, init?.body)),
    },
  }
})

beforeEach(() => {
  server.post.mockReset()
  server.get.mockReset()
})
afterEach(() => cleanup())

const HITS = {
  list: [
    {
      kind: 'product',
      id: 'prod-lab',
      title: 'SummitLab 标准版',
      excerpt: '院校实训',
      producttype: 'SummitLab',
      saletype: 'online',
      moduleid: null,
    },
    {
      kind: 'knowledge',
      id: 'essay-k',
      title: '启动时提示“许可证无效”',
      excerpt: '检查机器码',
      producttype: null,
      saletype: null,
      moduleid: 'mod-k',
    },
    {
      kind: 'support',
      id: 'essay-s',
      title: '生成许可证的步骤',
      excerpt: '输入机器码',
      producttype: null,
      saletype: null,
      moduleid: 'mod-s',
    },
  ],
  pagination: { currentPage: 1, pageSize: 10, total: 3 },
  counts: { product: 1, knowledge: 1, support: 1 },
}
const EMPTY = { list: [], pagination: { currentPage: 1, pageSize: 10, total: 0 }, counts: { product: 0, knowledge: 0, support: 0 } }

/** The search routes of the app, composed the same way, in a memory router starting at `at`. */
async function renderRoutes(at: string) {
  const root = createRootRoute({
    component: () => (
      <>
        <HeaderSearch />
        <Outlet />
      </>
    ),
  })
  const search = createRoute({
    getParentRoute: () => root,
    path: '/Search',
    validateSearch: searchRouteParams,
    component: function Search() {
      const { q, page } = search.useSearch()
      return (
        <SearchResultsPage
          q={q ?? ''}
          page={page ?? 1}
          onPageChange={(next) => void router.navigate({ to: '/Search', search: { q, page: next } })}
        />
      )
    },
  })
  const none = createRoute({
    getParentRoute: () => root,
    path: '/SearchNone',
    validateSearch: searchRouteParams,
    component: function None() {
      return <SearchNonePage q={none.useSearch().q ?? ''} />
    },
  })
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>home</p> })
  const router = createRouter({
    routeTree: root.addChildren([home, search, none]),
    history: createMemoryHistory({ initialEntries: [at] }),
    parseSearch,
    stringifySearch,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await renderWithApp(<RouterProvider router={router} />, queryClient)
  return router
}

describe('header search box', () => {
  it('opens /Search with the trimmed term; a blank term stays put', async () => {
    server.post.mockReturnValue({ code: 200, data: HITS })
    const router = await renderRoutes('/')
    const input = await screen.findByRole('searchbox', { name: '站内搜索' })
    expect(input).toHaveProperty('maxLength', 100)
    fireEvent.change(input, { target: { value: '   ' } })
    fireEvent.submit(screen.getByTestId('header-search'))
    expect(router.state.location.pathname).toBe('/')
    fireEvent.change(input, { target: { value: '  许可证 ' } })
    fireEvent.click(screen.getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(router.state.location.href).toBe('/Search?q=%E8%AE%B8%E5%8F%AF%E8%AF%81'))
    await screen.findByTestId('search-group-product')
    expect(server.post).toHaveBeenCalledWith('/api/business/C_search/getList', { q: '许可证', currentPage: 1, pageSize: 10 })
  })
})

describe('search results', () => {
  it('groups hits by kind with each total, each hit a link to its page', async () => {
    server.post.mockReturnValue({ code: 200, data: HITS })
    await renderRoutes('/Search?q=许可证')
    expect(await screen.findByRole('heading', { level: 1, name: '“许可证”的搜索结果' })).toBeTruthy()
    expect((await screen.findByTestId('search-summary')).textContent).toBe('共找到 3 条结果')
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(groups).toEqual(['产品（1）', '知识库（1）', '账户支持（1）'])
    const product = within(screen.getByTestId('search-group-product')).getByRole('link', { name: 'SummitLab 标准版' })
    expect(product.getAttribute('href')).toBe('/Buy?value=SummitLab&id=prod-lab')
    const knowledge = within(screen.getByTestId('search-group-knowledge')).getByRole('link')
    expect(knowledge.getAttribute('href')).toBe('/AccountSupportContent?value=essay-k')
    const support = within(screen.getByTestId('search-group-support')).getByRole('link')
    expect(support.getAttribute('href')).toBe('/AccountSupportContent?value=essay-s&kind=account')
    expect(document.title).toMatch(/^搜索结果: 许可证 - /)
  })

  it('no hit at all lands on /SearchNone with the term; its retry searches again with the changed term', async () => {
    server.post.mockImplementation((_path, body) => ({ code: 200, data: (body as { q: string }).q === '火星' ? EMPTY : HITS }))
    const router = await renderRoutes('/Search?q=火星')
    await screen.findByTestId('page-search-none')
    expect(router.state.location.href).toBe('/SearchNone?q=%E7%81%AB%E6%98%9F')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('没有搜到结果')
    expect(screen.getByTestId('search-none-hint').textContent).toBe('未找到与“火星”相关的内容')
    const retryBox = screen.getByTestId('search-none-input')
    expect((retryBox as HTMLInputElement).value).toBe('火星')
    fireEvent.change(retryBox, { target: { value: '许可证' } })
    fireEvent.click(screen.getByTestId('retry-button'))
    await screen.findByTestId('search-group-support')
    expect(router.state.location.pathname).toBe('/Search')
  })

  it('shows the failure with a retry that asks again', async () => {
    server.post.mockReturnValueOnce({ code: 500, msg: 'boom' }).mockReturnValue({ code: 200, data: HITS })
    await renderRoutes('/Search?q=许可证')
    const failed = await screen.findByTestId('search-error')
    expect(failed.textContent).toContain('搜索失败，请稍后重试')
    fireEvent.click(screen.getByTestId('search-retry'))
    await screen.findByTestId('search-group-product')
    expect(server.post).toHaveBeenCalledTimes(2)
  })

  it('asks for a term when q is missing, without calling the server', async () => {
    await renderRoutes('/Search')
    expect((await screen.findByTestId('search-enter-term')).textContent).toBe('请输入要搜索的内容')
    expect(server.post).not.toHaveBeenCalled()
  })
})

describe('search helpers', () => {
  it('keeps q trimmed and at most 100 characters, a page from 2 up', () => {
    expect(searchRouteParams({ q: '  a  ', page: '3' })).toEqual({ q: 'a', page: 3 })
    expect(searchRouteParams({ q: 'x'.repeat(150) }).q).toHaveLength(100)
    expect(searchRouteParams({ q: ' ', page: '0' })).toEqual({})
    expect(searchRouteParams({ page: '1.5' })).toEqual({})
  })

  it('links products by how they are sold', () => {
    const product = { kind: 'product' as const, id: 'p1', title: 'x', excerpt: '', moduleid: null, lang: 'zh-CN' as const }
    expect(hitLink({ ...product, producttype: 'SummitView', saletype: 'online' })).toEqual({ to: '/FreeSoft' })
    expect(hitLink({ ...product, producttype: 'SummitSolid', saletype: 'offline' })).toEqual({
      to: '/AllProducts',
      search: { name: 'SummitSolid' },
    })
    expect(hitLink({ ...product, producttype: 'SummitMap', saletype: 'online' })).toEqual({
      to: '/Buy',
      search: { value: 'SummitMap', id: 'p1' },
    })
  })
})

describe('news', () => {
  async function renderNews(id?: string) {
    const root = createRootRoute({ component: () => <NewsPage id={id} page={1} onPageChange={() => undefined} /> })
    const router = createRouter({
      routeTree: root,
      history: createMemoryHistory({ initialEntries: ['/FlashNote'] }),
      parseSearch,
      stringifySearch,
    })
    await renderWithApp(<RouterProvider router={router} />, new QueryClient({ defaultOptions: { queries: { retry: false } } }))
  }

  it('lists the entries with links to each on /FlashNote', async () => {
    server.post.mockReturnValue({
      code: 200,
      data: {
        list: [
          {
            id: 'n1',
            title: 'SummitMap V3.2.0 正式发布',
            description: '新增道路边线',
            content: '<p>x</p>',
            creatortime: '2026-01-02T03:00:00.000Z',
          },
        ],
        pagination: { currentPage: 1, pageSize: 20, total: 1 },
      },
    })
    await renderNews()
    const link = await screen.findByRole('link', { name: 'SummitMap V3.2.0 正式发布' })
    expect(link.getAttribute('href')).toBe('/FlashNote?id=n1')
    expect(screen.getByText('新增道路边线')).toBeTruthy()
    expect(document.title).toMatch(/^最新资讯 - /)
  })

  it('says so when there is no news', async () => {
    server.post.mockReturnValue({ code: 200, data: { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } } })
    await renderNews()
    expect((await screen.findByTestId('news-empty')).textContent).toBe('暂无资讯')
  })

  it('shows one entry as text paragraphs, never as markup', async () => {
    server.get.mockReturnValue({
      code: 200,
      data: {
        id: 'n1',
        title: '公告',
        content: '<p>第一段</p><p>第二段<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
        creatortime: '2026-01-02T03:00:00.000Z',
      },
    })
    await renderNews('n1')
    const content = await screen.findByTestId('news-content')
    expect(Array.from(content.children).map((p) => p.textContent)).toEqual(['第一段', '第二段'])
    expect(content.querySelector('img, script')).toBeNull()
    expect(server.get).toHaveBeenCalledWith('/api/business/C_companyMes/detail/{id}', { path: { id: 'n1' } })
  })

  it('an unknown entry says it does not exist, with the way back', async () => {
    server.get.mockReturnValue({ code: 404, msg: '资讯不存在' })
    await renderNews('gone')
    const missing = await screen.findByTestId('news-not-found')
    expect(within(missing).getByRole('heading').textContent).toBe('资讯不存在或已下线')
    expect(within(missing).getByRole('link', { name: '返回资讯列表' }).getAttribute('href')).toBe('/FlashNote')
  })

  it('newsParagraphs keeps block texts and drops markup', () => {
    expect(newsParagraphs('<p>a  b</p><ul><li>c</li></ul>')).toEqual(['a b', 'c'])
    expect(newsParagraphs('plain text')).toEqual(['plain text'])
    expect(newsParagraphs('<p>x<script>alert(1)</script></p><style>p{}</style>')).toEqual(['x'])
    expect(newsParagraphs(null)).toEqual([])
  })
})
