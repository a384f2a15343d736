// A store for @fastify/rate-limit whose counters live in the database (rate-limit-data.ts), so several server
// processes on one database share them. The plugin calls incr(key, callback, timeWindow, max) per request.
import type { Db } from '../db/client'
import { RATE_LIMIT_WINDOW_MS } from '../../domain/limits'
import { hitCounter } from './rate-limit-data'

type IncrCallback = (error: Error | null, result: { current: number; ttl: number }) => void

export function databaseStore(db: Db, clock: () => Date) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow?: number) {
      const windowMs = typeof timeWindow === 'number' && timeWindow > 0 ? timeWindow : RATE_LIMIT_WINDOW_MS
      const now = clock()
      hitCounter(db, key, windowMs, now).then(
        (hit) => callback(null, { current: hit.hits, ttl: Math.max(0, hit.windowEndsAt.getTime() - now.getTime()) }),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      )
    }

    child() {
      return new DatabaseRateLimitStore()
    }
  }
}
