// A store for @fastify/rate-limit whose counters live in the database (rate-limit-data.ts), so several server
// processes on one database share them. The plugin calls incr(key, callback, timeWindow, max) per request.
// Counting every hit in the database costs a write per request (issue 19), so a key far from its limit is counted
// here and its hits written in batches: the first hit of a window, and every hit once this process's view of the
// count passes half the limit, go to the database at once (with the batch), so near the limit counting is exact;
// below it, other processes may see this process's hits up to FLUSH_EVERY_MS late. A flush writes every key in one
// statement (rate-limit-data.ts, hitCounters).
import type { Db } from '../db/client'
import { RATE_LIMIT_WINDOW_MS } from '../../domain/limits'
import { hitCounters, type CounterHit } from './rate-limit-data'

type IncrCallback = (error: Error | null, result: { current: number; ttl: number }) => void

export const FLUSH_EVERY_MS = 100

interface LocalCount {
  /** The database's count at the last write, plus the hits counted here since. */
  known: number
  unwritten: number
  windowMs: number
  windowEndsAt: number
}

export function databaseStore(db: Db, clock: () => Date) {
  const counts = new Map<string, LocalCount>()
  let timer: NodeJS.Timeout | undefined

  /** Writes the hits counted here on each key (plus `extra` on one) in one statement, and takes up the database's counts. */
  const write = async (keys: Array<{ key: string; windowMs: number; extra: number }>) => {
    const now = clock()
    const entries = keys.map(({ key, windowMs, extra }) => {
      const count = counts.get(key)
      const live = count && count.windowEndsAt > now.getTime() ? count : undefined
      const hits = (live?.unwritten ?? 0) + extra
      if (live) live.unwritten = 0
      return { key, hits, windowMs }
    })
    const written = await hitCounters(db, entries, now)
    for (const { key, windowMs } of entries) {
      const hit = written.get(key)
      if (!hit) continue
      // Hits counted here while the write ran stay to be written, unless their window has ended meanwhile.
      const current = counts.get(key)
      const pending = current && current.windowEndsAt > now.getTime() ? current.unwritten : 0
      counts.set(key, { known: hit.hits, unwritten: pending, windowMs, windowEndsAt: hit.windowEndsAt.getTime() })
    }
    return written
  }

  // One statement for every key with unwritten hits: with many customers polling, a write per key per flush would be
  // a write per hit.
  const flush = () => {
    timer = undefined
    const now = clock().getTime()
    const due: Array<{ key: string; windowMs: number; extra: number }> = []
    for (const [key, count] of counts) {
      if (count.windowEndsAt <= now) counts.delete(key)
      else if (count.unwritten > 0) due.push({ key, windowMs: count.windowMs, extra: 0 })
    }
    if (due.length > 0) void write(due).catch(() => undefined)
  }

  return class DatabaseRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number) {
      const windowMs = typeof timeWindow === 'number' && timeWindow > 0 ? timeWindow : RATE_LIMIT_WINDOW_MS
      const now = clock().getTime()
      const count = counts.get(key)
      const local = count && count.windowEndsAt > now && typeof max === 'number' ? count : undefined
      if (local && local.known + local.unwritten + 1 <= (max as number) / 2) {
        local.unwritten += 1
        timer ??= setTimeout(flush, FLUSH_EVERY_MS).unref()
        callback(null, { current: local.known + local.unwritten, ttl: local.windowEndsAt - now })
        return
      }
      write([{ key, windowMs, extra: 1 }]).then(
        (written) => {
          const hit = written.get(key) as CounterHit
          callback(null, { current: hit.hits, ttl: Math.max(0, hit.windowEndsAt.getTime() - now) })
        },
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      )
    }

    child() {
      return new DatabaseRateLimitStore()
    }
  }
}
