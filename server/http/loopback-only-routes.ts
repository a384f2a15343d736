// Development helpers (/api/dev/), the SMS outbox and, outside production, the sandbox pages answer only a client on
// this machine: one connected from loopback with no forwarding header (a local reverse proxy adds one, so a request
// it relays from elsewhere is not taken for a local one). Anyone else gets the 404 of an unknown route.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { ServerConfig } from '../config'
import { DEV_PATH_PREFIX, SANDBOX_PATH_PREFIX } from './openapi-spec'

const SMS_OUTBOX_PATH = '/api/sandbox/sms-outbox'
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip']

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const ip = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip)
}

function isDirectLoopbackClient(request: FastifyRequest): boolean {
  // The socket's own address, never request.ip (which a trusted proxy header could set).
  return isLoopbackAddress(request.socket.remoteAddress) && !FORWARDING_HEADERS.some((name) => name in request.headers)
}

function isLoopbackOnlyRoute(routeUrl: string | undefined, config: Pick<ServerConfig, 'sandboxLoopbackOnly'>): boolean {
  if (!routeUrl) return false
  if (routeUrl.startsWith(DEV_PATH_PREFIX) || routeUrl === SMS_OUTBOX_PATH) return true
  return config.sandboxLoopbackOnly && routeUrl.startsWith(SANDBOX_PATH_PREFIX)
}

/** Call before the routes are registered: the check is added to the loopback-only routes alone, by their pattern
 * (so an encoded path such as /api/%64ev/... cannot slip past a string check), and costs the others nothing. */
export function registerLoopbackOnlyRoutes(app: FastifyInstance, config: ServerConfig) {
  const onlyFromThisMachine = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isDirectLoopbackClient(request)) return
    reply.callNotFound()
    return reply
  }
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isLoopbackOnlyRoute(route.url, config)) return
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]
    route.onRequest = [onlyFromThisMachine, ...existing]
  })
}
