// What a request can carry, per operation of openapi.yaml: every parameter and every body field (after $ref, allOf,
// oneOf and anyOf), with its resolved schema. Contract tests check the bounds on these; the malformed-request tests
// and the fuzz generate values from them.
import { resolveRef } from '../../server/http/openapi-ref'
import type { OperationEntry } from './openapi-document'

export type Schema = Record<string, any>

export interface RequestField {
  operationId: string
  /** path, query, header, or body.<content type> */
  where: string
  /** Dotted field path inside the body ('' for the body itself, [] for array items); the name for a parameter. */
  pointer: string
  schema: Schema
}

/** Every schema node reachable from a body schema, with its field path; composites are walked, not listed. */
export function walkSchema(document: Schema, node: Schema, pointer: string, visit: (pointer: string, schema: Schema) => void, depth = 0) {
  const schema = resolveRef(document, node)
  if (depth > 12) return
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const part of schema[key] ?? []) walkSchema(document, part, pointer, visit, depth + 1)
  }
  const composite = ['allOf', 'oneOf', 'anyOf'].some((key) => key in schema)
  const typed = 'type' in schema || 'enum' in schema || 'const' in schema
  if (typed || !composite) visit(pointer, schema)
  for (const [name, property] of Object.entries<Schema>(schema.properties ?? {})) {
    walkSchema(document, property, pointer ? `${pointer}.${name}` : name, visit, depth + 1)
  }
  if (schema.items) walkSchema(document, schema.items, `${pointer}[]`, visit, depth + 1)
}

export function requestFields(document: Schema, entry: OperationEntry): RequestField[] {
  const fields: RequestField[] = []
  for (const raw of entry.operation.parameters ?? []) {
    const parameter = resolveRef(document, raw)
    fields.push({
      operationId: entry.operationId,
      where: parameter.in,
      pointer: parameter.name,
      schema: resolveRef(document, parameter.schema ?? {}),
    })
  }
  const body = resolveRef(document, entry.operation.requestBody ?? {})
  for (const [type, media] of Object.entries<Schema>(body.content ?? {})) {
    walkSchema(document, media.schema ?? {}, '', (pointer, schema) => {
      fields.push({ operationId: entry.operationId, where: `body.${type}`, pointer, schema })
    })
  }
  return fields
}

/** The merged properties of a body schema (allOf parts and refs resolved), for generating bodies. */
export function bodyProperties(document: Schema, node: Schema): { properties: Record<string, Schema>; required: string[] } {
  const schema = resolveRef(document, node)
  const merged = { properties: {} as Record<string, Schema>, required: [] as string[] }
  for (const part of schema.allOf ?? []) {
    const inner = bodyProperties(document, part)
    Object.assign(merged.properties, inner.properties)
    merged.required.push(...inner.required)
  }
  for (const [name, property] of Object.entries<Schema>(schema.properties ?? {})) merged.properties[name] = resolveRef(document, property)
  merged.required.push(...(schema.required ?? []))
  return merged
}
