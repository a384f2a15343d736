// The anonymous visitor's key for view counting: a random id in an HttpOnly, SameSite=Lax cookie scoped to the post
// calls. It names no one; a customer is counted by their id instead.
import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Identity } from '../../auth/identity'
import type { ServerConfig } from '../../config'
import { readCookie, serializeCookie } from '../../http/cookies'

const VISITOR_COOKIE = 'summit_forum_visitor'
const VISITOR_COOKIE_PATH = '/api/business/Forum_posts'
const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
const VISITOR_ID = /^[0-9a-f-]{36}$/

export function visitorKey(request: FastifyRequest, reply: FastifyReply, viewer: Identity | null, config: ServerConfig): string {
  if (viewer?.kind === 'customer') return `c:${viewer.id}`
  const cookie = readCookie(request.headers.cookie, VISITOR_COOKIE)
  if (cookie && VISITOR_ID.test(cookie)) return `a:${cookie}`
  const fresh = randomUUID()
  reply.header(
    'set-cookie',
    serializeCookie(VISITOR_COOKIE, fresh, {
      path: VISITOR_COOKIE_PATH,
      maxAgeSeconds: VISITOR_COOKIE_MAX_AGE_SECONDS,
      secure: config.appEnv === 'production',
    }),
  )
  return `a:${fresh}`
}
