// Which prerendered file the server hands out for /pc/Home and /pc/Buy (server/http/prerendered-pages.ts), and how
// the build composes one (scripts/prerender/prerendered-html.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PRERENDER_DIR, prerenderedPath, requestLanguage } from '../../server/http/prerendered-pages'
import { appStarter } from '../../scripts/prerender/app-starter'
import { appModules, prerenderedHtml } from '../../scripts/prerender/prerendered-html'

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0'
const dist = mkdtempSync(join(tmpdir(), 'prerendered-'))
mkdirSync(join(dist, PRERENDER_DIR))
for (const name of ['Home.zh-CN.html', 'Home.en.html', 'Home.zh-TW.html']) writeFileSync(join(dist, PRERENDER_DIR, name), name)
afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe('the language of a prerendered page', () => {
  it('is the cookie the client keeps, before the browser language', () => {
    expect(requestLanguage({ cookie: 'a=1; summit_language=zh-TW', 'accept-language': 'en-US,en;q=0.9' })).toBe('zh-TW')
  })
  it('falls back to the first Accept-Language tag by the browser language rule', () => {
    expect(requestLanguage({ 'accept-language': 'en-GB,zh;q=0.5' })).toBe('en')
    expect(requestLanguage({ 'accept-language': 'zh-TW' })).toBe('zh-TW')
    expect(requestLanguage({ 'accept-language': 'fr-FR,en;q=0.8' })).toBe('zh-CN')
    expect(requestLanguage({ cookie: 'summit_language=de' })).toBe('zh-CN')
    expect(requestLanguage({})).toBe('zh-CN')
  })
})

describe('the prerendered file for a request', () => {
  const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers: { 'user-agent': desktop, ...headers } })

  it('is the page in the visitor language', () => {
    expect(prerenderedPath(dist, 'Home', request('/pc/Home', { 'accept-language': 'en' }))).toBe(join(dist, PRERENDER_DIR, 'Home.en.html'))
    expect(prerenderedPath(dist, 'Home', request('/pc/Home'))).toBe(join(dist, PRERENDER_DIR, 'Home.zh-CN.html'))
  })
  it('is none for a query string, a mobile browser or a page not built', () => {
    expect(prerenderedPath(dist, 'Home', request('/pc/Home?x=1'))).toBeUndefined()
    expect(prerenderedPath(dist, 'Home', request('/pc/Home', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' }))).toBeUndefined()
    expect(prerenderedPath(dist, 'Buy', request('/pc/Buy'))).toBeUndefined()
  })
})

describe('composing a prerendered page', () => {
  const index =
    '<!doctype html>\n<html lang="zh-CN">\n<head><title>Summit 软件商城</title><script type="module" crossorigin src="/pc/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/pc/assets/a.js"></head>\n<body><div id="root"></div></body></html>'
  const html = prerenderedHtml(
    index,
    'Home',
    'en',
    {
      html: '<main>Hello</main>',
      css: '.a{color:red}</style><script>',
      title: 'Home & more',
      scripts: ['/pc/assets/a.js', '/pc/assets/Home.js'],
      heroImage: '/pc/banners/hero.svg',
    },
    '/pc/assets/app-start-x.js',
  )

  it('carries the markup, the language, the title and the styles', () => {
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<title>Home &amp; more</title>')
    expect(html).toContain('<div id="root" data-prerendered="Home" data-prerendered-lang="en"><main>Hello</main></div>')
    expect(html).toContain('<style data-prerendered>.a{color:red}<\\/style><script></style>')
  })
  it('loads its starter in place of the entry script and its preloads, after the hero picture hint', () => {
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain('assets/index.js')
    expect(html.match(/<script type="module"/g)).toHaveLength(1)
    expect(html.indexOf('rel="preload" as="image" fetchpriority="high" href="/pc/banners/hero.svg"')).toBeLessThan(
      html.indexOf('<script type="module" crossorigin src="/pc/assets/app-start-x.js"></script>'),
    )
  })
  it("limits the hero picture's hint to the media of the <source> it came from", () => {
    const withMedia = prerenderedHtml(
      index,
      'Home',
      'en',
      { html: '<main></main>', css: '', title: 'Home', scripts: [], heroImage: '/pc/banners/wide.svg', heroMedia: '(min-width: 64rem)' },
      '/pc/assets/app-start-x.js',
    )
    expect(withMedia).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/pc/banners/wide.svg" media="(min-width: 64rem)">',
    )
    expect(html).toContain('href="/pc/banners/hero.svg">')
  })
  it('has the starter load the entry and every chunk the page loaded, each once', () => {
    expect(appModules(index, { scripts: ['/pc/assets/a.js', '/pc/assets/index.js', '/pc/assets/Home.js'] })).toEqual({
      entry: '/pc/assets/index.js',
      modules: ['/pc/assets/a.js', '/pc/assets/Home.js'],
    })
    expect(() => appModules('<html><body></body></html>', { scripts: [] })).toThrow()
  })
  it('names each starter by its content', () => {
    const starter = appStarter('/pc/assets/index.js', ['/pc/assets/a.js'])
    expect(starter.fileName).toMatch(/^app-start-[\w-]{8}\.js$/)
    expect(appStarter('/pc/assets/index.js', ['/pc/assets/a.js']).fileName).toBe(starter.fileName)
    expect(appStarter('/pc/assets/index.js', ['/pc/assets/b.js']).fileName).not.toBe(starter.fileName)
    expect(starter.source).toContain('"/pc/assets/index.js"')
    expect(starter.source).toContain('["/pc/assets/a.js"]')
    // Minified as the bundler's files are (Home's JS budget).
    expect(starter.source).not.toContain('\n  ')
  })
  it('replaces the first-load indicator of the shipped index.html with the page', () => {
    const shipped = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8')
    expect(shipped).toContain('data-testid="boot-loading"')
    const page = prerenderedHtml(shipped, 'Home', 'en', { html: '<main>$& Hello</main>', css: '', title: 't', scripts: [] }, '/s.js')
    expect(page).not.toContain('boot-loading"')
    expect(page).toContain('data-prerendered-lang="en"><main>$& Hello</main></div>')
  })
  it('refuses an index.html without an empty root', () => {
    expect(() =>
      prerenderedHtml('<html lang="zh-CN"><div id="root">x</div>', 'Home', 'en', { html: '', css: '', title: '', scripts: [] }, '/s.js'),
    ).toThrow()
  })
})
