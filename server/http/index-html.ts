// The SPA's page for a route without a prerendered one: index.html, or the build's copy of it for the visitor's
// language (scripts/build/language-index-pages.ts), which preloads that language's texts with the entry; for a deep
// link to a route of the app, also that route's chunks (scripts/build/route-preloads.ts), so they download beside the
// entry instead of after it has run.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Language } from '../../domain/language'
import { requestLanguage } from './prerendered-pages'

export const languageIndexFileName = (language: Language) => `index.${language}.html`

/** The build's map of an app path (under the base, without it: '/paystep') to the chunks of its route. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'
export type RoutePreloads = Record<string, string[]>

export function indexHtmlPath(distDir: string, headers: { cookie?: string; 'accept-language'?: string }): string {
  const path = join(distDir, languageIndexFileName(requestLanguage(headers)))
  return existsSync(path) ? path : join(distDir, 'index.html')
}

/** The build's route preloads, or none (an older build, a test's dist). Read once: the build is fixed while the
 *  server runs. */
export function readRoutePreloads(distDir: string): RoutePreloads {
  const path = join(distDir, ROUTE_PRELOADS_FILE)
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as RoutePreloads) : {}
}

/** The chunks to preload for a request's URL under /pc/ (its path without the base and the query). */
export function routePreloadsFor(preloads: RoutePreloads, url: string): readonly string[] {
  const pathname =
    url
      .split(/[?#]/, 1)[0]!
      .replace(/^\/pc(?=\/|$)/, '')
      .replace(/(?<=.)\/$/, '') || '/'
  return Object.hasOwn(preloads, pathname) ? preloads[pathname]! : []
}

/** index.html with a modulepreload for each path it does not load already, after its last one; with a language, its
 *  `<html lang>` says that language. */
export function withPreloads(indexHtml: string, paths: readonly string[], language?: Language): string {
  const links = paths
    .filter((path) => !indexHtml.includes(`"${path}"`))
    .map((path) => `<link rel="modulepreload" crossorigin href="${path}">`)
  if (links.length === 0 && !language) return indexHtml
  const anchor = indexHtml.lastIndexOf('<link rel="modulepreload"')
  const at = anchor < 0 ? indexHtml.indexOf('</head>') : indexHtml.indexOf('>', anchor) + 1
  const page = indexHtml.slice(0, at) + links.map((link) => `\n    ${link}`).join('') + indexHtml.slice(at)
  return language ? page.replace(/<html lang="[^"]*"/, `<html lang="${language}"`) : page
}
