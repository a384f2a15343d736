// A build plugin: writes index.<language>.html beside index.html, the same page with that language's texts preloaded
// beside the entry. The texts are a chunk of their own per language (src/i18n/i18n.ts), imported only once the entry
// runs; the server sends the visitor's copy (server/http/index-html.ts), so their download does not wait for the
// entry's.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { SUPPORTED_LANGUAGES, type Language } from '../../domain/language'
import { languageIndexFileName, withPreloads } from '../../server/http/index-html'
import { bundleChunks, chunksWithImports, writeFromBundle } from './bundle-chunks'

const textsModule = (language: Language) => `/src/i18n/resources/${language}.ts`

/** The chunk of a language's texts and the chunks it imports, as paths under the site's base. */
export function languageChunks(bundle: Rolldown.OutputBundle, language: Language, base: string): string[] {
  const texts = bundleChunks(bundle).find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(textsModule(language)))
  if (!texts) throw new Error(`no chunk of its own for ${textsModule(language)}`)
  return chunksWithImports(bundle, [texts.fileName], base)
}

export const languageIndexPages = (): Plugin =>
  writeFromBundle('summit:language-index-pages', (bundle, { outDir, base }) => {
    const index = bundle['index.html']
    if (!index || index.type !== 'asset') throw new Error('index.html is not in the bundle')
    const html = String(index.source)
    for (const language of SUPPORTED_LANGUAGES) {
      const page = withPreloads(html, languageChunks(bundle, language, base), language)
      writeFileSync(join(outDir, languageIndexFileName(language)), page)
    }
  })
