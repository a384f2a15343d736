// Every failure becomes the envelope. Malformed requests get 4xx with a readable msg, never a 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { MoneyError } from '../../domain/pricing'
import { SESSION_INVALID_CODE } from '../../domain/response-codes'
import { schemaRefusalText } from '../../domain/schema-refusal'
import { ApiError } from './api-error'
import { multipartRefusal } from './multipart'

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0]
  if (!first) return error.message
  const where = error.validationContext ?? 'request'
  const field = first.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : ''
  const extra = first.keyword === 'additionalProperties' ? ` (${String(first.params?.additionalProperty)})` : ''
  return schemaRefusalText(where, field, `${first.message ?? 'invalid'}${extra}`)
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { name?: string }, request, reply) => {
    const refusal = multipartRefusal(error)
    if (refusal) return reply.status(refusal.httpStatus).send({ code: refusal.code, msg: refusal.message, data: null })
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send({ code: error.code, msg: error.message, data: null })
    }
    // An amount the money conversion cannot represent exactly came from the request: refused, never a 500.
    if (error instanceof MoneyError) {
      return reply.status(400).send({ code: 400, msg: error.message, data: null })
    }
    if (error.validation) {
      return reply.status(400).send({ code: 400, msg: validationMessage(error), data: null })
    }
    // fastify-openapi-glue's bearer check failed: the session is missing, expired or revoked.
    if (error.name === 'Unauthorized' || error.constructor?.name === 'SecurityError') {
      const cause = (error as { errors?: unknown[] }).errors?.find((e) => e instanceof ApiError)
      const apiError = cause instanceof ApiError ? cause : new ApiError(SESSION_INVALID_CODE, '请先登录')
      return reply.status(apiError.httpStatus).send({ code: apiError.code, msg: apiError.message, data: null })
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: status, msg: error.message, data: null })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ code: 500, msg: '服务器内部错误，请稍后再试', data: null })
  })
}

/** Unknown routes: GET /pc/... falls back to the SPA's index.html (history mode); anything else is a 404 envelope. */
export function registerNotFound(app: FastifyInstance, sendSpaIndex?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]
    if (sendSpaIndex && request.method === 'GET' && path.startsWith('/pc/')) return sendSpaIndex(request, reply)
    return reply.status(404).send({ code: 404, msg: `接口不存在: ${request.method} ${path}`, data: null })
  })
}
