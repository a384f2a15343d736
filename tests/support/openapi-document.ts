// The parsed openapi.yaml and its operations, for contract tests.
import { fileURLToPath } from 'node:url'
import { openApiDocument } from '../../server/http/openapi-spec'

export const OPENAPI_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url))

export interface OperationEntry {
  method: string
  path: string
  operationId: string
  operation: Record<string, any>
}

export function loadOpenApi(): Record<string, any> {
  return openApiDocument()
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch']

export function listOperations(document = loadOpenApi()): OperationEntry[] {
  const entries: OperationEntry[] = []
  for (const [path, item] of Object.entries<Record<string, any>>(document.paths)) {
    for (const method of METHODS) {
      if (item[method]) entries.push({ method, path, operationId: item[method].operationId, operation: item[method] })
    }
  }
  return entries
}
