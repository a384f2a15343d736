// Generates the site's icons from public/favicon.svg: favicon.ico (16 and 32 px), the apple-touch-icon (180 px) and
// the web manifest's 192 and 512 px icons. Deterministic:
//   node --import tsx scripts/gen-icons.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

const PUBLIC = join(import.meta.dirname, '..', 'public')
const svg = readFileSync(join(PUBLIC, 'favicon.svg'))

const png = (size: number, opaque = false): Promise<Buffer> => {
  const image = sharp(svg, { density: (72 * size) / 64 }).resize(size, size)
  // iOS fills a touch icon's transparent corners with black: the touch icon is flattened on the brand blue.
  return (opaque ? image.flatten({ background: '#1e4fd8' }) : image).png({ compressionLevel: 9 }).toBuffer()
}

/** An ICO container holding PNG images (allowed since Windows Vista, read by every browser). */
function ico(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // 1 = icon
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size % 256, entry) // 0 means 256
    header.writeUInt8(size % 256, entry + 1)
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...images.map((image) => image.data)])
}

const small = await Promise.all([16, 32].map(async (size) => ({ size, data: await png(size) })))
writeFileSync(join(PUBLIC, 'favicon.ico'), ico(small))
writeFileSync(join(PUBLIC, 'apple-touch-icon.png'), await png(180, true))
for (const size of [192, 512]) writeFileSync(join(PUBLIC, `icon-${size}.png`), await png(size))
console.log('icons written to public/')
