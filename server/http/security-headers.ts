// Security headers on every answer (/pc/ and /api/), made by helmet, and no-store on authenticated answers. Helmet's
// headers depend on nothing in the request, so they are made once at start and set in one hook (@fastify/helmet
// rebuilt the middleware and re-parsed the CSP on every request: issue 19).
// The SPA passes this CSP with no violation (tests/browser/security-headers.test.ts): scripts and workers only from
// this origin; inline styles stay allowed because Emotion (Chakra) injects <style> elements at run time.
import helmet from 'helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config'
import type { OperationRouteConfig } from './openapi-spec'

function contentSecurityPolicy(production: boolean, frameOrigins: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // QR codes and pdf.js render to data: and blob: images.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    // The WeChat login frame: the sandbox page on this origin, or WeChat's QR page (open.weixin.qq.com).
    'frame-src': ["'self'", ...frameOrigins],
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

/** The headers helmet sets with these options, collected once from a stand-in response. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as never, response as never, () => undefined)
  return headers
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'production' | 'frameOrigins'>) {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config.production, config.frameOrigins) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Only a production server is reached over HTTPS; HSTS on http://127.0.0.1 would pin a developer's browser.
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isAuthenticatedRequest(request)) reply.header('cache-control', 'no-store')
    done(null, payload)
  })
}
