// Loads openapi.yaml for route binding; development routes are dropped in production.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import type { OperationInfo } from './operation-binding'
import type { OperationId } from './operation-types'

const SPEC_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url))
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const

export function loadSpecification(options: { devRoutes: boolean }) {
  const spec = parse(readFileSync(SPEC_PATH, 'utf8'))
  const droppedOperationIds: OperationId[] = []
  if (!options.devRoutes) {
    for (const path of Object.keys(spec.paths)) {
      if (!path.startsWith('/api/dev/')) continue
      for (const method of METHODS) if (spec.paths[path][method]) droppedOperationIds.push(spec.paths[path][method].operationId)
      delete spec.paths[path]
    }
  }
  const operations: OperationInfo[] = []
  for (const item of Object.values<Record<string, any>>(spec.paths)) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      const security = operation.security ?? spec.security ?? []
      operations.push({
        operationId: operation.operationId as OperationId,
        secured: security.length > 0,
        bodyRequired: operation.requestBody?.required === true,
      })
    }
  }
  return { spec, operations, droppedOperationIds }
}
