// Posting limits of the forum, per customer and hour (domain/forum-rules.ts): questions, answers (comments and
// replies together) and images. Like submission-limits.ts, counted once the request is valid and signed in
// (preHandler, after the bearer check), so a malformed request is a 400 and uses up nothing; edits are not limited.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { FORUM_ANSWERS_PER_HOUR, FORUM_IMAGES_PER_HOUR, FORUM_MESSAGES, FORUM_QUESTIONS_PER_HOUR } from '../../domain/forum-rules'
import { tooMany } from '../http/api-error'

const FORUM_WINDOW_MS = 60 * 60_000

/** POST route URL → its counter family and hourly limit. */
const LIMITED_ROUTES: Record<string, { family: string; max: number }> = {
  '/api/business/Forum_posts': { family: 'forum-question', max: FORUM_QUESTIONS_PER_HOUR },
  '/api/business/Forum_comments': { family: 'forum-answer', max: FORUM_ANSWERS_PER_HOUR },
  '/api/business/Forum_reply': { family: 'forum-answer', max: FORUM_ANSWERS_PER_HOUR },
  '/api/business/Forum_posts/image': { family: 'forum-image', max: FORUM_IMAGES_PER_HOUR },
}

interface LimitResult {
  isAllowed: boolean
  isExceeded?: boolean
  ttlInSeconds?: number
}

/** Call after registerRateLimits (it registers @fastify/rate-limit) and before the API routes. */
export function registerForumLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const limited = LIMITED_ROUTES[route.url]
    if (!limited || route.method !== 'POST') return
    const byCustomer = app.createRateLimit({
      keyGenerator: (request: FastifyRequest) => `${limited.family}:${request.identity?.kind}:${request.identity?.id}`,
      max: limited.max,
      timeWindow: FORUM_WINDOW_MS,
    })
    const limit = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.identity) return
      const result: LimitResult = await byCustomer(request)
      if (result.isAllowed || !result.isExceeded) return
      reply.header('retry-after', String(Math.max(1, result.ttlInSeconds ?? 1)))
      throw tooMany(FORUM_MESSAGES.postingLimited)
    }
    const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]
    route.preHandler = [...existing, limit]
  })
}
