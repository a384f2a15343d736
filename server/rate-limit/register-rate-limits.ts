// The general rate limit (issue 11): every API request counts against its client address (before anything else
// runs), and a signed-in one also against its customer or reseller (once the bearer token is resolved). Over the
// limit: 429 with the envelope and Retry-After. @fastify/rate-limit does the counting, over the database store.
import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { Db } from '../db/client'
import { ApiError } from '../http/api-error'
import { RATE_LIMIT_WINDOW_MS, RATE_LIMITED_MSG } from '../../domain/limits'
import { databaseStore } from './database-store'
import { deleteFinishedCounters } from './rate-limit-data'

export interface RateLimitSettings {
  perIp: number
  perSubject: number
}

interface LimitResult {
  isAllowed: boolean
  isExceeded?: boolean
  max?: number
  remaining?: number
  ttlInSeconds?: number
}

const SWEEP_EVERY_MS = 5 * 60_000

function enforce(result: LimitResult, reply: FastifyReply) {
  if (result.isAllowed || !result.isExceeded) return
  reply.header('retry-after', String(Math.max(1, result.ttlInSeconds ?? 1)))
  reply.header('x-ratelimit-limit', String(result.max))
  reply.header('x-ratelimit-remaining', '0')
  throw new ApiError(429, RATE_LIMITED_MSG)
}

const isApi = (url: string) => url.startsWith('/api/')

/** Call before the API routes are registered: the per-subject check is appended to each route's preHandlers. */
export async function registerRateLimits(app: FastifyInstance, db: Db, clock: () => Date, settings: RateLimitSettings) {
  await app.register(rateLimit, { global: false, store: databaseStore(db, clock), timeWindow: RATE_LIMIT_WINDOW_MS })
  const byIp = app.createRateLimit({
    keyGenerator: (request: FastifyRequest) => `ip:${normalizeIP(request.ip)}`,
    max: settings.perIp,
    timeWindow: RATE_LIMIT_WINDOW_MS,
  })
  const bySubject = app.createRateLimit({
    keyGenerator: (request: FastifyRequest) => `${request.identity?.kind}:${request.identity?.id}`,
    max: settings.perSubject,
    timeWindow: RATE_LIMIT_WINDOW_MS,
  })

  app.addHook('onRequest', async (request, reply) => {
    if (isApi(request.url)) enforce(await byIp(request), reply)
  })
  // Route-level preHandlers run after the bearer check of fastify-openapi-glue, which sets request.identity.
  const subjectLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.identity) enforce(await bySubject(request), reply)
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
