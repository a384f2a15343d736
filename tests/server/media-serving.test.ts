// The shipped videos are served as the built site serves them (public/ copied into dist/): the right types, byte
// ranges answered with 206 so a player can seek, not compressed, and every seeded video row points at a file that
// exists. The files themselves: small, H.264 in MP4 with the index first (faststart), poster and three caption tracks.
import { cpSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/test-app'

const PUBLIC = join(import.meta.dirname, '..', '..', 'public')
const VIDEOS = join(PUBLIC, 'seed', 'videos')
const MP4S = readdirSync(VIDEOS).filter((file) => file.endsWith('.mp4'))

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ prepareDist: (distDir) => cpSync(VIDEOS, join(distDir, 'seed', 'videos'), { recursive: true }) })
})
afterAll(async () => {
  await t?.close()
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

/** The top-level boxes of an MP4 file, in order. */
function boxes(file: Buffer): string[] {
  const names: string[] = []
  for (let at = 0; at + 8 <= file.length; ) {
    const size = file.readUInt32BE(at)
    names.push(file.toString('latin1', at + 4, at + 8))
    if (size < 8) break
    at += size
  }
  return names
}

describe('shipped videos', () => {
  it('are four to six H.264 MP4 files under 300 kB, each with its moov before mdat, a JPEG poster and three captions', () => {
    expect(MP4S.length).toBeGreaterThanOrEqual(4)
    expect(MP4S.length).toBeLessThanOrEqual(6)
    for (const mp4 of MP4S) {
      const file = readFileSync(join(VIDEOS, mp4))
      expect(file.length, mp4).toBeLessThan(300 * 1024)
      const order = boxes(file)
      expect(order[0], mp4).toBe('ftyp')
      expect(order.indexOf('moov'), mp4).toBeLessThan(order.indexOf('mdat'))
      expect(file.includes(Buffer.from('avc1')), mp4).toBe(true)
      const stem = mp4.replace(/\.mp4$/, '')
      expect(readFileSync(join(VIDEOS, `${stem}.jpg`)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
      for (const lang of ['zh-CN', 'en', 'zh-TW'])
        expect(readFileSync(join(VIDEOS, `${stem}.${lang}.vtt`), 'utf8'), `${stem}.${lang}`).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /)
    }
  })

  it('are served whole as video/mp4 with accept-ranges, uncompressed even when gzip is accepted', async () => {
    const file = readFileSync(join(VIDEOS, 'install-map.mp4'))
    const res = await get('/pc/seed/videos/install-map.mp4', { 'accept-encoding': 'gzip, br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('video/mp4')
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.rawPayload.equals(file)).toBe(true)
  })

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-', 1000, -1],
    ['bytes=-500', -500, -1],
  ])('answers Range %s with 206 and exactly those bytes', async (range, start, end) => {
    const file = readFileSync(join(VIDEOS, 'store-tour.mp4'))
    const from = start < 0 ? file.length + start : start
    const to = end < 0 ? file.length - 1 : end
    const res = await get('/pc/seed/videos/store-tour.mp4', { range, 'accept-encoding': 'gzip' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-type']).toBe('video/mp4')
    expect(res.headers['content-range']).toBe(`bytes ${from}-${to}/${file.length}`)
    expect(Number(res.headers['content-length'])).toBe(to - from + 1)
    expect(res.rawPayload.equals(file.subarray(from, to + 1))).toBe(true)
  })

  it('answers a range past the end with 416', async () => {
    const size = readFileSync(join(VIDEOS, 'install-lab.mp4')).length
    const res = await get('/pc/seed/videos/install-lab.mp4', { range: `bytes=${size + 10}-` })
    expect(res.statusCode).toBe(416)
  })

  it('serves the captions as text/vtt and the posters as image/jpeg', async () => {
    const vtt = await get('/pc/seed/videos/install-view.en.vtt')
    expect(vtt.statusCode).toBe(200)
    expect(vtt.headers['content-type']).toMatch(/^text\/vtt/)
    expect(vtt.body).toContain('Download SummitView from the free software page')
    const poster = await get('/pc/seed/videos/install-view.jpg')
    expect(poster.statusCode).toBe(200)
    expect(poster.headers['content-type']).toBe('image/jpeg')
  })

  it('is what every seeded video row (teaching videos, install videos) points at', async () => {
    const teaching = await t.call('POST', '/api/example/C_elsevideo/getList', { body: { currentPage: 1, pageSize: 50 } })
    const install = await t.call('GET', '/api/business/C_softwaredownload?type=1&dataType=1&sort=desc&pageSize=50')
    const rows = [...teaching.json.data.list, ...install.json.data.list] as Array<{ videosrc: string; videoImg: string }>
    expect(rows.length).toBe(11)
    for (const row of rows) {
      for (const url of [row.videosrc, row.videoImg]) {
        expect(url, JSON.stringify(row)).toMatch(/^\/pc\/seed\/videos\/[a-z-]+\.(mp4|jpg)$/)
        const res = await get(url)
        expect(res.statusCode, url).toBe(200)
      }
    }
  })
})
