// A build plugin: writes route-preloads.json, each app path of a route file (src/routes) mapped to the chunks its
// code needs: the chunks the router plugin split off the route and its parent layouts (autoCodeSplitting:
// `?tsr-split=` modules) and what they import. The server preloads them in the index page of a deep link
// (server/http/index-html.ts): without it the router asks for them only once the entry has run and the route's
// guards have passed (docs/decisions.md, "A deep link preloads its route's chunks").
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../server/http/index-html'
import { bundleChunks, chunksWithImports, writeFromBundle } from './bundle-chunks'

const SPLIT_ROUTE = /\/src\/routes\/(.+)\.tsx\?tsr-split=/

/**
 * The app path of a route file (relative to src/routes, without its extension): pathless segments (`_loggedIn`) and
 * `index` add nothing. Undefined for the root route and a path with parameters (`$id`), which need matching.
 */
export function routeFilePath(routeFile: string): string | undefined {
  const segments = routeFile.split('/')
  if (segments.some((segment) => segment.startsWith('$') || segment.startsWith('__'))) return undefined
  const kept = segments.filter((segment) => !segment.startsWith('_') && segment !== 'index')
  return `/${kept.join('/')}`
}

/** The route file and its parent layouts' files: `_loggedIn/user/x` → `_loggedIn`, `_loggedIn/user`, itself. */
const routeFileChain = (routeFile: string): string[] =>
  routeFile.split('/').map((_segment, index, segments) => segments.slice(0, index + 1).join('/'))

/** Each app path of a split route file mapped to its and its layouts' split chunks and their imports, under base. */
export function routePreloads(bundle: Rolldown.OutputBundle, base: string): RoutePreloads {
  const splitChunks = new Map<string, string[]>()
  for (const chunk of bundleChunks(bundle)) {
    const routeFile = chunk.facadeModuleId?.replaceAll('\\', '/').match(SPLIT_ROUTE)?.[1]
    if (routeFile) splitChunks.set(routeFile, [...(splitChunks.get(routeFile) ?? []), chunk.fileName])
  }
  const preloads: RoutePreloads = {}
  for (const routeFile of [...splitChunks.keys()].sort()) {
    const path = routeFilePath(routeFile)
    if (path === undefined) continue
    const files = routeFileChain(routeFile).flatMap((file) => splitChunks.get(file) ?? [])
    preloads[path] = chunksWithImports(bundle, files, base)
  }
  return preloads
}

export const routePreloadsPlugin = (): Plugin =>
  writeFromBundle('summit:route-preloads', (bundle, { outDir, base }) => {
    writeFileSync(join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(routePreloads(bundle, base), null, 1)}\n`)
  })
