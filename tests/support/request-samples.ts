// Valid sample requests generated from openapi.yaml, and the same request with one field replaced: what the
// malformed-request tests and the fuzz send, so that each bad value is the only thing wrong with its request.
import fc from 'fast-check'
import { MULTILINE_TEXT_PATTERN, TEXT_PATTERN } from '../../domain/validation-patterns'
import type { OperationEntry } from './openapi-document'
import { resolveRef } from '../../server/http/openapi-ref'
import { bodyProperties, type Schema } from './openapi-request-schemas'

const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [])

function sampleString(schema: Schema): string {
  const min = Math.max(1, schema.minLength ?? 1)
  if (schema.pattern && schema.pattern !== TEXT_PATTERN && schema.pattern !== MULTILINE_TEXT_PATTERN) {
    const matching = fc
      .stringMatching(new RegExp(schema.pattern, 'u'))
      .filter((text) => text.length >= min && text.length <= (schema.maxLength ?? 1e6))
    return fc.sample(matching, { numRuns: 1, seed: 11 })[0]
  }
  return 'x'.repeat(min)
}

/** A value the schema accepts (the first enum value, the minimum, the required properties...). */
export function validSample(document: Schema, node: Schema, depth = 0): unknown {
  const schema = resolveRef(document, node)
  if (depth > 8) return null
  if ('const' in schema) return schema.const
  if (schema.enum) return schema.enum.find((value: unknown) => value !== '') ?? schema.enum[0]
  if (schema.oneOf || schema.anyOf) return validSample(document, (schema.oneOf ?? schema.anyOf)[0], depth + 1)
  const types = typesOf(schema)
  if (schema.allOf || schema.properties || types.includes('object')) {
    const { properties, required } = bodyProperties(document, schema)
    return Object.fromEntries(
      required.filter((name) => properties[name]).map((name) => [name, validSample(document, properties[name], depth + 1)]),
    )
  }
  if (types.includes('array'))
    return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => validSample(document, schema.items ?? {}, depth + 1))
  if (types.includes('string')) return sampleString(schema)
  if (types.includes('integer') || types.includes('number')) return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1
  if (types.includes('boolean')) return true
  return null
}

/** A copy of value with the field at a dotted pointer ('a.b[].c') replaced; [] means the first item. */
export function withField(value: unknown, pointer: string, replacement: unknown): unknown {
  if (pointer === '') return replacement
  const [head, ...rest] = pointer.split('.')
  const arrayStep = head.endsWith('[]') ? head.slice(0, -2) : null
  const tail = rest.join('.')
  if (arrayStep === '') {
    const list = Array.isArray(value) ? [...value] : [{}]
    list[0] = withField(list[0], tail, replacement)
    return list
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {}
  if (arrayStep !== null) {
    const list = Array.isArray(object[arrayStep]) ? [...(object[arrayStep] as unknown[])] : [{}]
    list[0] = withField(list[0], tail, replacement)
    object[arrayStep] = list
  } else {
    object[head] = withField(object[head], tail, replacement)
  }
  return object
}

export interface SampleRequest {
  path: Record<string, string>
  query: Record<string, string>
  /** The operation's first declared body content type and a body it accepts, or none. */
  contentType?: string
  body?: unknown
}

export function validRequest(document: Schema, entry: OperationEntry): SampleRequest {
  const request: SampleRequest = { path: {}, query: {} }
  for (const raw of entry.operation.parameters ?? []) {
    const parameter = resolveRef(document, raw)
    if (parameter.in === 'path') request.path[parameter.name] = String(validSample(document, parameter.schema ?? {}))
    if (parameter.in === 'query' && parameter.required)
      request.query[parameter.name] = String(validSample(document, parameter.schema ?? {}))
  }
  const content = resolveRef(document, entry.operation.requestBody ?? {}).content ?? {}
  const contentType = Object.keys(content).includes('application/json') ? 'application/json' : Object.keys(content)[0]
  if (contentType) {
    request.contentType = contentType
    request.body = validSample(document, content[contentType].schema ?? {})
  }
  return request
}

// A URL cannot carry a lone surrogate: it goes as U+FFFD, as URLSearchParams does.
const encodePathValue = (value: string) =>
  encodeURIComponent(
    value.replace(/[\ud800-\udfff]/g, (char, at: number) =>
      /[\ud800-\udbff][\udc00-\udfff]/.test(value.slice(at - 1, at + 1)) || /[\ud800-\udbff][\udc00-\udfff]/.test(value.slice(at, at + 2))
        ? char
        : '\ufffd',
    ),
  )

export function urlOf(entry: OperationEntry, path: Record<string, string>, query: Record<string, string>): string {
  const filled = entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePathValue(path[name] ?? 'x'))
  const search = new URLSearchParams(query).toString()
  return search ? `${filled}?${search}` : filled
}

/** The body as a form or multipart would carry it: top-level fields, non-strings as JSON. */
export const flatFields = (body: unknown): Array<[string, string]> =>
  body && typeof body === 'object' && !Array.isArray(body)
    ? Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])
    : [['body', JSON.stringify(body ?? null)]]

export const formBody = (body: unknown) => new URLSearchParams(flatFields(body)).toString()

export const MULTIPART_BOUNDARY = 'summit-fuzz-boundary'
export const multipartBody = (body: unknown) =>
  `${flatFields(body)
    .map(([name, value]) => `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--${MULTIPART_BOUNDARY}--\r\n`
