// The seed pictures in public/seed are what scripts/gen-seed-images.ts makes, and the certificates match the seed rows.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { certificateLines, seedImages } from '../../scripts/gen-seed-images'
import { certificateRows } from '../../server/db/seed-data/company'

const SEED = join(import.meta.dirname, '..', '..', 'public', 'seed')

describe('seed images (scripts/gen-seed-images.ts)', () => {
  const files = seedImages()

  it('has 10 product images and 17 certificates (video posters come with the videos: gen-media.ts)', () => {
    const count = (folder: string) => [...files.keys()].filter((path) => path.startsWith(folder)).length
    expect([count('products/'), count('videos/'), count('certificates/')]).toEqual([10, 0, 17])
  })

  it.each([...files.keys()])('public/seed/%s equals a fresh generation', (path) => {
    expect(readFileSync(join(SEED, path), 'utf8')).toBe(files.get(path))
  })

  it('writes no language-bound text into a product picture: the same picture serves zh-CN, en and zh-TW', () => {
    const products = [...files].filter(([path]) => path.startsWith('products/'))
    expect(products).toHaveLength(10)
    for (const [path, svg] of products) {
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1])
      expect(texts.length, path).toBeGreaterThan(0)
      for (const text of texts) expect(text, path).toMatch(/^[\x20-\x7e×]+$/)
    }
  })

  it('draws every certificate row, with its title, at the image the row names', () => {
    expect(certificateRows).toHaveLength(17)
    for (const row of certificateRows) {
      const svg = files.get(row.img!.replace('/pc/seed/', ''))
      expect(svg, row.img!).toBeDefined()
      for (const line of certificateLines(row.title!)) expect(svg).toContain(line)
    }
  })

  it('breaks long certificate titles after the colon or at a space, never inside a word', () => {
    expect(certificateLines('计算机软件著作权：SummitSolid 单体建模系统')).toEqual(['计算机软件著作权：', 'SummitSolid 单体建模系统'])
    expect(certificateLines('ISO 27001 信息安全管理体系认证')).toEqual(['ISO 27001', '信息安全管理体系认证'])
    expect(certificateLines('软件企业证书')).toEqual(['软件企业证书', ''])
  })
})
