// The forum's toggles and view counting on a real PostgreSQL server (a pool of connections, so requests truly
// overlap; PGlite runs one statement at a time): the unique keys and conditional count updates still count once.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forumPosts } from '../../server/db/schema'
import { askQuestion } from './support/forum-helpers'
import { answersRacingDeletions, loginMany, oneCustomerTwentyClicks, twentyCustomersAtOnce } from './support/forum-races'
import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from '../../tools/throwaway-postgres'
import { startTestApp, type TestApp } from './support/test-app'

const unavailable = throwawayPostgresUnavailable()
if (unavailable) console.warn(`PostgreSQL forum race tests skipped: ${unavailable}`)

describe.skipIf(unavailable !== null)('forum races on PostgreSQL', () => {
  let cluster: ThrowawayPostgres
  let t: TestApp
  let aToken: string
  let bToken: string
  beforeAll(async () => {
    cluster = await startThrowawayPostgres()
    t = await startTestApp({ databaseUrl: cluster.url })
    aToken = await t.login('13500001881')
    bToken = await t.login('13500001882')
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await cluster?.stop()
  })

  it('20 concurrent clicks of one customer count once, and 20 concurrent take-backs leave zero', async () => {
    await oneCustomerTwentyClicks(t, aToken, bToken)
  }, 60_000)

  it('20 customers at once count 20', async () => {
    await twentyCustomersAtOnce(t, aToken, await loginMany(t, 13500001890, 20))
  }, 120_000)

  it('20 concurrent detail calls of one visitor count one view', async () => {
    const post = await askQuestion(t, aToken, '浏览')
    await Promise.all(
      Array.from({ length: 20 }, () => t.call('GET', `/api/business/Forum_posts/detailPost?id=${post.id}`, { token: bToken })),
    )
    const [row] = await t.db.select().from(forumPosts).where(eq(forumPosts.id, post.id))
    expect(row.postWatch).toBe(1)
  }, 60_000)

  it('an answer racing its question’s deletion, or a reply its comment’s, leaves one of them refused and no orphan', async () => {
    await answersRacingDeletions(t, await t.login('13500001883'), bToken, 8)
  }, 60_000)
})
