// SQL for the rate-limit counters: one atomic upsert per hit (concurrent hits on several processes each get their
// own count), and a sweep of finished windows.
import { lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { rateLimitCounters } from '../db/schema'

export interface CounterHit {
  hits: number
  windowEndsAt: Date
}

/** Counts `hits` hits on `key` (default one): a finished window starts again at them, otherwise the count goes up. */
export async function hitCounter(db: DbOrTx, key: string, windowMs: number, now: Date, hits = 1): Promise<CounterHit> {
  const fresh = new Date(now.getTime() + windowMs)
  const finished = sql`${rateLimitCounters.window_ends_at} <= ${now}`
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits, window_ends_at: fresh })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${finished} then ${hits} else ${rateLimitCounters.hits} + ${hits} end`,
        window_ends_at: sql`case when ${finished} then ${fresh} else ${rateLimitCounters.window_ends_at} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.window_ends_at })
  return { hits: row.hits, windowEndsAt: new Date(row.windowEndsAt) }
}

export async function deleteFinishedCounters(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.window_ends_at, now))
}
