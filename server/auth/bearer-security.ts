// The `bearer` security scheme of openapi.yaml: resolves the token into request.identity or answers 600.
import type { FastifyRequest } from 'fastify'
import type { ChangeCache } from '../db/change-cache'
import type { Db } from '../db/client'
import { sessionInvalid } from '../http/api-error'
import { resolveToken, type CachedToken } from '../modules/auth/token-service'
import { bearerToken } from './bearer-token'
import type { Identity } from './identity'

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null
  }
}

export function createSecurityHandlers(db: Db, clock: () => Date = () => new Date(), tokens?: ChangeCache<CachedToken>) {
  return {
    async bearer(request: FastifyRequest) {
      const token = bearerToken(request)
      if (!token) throw sessionInvalid('请先登录')
      const identity = await resolveToken(db, token, clock(), tokens)
      if (!identity) throw sessionInvalid()
      request.identity = identity
    },
  }
}
