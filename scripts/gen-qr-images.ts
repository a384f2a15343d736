// Regenerates the two QR images of the footer and the customer-service panel with uqr. Pure and deterministic, so
// tests/unit/generated-assets.test.ts checks that the committed files equal a fresh generation:
//   node --import tsx scripts/gen-qr-images.ts
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { encode } from 'uqr'

const PUBLIC = join(import.meta.dirname, '..', 'public')

export const QR_IMAGES = [
  // WeChat official account of the company.
  { file: 'qr-official.svg', title: 'Summit 软件微信公众号', text: 'https://weixin.qq.com/r/summit-official' },
  // Enterprise WeChat customer service (footer and the right sidebar's service panel).
  { file: 'qr-workgroup.svg', title: 'Summit 软件企业微信客服', text: 'https://work.weixin.qq.com/kfid/summit-service' },
] as const

/** One path of horizontal runs per row: a few hundred bytes instead of one rectangle per module. */
export function qrSvg(text: string, title: string): string {
  const { size, data } = encode(text, { ecc: 'M', border: 4 })
  const runs: string[] = []
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue
      const start = x
      while (x + 1 < size && row[x + 1]) x++
      runs.push(`M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`)
    }
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<title>${title}</title><rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path fill="#000" d="${runs.join('')}"/></svg>\n`
  )
}

function main(): void {
  for (const image of QR_IMAGES) {
    const svg = qrSvg(image.text, image.title)
    writeFileSync(join(PUBLIC, image.file), svg)
    console.log(`${image.file}: ${svg.length} bytes, ${image.text}`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main()
