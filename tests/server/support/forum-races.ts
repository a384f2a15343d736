// Like, collect and follow under concurrency (issue 18), run on PGlite (tests/server/forum-reactions.test.ts) and on a
// real PostgreSQL server (tests/server/forum-postgres.test.ts): a unique key plus a conditional count update keep
// every count right however many clicks overlap.
import { and, count, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { forumCollects, forumFollows, forumLikes, forumPosts } from '../../../server/db/schema'
import { askQuestion, customerId } from './forum-helpers'
import type { TestApp } from './test-app'

const twenty = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: 20 }, (_, i) => make(i)))

async function postCounts(t: TestApp, postid: string) {
  const [row] = await t.db.select().from(forumPosts).where(eq(forumPosts.id, postid))
  const [likes] = await t.db
    .select({ n: count() })
    .from(forumLikes)
    .where(and(eq(forumLikes.targettype, 'post'), eq(forumLikes.targetid, postid)))
  const [collects] = await t.db.select({ n: count() }).from(forumCollects).where(eq(forumCollects.postid, postid))
  return { likes: row.postLikecount, likeRows: likes.n, collects: row.postCollectcount, collectRows: collects.n }
}

/** One customer clicks like, collect and follow 20 times at once, then takes each back 20 times at once. */
export async function oneCustomerTwentyClicks(t: TestApp, authorToken: string, token: string) {
  const post = await askQuestion(t, authorToken, '并发')
  const author = await customerId(t, authorToken)
  const toggles = [
    { url: `/api/Business/ForumLike/${post.id}` },
    { url: `/api/Business/ForumCollect/${post.id}` },
    { url: `/api/Business/ForumUserfocus/${author}` },
  ]
  for (const { url } of toggles) {
    const on = await twenty(() => t.call('POST', url, { token }))
    expect(on.map((r) => [r.status, r.json.data?.active])).toEqual(Array(20).fill([200, true]))
    expect(Math.max(...on.map((r) => r.json.data.count))).toBe(1)
  }
  expect(await postCounts(t, post.id)).toEqual({ likes: 1, likeRows: 1, collects: 1, collectRows: 1 })
  expect((await t.db.select().from(forumFollows).where(eq(forumFollows.focususerid, author))).length).toBe(1)
  const detail = await t.call('GET', `/api/business/Forum_posts/detailPost?id=${post.id}`, { token })
  expect(detail.json.data).toMatchObject({ likeCount: 1, collectCount: 1, authorFollowerCount: 1, liked: true, collected: true })

  for (const { url } of toggles) {
    const off = await twenty(() => t.call('DELETE', url, { token }))
    expect(off.map((r) => [r.status, r.json.data?.active, r.json.data?.count])).toEqual(Array(20).fill([200, false, 0]))
  }
  expect(await postCounts(t, post.id)).toEqual({ likes: 0, likeRows: 0, collects: 0, collectRows: 0 })
  expect((await t.db.select().from(forumFollows).where(eq(forumFollows.focususerid, author))).length).toBe(0)
}

/** Twenty customers like, collect and follow at once: twenty each. */
export async function twentyCustomersAtOnce(t: TestApp, authorToken: string, tokens: string[]) {
  const post = await askQuestion(t, authorToken, '大家')
  const author = await customerId(t, authorToken)
  const liked = await Promise.all(tokens.map((token) => t.call('POST', `/api/Business/ForumLike/${post.id}`, { token })))
  expect(liked.every((r) => r.json.code === 200)).toBe(true)
  await Promise.all(tokens.map((token) => t.call('POST', `/api/Business/ForumCollect/${post.id}`, { token })))
  const followed = await Promise.all(tokens.map((token) => t.call('POST', `/api/Business/ForumUserfocus/${author}`, { token })))
  expect(followed.every((r) => r.json.code === 200)).toBe(true)
  expect(await postCounts(t, post.id)).toEqual({
    likes: tokens.length,
    likeRows: tokens.length,
    collects: tokens.length,
    collectRows: tokens.length,
  })
  const detail = await t.call('GET', `/api/business/Forum_posts/detailPost?id=${post.id}`)
  expect(detail.json.data).toMatchObject({ likeCount: tokens.length, collectCount: tokens.length, authorFollowerCount: tokens.length })
}

export async function loginMany(t: TestApp, firstPhone: number, howMany: number): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 0; i < howMany; i++) tokens.push(await t.login(String(firstPhone + i)))
  return tokens
}

/**
 * An answer racing its question's deletion, and a reply racing its comment's deletion: either the deletion wins and
 * the answer (reply) is refused with 404, or the answer (reply) wins and the deletion is refused with 409; never both,
 * never a 5xx, never an answer without its question.
 */
export async function answersRacingDeletions(t: TestApp, authorToken: string, otherToken: string, rounds: number) {
  for (let i = 0; i < rounds; i++) {
    const post = await askQuestion(t, authorToken, `竞争${i}`)
    const [deleted, answered] = await Promise.all([
      t.call('DELETE', `/api/business/Forum_posts/${post.id}`, { token: authorToken }),
      t.call('POST', '/api/business/Forum_comments', { token: otherToken, body: { postid: post.id, content: '抢答' } }),
    ])
    expect([
      [200, 404],
      [409, 200],
    ]).toContainEqual([deleted.status, answered.status])
    const [row] = await t.db.select().from(forumPosts).where(eq(forumPosts.id, post.id))
    expect(row?.postCommentcount ?? null).toBe(deleted.status === 200 ? null : 1)

    if (deleted.status === 409) {
      const commentId = answered.json.data.id
      const [removed, replied] = await Promise.all([
        t.call('DELETE', `/api/business/Forum_comments/${commentId}`, { token: otherToken }),
        t.call('POST', '/api/business/Forum_reply', { token: authorToken, body: { commentid: commentId, content: '回复' } }),
      ])
      expect([
        [200, 404],
        [409, 200],
      ]).toContainEqual([removed.status, replied.status])
    }
  }
}
