// Forum modules and posts (issue 18): the public reads with an optional token, paging and both orders, keyword
// search, the author's writes and their validation, the deletion rule, and views once per visitor and day.
import { parseSetCookie } from 'cookie'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORUM_MESSAGES } from '../../domain/forum-rules'
import { forumLikes, forumModules, forumPosts } from '../../server/db/schema'
import { POST_DETAIL, POST_LIST, POSTS, answer, askQuestion, customerId } from './support/forum-helpers'
import { startTestApp, type TestApp } from './support/test-app'

const A_PHONE = '13500001801'
const B_PHONE = '13500001802'
const DAY_MS = 24 * 60 * 60 * 1000

describe('forum modules and posts', () => {
  let t: TestApp
  let aToken: string
  let bToken: string
  beforeAll(async () => {
    t = await startTestApp()
    aToken = await t.login(A_PHONE)
    bToken = await t.login(B_PHONE)
  })
  afterAll(async () => {
    await t?.close()
  })

  // Each case posts as a customer of its own: the hourly posting limit counts every create.
  let phone = 13500001810
  const freshCustomer = () => t.login(String(phone++))

  const list = (body: Record<string, unknown>, token?: string) => t.call('POST', POST_LIST, { body, token })

  it('lists the enabled modules by their sort code with their post counts, and one module by id', async () => {
    const modules = await t.call('GET', '/api/business/Forum_modules/getNoPageList')
    expect(modules.json.code).toBe(200)
    expect(modules.json.data.map((m: any) => m.biboId)).toEqual(['general', 'summitmap', 'summitsolid', 'suggest'])
    const map = modules.json.data.find((m: any) => m.biboId === 'summitmap')
    expect(map).toMatchObject({ fid: 'forum-map', forummoduleTitle: 'SummitMap 交流', postCount: 11 })
    const one = await t.call('GET', '/api/business/Forum_modules/forum-map')
    expect(one.json.data).toMatchObject({ fid: 'forum-map', postCount: 11 })
    const missing = await t.call('GET', '/api/business/Forum_modules/nope')
    expect([missing.status, missing.json.msg]).toEqual([404, FORUM_MESSAGES.moduleMissing])
  })

  it('pages a module 10 at a time, newest first by default, and most active first on request', async () => {
    const first = await list({ postBiboid: 'summitmap' })
    expect(first.json.data.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 11 })
    expect(first.json.data.list).toHaveLength(10)
    const second = await list({ postBiboid: 'summitmap', currentPage: 2 })
    expect(second.json.data.list.map((p: any) => p.id)).toEqual(['post-1'])
    const newest = first.json.data.list.map((p: any) => p.id)
    expect(newest[0]).toBe('post-14')
    const times = first.json.data.list.map((p: any) => p.postCreatetime)
    expect([...times].sort().reverse()).toEqual(times)
    const active = await list({ postBiboid: 'summitmap', sidx: 'postLastactivity' })
    // post-5 is old but was answered last.
    expect(active.json.data.list[0].id).toBe('post-5')
    expect(active.json.data.list.map((p: any) => p.id)).not.toEqual(newest)
    expect(active.json.data.list[0]).toMatchObject({ forummoduleTitle: 'SummitMap 交流', postCommentcount: 1, postContent: null })
    const everyModule = await list({})
    expect(everyModule.json.data.pagination.total).toBe(14)
    const pastTheEnd = await list({ postBiboid: 'summitmap', currentPage: 100000, pageSize: 100 })
    expect([pastTheEnd.status, pastTheEnd.json.data.list]).toEqual([200, []])
    for (const bad of [{ currentPage: 0 }, { pageSize: 101 }, { sidx: 'postWatch' }, { keyword: 'x'.repeat(101) }]) {
      expect((await list(bad)).status).toBe(400)
    }
  })

  it('filters by author and by a keyword of the title or the text (LIKE characters are literal)', async () => {
    const vip = await list({ userid: 'cust-vip' })
    expect(vip.json.data.list.every((p: any) => p.postAdminid === 'cust-vip')).toBe(true)
    expect(vip.json.data.pagination.total).toBe(7)
    const byTitle = await list({ keyword: '快捷键' })
    expect(byTitle.json.data.list.map((p: any) => p.id)).toEqual(['post-11'])
    const byText = await list({ keyword: '30 GB' })
    expect(byText.json.data.list.map((p: any) => p.id)).toEqual(['post-7'])
    expect((await list({ keyword: '%' })).json.data.pagination.total).toBe(0)
    expect((await list({ keyword: '快捷键', postBiboid: 'general' })).json.data.pagination.total).toBe(0)
  })

  it('creates a question: title trimmed, content sanitised, the author from the token', async () => {
    const created = await t.call('POST', POSTS, {
      token: aToken,
      body: { postTitle: '  怎么导出？  ', postContent: '<p onclick="x()">看<script>alert(1)</script>这里</p>', postBiboid: 'general' },
    })
    expect(created.json).toMatchObject({ code: 200, msg: FORUM_MESSAGES.posted })
    const post = created.json.data
    expect(post).toMatchObject({ postTitle: '怎么导出？', postContent: '<p>看这里</p>', postAdminid: await customerId(t, aToken) })
    expect(post.postEdittime).toBeNull()
    const [row] = await t.db.select().from(forumPosts).where(eq(forumPosts.id, post.id))
    expect(row.content).toBe('<p>看这里</p>')
  })

  it('refuses a blank title or content, an unknown or closed module, too long fields and a signed-out caller', async () => {
    const token = await freshCustomer()
    const post = (body: Record<string, unknown>) => t.call('POST', POSTS, { token, body })
    const ok = { postTitle: '标题', postContent: '<p>内容</p>', postBiboid: 'general' }
    expect((await post({ ...ok, postTitle: '   ' })).json).toEqual({ code: 400, msg: FORUM_MESSAGES.titleRequired, data: null })
    for (const content of ['<p> </p>', '<script>alert(1)</script>', '<img src="https://evil.example/x.png">', '<p>&nbsp;</p>']) {
      expect((await post({ ...ok, postContent: content })).json).toEqual({ code: 400, msg: FORUM_MESSAGES.contentRequired, data: null })
    }
    expect((await post({ ...ok, postBiboid: 'nope' })).json.msg).toBe(FORUM_MESSAGES.moduleMissing)
    await t.db.insert(forumModules).values({ id: 'forum-closed', biboId: 'closed', forummoduleTitle: '已关闭', fEnabledmark: 0 })
    expect((await post({ ...ok, postBiboid: 'closed' })).json).toEqual({ code: 400, msg: FORUM_MESSAGES.moduleMissing, data: null })
    expect((await t.call('GET', '/api/business/Forum_modules/forum-closed')).status).toBe(404)
    expect((await post({ ...ok, postTitle: '题'.repeat(101) })).status).toBe(400)
    expect((await post({ ...ok, postContent: 'x'.repeat(20001) })).status).toBe(400)
    expect((await post({ ...ok, extra: 1 })).status).toBe(400)
    expect((await t.call('POST', POSTS, { body: ok })).json.code).toBe(600)
    expect((await post({ ...ok, postTitle: '题'.repeat(100) })).json.code).toBe(200)
  })

  it('lets only the author edit (edit time set) or delete, and refuses to delete a question with answers', async () => {
    const post = await askQuestion(t, aToken, '原标题')
    const edit = { postTitle: '新标题', postContent: '<p>新内容</p>', postBiboid: 'suggest' }
    const foreign = await t.call('PUT', `/api/Business/ForumPosts/${post.id}`, { token: bToken, body: edit })
    expect(foreign.status).toBe(403)
    const missing = await t.call('PUT', '/api/Business/ForumPosts/nope', { token: aToken, body: edit })
    expect([missing.status, missing.json.msg]).toEqual([404, FORUM_MESSAGES.postMissing])
    t.clock.advance(60_000)
    const edited = await t.call('PUT', `/api/Business/ForumPosts/${post.id}`, { token: aToken, body: edit })
    expect(edited.json).toMatchObject({ code: 200, msg: FORUM_MESSAGES.saved, data: { postTitle: '新标题', postBiboid: 'suggest' } })
    expect(edited.json.data.postEdittime).toBe(t.clock.now().toISOString())
    expect(
      (await t.call('PUT', `/api/Business/ForumPosts/${post.id}`, { token: aToken, body: { ...edit, postContent: '<b></b>' } })).json.msg,
    ).toBe(FORUM_MESSAGES.contentRequired)

    expect((await t.call('DELETE', `${POSTS}/${post.id}`, { token: bToken })).status).toBe(403)
    await answer(t, bToken, post.id)
    const refused = await t.call('DELETE', `${POSTS}/${post.id}`, { token: aToken })
    expect([refused.status, refused.json.msg]).toEqual([409, FORUM_MESSAGES.questionHasAnswers])
    const lonely = await askQuestion(t, aToken, '没人回答')
    await t.call('POST', `/api/Business/ForumLike/${lonely.id}`, { token: bToken })
    const deleted = await t.call('DELETE', `${POSTS}/${lonely.id}`, { token: aToken })
    expect(deleted.json).toEqual({ code: 200, msg: FORUM_MESSAGES.deleted, data: null })
    expect((await t.call('GET', `${POST_DETAIL}?id=${lonely.id}`)).status).toBe(404)
    expect(await t.db.select().from(forumLikes).where(eq(forumLikes.targetid, lonely.id))).toEqual([])
  })

  it('answers the detail to anyone; a live token adds the viewer’s state, a dead one is simply anonymous', async () => {
    aToken = await freshCustomer()
    const post = await askQuestion(t, aToken, '状态')
    await t.call('POST', `/api/Business/ForumLike/${post.id}`, { token: bToken })
    await t.call('POST', `/api/Business/ForumCollect/${post.id}`, { token: bToken })
    await t.call('POST', `/api/Business/ForumUserfocus/${await customerId(t, aToken)}`, { token: bToken })
    const asB = await t.call('GET', `${POST_DETAIL}?id=${post.id}`, { token: bToken })
    expect(asB.json.data).toMatchObject({
      liked: true,
      collected: true,
      followingAuthor: true,
      likeCount: 1,
      collectCount: 1,
      authorFollowerCount: 1,
      postContent: '<p>问题内容</p>',
    })
    for (const token of [undefined, 'dead-token']) {
      const anonymous = await t.call('GET', `${POST_DETAIL}?id=${post.id}`, { token })
      expect(anonymous.status).toBe(200)
      expect(anonymous.json.data).toMatchObject({ liked: false, collected: false, followingAuthor: false, likeCount: 1 })
    }
    expect((await t.call('GET', `${POST_DETAIL}?id=nope`)).status).toBe(404)
  })

  it('counts a view once per visitor and day: a customer by id, an anonymous visitor by its cookie; 20 at once count one', async () => {
    const post = await askQuestion(t, await freshCustomer(), '浏览')
    const watch = async () => (await t.db.select().from(forumPosts).where(eq(forumPosts.id, post.id)))[0].postWatch
    const detail = (options: { token?: string; cookie?: string } = {}) =>
      t.call('GET', `${POST_DETAIL}?id=${post.id}`, { token: options.token, headers: options.cookie ? { cookie: options.cookie } : {} })

    await Promise.all(Array.from({ length: 20 }, () => detail({ token: bToken })))
    expect(await watch()).toBe(1)
    await detail({ token: bToken })
    expect(await watch()).toBe(1)

    const first = await detail()
    const setCookie = String(first.headers['set-cookie'])
    expect({ ...parseSetCookie(setCookie) }).toEqual({
      name: 'summit_forum_visitor',
      value: expect.stringMatching(/^[0-9a-f-]{36}$/),
      path: '/api/business/Forum_posts',
      maxAge: 365 * 24 * 60 * 60,
      httpOnly: true,
      sameSite: 'lax',
    })
    expect(await watch()).toBe(2)
    const cookie = setCookie.split(';')[0]
    await Promise.all(Array.from({ length: 20 }, () => detail({ cookie })))
    expect(await watch()).toBe(2)
    expect((await detail({ cookie })).headers['set-cookie']).toBeUndefined()
    // A forged cookie value is not trusted as a key: a fresh one is set.
    expect(String((await detail({ cookie: 'summit_forum_visitor=../../x' })).headers['set-cookie'])).toMatch(/^summit_forum_visitor=/)
    expect(await watch()).toBe(3)

    t.clock.advance(DAY_MS)
    await detail({ token: bToken })
    await detail({ cookie })
    expect(await watch()).toBe(5)
  })
})
