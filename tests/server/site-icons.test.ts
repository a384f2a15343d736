// The site's icons (issue 20): /favicon.ico at the root and under /pc, the apple-touch-icon, and a web manifest whose
// icons exist, served as the built site serves public/ (copied into dist/); index.html links them all.
import { copyFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/test-app'

const PUBLIC = join(import.meta.dirname, '..', '..', 'public')
const FILES = ['favicon.ico', 'favicon.svg', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'manifest.webmanifest']

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    prepareDist: (distDir) => {
      for (const file of FILES) copyFileSync(join(PUBLIC, file), join(distDir, file))
    },
  })
})
afterAll(async () => {
  await t?.close()
})

const get = (url: string) => t.app.inject({ method: 'GET', url })

/** The width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)]

describe('site icons', () => {
  it('/favicon.ico answers at the root and under /pc with an ICO holding 16 and 32 px images', async () => {
    for (const url of ['/favicon.ico', '/pc/favicon.ico']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
      const ico = res.rawPayload
      expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2])
      expect([ico[6], ico[22]]).toEqual([16, 32])
    }
  })

  it('the apple-touch-icon is an opaque 180 px PNG at the root and under /pc', async () => {
    for (const url of ['/apple-touch-icon.png', '/pc/apple-touch-icon.png']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toBe('image/png')
      expect(pngSize(res.rawPayload)).toEqual([180, 180])
      expect(res.rawPayload[25], 'colour type 2 (RGB, no alpha)').toBe(2)
    }
  })

  it('the manifest is JSON served as a manifest, scoped to /pc/, and every icon it names is served at its size', async () => {
    const res = await get('/pc/manifest.webmanifest')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/)
    const manifest = res.json() as { scope: string; start_url: string; icons: Array<{ src: string; sizes: string }> }
    expect(manifest.scope).toBe('/pc/')
    expect(manifest.start_url.startsWith('/pc/')).toBe(true)
    for (const icon of manifest.icons) {
      const file = await get(icon.src)
      expect(file.statusCode, icon.src).toBe(200)
      if (icon.sizes !== 'any') expect(pngSize(file.rawPayload).join('x'), icon.src).toBe(icon.sizes)
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  })

  it('index.html links the favicon, the touch icon and the manifest', () => {
    const html = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8')
    for (const link of [
      'rel="icon" href="/pc/favicon.ico"',
      'rel="apple-touch-icon" href="/pc/apple-touch-icon.png"',
      'rel="manifest" href="/pc/manifest.webmanifest"',
    ])
      expect(html).toContain(link)
  })
})
