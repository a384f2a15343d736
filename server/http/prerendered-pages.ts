// Public pages rendered at build time (scripts/prerender-pages.ts), one HTML file per language: their first screen
// paints from the HTML itself, before any script runs (issue 19, docs/decisions.md "First paint").
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGE_COOKIE, isLanguage, languageFromAcceptLanguage, type Language } from '../../domain/language'
import { isMobileUserAgent } from '../../domain/mobile-user-agent'
import { readCookie } from './cookies'

/** Route path under /pc/ → file name stem. Only a request without a query string gets the prerendered page. */
export const PRERENDERED_PAGES = ['Home', 'Buy'] as const
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number]

export const PRERENDER_DIR = 'prerendered'

export const prerenderedFileName = (page: PrerenderedPage, language: Language) => `${page}.${language}.html`

/** The visitor's language as the client will choose it: the cookie it keeps, else the browser's language. */
export function requestLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  const stored = readCookie(headers.cookie, LANGUAGE_COOKIE)
  return isLanguage(stored) ? stored : languageFromAcceptLanguage(headers['accept-language'])
}

/** The prerendered file to send, or undefined for the plain index.html (mobile clients, a query, no file built). */
export function prerenderedPath(
  distDir: string,
  page: PrerenderedPage,
  request: { url: string; headers: { cookie?: string; 'accept-language'?: string; 'user-agent'?: string } },
): string | undefined {
  if (request.url.includes('?') || isMobileUserAgent(request.headers['user-agent'])) return undefined
  const path = join(distDir, PRERENDER_DIR, prerenderedFileName(page, requestLanguage(request.headers)))
  return existsSync(path) ? path : undefined
}
