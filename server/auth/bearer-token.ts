// The opaque token of an `Authorization: Bearer …` header (its own file so the token service and the security
// handler both import it without importing each other).
import type { FastifyRequest } from 'fastify'

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim())
  return match ? match[1] : null
}
