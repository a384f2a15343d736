// Public calls that are richer for a signed-in caller: a live bearer token names the caller, a missing, dead or
// revoked one is simply anonymous (never a 600 on a public call).
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/client'
import { resolveToken } from '../modules/auth/token-service'
import { bearerToken } from './bearer-token'
import type { Identity } from './identity'

export async function optionalIdentity(db: Db, request: FastifyRequest, now: Date): Promise<Identity | null> {
  const token = bearerToken(request)
  return token ? await resolveToken(db, token, now) : null
}
