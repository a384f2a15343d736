// Builds the Fastify app: contract-bound API routes, the SPA, compression, request ids and error envelopes.
import { randomUUID } from 'node:crypto'
import fastifyCompress from '@fastify/compress'
import Fastify, { type FastifyReply } from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import { createSecurityHandlers } from './auth/bearer-security'
import type { ServerConfig } from './config'
import type { Db } from './db/client'
import { ApiError } from './http/api-error'
import { registerErrorHandling, registerNotFound } from './http/error-handler'
import { loadSpecification } from './http/openapi-spec'
import { createOperationResolver } from './http/operation-binding'
import { registerSpa } from './http/spa'
import { allHandlers } from './modules/all-handlers'
import { startOrderCloseSweep } from './modules/orders/order-closing'
import type { Providers } from './providers/providers'

export interface AppOptions {
  config: ServerConfig
  db: Db
  providers: Providers
  /** Defaults to the wall clock; tests pass a fake one. */
  clock?: () => Date
}

export async function buildApp({ config, db, providers, clock = () => new Date() }: AppOptions) {
  const app = Fastify({
    logger: { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 6 * 1024 * 1024,
    // Long ids reach schema validation (and its readable 400); longer ones still get the envelope, below.
    routerOptions: { maxParamLength: 2100 },
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
      return (reply as FastifyReply).status(status).send({ code: status, msg: error.message, data: null })
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, strict: false } },
  })
  app.decorateRequest('identity', null)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  registerErrorHandling(app)

  // Bodies of legacy form logins; anything else non-JSON is refused with 415 by Fastify.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(new ApiError(501, '功能未开放'), undefined))

  await app.register(fastifyCompress, { global: true, threshold: 1024 })

  // Response bodies are exactly what handlers return; contract tests check them against openapi.yaml.
  app.addHook('onRoute', (route) => {
    if (route.schema && 'response' in route.schema) delete (route.schema as Record<string, unknown>).response
  })

  const { spec, operations, droppedOperationIds } = loadSpecification({ devRoutes: config.devRoutes })
  await app.register(openapiGlue, {
    specification: spec,
    operationResolver: createOperationResolver({ db, config, providers, clock }, operations, allHandlers, droppedOperationIds),
    securityHandlers: createSecurityHandlers(db, clock),
  })

  // Unpaid orders past their payment time are closed in the background too (reads close a customer's own at once).
  let stopSweep: (() => void) | undefined
  app.addHook('onReady', async () => {
    stopSweep = startOrderCloseSweep(db, clock, app.log)
  })
  app.addHook('onClose', async () => stopSweep?.())

  const spa = config.serveSpa ? await registerSpa(app, config.distDir) : undefined
  registerNotFound(app, spa?.sendIndex)
  return app
}
