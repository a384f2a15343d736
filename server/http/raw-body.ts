// The exact bytes of a request body, kept for the operations whose signature covers them (gateway notifications).
// A route-level preParsing hook reads the body (bounded), keeps it, and hands Fastify the same bytes to parse as
// usual; every other route parses exactly as before.
import { PassThrough } from 'node:stream'
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import { ApiError } from './api-error'

const rawBodies = new WeakMap<FastifyRequest, string>()

/** The raw body of a request to one of the operations keepRawBody was given (undefined for any other). */
export const rawBodyOf = (request: FastifyRequest): string | undefined => rawBodies.get(request)

/**
 * Keeps the raw body of the named operations (at most maxBytes, else 413), and gives their routes an error handler
 * of their own when one is passed (a gateway expects its own error format, even for a schema refusal).
 */
export function keepRawBody(app: FastifyInstance, operationIds: string[], maxBytes: number, errorHandler?: RouteOptions['errorHandler']) {
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId
    if (!operationId || !operationIds.includes(operationId)) return
    const keep = async (request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) => {
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of payload as AsyncIterable<Buffer | string>) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
        size += buffer.length
        if (size > maxBytes) throw new ApiError(413, '请求体过大')
        chunks.push(buffer)
      }
      const bytes = Buffer.concat(chunks)
      rawBodies.set(request, bytes.toString('utf8'))
      const replay = new PassThrough() as PassThrough & { receivedEncodedLength?: number }
      replay.receivedEncodedLength = bytes.length
      replay.end(bytes)
      return replay
    }
    const existing = route.preParsing === undefined ? [] : Array.isArray(route.preParsing) ? route.preParsing : [route.preParsing]
    route.preParsing = [...existing, keep as never]
    if (errorHandler) route.errorHandler = errorHandler
  })
}
