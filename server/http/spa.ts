// Serves the built SPA under /pc/: hashed assets cached for a year, the prerendered public pages in the visitor's
// language, everything else falls back to index.html.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { indexHtmlPath, readRoutePreloads, routePreloadsFor, withPreloads } from './index-html'
import { PRERENDERED_PAGES, prerenderedPath } from './prerendered-pages'

export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexPath = join(distDir, 'index.html')
  if (!existsSync(indexPath)) {
    app.log.warn(`no built site in ${distDir}: run npm run build (npm start does it)`)
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/pc/',
    index: false,
    // One route per built file, listed at start, instead of a wildcard route: for a wildcard @fastify/static reads
    // every folder of the path on every request to refuse a differently spelt alias (case-folding file systems),
    // which cost about 1 ms a request with the build's 1,200 files in assets/, half the server's CPU per page load.
    // The build is fixed while the server runs (npm start builds first); a rebuilt site needs a restart.
    wildcard: false,
    // Their twins are found by preCompressed, not asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    // The build writes each text asset also as .br and .gz (vite.config.ts); files without them are compressed per
    // request by @fastify/compress as before.
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      )
    },
  })
  const routePreloads = readRoutePreloads(distDir)
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(indexPath)) return reply.status(503).type('text/plain; charset=utf-8').send('站点尚未构建: npm run build')
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .send(withPreloads(readFileSync(indexHtmlPath(distDir, request.headers), 'utf8'), routePreloadsFor(routePreloads, request.url)))
  }
  for (const page of PRERENDERED_PAGES) {
    app.get(`/pc/${page}`, (request, reply) => {
      const path = prerenderedPath(distDir, page, request)
      if (!path) return sendIndex(request, reply)
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language, User-Agent')
        .send(readFileSync(path))
    })
  }
  // Browsers and crawlers ask for these at the site's root, whatever the page's links say.
  for (const icon of ['favicon.ico', 'apple-touch-icon.png']) app.get(`/${icon}`, (_request, reply) => reply.sendFile(icon))
  app.get('/', (_request, reply) => reply.redirect('/pc/'))
  app.get('/pc', (_request, reply) => reply.redirect('/pc/'))
  app.get('/pc/', (request, reply) => sendIndex(request, reply))
  return { sendIndex }
}
