// Loads openapi.yaml for route binding: /api/dev/ paths are dropped in production, /api/sandbox/ paths without sandbox
// providers. Each route's Fastify config tells whether its operation is secured (security-headers.ts reads it).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { CORE_SCHEMA, load } from 'js-yaml'
import { maxSuccessAnswerBytes } from './answer-size'
import { COMPRESS_THRESHOLD_BYTES } from './compression-threshold'
import type { OperationInfo } from './operation-binding'
import type { OperationId } from './operation-types'

const SPEC_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url))
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const

export const DEV_PATH_PREFIX = '/api/dev/'
export const SANDBOX_PATH_PREFIX = '/api/sandbox/'

/** What openapi-glue hands to Fastify as the route's config (x-fastify-config). */
export interface OperationRouteConfig {
  secured?: boolean
  /** @fastify/compress: false for an operation that declares no request body (nothing to inflate, and the content-type
   * gate refuses a body anyway), so its requests skip the plugin's preParsing hook. */
  decompress?: false
  /** @fastify/compress: false for an operation whose success answer is always shorter than the compression threshold
   * (answer-size.ts), so its requests skip the plugin's onRequest and onSend hooks. */
  compress?: false
}

// Parsed once per process (every app a test suite builds shares it) and copied for each app, which trims it. js-yaml:
// the `yaml` package took 0.6-0.7 s of a server's 4 s start for this file, js-yaml under 0.1 s (the same document:
// the core schema, as in `yaml`, so a date stays a string).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed YAML is untyped; the spec's shape is tested
type ParsedSpecification = Record<string, any>
let parsed: ParsedSpecification | undefined
const parsedSpecification = () => (parsed ??= load(readFileSync(SPEC_PATH, 'utf8'), { schema: CORE_SCHEMA }) as ParsedSpecification)

/** openapi.yaml as parsed here, a copy of its own for each caller (the contract tests read the same document). */
export const openApiDocument = (): ParsedSpecification => structuredClone(parsedSpecification())

export function loadSpecification(options: { devRoutes: boolean; sandboxRoutes?: boolean }) {
  const spec = openApiDocument()
  const droppedOperationIds: OperationId[] = []
  const dropped = (path: string) =>
    (!options.devRoutes && path.startsWith(DEV_PATH_PREFIX)) || (options.sandboxRoutes === false && path.startsWith(SANDBOX_PATH_PREFIX))
  for (const path of Object.keys(spec.paths)) {
    if (!dropped(path)) continue
    for (const method of METHODS) if (spec.paths[path][method]) droppedOperationIds.push(spec.paths[path][method].operationId)
    delete spec.paths[path]
  }
  const operations: OperationInfo[] = []
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed YAML is untyped; the spec's shape is tested
  for (const item of Object.values<Record<string, any>>(spec.paths)) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      const security = operation.security ?? spec.security ?? []
      operation['x-fastify-config'] = {
        ...operation['x-fastify-config'],
        secured: security.length > 0,
        ...(operation.requestBody ? {} : { decompress: false }),
        ...(maxSuccessAnswerBytes(operation, spec) < COMPRESS_THRESHOLD_BYTES ? { compress: false } : {}),
      } satisfies OperationRouteConfig
      operations.push({
        operationId: operation.operationId as OperationId,
        secured: security.length > 0,
        bodyRequired: operation.requestBody?.required === true,
      })
    }
  }
  return { spec, operations, droppedOperationIds }
}

const MULTIPART = 'multipart/form-data'

/**
 * The document in two: the operations that take a multipart body, and the rest. app.ts binds each half in a Fastify
 * context of its own, the first beside the multipart parser: @fastify/multipart hooks every request of its context
 * (an onRequest and an onResponse, both async), and the payment poll need not pay for them (docs/performance.md,
 * "eleventh session").
 */
export function splitMultipartOperations(spec: ParsedSpecification): { multipart: ParsedSpecification; others: ParsedSpecification } {
  const multipart: ParsedSpecification = { ...spec, paths: {} }
  const others: ParsedSpecification = { ...spec, paths: {} }
  for (const [path, item] of Object.entries<ParsedSpecification>(spec.paths)) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      const half = operation.requestBody?.content?.[MULTIPART] ? multipart : others
      half.paths[path] ??= Object.fromEntries(Object.entries(item).filter(([key]) => !(METHODS as readonly string[]).includes(key)))
      half.paths[path][method] = operation
    }
  }
  return { multipart, others }
}
