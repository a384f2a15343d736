// How long an operation's success answer can be, read from its schema in openapi.yaml. Routes whose answer never
// reaches the compression threshold get no @fastify/compress hooks: they would only find it too short on every
// request (the payment poll paid about 4 % of its CPU for that; docs/performance.md, "twelfth session").
import { resolveRef } from './openapi-ref'

// UTF-8 of a CJK character. JSON escapes control characters longer, but the contract's input patterns refuse them, and
// an answer that comes out longer than its bound is only sent uncompressed.
const BYTES_PER_CHARACTER = 3
const NUMBER_BYTES = 24
const MAX_DEPTH = 32

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed YAML is untyped; the spec's shape is tested
type Schema = Record<string, any>

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value))

/** The most bytes a JSON value valid against `schema` takes (Infinity when the schema does not bound it). */
export function maxJsonBytes(schema: Schema | undefined, document: Schema, depth = 0): number {
  if (!schema || depth > MAX_DEPTH) return Infinity
  const next = (inner: Schema | undefined) => maxJsonBytes(inner, document, depth + 1)
  if (typeof schema.$ref === 'string') return next(resolveRef(document, schema))
  if ('const' in schema) return jsonBytes(schema.const)
  if (Array.isArray(schema.enum)) return Math.max(...schema.enum.map(jsonBytes))
  if (Array.isArray(schema.oneOf ?? schema.anyOf)) return Math.max(...(schema.oneOf ?? schema.anyOf).map(next))
  if (Array.isArray(schema.allOf)) return next(mergeAllOf(schema.allOf, document, depth))
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : undefined)]
  return Math.max(...types.map((type) => maxOfType(type, schema, next)))
}

function maxOfType(type: unknown, schema: Schema, next: (inner: Schema | undefined) => number): number {
  switch (type) {
    case 'null':
      return 4
    case 'boolean':
      return 5
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' && typeof schema.maximum === 'number'
        ? Math.max(jsonBytes(schema.minimum), jsonBytes(schema.maximum))
        : NUMBER_BYTES
    case 'string':
      return typeof schema.maxLength === 'number' ? 2 + BYTES_PER_CHARACTER * schema.maxLength : Infinity
    case 'array':
      return typeof schema.maxItems === 'number' ? 2 + schema.maxItems * (next(schema.items) + 1) : Infinity
    case 'object': {
      const properties = Object.entries<Schema>(schema.properties ?? {})
      if (properties.length === 0) return Infinity
      return 2 + properties.reduce((sum, [name, inner]) => sum + jsonBytes(name) + 2 + next(inner), 0)
    }
    default:
      return Infinity
  }
}

/** allOf of object schemas as one object: a property described by several parts is bounded by the tightest. */
function mergeAllOf(parts: Schema[], document: Schema, depth: number): Schema | undefined {
  const properties: Record<string, Schema> = {}
  const bounds: Record<string, number> = {}
  for (const raw of parts) {
    const part = resolveRef(document, raw)
    if (!part.properties) return undefined
    for (const [name, inner] of Object.entries<Schema>(part.properties)) {
      const bound = maxJsonBytes(inner, document, depth + 1)
      if (!(name in bounds) || bound < bounds[name]) {
        bounds[name] = bound
        properties[name] = inner
      }
    }
  }
  return { type: 'object', properties }
}

/** The most bytes of the operation's 200 JSON answer (Infinity when its schema does not bound it). */
export function maxSuccessAnswerBytes(operation: Schema, document: Schema): number {
  return maxJsonBytes(operation.responses?.['200']?.content?.['application/json']?.schema, document)
}
