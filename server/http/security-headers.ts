// Security headers on every answer (/pc/ and /api/), made by helmet, no-store on authenticated answers, and the
// request id. Helmet's headers depend on nothing in the request, so they are made once at start (@fastify/helmet
// rebuilt the middleware and re-parsed the CSP on every request: issue 19). Every answer gets the ones that matter to
// any response (nosniff, no referrer, no framing, same-origin resources, HSTS in production); an answer that a
// browser could render as a page (HTML, scripts, anything but JSON) also gets the document's: the CSP below and
// helmet's others. A JSON answer is never a page, so its CSP is the strictest one, `default-src 'none'`, as OWASP's
// REST security sheet advises; it is also what the payment poll sends thousands of times a second, and 11 headers
// less (700 bytes) is a tenth of its cost (docs/performance.md). A handler's own header (the sandbox pages' CSP, the
// WeChat frame's X-Frame-Options) is kept.
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

/** Sent on every answer; the rest of helmet's headers only on what a browser could render as a page. */
const EVERY_ANSWER = [
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]
const JSON_CSP = "default-src 'none'; frame-ancestors 'none'"

const isJson = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('application/json')

export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'production' | 'frameOrigins'>) {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config.production, config.frameOrigins) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Only a production server is reached over HTTPS; HSTS on http://127.0.0.1 would pin a developer's browser.
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })
  const everyAnswer = Object.entries(headers).filter(([name]) => EVERY_ANSWER.includes(name))
  const documentOnly = Object.entries(headers).filter(([name]) => !EVERY_ANSWER.includes(name))
  // One hook, when the answer is complete: every answer Fastify sends passes onSend (errors and 404s included).
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of everyAnswer) if (!reply.hasHeader(name)) reply.header(name, value)
    reply.header('x-request-id', request.id)
    if (isAuthenticatedRequest(request)) reply.header('cache-control', 'no-store')
    if (isJson(reply.getHeader('content-type'))) {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', JSON_CSP)
    } else {
      for (const [name, value] of documentOnly) if (!reply.hasHeader(name)) reply.header(name, value)
    }
    done(null, payload)
  })
}
