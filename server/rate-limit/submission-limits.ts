// Limits on public submissions (the contact message and feedback): per client address and, when the request carries
// a live bearer token, per customer, over an hour. Counted once the request is valid (preHandler), so a malformed
// request is a 400 and uses up nothing; the general per-address limit (register-rate-limits.ts) still comes first, and
// the parser bounds what a multipart body may cost. The calls are public, so a missing or dead token is no error here;
// a live one also names the author (request.identity).
import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { optionalIdentity } from '../auth/optional-identity'
import type { Db } from '../db/client'
import { tooMany } from '../http/api-error'

export const SUBMISSION_WINDOW_MS = 60 * 60_000
export const SUBMISSIONS_PER_IP = 20
export const SUBMISSIONS_PER_CUSTOMER = 10
export const SUBMISSIONS_LIMITED_MSG = '提交过于频繁，请一小时后再试'

/** Route URL → the counter family it counts in. */
const LIMITED_ROUTES: Record<string, string> = {
  '/api/business/C_leftMes': 'contact',
  '/api/business/BaseFeedback': 'feedback',
}

interface LimitResult {
  isAllowed: boolean
  isExceeded?: boolean
  ttlInSeconds?: number
}

/** Call after registerRateLimits (it registers @fastify/rate-limit) and before the API routes. */
export function registerSubmissionLimits(app: FastifyInstance, db: Db, clock: () => Date) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const family = LIMITED_ROUTES[route.url]
    if (!family || route.method !== 'POST') return
    const byIp = app.createRateLimit({
      keyGenerator: (request: FastifyRequest) => `${family}-ip:${normalizeIP(request.ip)}`,
      max: SUBMISSIONS_PER_IP,
      timeWindow: SUBMISSION_WINDOW_MS,
    })
    const byCustomer = app.createRateLimit({
      keyGenerator: (request: FastifyRequest) => `${family}-${request.identity?.kind}:${request.identity?.id}`,
      max: SUBMISSIONS_PER_CUSTOMER,
      timeWindow: SUBMISSION_WINDOW_MS,
    })
    const check = (result: LimitResult, reply: FastifyReply) => {
      if (result.isAllowed || !result.isExceeded) return
      reply.header('retry-after', String(Math.max(1, result.ttlInSeconds ?? 1)))
      throw tooMany(SUBMISSIONS_LIMITED_MSG)
    }
    const limit = async (request: FastifyRequest, reply: FastifyReply) => {
      request.identity = await optionalIdentity(db, request, clock())
      if (request.identity) check(await byCustomer(request), reply)
      check(await byIp(request), reply)
    }
    const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]
    route.preHandler = [...existing, limit]
  })
}
