// A deep link's page preloads its route's chunks (server/http/index-html.ts, from the build's route-preloads.json):
// they download beside the entry instead of once it has run.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTE_PRELOADS_FILE } from '../../server/http/index-html'
import { startTestApp, type TestApp } from './support/test-app'

const page = (language: string) =>
  `<!doctype html>\n<html lang="${language}">\n  <head>\n    <script type="module" crossorigin src="/pc/assets/index-1.js"></script>\n` +
  `    <link rel="modulepreload" crossorigin href="/pc/assets/framework-2.js">\n  </head>\n  <body><div id="root"></div></body>\n</html>`

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    prepareDist: (distDir) => {
      writeFileSync(join(distDir, 'index.html'), page('zh-CN'))
      writeFileSync(join(distDir, 'index.en.html'), page('en'))
      writeFileSync(
        join(distDir, ROUTE_PRELOADS_FILE),
        JSON.stringify({ '/paystep': ['/pc/assets/paystep-3.js', '/pc/assets/framework-2.js', '/pc/assets/wizard-4.js'] }),
      )
    },
  })
})
afterAll(async () => {
  await t.close()
})

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1])

describe("a deep link's page", () => {
  it("preloads its route's chunks once each, in the visitor's language's copy, before </head>", async () => {
    for (const url of ['/pc/paystep?order=0f8fad5b-d9cb-469f-a165-70867728950e', '/pc/paystep']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain('<html lang="en">')
      expect(preloads(res.body), url).toEqual(['/pc/assets/framework-2.js', '/pc/assets/paystep-3.js', '/pc/assets/wizard-4.js'])
      expect(res.body.indexOf('wizard-4.js'), url).toBeLessThan(res.body.indexOf('</head>'))
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('of a path without preloads is the page as built', async () => {
    for (const url of ['/pc/', '/pc/PersonalCenter?value=2', '/pc/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.body, url).toBe(page('zh-CN'))
    }
  })
})
