// The origin payment and callback URLs are built on. Production has PUBLIC_BASE_URL (readConfig requires it) and never
// looks at the Host header; development and tests without it use the origin the request came in on, whose sandbox
// pages answer loopback clients only.
import type { FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config'

export function publicOrigin(config: Pick<ServerConfig, 'publicBaseUrl' | 'production'>, request: FastifyRequest): string {
  if (config.publicBaseUrl) return config.publicBaseUrl
  if (config.production) throw new Error('PUBLIC_BASE_URL is not configured')
  return `${request.protocol}://${request.host}`
}
