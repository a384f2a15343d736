// The SPA's page for a route without a prerendered one: index.html, or the build's copy of it for the visitor's
// language (scripts/build/language-index-pages.ts), which preloads that language's texts with the entry.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Language } from '../../domain/language'
import { requestLanguage } from './prerendered-pages'

export const languageIndexFileName = (language: Language) => `index.${language}.html`

export function indexHtmlPath(distDir: string, headers: { cookie?: string; 'accept-language'?: string }): string {
  const path = join(distDir, languageIndexFileName(requestLanguage(headers)))
  return existsSync(path) ? path : join(distDir, 'index.html')
}
