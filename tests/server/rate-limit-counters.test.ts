// The rate-limit counters' SQL and the store's batched writes (issue 19): every key with hits counted in memory is
// written in one statement per flush, on PGlite and on PostgreSQL, without deadlocks between processes.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db, type OpenedDatabase } from '../../server/db/client'
import { rateLimitCounters } from '../../server/db/schema'
import { databaseStore, FLUSH_EVERY_MS } from '../../server/rate-limit/database-store'
import { hitCounters } from '../../server/rate-limit/rate-limit-data'
import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from '../../tools/throwaway-postgres'

const MINUTE = 60_000
const storedHits = async (db: Db, key: string) =>
  (await db.select({ hits: rateLimitCounters.hits }).from(rateLimitCounters).where(eq(rateLimitCounters.key, key)))[0]?.hits

/** The db with its insert statements counted. */
function countingInserts(db: Db) {
  const counter = { inserts: 0 }
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'insert') counter.inserts += 1
      return Reflect.get(target, property, receiver) as unknown
    },
  })
  return { db: counted, counter }
}

const incr = (
  store: { incr: (key: string, cb: (e: Error | null, r: { current: number }) => void, w: number, m: number) => void },
  key: string,
) =>
  new Promise<number>((resolve, reject) =>
    store.incr(key, (error, { current }) => (error ? reject(error) : resolve(current)), MINUTE, 1000),
  )

describe('rate-limit counters on PGlite', () => {
  let opened: OpenedDatabase
  beforeAll(async () => {
    opened = await openDatabase()
  })
  afterAll(async () => {
    await opened?.close()
  })

  it('counts several keys in one statement, each with its own hits and window; a finished window starts again', async () => {
    const start = new Date('2026-11-30T08:00:00Z')
    const first = await hitCounters(
      opened.db,
      [
        { key: 'ip:a', hits: 3, windowMs: MINUTE },
        { key: 'customer:b', hits: 1, windowMs: 2 * MINUTE },
      ],
      start,
    )
    expect(first.get('ip:a')).toEqual({ hits: 3, windowEndsAt: new Date(start.getTime() + MINUTE) })
    expect(first.get('customer:b')).toEqual({ hits: 1, windowEndsAt: new Date(start.getTime() + 2 * MINUTE) })

    const later = new Date(start.getTime() + 90_000)
    const second = await hitCounters(
      opened.db,
      [
        { key: 'customer:b', hits: 4, windowMs: 2 * MINUTE },
        { key: 'ip:a', hits: 2, windowMs: MINUTE },
      ],
      later,
    )
    // ip:a's window ended at +60 s: it starts again at the new hits; customer:b's runs to +120 s and adds up.
    expect(second.get('ip:a')).toEqual({ hits: 2, windowEndsAt: new Date(later.getTime() + MINUTE) })
    expect(second.get('customer:b')).toEqual({ hits: 5, windowEndsAt: new Date(start.getTime() + 2 * MINUTE) })
    expect(await hitCounters(opened.db, [], later)).toEqual(new Map())
  })

  it('writes the hits of every key counted in memory in one statement per flush', async () => {
    const { db, counter } = countingInserts(opened.db)
    const Store = databaseStore(db, () => new Date())
    const store = new Store()
    const keys = ['flush:1', 'flush:2', 'flush:3']
    // The first hit of each key is written at once; the next four are counted here.
    for (const key of keys) expect(await incr(store, key)).toBe(1)
    expect(counter.inserts).toBe(3)
    for (const key of keys) for (let i = 2; i <= 5; i += 1) expect(await incr(store, key)).toBe(i)
    expect(counter.inserts).toBe(3)
    for (const key of keys) expect(await storedHits(opened.db, key)).toBe(1)

    await new Promise((resolve) => setTimeout(resolve, FLUSH_EVERY_MS * 3))
    expect(counter.inserts).toBe(4)
    for (const key of keys) expect(await storedHits(opened.db, key)).toBe(5)
    // Counting goes on from the database's count.
    expect(await incr(store, 'flush:2')).toBe(6)
  })
})

const unavailable = throwawayPostgresUnavailable()
if (unavailable) console.warn(`PostgreSQL rate-limit counter tests skipped: ${unavailable}`)

describe.skipIf(unavailable !== null)('rate-limit counters on PostgreSQL', () => {
  let cluster: ThrowawayPostgres
  let opened: OpenedDatabase
  beforeAll(async () => {
    cluster = await startThrowawayPostgres()
    opened = await openDatabase({ databaseUrl: cluster.url })
  }, 120_000)
  afterAll(async () => {
    await opened?.close()
    await cluster?.stop()
  })

  it('concurrent batches over the same keys in opposite orders neither deadlock nor lose a hit', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => `race:${String(i).padStart(2, '0')}`)
    const now = new Date()
    const batch = (order: string[]) =>
      hitCounters(
        opened.db,
        order.map((key) => ({ key, hits: 1, windowMs: MINUTE })),
        now,
      )
    const rounds = 25
    await Promise.all(Array.from({ length: rounds }, (_, i) => batch(i % 2 === 0 ? keys : [...keys].reverse())))
    for (const key of keys) expect(await storedHits(opened.db, key)).toBe(rounds)
  })
})
