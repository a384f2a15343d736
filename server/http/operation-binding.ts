// Binds every operationId of openapi.yaml to its handler, wrapping it with the identity rules and the envelope.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SUCCESS_CODE } from '../../domain/response-codes'
import { assertOwnFields } from '../auth/ownership-guard'
import { badRequest, notOpen } from './api-error'
import { schemaRefusalText } from '../../domain/schema-refusal'
import { NOT_OPEN_OPERATIONS } from './not-open-operations'
import { RAW_REPLY, type AppServices, type Handler, type HandlerMap, type OperationId } from './operation-types'

export interface OperationInfo {
  operationId: OperationId
  secured: boolean
  /** Fastify skips body validation when a request has no body at all; the binding refuses it instead. */
  bodyRequired?: boolean
}

function checkBindings(operations: OperationInfo[], handlers: HandlerMap, droppedOperationIds: OperationId[] = []) {
  const problems: string[] = []
  for (const { operationId } of operations) {
    const implemented = operationId in handlers
    const listed = NOT_OPEN_OPERATIONS.includes(operationId)
    if (implemented && listed) problems.push(`${operationId} is implemented and also listed as not open`)
    if (!implemented && !listed) problems.push(`${operationId} has no handler and is not listed as not open`)
  }
  const known = new Set([...operations.map((o) => o.operationId), ...droppedOperationIds])
  for (const id of Object.keys(handlers)) if (!known.has(id as OperationId)) problems.push(`handler ${id} has no operation`)
  if (problems.length > 0) throw new Error(`operation bindings are inconsistent:\n${problems.join('\n')}`)
}

export function createOperationResolver(
  services: AppServices,
  operations: OperationInfo[],
  handlers: HandlerMap,
  droppedOperationIds: OperationId[] = [],
) {
  checkBindings(operations, handlers, droppedOperationIds)
  const secured = new Map(operations.map((o) => [o.operationId, o.secured]))
  const bodyRequired = new Set(operations.filter((o) => o.bodyRequired).map((o) => o.operationId))
  return (operationId: string) => {
    const handler = handlers[operationId as OperationId] as Handler<OperationId> | undefined
    const isSecured = secured.get(operationId as OperationId) ?? true
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (!handler) throw notOpen()
      if (request.body === undefined && bodyRequired.has(operationId as OperationId))
        throw badRequest(schemaRefusalText('body', '', '请求体不能为空'))
      const identity = isSecured ? request.identity : null
      if (identity) assertOwnFields(identity, request.body, request.query)
      // Every field named, not `...services`: a spread here cost the payment poll about 15 µs a request (issue 19,
      // docs/performance.md), and a field missing from this list is a type error.
      const result = await handler({
        db: services.db,
        config: services.config,
        providers: services.providers,
        clock: services.clock,
        licenseSigner: services.licenseSigner,
        caches: services.caches,
        changes: services.changes,
        lifecycle: services.lifecycle,
        query: (request.query ?? {}) as never,
        params: (request.params ?? {}) as never,
        body: (request.body ?? {}) as never,
        identity,
        request,
        reply,
      })
      if (result === RAW_REPLY) return reply
      return reply.send({ code: SUCCESS_CODE, msg: result.msg ?? '操作成功', data: result.data ?? null })
    }
  }
}
