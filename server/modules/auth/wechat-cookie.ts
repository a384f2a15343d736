// The cookie that binds a QR login's state to the browser that asked for it (HttpOnly, SameSite=Lax, path /api).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../../config'
import { readCookie, serializeCookie } from '../../http/cookies'
import { WECHAT_STATE_TTL_SECONDS } from '../../../domain/limits'

const WECHAT_STATE_COOKIE = 'summit_wx_state'

export const readStateCookie = (request: FastifyRequest) => readCookie(request.headers.cookie, WECHAT_STATE_COOKIE)

export function setStateCookie(reply: FastifyReply, config: ServerConfig, state: string) {
  reply.header(
    'set-cookie',
    serializeCookie(WECHAT_STATE_COOKIE, state, {
      path: '/api',
      maxAgeSeconds: WECHAT_STATE_TTL_SECONDS,
      secure: config.appEnv === 'production',
    }),
  )
}

export function clearStateCookie(reply: FastifyReply, config: ServerConfig) {
  reply.header(
    'set-cookie',
    serializeCookie(WECHAT_STATE_COOKIE, '', { path: '/api', maxAgeSeconds: 0, secure: config.appEnv === 'production' }),
  )
}
