// A request body is accepted only in a content type its operation declares in openapi.yaml (requestBody.content):
// any other type, a body without a type, or a body sent to an operation that declares none answers 415 before
// anything is parsed. So the form and multipart parsers are reached only by operations that declare them, and
// Fastify's schema validation (which it skips for content types missing from the schema) always applies.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { ApiError } from './api-error'

const unsupported = (msg: string) => new ApiError(415, msg)

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length']
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}

const mediaTypeOf = (header: string | undefined) => header?.split(';')[0].trim().toLowerCase() || undefined

export function refuseUndeclaredContentTypes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { operationId?: string; body?: { content?: Record<string, unknown> } } | undefined
    if (!schema?.operationId) return
    const declared = Object.keys(schema.body?.content ?? {}).map((type) => type.toLowerCase())
    const gate = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (!hasBody(request)) return done()
      if (declared.length === 0) return done(unsupported('此接口不接受请求体'))
      const type = mediaTypeOf(request.headers['content-type'])
      if (!type || !declared.includes(type)) {
        return done(unsupported(`不支持的请求体类型: ${type ?? '(无)'}，此接口接受 ${declared.join(', ')}`))
      }
      done()
    }
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]
    route.onRequest = [gate, ...existing]
  })
}
