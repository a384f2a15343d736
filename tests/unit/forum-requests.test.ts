// What the forum's query options and calls send (the component tests stand in for them): the post list's body
// (module, sort, keyword, author, page size 10, enabled only), the other lists' bodies, the toggles' methods and paths,
// and the server's refusal as an ApiError with its message.
import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../domain/api-error'
import { FORUM_MESSAGES } from '../../domain/forum-rules'

const server = vi.hoisted(() => ({
  calls: [] as { method: string; path: string; init: unknown }[],
  answer: { code: 200, msg: '', data: {} as unknown } as { code: number; msg: string; data: unknown },
}))

vi.mock('../../src/api/client', () => {
  const call = (method: string) => async (path: string, init: unknown) => {
    server.calls.push({ method, path, init })
    return { data: server.answer, response: new Response(null, { status: 200 }) }
  }
  return { api: { GET: call('GET'), POST: call('POST'), PUT: call('PUT'), DELETE: call('DELETE') } }
})

const {
  forumPostsOptions,
  forumPostOptions,
  forumCommentsOptions,
  myForumCommentsOptions,
  myForumCollectionsOptions,
  myForumFollowsOptions,
} = await import('../../src/api/queries/forum-queries')
const calls = await import('../../src/api/queries/forum-calls')

const run = <T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }) =>
  new QueryClient().fetchQuery(options as never) as Promise<T>

beforeEach(() => {
  server.calls = []
  server.answer = { code: 200, msg: '', data: { list: [], pagination: { currentPage: 1, pageSize: 10, total: 0 } } }
})

describe('forum reads', () => {
  it('lists a module newest first: page size 10, enabled posts only, no keyword or author when empty', async () => {
    await run(forumPostsOptions({ module: 'summitmap', sort: 'postCreatetime', page: 2, keyword: '', userid: '' }, ''))
    expect(server.calls).toEqual([
      {
        method: 'POST',
        path: '/api/business/Forum_posts/getListByUser',
        init: { body: { currentPage: 2, pageSize: 10, fEnabledmark: 1, sidx: 'postCreatetime', postBiboid: 'summitmap' } },
      },
    ])
  })

  it("searches every module most active first, and lists one author's questions", async () => {
    await run(forumPostsOptions({ module: '', sort: 'postLastactivity', page: 1, keyword: '导出', userid: 'cust-1' }, 'cust-1'))
    expect(server.calls[0]!.init).toEqual({
      body: { currentPage: 1, pageSize: 10, fEnabledmark: 1, sidx: 'postLastactivity', keyword: '导出', userid: 'cust-1' },
    })
  })

  it('reads a question by id (identity from the token, no adminId), its comments and the caller’s lists, 10 a page', async () => {
    await run(forumPostOptions('p1', 'cust-1'))
    await run(forumCommentsOptions('p1', 3))
    await run(myForumCommentsOptions('cust-1', 1))
    await run(myForumCollectionsOptions('cust-1', 2))
    await run(myForumFollowsOptions('cust-1', 1))
    expect(server.calls.map(({ method, path, init }) => [method, path, init])).toEqual([
      ['GET', '/api/business/Forum_posts/detailPost', { params: { query: { id: 'p1' } } }],
      ['POST', '/api/business/Forum_comments/getList', { body: { postid: 'p1', currentPage: 3, pageSize: 10 } }],
      ['POST', '/api/business/Forum_comments/getListByUser', { body: { currentPage: 1, pageSize: 10 } }],
      ['POST', '/api/Business/ForumCollect/getList', { body: { currentPage: 2, pageSize: 10 } }],
      ['POST', '/api/Business/ForumUserfocus/getList', { body: { currentPage: 1, pageSize: 10 } }],
    ])
  })
})

describe('forum writes', () => {
  it.each([
    ['like', true, 'POST', '/api/Business/ForumLike/{id}'],
    ['like', false, 'DELETE', '/api/Business/ForumLike/{id}'],
    ['collect', true, 'POST', '/api/Business/ForumCollect/{id}'],
    ['collect', false, 'DELETE', '/api/Business/ForumCollect/{id}'],
    ['follow', true, 'POST', '/api/Business/ForumUserfocus/{id}'],
    ['follow', false, 'DELETE', '/api/Business/ForumUserfocus/{id}'],
  ] as const)('%s set to %s is %s %s, answering the server state', async (kind, on, method, path) => {
    server.answer = { code: 200, msg: '', data: { active: on, count: 3 } }
    expect(await calls.setForumToggle(kind, 'x1', on)).toEqual({ active: on, count: 3 })
    expect(server.calls).toEqual([{ method, path, init: { params: { path: { id: 'x1' } } } }])
  })

  it('answers, replies and their edits and deletes go to their paths with their bodies', async () => {
    server.answer = { code: 200, msg: FORUM_MESSAGES.deleted, data: { id: 'n1' } }
    await calls.createForumComment('p1', '内容')
    await calls.updateForumComment('c1', 'p1', '改')
    await calls.createForumReply({ commentid: 'c1', content: '回', touserid: 'u2' })
    await calls.updateForumReply('r1', { commentid: 'c1', content: '改回' })
    expect(await calls.deleteForumComment('c1')).toBe(FORUM_MESSAGES.deleted)
    await calls.deleteForumReply('r1')
    await calls.deleteForumPost('p1')
    expect(server.calls.map(({ method, path, init }) => [method, path, init])).toEqual([
      ['POST', '/api/business/Forum_comments', { body: { postid: 'p1', content: '内容' } }],
      ['PUT', '/api/Business/ForumComments/{id}', { params: { path: { id: 'c1' } }, body: { postid: 'p1', content: '改' } }],
      ['POST', '/api/business/Forum_reply', { body: { commentid: 'c1', content: '回', touserid: 'u2' } }],
      ['PUT', '/api/Business/ForumReply/{id}', { params: { path: { id: 'r1' } }, body: { commentid: 'c1', content: '改回' } }],
      ['DELETE', '/api/business/Forum_comments/{id}', { params: { path: { id: 'c1' } } }],
      ['DELETE', '/api/business/Forum_reply/{id}', { params: { path: { id: 'r1' } } }],
      ['DELETE', '/api/business/Forum_posts/{id}', { params: { path: { id: 'p1' } } }],
    ])
  })

  it("rejects with the server's message when it refuses", async () => {
    server.answer = { code: 400, msg: FORUM_MESSAGES.commentHasReplies, data: null }
    const refusal = calls.deleteForumComment('c1')
    await expect(refusal).rejects.toBeInstanceOf(ApiError)
    await expect(refusal).rejects.toThrow(FORUM_MESSAGES.commentHasReplies)
  })
})
