// Comments (answers) and replies (issue 18): plain text, threaded one level, oldest first; only the author edits or
// deletes; a comment with replies stays; a reply names only a participant; writing either makes its post active and
// keeps postCommentcount (comments only) right; the caller's own answers list.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORUM_MESSAGES } from '../../domain/forum-rules'
import { forumComments, forumPosts } from '../../server/db/schema'
import { answersRacingDeletions } from './support/forum-races'
import { COMMENT_LIST, COMMENTS, POST_LIST, REPLIES, answer, askQuestion, customerId, reply } from './support/forum-helpers'
import { startTestApp, type TestApp } from './support/test-app'

describe('forum comments and replies', () => {
  let t: TestApp
  let aToken: string
  let bToken: string
  let cToken: string
  beforeAll(async () => {
    t = await startTestApp()
    aToken = await t.login('13500001821')
    bToken = await t.login('13500001822')
    cToken = await t.login('13500001823')
  })
  afterAll(async () => {
    await t?.close()
  })

  const postRow = async (id: string) => (await t.db.select().from(forumPosts).where(eq(forumPosts.id, id)))[0]

  it('threads replies under their comment, oldest first, and stores text as text', async () => {
    const post = await askQuestion(t, aToken)
    const first = await answer(t, bToken, post.id, '  <b>第一</b> <script>alert(1)</script>  ')
    t.clock.advance(1000)
    const second = await answer(t, cToken, post.id, '第二')
    t.clock.advance(1000)
    await reply(t, aToken, first.id, '回复一', await customerId(t, bToken))
    t.clock.advance(1000)
    await reply(t, cToken, first.id, '回复二')
    const listed = await t.call('POST', COMMENT_LIST, { body: { postid: post.id } })
    expect(listed.json.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 })
    const [c1, c2] = listed.json.data.list
    expect([c1.id, c2.id]).toEqual([first.id, second.id])
    expect(c1.content).toBe('<b>第一</b> <script>alert(1)</script>')
    expect(c1.replies.map((r: any) => r.content)).toEqual(['回复一', '回复二'])
    expect(c1.replies[0]).toMatchObject({ touserid: await customerId(t, bToken), tousername: expect.any(String), edittime: null })
    expect(c1.replies[1]).toMatchObject({ touserid: null, tousername: null })
    expect(c2.replies).toEqual([])
    const one = await t.call('GET', `/api/business/Forum_comments/GetComment?id=${first.id}`)
    expect(one.json.data.replies).toHaveLength(2)
    expect((await t.call('GET', '/api/business/Forum_comments/GetComment?id=nope')).status).toBe(404)
    expect((await t.call('POST', COMMENT_LIST, { body: { postid: 'nope' } })).status).toBe(404)
    const paged = await t.call('POST', COMMENT_LIST, { body: { postid: post.id, currentPage: 2, pageSize: 1 } })
    expect(paged.json.data.list.map((c: any) => c.id)).toEqual([second.id])
  })

  it('counts comments (not replies) on the post and moves its last activity with each comment or reply', async () => {
    const post = await askQuestion(t, aToken)
    const created = (await postRow(post.id)).postLastactivity.getTime()
    t.clock.advance(60_000)
    const comment = await answer(t, bToken, post.id)
    expect(await postRow(post.id)).toMatchObject({ postCommentcount: 1 })
    expect((await postRow(post.id)).postLastactivity.getTime()).toBe(created + 60_000)
    t.clock.advance(60_000)
    await reply(t, cToken, comment.id)
    expect(await postRow(post.id)).toMatchObject({ postCommentcount: 1 })
    expect((await postRow(post.id)).postLastactivity.getTime()).toBe(created + 120_000)
    const active = await t.call('POST', POST_LIST, { body: { postBiboid: 'general', sidx: 'postLastactivity' } })
    expect(active.json.data.list[0].id).toBe(post.id)
    const lonely = await answer(t, cToken, post.id)
    expect(await postRow(post.id)).toMatchObject({ postCommentcount: 2 })
    await t.call('DELETE', `${COMMENTS}/${lonely.id}`, { token: cToken })
    expect(await postRow(post.id)).toMatchObject({ postCommentcount: 1 })
  })

  it('lets only the author edit or delete a comment or reply, and keeps a comment that has replies', async () => {
    const post = await askQuestion(t, aToken)
    const comment = await answer(t, bToken, post.id)
    const foreignEdit = await t.call('PUT', `/api/Business/ForumComments/${comment.id}`, {
      token: cToken,
      body: { postid: post.id, content: '改' },
    })
    expect(foreignEdit.status).toBe(403)
    t.clock.advance(5000)
    const edited = await t.call('PUT', `/api/Business/ForumComments/${comment.id}`, {
      token: bToken,
      body: { postid: post.id, content: ' 改好了 ' },
    })
    expect(edited.json).toMatchObject({ code: 200, data: { content: '改好了', edittime: t.clock.now().toISOString() } })
    const blank = await t.call('PUT', `/api/Business/ForumComments/${comment.id}`, {
      token: bToken,
      body: { postid: post.id, content: '   ' },
    })
    expect(blank.json).toEqual({ code: 400, msg: FORUM_MESSAGES.contentRequired, data: null })

    const r = await reply(t, cToken, comment.id)
    expect(
      (await t.call('PUT', `/api/Business/ForumReply/${r.id}`, { token: bToken, body: { commentid: comment.id, content: 'x' } })).status,
    ).toBe(403)
    const replyEdit = await t.call('PUT', `/api/Business/ForumReply/${r.id}`, {
      token: cToken,
      body: { commentid: comment.id, content: '新回复' },
    })
    expect(replyEdit.json.data).toMatchObject({ content: '新回复', edittime: t.clock.now().toISOString() })

    const kept = await t.call('DELETE', `${COMMENTS}/${comment.id}`, { token: bToken })
    expect([kept.status, kept.json.msg]).toEqual([409, FORUM_MESSAGES.commentHasReplies])
    expect((await t.call('DELETE', `${COMMENTS}/${comment.id}`, { token: cToken })).status).toBe(403)
    expect((await t.call('DELETE', `${REPLIES}/${r.id}`, { token: bToken })).status).toBe(403)
    expect((await t.call('DELETE', `${REPLIES}/${r.id}`, { token: cToken })).json).toEqual({
      code: 200,
      msg: FORUM_MESSAGES.deleted,
      data: null,
    })
    expect((await t.call('DELETE', `${REPLIES}/${r.id}`, { token: cToken })).status).toBe(404)
    expect((await t.call('DELETE', `${COMMENTS}/${comment.id}`, { token: bToken })).json.code).toBe(200)
    expect(await t.db.select().from(forumComments).where(eq(forumComments.id, comment.id))).toEqual([])
    expect(
      (await t.call('PUT', `/api/Business/ForumComments/${comment.id}`, { token: bToken, body: { postid: post.id, content: 'x' } })).status,
    ).toBe(404)
  })

  it('validates comments and replies: blank, too long, unknown post or comment, a reply target outside the thread', async () => {
    const post = await askQuestion(t, aToken)
    const comment = await answer(t, bToken, post.id)
    const send = (url: string, body: unknown) => t.call('POST', url, { token: cToken, body })
    expect((await send(COMMENTS, { postid: post.id, content: ' \n ' })).json.msg).toBe(FORUM_MESSAGES.contentRequired)
    expect((await send(COMMENTS, { postid: post.id, content: '长'.repeat(5001) })).status).toBe(400)
    expect((await send(COMMENTS, { postid: 'nope', content: '好' })).json).toEqual({
      code: 404,
      msg: FORUM_MESSAGES.postMissing,
      data: null,
    })
    expect((await send(REPLIES, { commentid: 'nope', content: '好' })).json.msg).toBe(FORUM_MESSAGES.commentMissing)
    const outsider = await customerId(t, await t.login('13500001829'))
    expect((await send(REPLIES, { commentid: comment.id, content: '好', touserid: outsider })).json).toEqual({
      code: 400,
      msg: FORUM_MESSAGES.replyTargetInvalid,
      data: null,
    })
    // The post's author takes part in every thread of the post.
    expect((await send(REPLIES, { commentid: comment.id, content: '好', touserid: await customerId(t, aToken) })).json.code).toBe(200)
    expect((await t.call('POST', COMMENTS, { body: { postid: post.id, content: '好' } })).json.code).toBe(600)
  })

  it('an answer racing its question’s deletion, or a reply its comment’s, leaves one of them refused', async () => {
    await answersRacingDeletions(t, await t.login('13500001827'), cToken, 4)
  }, 60_000)

  it('lists the caller’s own answers, newest first, with their post’s title', async () => {
    const token = await t.login('13500001828')
    const post = await askQuestion(t, aToken, '标题甲')
    await answer(t, token, post.id, '旧')
    t.clock.advance(1000)
    await answer(t, token, 'post-1', '新')
    const mine = await t.call('POST', '/api/business/Forum_comments/getListByUser', { token, body: {} })
    expect(mine.json.data.list.map((c: any) => [c.content, c.postTitle])).toEqual([
      ['新', '点云分类后房屋边线总是有锯齿，怎么处理？'],
      ['旧', '标题甲'],
    ])
    expect(mine.json.data.pagination.total).toBe(2)
  })
})
