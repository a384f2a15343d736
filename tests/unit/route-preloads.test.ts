// The build's route preloads (scripts/build/route-preloads.ts) and the server's use of them (server/http/index-html.ts).
import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { routeFilePath, routePreloads } from '../../scripts/build/route-preloads'
import { routePreloadsFor, withPreloads } from '../../server/http/index-html'

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports }) as unknown as Rolldown.OutputChunk

describe("a route file's app path", () => {
  it('leaves out pathless layouts and index', () => {
    expect(routeFilePath('_loggedIn/paystep')).toBe('/paystep')
    expect(routeFilePath('_loggedIn/user/orderManagement')).toBe('/user/orderManagement')
    expect(routeFilePath('products/guochan-download')).toBe('/products/guochan-download')
    expect(routeFilePath('index')).toBe('/')
    expect(routeFilePath('Home')).toBe('/Home')
  })
  it('is none for the root route and a path with parameters', () => {
    expect(routeFilePath('__root')).toBeUndefined()
    expect(routeFilePath('orders/$id')).toBeUndefined()
  })
})

describe("a route's preloads", () => {
  const bundle = {
    'assets/index-1.js': chunk('assets/index-1.js', '/repo/index.html', ['assets/framework-2.js']),
    'assets/framework-2.js': chunk('assets/framework-2.js', null),
    'assets/paystep-3.js': chunk('assets/paystep-3.js', '/repo/src/routes/_loggedIn/paystep.tsx?tsr-split=component', [
      'assets/index-1.js',
      'assets/wizard-4.js',
    ]),
    'assets/wizard-4.js': chunk('assets/wizard-4.js', null, ['assets/framework-2.js']),
    'assets/layout-5.js': chunk('assets/layout-5.js', 'C:\\repo\\src\\routes\\_loggedIn.tsx?tsr-split=component'),
    'assets/detail-6.js': chunk('assets/detail-6.js', '/repo/src/routes/orders/$id.tsx?tsr-split=component'),
    'assets/lazy-7.js': chunk('assets/lazy-7.js', '/repo/src/features/lazy.tsx'),
    'index.html': { type: 'asset', fileName: 'index.html', source: '' },
  } as unknown as Rolldown.OutputBundle

  it("are the route's and its layouts' split chunks and what they import, under the base", () => {
    const preloads = routePreloads(bundle, '/pc/')
    expect(Object.keys(preloads).sort()).toEqual(['/', '/paystep'])
    expect(preloads['/paystep']!.sort()).toEqual(
      [
        '/pc/assets/framework-2.js',
        '/pc/assets/index-1.js',
        '/pc/assets/layout-5.js',
        '/pc/assets/paystep-3.js',
        '/pc/assets/wizard-4.js',
      ].sort(),
    )
  })

  it("are found for a request's path, whatever its query or a trailing slash", () => {
    const preloads = { '/paystep': ['/pc/assets/paystep-3.js'], '/': ['/pc/assets/index-9.js'] }
    expect(routePreloadsFor(preloads, '/pc/paystep?order=1')).toEqual(['/pc/assets/paystep-3.js'])
    expect(routePreloadsFor(preloads, '/pc/paystep/')).toEqual(['/pc/assets/paystep-3.js'])
    expect(routePreloadsFor(preloads, '/pc/')).toEqual(['/pc/assets/index-9.js'])
    expect(routePreloadsFor(preloads, '/pc/no-such-page')).toEqual([])
    expect(routePreloadsFor(preloads, '/pc/constructor')).toEqual([])
  })

  it('go into the page after its own preloads, and a page without any is sent as it is', () => {
    const index = '<html lang="en"><head><link rel="modulepreload" crossorigin href="/pc/assets/framework-2.js"></head></html>'
    const page = withPreloads(index, ['/pc/assets/framework-2.js', '/pc/assets/paystep-3.js'])
    expect(page.match(/modulepreload/g)).toHaveLength(2)
    expect(page).toContain('<html lang="en">')
    expect(page.indexOf('paystep-3.js')).toBeLessThan(page.indexOf('</head>'))
    expect(withPreloads('<!doctype html><div id="root"></div>', [])).toBe('<!doctype html><div id="root"></div>')
  })
})
