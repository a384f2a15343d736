// Builds the Fastify app: contract-bound API routes, the SPA, compression, security headers, request ids and error
// envelopes.
import { randomUUID } from 'node:crypto'
import fastifyCompress from '@fastify/compress'
import Fastify, { type FastifyReply } from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import { createAppCaches } from './app-caches'
import { createSecurityHandlers } from './auth/bearer-security'
import type { ServerConfig } from './config'
import type { ChangeFeed } from './db/change-feed'
import type { Db } from './db/client'
import { newLifecycle, type Lifecycle } from './lifecycle'
import { COMPRESS_THRESHOLD_BYTES } from './http/compression-threshold'
import { refuseUndeclaredContentTypes } from './http/declared-content-types'
import { registerErrorHandling, registerNotFound } from './http/error-handler'
import { registerLicensePublicKeyRoute } from './http/license-public-key-route'
import type { LogDestination } from './http/log-destination'
import { loggingOptions } from './http/request-log'
import { registerMultipart } from './http/multipart'
import { registerLoopbackOnlyRoutes } from './http/loopback-only-routes'
import { loadSpecification, splitMultipartOperations } from './http/openapi-spec'
import { createOperationResolver } from './http/operation-binding'
import { registerSecurityHeaders } from './http/security-headers'
import { registerSpa } from './http/spa'
import { allHandlers } from './modules/all-handlers'
import { startDeliveryPruning } from './modules/payments/delivery-pruning'
import { startInvoiceIssueSweep } from './modules/invoices/invoice-issue-sweep'
import { loadLicenseSigner, type LicenseSigner } from './modules/licences/license-signing'
import { startOrderCloseSweep } from './modules/orders/order-closing'
import { prepareWechatPayNotificationRoute } from './modules/payments/wechat-pay-notification-handlers'
import type { Providers } from './providers/providers'
import { registerForumLimits } from './rate-limit/forum-limits'
import { registerRateLimits } from './rate-limit/register-rate-limits'
import { registerSubmissionLimits } from './rate-limit/submission-limits'

export interface AppOptions {
  config: ServerConfig
  db: Db
  providers: Providers
  /** Defaults to the wall clock; tests pass a fake one. */
  clock?: () => Date
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: LogDestination
  /** Signs licence files; default: LICENSE_SIGNING_KEY, else the key in config.dataDir (made on first start). */
  licenseSigner?: LicenseSigner
  /** The database's change notifications (openDatabase's `changes`); without them the poll's caches stay empty. */
  changes?: ChangeFeed
  /** Set draining when the process is asked to stop (main.ts): readiness then answers 503. */
  lifecycle?: Lifecycle
}

export async function buildApp({
  config,
  db,
  providers,
  clock = () => new Date(),
  logStream,
  licenseSigner,
  changes,
  lifecycle = newLifecycle(),
}: AppOptions) {
  const caches = createAppCaches(changes)
  const signer = licenseSigner ?? loadLicenseSigner({ signingKey: config.licenseSigningKey, dataDir: config.dataDir })
  const app = Fastify({
    ...loggingOptions(config.logLevel, logStream),
    // The request id is always ours: a client's x-request-id is ignored (it could forge or flood log correlation).
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    bodyLimit: 6 * 1024 * 1024,
    trustProxy: config.trustProxy,
    // Long ids reach schema validation (and its readable 400); longer ones still get the envelope, below.
    routerOptions: { maxParamLength: 2100 },
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
      return (reply as FastifyReply).status(status).send({ code: status, msg: error.message, data: null })
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, strict: false } },
  })
  app.decorateRequest('identity', null)
  registerErrorHandling(app)
  refuseUndeclaredContentTypes(app)
  await registerSecurityHeaders(app, config)
  registerLoopbackOnlyRoutes(app, config)

  // Only what some operation declares: JSON, forms (legacy login, sandbox checkout) and multipart (feedback, forum images; its parser sits beside those operations only, below). Which operation accepts which is enforced per route by refuseUndeclaredContentTypes.
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })

  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES })
  await registerRateLimits(app, db, clock, config.rateLimit)
  registerSubmissionLimits(app, db, clock)
  registerForumLimits(app)
  prepareWechatPayNotificationRoute(app)

  // Response bodies are exactly what handlers return; contract tests check them against openapi.yaml.
  app.addHook('onRoute', (route) => {
    if (route.schema && 'response' in route.schema) delete (route.schema as Record<string, unknown>).response
  })

  const { spec, operations, droppedOperationIds } = loadSpecification({
    devRoutes: config.devRoutes,
    sandboxRoutes: config.sandboxProviders,
  })
  const operationResolver = createOperationResolver(
    { db, config, providers, clock, licenseSigner: signer, caches, changes, lifecycle },
    operations,
    allHandlers,
    droppedOperationIds,
  )
  const securityHandlers = createSecurityHandlers(db, clock, caches.tokens)
  // The multipart parser's hooks run on every request of its context: only the operations that take multipart get it.
  const { multipart, others } = splitMultipartOperations(spec)
  await app.register(async (scope) => {
    await registerMultipart(scope)
    await scope.register(openapiGlue, { specification: multipart, operationResolver, securityHandlers })
  })
  await app.register(async (scope) => {
    await scope.register(openapiGlue, { specification: others, operationResolver, securityHandlers })
  })

  // Unpaid orders past their payment time are closed in the background too (reads close a customer's own at once).
  // An issuer that approves by itself (the sandbox, unless INVOICE_AUTO_ISSUE=0) issues waiting invoices in the background.
  let stopSweep: (() => void) | undefined
  let stopPruning: (() => void) | undefined
  let stopInvoiceSweep: (() => Promise<void>) | undefined
  app.addHook('onReady', async () => {
    stopSweep = startOrderCloseSweep(db, clock, app.log)
    stopPruning = startDeliveryPruning(db, clock, app.log)
    if (providers.invoice.autoApprove) {
      stopInvoiceSweep = startInvoiceIssueSweep(db, providers.invoice, clock, app.log, { delayMs: config.invoiceIssueDelayMs })
    }
  })
  app.addHook('onClose', async () => {
    stopSweep?.()
    stopPruning?.()
    await stopInvoiceSweep?.()
  })

  registerLicensePublicKeyRoute(app, signer.publicKeyPem)
  const spa = config.serveSpa ? await registerSpa(app, config.distDir) : undefined
  registerNotFound(app, spa?.sendIndex)
  return app
}
