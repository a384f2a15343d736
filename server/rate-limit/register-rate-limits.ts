// The general rate limit (issue 11): every API request counts against its client address (before anything else
// runs), and a signed-in one also against its customer or reseller (once the bearer token is resolved). Over the
// limit: 429 with the envelope and Retry-After. The counters are the database store's (database-store.ts), shared by
// every process; @fastify/rate-limit is registered over the same store for the route-specific limits
// (submission-limits.ts, forum-limits.ts).
// These two run on every request, so they ask the store directly, in callback hooks that finish in the same tick when
// the store counts locally: through the plugin's createRateLimit (an async function awaiting a promise-wrapped store
// call and building request.routeOptions) the two checks cost the payment poll 20 µs a request, more than any other
// part of it (issue 19, docs/performance.md).
import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify'
import type { Db } from '../db/client'
import { tooMany } from '../http/api-error'
import { RATE_LIMIT_WINDOW_MS, RATE_LIMITED_MSG } from '../../domain/limits'
import { databaseStore } from './database-store'
import { deleteFinishedCounters } from './rate-limit-data'

export interface RateLimitSettings {
  perIp: number
  perSubject: number
}

const SWEEP_EVERY_MS = 5 * 60_000
const IP_KEYS_KEPT = 10_000

const isApi = (url: string) => url.startsWith('/api/')

/** Call before the API routes are registered: the per-subject check is appended to each route's preHandlers. */
export async function registerRateLimits(app: FastifyInstance, db: Db, clock: () => Date, settings: RateLimitSettings) {
  const Store = databaseStore(db, clock)
  await app.register(rateLimit, { global: false, store: Store, timeWindow: RATE_LIMIT_WINDOW_MS })
  const store = new Store()

  /** Counts one hit on key; over max, answers 429 with Retry-After and the limit's headers. */
  const count = (key: string, max: number, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    store.incr(
      key,
      (error, { current, ttl }) => {
        if (error) return done(error)
        if (current <= max) return done()
        reply.header('retry-after', String(Math.max(1, Math.ceil(ttl / 1000))))
        reply.header('x-ratelimit-limit', String(max))
        reply.header('x-ratelimit-remaining', '0')
        done(tooMany(RATE_LIMITED_MSG))
      },
      RATE_LIMIT_WINDOW_MS,
      max,
    )
  }

  // normalizeIP tests every address against an IPv6 pattern; clients come back (a poll every 2 s), so its answers are
  // kept, a bounded number of them.
  const ipKeys = new Map<string, string>()
  const ipKey = (ip: string) => {
    let key = ipKeys.get(ip)
    if (key === undefined) {
      if (ipKeys.size >= IP_KEYS_KEPT) ipKeys.clear()
      key = `ip:${normalizeIP(ip)}`
      ipKeys.set(ip, key)
    }
    return key
  }
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApi(request.url)) return done()
    count(ipKey(request.ip), settings.perIp, reply, done)
  })
  // Route-level preHandlers run after the bearer check of fastify-openapi-glue, which sets request.identity.
  const subjectLimit = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const identity = request.identity
    if (!identity) return done()
    count(`${identity.kind}:${identity.id}`, settings.perSubject, reply, done)
  }
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApi(route.url)) return
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : []
    route.preHandler = [...existing, subjectLimit]
  })

  const sweep = setInterval(() => void deleteFinishedCounters(db, clock()).catch(() => undefined), SWEEP_EVERY_MS)
  sweep.unref()
  app.addHook('onClose', async () => clearInterval(sweep))
}
