// Like, collect and follow (issue 18): idempotent toggles answering { active, count }, counted once under 20
// concurrent clicks; not yourself, not an unknown user or post; the caller's collections and follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORUM_MESSAGES } from '../../domain/forum-rules'
import { askQuestion, customerId } from './support/forum-helpers'
import { loginMany, oneCustomerTwentyClicks, twentyCustomersAtOnce } from './support/forum-races'
import { startTestApp, type TestApp } from './support/test-app'

describe('forum likes, collections and follows', () => {
  let t: TestApp
  let aToken: string
  let bToken: string
  beforeAll(async () => {
    t = await startTestApp()
    aToken = await t.login('13500001831')
    bToken = await t.login('13500001832')
  })
  afterAll(async () => {
    await t?.close()
  })

  it('toggles idempotently and answers the state with its count', async () => {
    const post = await askQuestion(t, aToken)
    const like = `/api/Business/ForumLike/${post.id}`
    expect((await t.call('POST', like, { token: bToken })).json).toEqual({ code: 200, msg: '操作成功', data: { active: true, count: 1 } })
    expect((await t.call('POST', like, { token: bToken })).json.data).toEqual({ active: true, count: 1 })
    expect((await t.call('DELETE', like, { token: bToken })).json.data).toEqual({ active: false, count: 0 })
    expect((await t.call('DELETE', like, { token: bToken })).json.data).toEqual({ active: false, count: 0 })
    const collect = `/api/Business/ForumCollect/${post.id}`
    expect((await t.call('GET', collect, { token: bToken })).json.data).toEqual({ active: false, count: 0 })
    await t.call('POST', collect, { token: bToken })
    expect((await t.call('GET', collect, { token: bToken })).json.data).toEqual({ active: true, count: 1 })
    expect((await t.call('GET', collect, { token: aToken })).json.data).toEqual({ active: false, count: 1 })
    for (const [method, url] of [
      ['POST', '/api/Business/ForumLike/nope'],
      ['DELETE', '/api/Business/ForumCollect/nope'],
      ['GET', '/api/Business/ForumCollect/nope'],
    ]) {
      expect((await t.call(method, url, { token: bToken })).json).toEqual({ code: 404, msg: FORUM_MESSAGES.postMissing, data: null })
    }
    expect((await t.call('POST', like)).json.code).toBe(600)
  })

  it('follows another customer, never oneself or an unknown user', async () => {
    const a = await customerId(t, aToken)
    const b = await customerId(t, bToken)
    expect((await t.call('POST', `/api/Business/ForumUserfocus/${a}`, { token: bToken })).json.data).toEqual({ active: true, count: 1 })
    expect((await t.call('POST', `/api/Business/ForumUserfocus/${b}`, { token: bToken })).json).toEqual({
      code: 400,
      msg: FORUM_MESSAGES.followSelf,
      data: null,
    })
    expect((await t.call('POST', '/api/Business/ForumUserfocus/nobody', { token: bToken })).json).toEqual({
      code: 404,
      msg: FORUM_MESSAGES.userMissing,
      data: null,
    })
    expect((await t.call('DELETE', `/api/Business/ForumUserfocus/${a}`, { token: bToken })).json.data).toEqual({ active: false, count: 0 })
  })

  it('lists the caller’s own collections (latest first) and follows (with their post counts)', async () => {
    const token = await t.login('13500001839')
    await t.call('POST', '/api/Business/ForumCollect/post-1', { token })
    t.clock.advance(1000)
    await t.call('POST', '/api/Business/ForumCollect/post-2', { token })
    await t.call('POST', '/api/Business/ForumUserfocus/cust-vip', { token })
    const collections = await t.call('POST', '/api/Business/ForumCollect/getList', { token, body: {} })
    expect(collections.json.data.list.map((p: any) => p.id)).toEqual(['post-2', 'post-1'])
    expect(collections.json.data.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 2 })
    const follows = await t.call('POST', '/api/Business/ForumUserfocus/getList', { token, body: {} })
    expect(follows.json.data.list).toEqual([{ userid: 'cust-vip', username: '李工', creatortime: expect.any(String), postCount: 7 }])
    // Another customer's lists are not reachable by naming them.
    const foreign = await t.call('POST', '/api/Business/ForumCollect/getList', { token, body: { userid: 'cust-vip' } })
    expect(foreign.status).toBe(403)
    expect((await t.call('POST', '/api/Business/ForumCollect/getList', { token: bToken, body: {} })).json.data.pagination.total).toBe(1)
  })

  it('20 concurrent clicks of one customer count once, and 20 concurrent take-backs leave zero', async () => {
    await oneCustomerTwentyClicks(t, aToken, bToken)
  }, 60_000)

  it('20 customers at once count 20', async () => {
    await twentyCustomersAtOnce(t, aToken, await loginMany(t, 13500001840, 20))
  }, 120_000)
})
