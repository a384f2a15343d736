// The generated assets are committed: the QR images must equal a fresh generation (pure), the PDFs must exist and
// look like real documents (their bytes depend on the Chromium build, so only shape is checked here).
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { DOCUMENTS } from '../../scripts/gen-documents'
import { QR_IMAGES, qrSvg } from '../../scripts/gen-qr-images'

const PUBLIC = join(import.meta.dirname, '..', '..', 'public')

function pageCount(pdf: Buffer): number {
  const counts = [...pdf.toString('latin1').matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)].map((m) => Number(m[1]))
  return Math.max(0, ...counts)
}

describe('generated PDFs (scripts/gen-documents.ts)', () => {
  it.each(DOCUMENTS.map((doc) => doc.output))('%s is a real PDF with embedded text', (file) => {
    const path = join(PUBLIC, 'seed', 'guides', file)
    const pdf = readFileSync(path)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(statSync(path).size).toBeGreaterThan(20_000)
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(1)
    // Selectable Chinese text needs the font's ToUnicode map.
    expect(pdf.toString('latin1')).toMatch(/\/ToUnicode/)
  })

  it('the subscription agreement has several pages, so the reader has to scroll', () => {
    expect(pageCount(readFileSync(join(PUBLIC, 'seed', 'guides', 'subscription-agreement.pdf')))).toBeGreaterThan(2)
  })
})

describe('QR images (scripts/gen-qr-images.ts)', () => {
  it.each(QR_IMAGES.map((image) => [image.file, image] as const))('%s equals a fresh generation', (_, image) => {
    expect(readFileSync(join(PUBLIC, image.file), 'utf8')).toBe(qrSvg(image.text, image.title))
  })

  it('draws exactly the modules uqr encodes', () => {
    const { text, title } = QR_IMAGES[0]
    const { size, data } = encode(text, { ecc: 'M', border: 4 })
    const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
    const path = /<path[^>]* d="([^"]+)"/.exec(qrSvg(text, title))?.[1] ?? ''
    for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
      for (let i = 0; i < Number(w); i++) grid[Number(y)][Number(x) + i] = true
    expect(grid).toEqual(data)
  })
})
