// The build's index.html per language (scripts/build/language-index-pages.ts): which chunks it preloads and how.
import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { languageChunks } from '../../scripts/build/language-index-pages'
import { withPreloads } from '../../server/http/index-html'

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports }) as unknown as Rolldown.OutputChunk

const bundle = {
  'assets/index-1.js': chunk('assets/index-1.js', '/repo/index.html', ['assets/framework-2.js']),
  'assets/framework-2.js': chunk('assets/framework-2.js', null),
  'assets/en-3.js': chunk('assets/en-3.js', '/repo/src/i18n/resources/en.ts', ['assets/shared-4.js']),
  'assets/en-portal-5.js': chunk('assets/en-portal-5.js', '/repo/src/i18n/resources/en-portal.ts'),
  'assets/shared-4.js': chunk('assets/shared-4.js', null, ['assets/framework-2.js']),
  'index.html': { type: 'asset', fileName: 'index.html', source: '' },
} as unknown as Rolldown.OutputBundle

describe("a language's chunks", () => {
  it('are its texts module and what that imports, under the base, not a page texts chunk of the same language', () => {
    expect(languageChunks(bundle, 'en', '/pc/')).toEqual(['/pc/assets/en-3.js', '/pc/assets/shared-4.js', '/pc/assets/framework-2.js'])
  })
  it('are an error when the texts are not a chunk of their own (bundled into the entry again)', () => {
    expect(() => languageChunks(bundle, 'zh-TW', '/pc/')).toThrow(/zh-TW\.ts/)
  })
})

describe('index.html with preloads', () => {
  const index =
    '<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <script type="module" crossorigin src="/pc/assets/index-1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/pc/assets/framework-2.js">\n  </head>\n  <body></body>\n</html>'
  const page = withPreloads(index, ['/pc/assets/en-3.js', '/pc/assets/shared-4.js', '/pc/assets/framework-2.js'], 'en')

  it('adds one modulepreload per chunk it does not load yet, after its own', () => {
    expect(page.match(/modulepreload/g)).toHaveLength(3)
    expect(page.indexOf('framework-2.js')).toBeLessThan(page.indexOf('en-3.js'))
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/pc/assets/shared-4.js">')
    expect(page.indexOf('shared-4.js')).toBeLessThan(page.indexOf('</head>'))
  })
  it("says the page's language", () => {
    expect(page).toContain('<html lang="en">')
    expect(page).not.toContain('zh-CN')
  })
  it('puts the links in the head when the page preloads nothing yet', () => {
    const bare = withPreloads('<html lang="zh-CN"><head></head><body></body></html>', ['/pc/assets/en-3.js'], 'en')
    expect(bare).toBe(
      '<html lang="en"><head>\n    <link rel="modulepreload" crossorigin href="/pc/assets/en-3.js"></head><body></body></html>',
    )
  })
})
