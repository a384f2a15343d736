// The question composer (/AddForumPost) against a stand-in API client: creating and editing a question, the
// validation messages, images accepted and refused (by content and by size, before anything is sent), the draft
// kept across a remount and forgotten after saving, the server's refusal, the session ending, and axe.
import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { FEEDBACK_FILE_MAX_BYTES } from '../../domain/limits'
import { FORUM_MESSAGES } from '../../domain/forum-rules'
import { draftKey } from '../../src/features/forum-composer/composer-draft'
import { ForumComposer } from '../../src/features/forum-composer/forum-composer'
import { ForumComposerPage } from '../../src/features/forum-composer/forum-composer-page'
import { parseSearch, stringifySearch } from '../../src/router/search-serialization'
import { renderWithApp } from './support/render-with-app'
import { loadForumComposerTexts } from '../../src/i18n/forum-composer-texts'
import { i18n } from '../../src/i18n/i18n'
import { storage } from '../../src/storage/storage'
import { appSystem } from '../../src/theme/app-system'

type Envelope = { code: number; msg?: string; data?: unknown }
interface Sent {
  method: string
  path: string
  init: { body?: unknown; params?: unknown; bodySerializer?: () => unknown }
}

const server = vi.hoisted(() => ({
  sent: [] as Sent[],
  answer: (() => ({ code: 200 })) as (call: Sent) => Envelope,
}))

vi.mock('../../src/api/client', () => {
  const call =
    (method: string) =>
    async (path: string, init: Sent['init'] = {}) => {
      const sent = { method, path, init }
      server.sent.push(sent)
      return { data: server.answer(sent), response: new Response(null, { status: 200 }) }
    }
  return { api: { GET: call('GET'), POST: call('POST'), PUT: call('PUT') } }
})

const MODULES = [
  { fid: 'f-1', biboId: 'mod-cad', forummoduleTitle: 'CAD 与制图' },
  { fid: 'f-2', biboId: 'mod-gis', forummoduleTitle: 'GIS 数据' },
]
const POST = {
  id: 'post-7',
  postTitle: '导出 DWG 时提示内存不足',
  postContent: '<p>SummitMap 导出大图时报错</p>',
  postBiboid: 'mod-cad',
  postAdminid: 'cust-1',
  postCreatetime: '2026-11-20T08:00:00.000Z',
}
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]
const spies = { onOpenPost: vi.fn(), onLogin: vi.fn(), onLeave: vi.fn() }

beforeAll(async () => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
  await i18n.changeLanguage('zh-CN')
  await loadForumComposerTexts()
})

beforeEach(() => {
  server.sent.length = 0
  server.answer = (call) => {
    if (call.path === '/api/business/Forum_posts/detailPost') return { code: 200, data: POST }
    if (call.path === '/api/business/Forum_modules/getNoPageList') return { code: 200, data: MODULES }
    if (call.path === '/api/business/Forum_posts/image') return { code: 200, data: { url: '/api/business/Forum_posts/image/img-1' } }
    return { code: 200, msg: '', data: { ...POST, id: call.method === 'PUT' ? 'post-7' : 'post-9' } }
  }
  for (const spy of Object.values(spies)) spy.mockReset()
})

afterEach(() => {
  cleanup()
  storage.clear()
})

async function renderComposer(postId: string | null = null, customerId = 'cust-1') {
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ChakraProvider value={appSystem}>
          <ForumComposer customerId={customerId} postId={postId} modules={MODULES} {...spies} />
        </ChakraProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
  if (postId === null || customerId === 'cust-1') await screen.findByTestId('composer-content', {}, { timeout: 5000 })
  return result
}

const editor = () =>
  screen.getByTestId('composer-content') as HTMLElement & {
    editor: { commands: { setContent: (html: string, options: object) => boolean }; getHTML: () => string }
  }
const sentTo = (path: string) => server.sent.filter((call) => call.path === path)
const state = () => screen.getByTestId('forum-composer').dataset.machineState

async function fill(title: string, moduleId: string, html: string) {
  await act(async () => {
    fireEvent.change(screen.getByTestId('composer-title'), { target: { value: title } })
    fireEvent.change(screen.getByTestId('composer-module'), { target: { value: moduleId } })
    editor().editor.commands.setContent(html, { emitUpdate: true })
  })
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('composer-submit'))
  })
}

async function pick(file: File) {
  await act(async () => {
    fireEvent.change(screen.getByTestId('composer-image-input'), { target: { files: [file] } })
  })
}

function fileOf(name: string, head: number[], size = head.length): File {
  const file = new File([new Uint8Array(head)], name, { type: 'image/png' })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

describe('ForumComposer', () => {
  it('posts a new question: the trimmed title, the rich text and the module; says 发布成功 and opens it', async () => {
    await renderComposer()
    expect(screen.getByTestId('composer-title-counter').textContent).toBe('0 / 100')
    await fill('  如何导出 DWG？  ', 'mod-gis', '<p>导出<strong>大图</strong>报错</p><ul><li>一</li></ul>')
    expect(screen.getByTestId('composer-title-counter').textContent).toBe('13 / 100')
    expect(screen.getByTestId('composer-content-counter').textContent).toBe('已输入 7 字')
    await submit()
    await waitFor(() => expect(state()).toBe('saved (done)'))
    const [post] = sentTo('/api/business/Forum_posts')
    expect(post!.method).toBe('POST')
    expect(post!.init.body).toEqual({
      postTitle: '如何导出 DWG？',
      // TipTap keeps an empty paragraph after a list so the text can go on below it.
      postContent: '<p>导出<strong>大图</strong>报错</p><ul><li><p>一</p></li></ul><p></p>',
      postBiboid: 'mod-gis',
    })
    expect(screen.getByTestId('composer-saved').textContent).toBe(FORUM_MESSAGES.posted)
    expect(spies.onOpenPost).toHaveBeenCalledWith('post-9')
  })

  it("edits the author's question: loads it, saves it with PUT and says 修改成功", async () => {
    await renderComposer('post-7')
    expect(sentTo('/api/business/Forum_posts/detailPost')[0]!.init.params).toEqual({ query: { id: 'post-7' } })
    expect(screen.getByTestId<HTMLInputElement>('composer-title').value).toBe(POST.postTitle)
    expect(screen.getByTestId<HTMLSelectElement>('composer-module').value).toBe('mod-cad')
    expect(editor().editor.getHTML()).toBe(POST.postContent)
    expect(screen.getByTestId('composer-submit').textContent).toBe('保存修改')
    await act(async () => {
      fireEvent.change(screen.getByTestId('composer-title'), { target: { value: '导出 DWG 内存不足（已解决）' } })
    })
    await submit()
    await waitFor(() => expect(state()).toBe('saved (done)'))
    const [put] = sentTo('/api/Business/ForumPosts/{id}')
    expect(put!.method).toBe('PUT')
    expect(put!.init.params).toEqual({ path: { id: 'post-7' } })
    expect(put!.init.body).toEqual({ postTitle: '导出 DWG 内存不足（已解决）', postContent: POST.postContent, postBiboid: 'mod-cad' })
    expect(screen.getByTestId('composer-saved').textContent).toBe(FORUM_MESSAGES.saved)
    expect(spies.onOpenPost).toHaveBeenCalledWith('post-7')
  })

  it("refuses another customer's question, and shows the server's refusal when saving is refused", async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <ChakraProvider value={appSystem}>
            <ForumComposer customerId="cust-2" postId="post-7" modules={MODULES} {...spies} />
          </ChakraProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    )
    expect((await screen.findByTestId('composer-forbidden')).textContent).toBe('只有作者可以编辑这个问题')
    expect(screen.queryByTestId('composer-form')).toBeNull()
    cleanup()
    await renderComposer('post-7')
    server.answer = () => ({ code: 403, msg: '无权操作其他用户的数据' })
    await submit()
    expect((await screen.findByTestId('composer-refused')).textContent).toBe('无权操作其他用户的数据')
    expect(screen.getByTestId<HTMLInputElement>('composer-title').value).toBe(POST.postTitle)
    server.answer = () => ({ code: 429, msg: FORUM_MESSAGES.postingLimited })
    await submit()
    await waitFor(() => expect(screen.getByTestId('composer-refused').textContent).toBe(FORUM_MESSAGES.postingLimited))
    expect(spies.onOpenPost).not.toHaveBeenCalled()
  })

  it('shows 请输入标题, 请选择版块 and 请输入内容 linked to their fields, each going as the form becomes acceptable', async () => {
    await renderComposer()
    await submit()
    const expected = { title: FORUM_MESSAGES.titleRequired, module: FORUM_MESSAGES.moduleRequired, content: FORUM_MESSAGES.contentRequired }
    for (const [field, message] of Object.entries(expected)) {
      const error = screen.getByTestId(`composer-${field}-error`)
      expect(error.textContent).toBe(message)
      expect(error.getAttribute('role')).toBe('alert')
      const input = screen.getByTestId(`composer-${field}`)
      expect(input.getAttribute('aria-invalid')).toBe('true')
      expect(input.getAttribute('aria-describedby')).toContain(error.id)
    }
    expect(sentTo('/api/business/Forum_posts')).toHaveLength(0)
    await act(async () => {
      fireEvent.change(screen.getByTestId('composer-title'), { target: { value: '   ' } })
    })
    expect(screen.getByTestId('composer-title-error').textContent).toBe(FORUM_MESSAGES.titleRequired)
    await fill('标题', 'mod-cad', '<p></p>')
    expect(screen.queryByTestId('composer-title-error')).toBeNull()
    expect(screen.queryByTestId('composer-module-error')).toBeNull()
    expect(screen.getByTestId('composer-content-error').textContent).toBe(FORUM_MESSAGES.contentRequired)
    await act(async () => {
      editor().editor.commands.setContent('<p>内容</p>', { emitUpdate: true })
    })
    expect(screen.queryByTestId('composer-content-error')).toBeNull()
  })

  it('uploads an image picked from the toolbar and puts its url in the text; an image alone is content', async () => {
    await renderComposer()
    const button = screen.getByRole('button', { name: '插入图片' })
    expect(button.getAttribute('aria-pressed')).toBeNull()
    await pick(fileOf('chart.png', PNG, 2048))
    await waitFor(() => expect(editor().editor.getHTML()).toContain('<img src="/api/business/Forum_posts/image/img-1" alt="">'))
    const [upload] = sentTo('/api/business/Forum_posts/image')
    const form = upload!.init.bodySerializer!() as FormData
    expect((form.get('file') as File).name).toBe('chart.png')
    await fill('只有图片', 'mod-cad', editor().editor.getHTML())
    await submit()
    await waitFor(() => expect(state()).toBe('saved (done)'))
  })

  it('refuses a file that is not an image by its content, and one over 5MB, before sending anything', async () => {
    await renderComposer()
    await pick(
      fileOf(
        'notes.png',
        [...'hello world!'].map((c) => c.charCodeAt(0)),
      ),
    )
    await waitFor(() => expect(screen.getByTestId('composer-image-note').textContent).toBe('只能上传 JPG、PNG、GIF 或 WebP 图片'))
    await pick(fileOf('big.png', PNG, FEEDBACK_FILE_MAX_BYTES + 1))
    await waitFor(() => expect(screen.getByTestId('composer-image-note').textContent).toBe('图片不能超过 5MB'))
    expect(screen.getByTestId('composer-content').getAttribute('aria-describedby')).toContain('composer-image-note')
    await pick(fileOf('exact.png', PNG, FEEDBACK_FILE_MAX_BYTES))
    await waitFor(() => expect(sentTo('/api/business/Forum_posts/image')).toHaveLength(1))
  })

  it('keeps a draft as the customer types, restores it after a remount, and forgets it once saved', async () => {
    const first = await renderComposer()
    await fill('草稿标题', '', '<p>还没写完</p>')
    await waitFor(
      () => expect(storage.get(draftKey('cust-1', null))).toEqual({ title: '草稿标题', content: '<p>还没写完</p>', moduleId: '' }),
      {
        timeout: 2000,
      },
    )
    first.unmount()
    await renderComposer()
    expect(screen.getByTestId('composer-draft-restored')).toBeTruthy()
    expect(screen.getByTestId<HTMLInputElement>('composer-title').value).toBe('草稿标题')
    expect(editor().editor.getHTML()).toBe('<p>还没写完</p>')
    // Another customer in this browser does not get it.
    expect(storage.get(draftKey('cust-2', null))).toBeNull()
    await act(async () => {
      fireEvent.change(screen.getByTestId('composer-module'), { target: { value: 'mod-cad' } })
    })
    await submit()
    await waitFor(() => expect(state()).toBe('saved (done)'))
    expect(storage.get(draftKey('cust-1', null))).toBeNull()
  })

  it('keeps the draft and opens the login when the session has ended (600)', async () => {
    await renderComposer()
    await fill('会话过期前', 'mod-cad', '<p>正文</p>')
    server.answer = () => ({ code: 600, msg: '登录已失效' })
    await submit()
    await waitFor(() => expect(spies.onLogin).toHaveBeenCalledTimes(1))
    expect(storage.get(draftKey('cust-1', null))).toEqual({ title: '会话过期前', content: '<p>正文</p>', moduleId: 'mod-cad' })
    expect(screen.getByTestId('composer-login-required')).toBeTruthy()
  })

  it('has a toolbar of named buttons with pressed states, one tab stop moved with the arrow keys', async () => {
    await renderComposer()
    const toolbar = screen.getByRole('toolbar', { name: '格式' })
    const buttons = [...toolbar.querySelectorAll('button')]
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '加粗',
      '斜体',
      '删除线',
      '标题',
      '无序列表',
      '有序列表',
      '引用',
      '代码块',
      '链接',
      '插入图片',
      '撤销',
      '重做',
    ])
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1)
    const bold = screen.getByRole('button', { name: '加粗' })
    expect(bold.getAttribute('aria-pressed')).toBe('false')
    await act(async () => {
      editor().editor.commands.setContent('<p>文字</p>', { emitUpdate: true })
      fireEvent.click(bold)
    })
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'))
    // A format button hands the focus back to the text (TipTap does so a moment later); a keyboard user comes back.
    await waitFor(() => expect(document.activeElement?.getAttribute('contenteditable')).toBe('true'))
    await act(async () => {
      bold.focus()
      fireEvent.keyDown(bold, { key: 'ArrowRight' })
    })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '斜体' }))
    expect(screen.getByRole('button', { name: '斜体' }).tabIndex).toBe(0)
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'End' })
    })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '重做' }))
  })

  it('asks before leaving with changes; leaving unchanged goes at once', async () => {
    const first = await renderComposer()
    await act(async () => {
      fireEvent.click(screen.getByTestId('composer-cancel'))
    })
    expect(spies.onLeave).toHaveBeenCalledTimes(1)
    first.unmount()
    await renderComposer()
    await fill('写了一半', '', '<p></p>')
    await act(async () => {
      fireEvent.click(screen.getByTestId('composer-cancel'))
    })
    expect(screen.getByTestId('composer-leave-text').textContent).toBe('离开后，本次输入的内容将被丢弃。')
    await act(async () => {
      fireEvent.click(screen.getByTestId('composer-leave-ok'))
    })
    expect(spies.onLeave).toHaveBeenCalledTimes(2)
    expect(storage.get(draftKey('cust-1', null))).toBeNull()
  })

  it('has no axe violations, with the errors shown', async () => {
    const { container } = await renderComposer()
    await submit()
    // jsdom renders no layout: contrast is judged by the browser tests' axe run.
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
  })
})

describe('ForumComposerPage in the router', () => {
  async function renderPage(search = '') {
    const rootRoute = createRootRoute({
      component: () => (
        <>
          <Link to="/Communicate" data-testid="nav-forum">
            forum
          </Link>
          <Outlet />
        </>
      ),
    })
    const routeTree = rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/AddForumPost', component: () => <ForumComposerPage moduleId="mod-gis" /> }),
      createRoute({ getParentRoute: () => rootRoute, path: '/Communicate', component: () => <p data-testid="forum-page">forum</p> }),
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/addQuestionDetail',
        component: () => <p data-testid="detail-page">detail</p>,
      }),
    ])
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: [`/AddForumPost${search}`] }),
      parseSearch,
      stringifySearch,
    })
    await renderWithApp(<RouterProvider router={router} />, new QueryClient({ defaultOptions: { queries: { retry: false } } }))
    await screen.findByTestId('composer-content', {}, { timeout: 5000 })
    return router
  }

  it('titles the page, preselects the module, holds a navigation away while something is unsaved, and opens the saved question', async () => {
    const router = await renderPage()
    await waitFor(() => expect(document.title).toMatch(/^提问 - /))
    expect(screen.getByTestId<HTMLSelectElement>('composer-module').value).toBe('mod-gis')
    await act(async () => {
      fireEvent.change(screen.getByTestId('composer-title'), { target: { value: '还没保存' } })
    })
    await act(async () => {
      fireEvent.click(screen.getByTestId('nav-forum'))
    })
    await screen.findByTestId('composer-leave')
    expect(router.state.location.pathname).toBe('/AddForumPost')
    await act(async () => {
      fireEvent.click(screen.getByTestId('composer-leave-cancel'))
    })
    // Closed: still there while it animates out, or already gone.
    await waitFor(() => expect(screen.queryByTestId('composer-leave')?.dataset.state ?? 'gone').not.toBe('open'))
    expect(screen.getByTestId<HTMLInputElement>('composer-title').value).toBe('还没保存')
    await act(async () => {
      editor().editor.commands.setContent('<p>正文</p>', { emitUpdate: true })
    })
    await submit()
    await screen.findByTestId('detail-page')
    expect(router.state.location.search).toEqual({ id: 'post-9', showRichText: '1' })
  })
})
