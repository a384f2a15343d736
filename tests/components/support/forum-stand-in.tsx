// The forum pages' test harness: a stand-in forum (modules, posts, comments and replies held in memory, answering
// through the mocked query-option factories and calls of src/api/queries/forum-*.ts), the app's providers with a
// memory router (anonymous, or customer cust-1 '测试用户'), and axe.
import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import axe from 'axe-core'
import { I18nextProvider } from 'react-i18next'
import { vi } from 'vitest'
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate'
import { ApiError } from '../../../domain/api-error'
import { FORUM_MESSAGES } from '../../../domain/forum-rules'
import type { ProfileKind, SessionProfile } from '../../../machines/session'
import type { ForumToggleKind, ForumToggleState } from '../../../src/api/queries/forum-calls'
import type {
  ForumComment,
  ForumCommentPage,
  ForumFollow,
  ForumModule,
  ForumPost,
  ForumPostQuery,
  ForumReply,
} from '../../../src/api/queries/forum-queries'
import { i18n } from '../../../src/i18n/i18n'
import { parseSearch, stringifySearch } from '../../../src/router/search-serialization'
import { sessionLogic } from '../../../src/session/session-actor'
import { SessionProvider } from '../../../src/session/session-context'
import { appSystem } from '../../../src/theme/app-system'

export const ME = 'cust-1'
export const NOW_ISO = () => new Date(Date.now() - 5 * 60_000).toISOString()

export interface ForumData {
  modules: ForumModule[]
  posts: ForumPost[]
  comments: ForumComment[]
  follows: ForumFollow[]
}

const page = <T,>(list: T[], currentPage: number, total = list.length) => ({ list, pagination: { currentPage, pageSize: 10, total } })

/** The stand-in forum: what the pages read and what the calls change. Each call is recorded. */
export function standInForum(data: ForumData) {
  let nextId = 1
  const calls: { name: string; args: unknown[] }[] = []
  const record = (name: string, ...args: unknown[]) => calls.push({ name, args })
  /** A refusal to answer the next call of that name with (an ApiError), once. */
  const refusals = new Map<string, ApiError>()
  const refuse = (name: string) => {
    const refusal = refusals.get(name)
    if (refusal) {
      refusals.delete(name)
      throw refusal
    }
  }
  const comment = (id: string) => data.comments.find((item) => item.id === id)!
  const reply = (id: string) => data.comments.flatMap((item) => item.replies ?? []).find((item) => item.id === id)!
  const post = (id: string) => data.posts.find((item) => item.id === id)

  const forum = {
    data,
    calls,
    callsOf: (name: string) => calls.filter((call) => call.name === name).map((call) => call.args),
    refuseNext: (name: string, message: string, code = 400) => refusals.set(name, new ApiError(code, message, code)),
    /** Holds the toggles' answers until release() (to see the pending state). */
    hold: null as null | { promise: Promise<void>; release: () => void },
    holdToggles() {
      let release = () => {}
      const promise = new Promise<void>((resolve) => (release = resolve))
      forum.hold = { promise, release }
    },
    modules: vi.fn(async () => {
      record('listForumModules')
      return data.modules
    }),
    posts: vi.fn(async (query: ForumPostQuery) => {
      record('listForumPosts', query)
      refuse('listForumPosts')
      let list = data.posts.filter((item) => !query.module || item.postBiboid === query.module)
      if (query.userid) list = list.filter((item) => item.postAdminid === query.userid)
      if (query.keyword) list = list.filter((item) => item.postTitle.includes(query.keyword))
      const start = (query.page - 1) * 10
      return page(list.slice(start, start + 10), query.page, list.length)
    }),
    post: vi.fn(async (id: string) => {
      record('getForumPost', id)
      const found = post(id)
      if (!found) throw new ApiError(404, FORUM_MESSAGES.postMissing, 404)
      return { ...found }
    }),
    comments: vi.fn(async (postId: string, currentPage: number): Promise<ForumCommentPage> => {
      record('listForumComments', postId, currentPage)
      const list = data.comments.filter((item) => item.postid === postId).map((item) => ({ ...item, replies: [...(item.replies ?? [])] }))
      return page(list.slice((currentPage - 1) * 10, currentPage * 10), currentPage, list.length)
    }),
    myComments: vi.fn(async (currentPage: number): Promise<ForumCommentPage> => {
      record('listMyForumComments', currentPage)
      const list = data.comments.filter((item) => item.userid === ME).map((item) => ({ ...item, postTitle: post(item.postid)?.postTitle }))
      return page(list, currentPage)
    }),
    myCollections: vi.fn(async (currentPage: number) => {
      record('listMyForumCollections', currentPage)
      return page(
        data.posts.filter((item) => item.collected),
        currentPage,
      )
    }),
    myFollows: vi.fn(async (currentPage: number) => {
      record('listMyForumFollows', currentPage)
      return page(data.follows, currentPage)
    }),
    calls_: {
      deleteForumPost: vi.fn(async (id: string) => {
        record('deleteForumPost', id)
        refuse('deleteForumPost')
        data.posts = data.posts.filter((item) => item.id !== id)
        return FORUM_MESSAGES.deleted
      }),
      createForumComment: vi.fn(async (postid: string, content: string) => {
        record('createForumComment', postid, content)
        refuse('createForumComment')
        const created: ForumComment = {
          id: `c-new-${nextId++}`,
          postid,
          content,
          userid: ME,
          username: '测试用户',
          creatortime: new Date().toISOString(),
          replies: [],
        }
        data.comments.push(created)
        const target = post(postid)
        if (target) target.postCommentcount = (target.postCommentcount ?? 0) + 1
        return created
      }),
      updateForumComment: vi.fn(async (id: string, postid: string, content: string) => {
        record('updateForumComment', id, postid, content)
        refuse('updateForumComment')
        Object.assign(comment(id), { content, edittime: new Date().toISOString() })
        return comment(id)
      }),
      deleteForumComment: vi.fn(async (id: string) => {
        record('deleteForumComment', id)
        refuse('deleteForumComment')
        data.comments = data.comments.filter((item) => item.id !== id)
        return FORUM_MESSAGES.deleted
      }),
      createForumReply: vi.fn(async (input: { commentid: string; content: string; touserid?: string }) => {
        record('createForumReply', input)
        refuse('createForumReply')
        const to = data.comments.flatMap((item) => item.replies ?? []).find((item) => input.touserid && item.userid === input.touserid)
        const created: ForumReply = {
          id: `r-new-${nextId++}`,
          commentid: input.commentid,
          content: input.content,
          userid: ME,
          username: '测试用户',
          touserid: input.touserid ?? null,
          tousername: to?.username ?? null,
          creatortime: new Date().toISOString(),
        }
        comment(input.commentid).replies = [...(comment(input.commentid).replies ?? []), created]
        return created
      }),
      updateForumReply: vi.fn(async (id: string, input: { commentid: string; content: string }) => {
        record('updateForumReply', id, input)
        refuse('updateForumReply')
        Object.assign(reply(id), { content: input.content, edittime: new Date().toISOString() })
        return reply(id)
      }),
      deleteForumReply: vi.fn(async (id: string) => {
        record('deleteForumReply', id)
        refuse('deleteForumReply')
        for (const item of data.comments) item.replies = (item.replies ?? []).filter((r) => r.id !== id)
        return FORUM_MESSAGES.deleted
      }),
      setForumToggle: vi.fn(async (kind: ForumToggleKind, id: string, on: boolean): Promise<ForumToggleState> => {
        record('setForumToggle', kind, id, on)
        if (forum.hold) await forum.hold.promise
        refuse(`toggle:${kind}`)
        if (kind === 'follow') {
          for (const item of data.posts.filter((p) => p.postAdminid === id)) {
            const count = (item.authorFollowerCount ?? 0) + (Boolean(item.followingAuthor) === on ? 0 : on ? 1 : -1)
            Object.assign(item, { followingAuthor: on, authorFollowerCount: count })
          }
          if (!on) data.follows = data.follows.filter((follow) => follow.userid !== id)
          return { active: on, count: post(data.posts.find((p) => p.postAdminid === id)?.id ?? '')?.authorFollowerCount }
        }
        const item = post(id)!
        const [active, count] = kind === 'like' ? (['liked', 'likeCount'] as const) : (['collected', 'collectCount'] as const)
        const next = (item[count] ?? 0) + (Boolean(item[active]) === on ? 0 : on ? 1 : -1)
        Object.assign(item, { [active]: on, [count]: next })
        return { active: on, count: next }
      }),
    },
  }
  return forum
}

export type StandInForum = ReturnType<typeof standInForum>

/** The forum the mocked modules answer from; each test sets it. */
export const current = { forum: null as unknown as StandInForum }

type QueriesModule = typeof import('../../../src/api/queries/forum-queries')
type CallsModule = typeof import('../../../src/api/queries/forum-calls')

/** vi.mock('…/forum-queries'): the real options (keys, stale times, previous data kept), answered by the stand-in. */
export function mockForumQueries(original: QueriesModule): QueriesModule {
  const forum = () => current.forum
  return {
    ...original,
    forumModulesOptions: () => ({ ...original.forumModulesOptions(), queryFn: () => forum().modules() }),
    forumPostsOptions: (query, viewer) => ({ ...original.forumPostsOptions(query, viewer), queryFn: () => forum().posts(query) }),
    forumPostOptions: (id, viewer) => ({ ...original.forumPostOptions(id, viewer), queryFn: () => forum().post(id) }),
    forumCommentsOptions: (postId, page) => ({
      ...original.forumCommentsOptions(postId, page),
      queryFn: () => forum().comments(postId, page),
    }),
    myForumCommentsOptions: (viewer, page) => ({
      ...original.myForumCommentsOptions(viewer, page),
      queryFn: () => forum().myComments(page),
    }),
    myForumCollectionsOptions: (viewer, page) => ({
      ...original.myForumCollectionsOptions(viewer, page),
      queryFn: () => forum().myCollections(page),
    }),
    myForumFollowsOptions: (viewer, page) => ({ ...original.myForumFollowsOptions(viewer, page), queryFn: () => forum().myFollows(page) }),
  }
}

/** vi.mock('…/forum-calls'): every write goes to the stand-in. */
export function mockForumCalls(): CallsModule {
  const calls = () => current.forum.calls_
  return {
    deleteForumPost: (id) => calls().deleteForumPost(id),
    createForumComment: (postid, content) => calls().createForumComment(postid, content),
    updateForumComment: (id, postid, content) => calls().updateForumComment(id, postid, content),
    deleteForumComment: (id) => calls().deleteForumComment(id),
    createForumReply: (input) => calls().createForumReply(input),
    updateForumReply: (id, input) => calls().updateForumReply(id, input),
    deleteForumReply: (id) => calls().deleteForumReply(id),
    setForumToggle: (kind, id, on) => calls().setForumToggle(kind, id, on),
  }
}

/** The app's providers and a memory router whose root renders `ui`; signed in as cust-1 unless anonymous. */
export async function renderForum(ui: () => React.JSX.Element, { anonymous = false, url = '/' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const session = createActor(
    sessionLogic({ relogin: vi.fn(), resetRouting: vi.fn() }, queryClient, {
      fetchProfile: fromPromise<SessionProfile | null, { kind: ProfileKind }>(async () => ({ id: ME, username: '测试用户' })),
      fetchCartCount: fromPromise(async () => 0),
      logout: fromPromise<void>(async () => {}),
    }),
    { input: { kind: 'customer' } },
  ).start()
  if (!anonymous) {
    session.send({ type: 'session.login', token: 'tok', kind: 'customer' })
    await waitForActor(session, (state) => state.matches('loggedIn'))
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch,
    stringifySearch,
  })
  const result = render(
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
  return { ...result, router, queryClient }
}

export async function axeViolations(container: Element): Promise<string[]> {
  // jsdom renders no layout: contrast is judged by the browser tests' axe run.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
