// SQL for the rate-limit counters: atomic upserts (concurrent hits on several processes each get their own count), and
// a sweep of finished windows.
import { lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { rateLimitCounters } from '../db/schema'

export interface CounterHit {
  hits: number
  windowEndsAt: Date
}

export interface CounterHits {
  key: string
  hits: number
  windowMs: number
}

/**
 * Counts each entry's hits on its key in one statement: a finished window starts again at them, otherwise the count
 * goes up. Rows are locked in key order, so two processes writing the same keys cannot deadlock.
 */
export async function hitCounters(db: DbOrTx, entries: CounterHits[], now: Date): Promise<Map<string, CounterHit>> {
  if (entries.length === 0) return new Map()
  const rows = [...entries]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ key, hits, windowMs }) => ({ key, hits, window_ends_at: new Date(now.getTime() + windowMs) }))
  const finished = sql`${rateLimitCounters.window_ends_at} <= ${now}`
  const written = await db
    .insert(rateLimitCounters)
    .values(rows)
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${finished} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
        window_ends_at: sql`case when ${finished} then excluded.window_ends_at else ${rateLimitCounters.window_ends_at} end`,
      },
    })
    .returning({ key: rateLimitCounters.key, hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.window_ends_at })
  return new Map(written.map((row) => [row.key, { hits: row.hits, windowEndsAt: new Date(row.windowEndsAt) }]))
}

export async function deleteFinishedCounters(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.window_ends_at, now))
}
