// Security headers on every answer (/pc/ and /api/) through @fastify/helmet, and no-store on authenticated answers.
// The SPA passes this CSP with no violation (tests/browser/security-headers.test.ts): scripts and workers only from
// this origin; inline styles stay allowed because Emotion (Chakra) injects <style> elements at run time.
import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config'
import type { OperationRouteConfig } from './openapi-spec'

function contentSecurityPolicy(production: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // QR codes and pdf.js render to data: and blob: images.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    // The WeChat login frame (the sandbox page on this origin).
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    // Over plain http (development on 127.0.0.1) an upgrade would break every request.
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  }
}

/** An answer for a caller: the request carries a bearer token, or its operation is secured. */
function isAuthenticatedRequest(request: FastifyRequest): boolean {
  if (/^bearer\s/i.test(request.headers.authorization ?? '')) return true
  return (request.routeOptions.config as OperationRouteConfig | undefined)?.secured === true
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'production'>) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config.production) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Only a production server is reached over HTTPS; HSTS on http://127.0.0.1 would pin a developer's browser.
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })
  app.addHook('onSend', async (request, reply, payload) => {
    if (isAuthenticatedRequest(request)) reply.header('cache-control', 'no-store')
    return payload
  })
}
