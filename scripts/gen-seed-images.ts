// Generates the catalogue's seed pictures into public/seed/: product images and the 17 qualification
// certificates (titles from the seed, so the pictures and the rows always agree). Deterministic:
//   node --import tsx scripts/gen-seed-images.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { certificateTitles } from '../server/db/seed-data/company'

const OUT = join(import.meta.dirname, '..', 'public', 'seed')

const PALETTES = {
  map: ['#0b5fff', '#00b4d8'],
  solid: ['#7b2ff7', '#f107a3'],
  lab: ['#0f9d58', '#7cc242'],
  terra: ['#8d6e63', '#d7a86e'],
  view: ['#ff7a00', '#ffc300'],
  teaching: ['#1e3a8a', '#3b82f6'],
} as const
type Palette = keyof typeof PALETTES

// A product picture shows the product family and its edition as a Latin mark, as the home banners do: it is the same
// picture for every language, and the localised product name is printed beside it.
const PRODUCTS: Array<[file: string, palette: Palette, family: string, edition: string]> = [
  ['map-standard', 'map', 'SummitMap', 'STANDARD'],
  ['map-pro', 'map', 'SummitMap', 'PROFESSIONAL'],
  ['map-dongle', 'map', 'SummitMap', 'DONGLE'],
  ['solid-lite', 'solid', 'SummitSolid', 'LITE'],
  ['solid-pro', 'solid', 'SummitSolid', 'PROFESSIONAL'],
  ['solid-team', 'solid', 'SummitSolid', 'TEAM × 5'],
  ['lab-standard', 'lab', 'SummitLab', 'STANDARD'],
  ['lab-course', 'lab', 'SummitLab', 'COURSE PACK'],
  ['terra', 'terra', 'SummitTerra', 'TERRAIN'],
  ['view', 'view', 'SummitView', 'SPATIAL DATA VIEWER'],
]

const WAVES =
  '<g fill="none" stroke="rgba(255,255,255,0.25)" stroke-width="2"><path d="M0 330 Q200 250 400 320 T800 300"/><path d="M0 370 Q220 300 420 360 T800 340"/><path d="M0 410 Q240 350 440 400 T800 380"/></g>'

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

function card(palette: Palette, inner: string): string {
  const [from, to] = PALETTES[palette]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="450" fill="url(#g)"/>${WAVES}${inner}</svg>\n`
}

const FONT = 'font-family="Arial, Helvetica, sans-serif"'

export const productImage = (palette: Palette, family: string, edition: string): string =>
  card(
    palette,
    `<text x="40" y="230" ${FONT} font-size="56" font-weight="bold" fill="#fff">${escape(family)}</text>` +
      `<text x="42" y="280" ${FONT} font-size="24" letter-spacing="5" fill="#fff" fill-opacity="0.85">${escape(edition)}</text>`,
  )

/** Splits a long title after its '：' or at a space so each line fits the certificate (about 16 characters). */
export function certificateLines(title: string, max = 16): [string, string] {
  if (title.length <= max) return [title, '']
  const colon = title.indexOf('：')
  if (colon > 0 && colon < title.length - 1) return [title.slice(0, colon + 1), title.slice(colon + 1)]
  const space = title.lastIndexOf(' ', max)
  if (space > 0) return [title.slice(0, space), title.slice(space + 1)]
  return [title.slice(0, max), title.slice(max)]
}

export function certificate(title: string): string {
  const [first, second] = certificateLines(title)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><rect width="600" height="800" fill="#fffaf0"/><rect x="24" y="24" width="552" height="752" fill="none" stroke="#b8860b" stroke-width="10"/><rect x="44" y="44" width="512" height="712" fill="none" stroke="#f5deb3" stroke-width="3"/><text x="300" y="200" text-anchor="middle" font-family="sans-serif" font-size="56" fill="#b8860b" font-weight="bold">证 书</text><text x="300" y="380" text-anchor="middle" font-family="sans-serif" font-size="26" fill="#333">${escape(first)}</text><text x="300" y="420" text-anchor="middle" font-family="sans-serif" font-size="26" fill="#333">${escape(second)}</text><circle cx="420" cy="640" r="70" fill="none" stroke="#c62828" stroke-width="6"/><text x="420" y="650" text-anchor="middle" font-family="sans-serif" font-size="22" fill="#c62828">北京峰图</text></svg>\n`
}

export function seedImages(): Map<string, string> {
  const files = new Map<string, string>()
  for (const [file, palette, family, edition] of PRODUCTS) files.set(`products/${file}.svg`, productImage(palette, family, edition))
  certificateTitles.forEach((title, index) => files.set(`certificates/cert-${String(index + 1).padStart(2, '0')}.svg`, certificate(title)))
  return files
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = seedImages()
  for (const [path, svg] of files) {
    mkdirSync(join(OUT, path, '..'), { recursive: true })
    writeFileSync(join(OUT, path), svg)
  }
  console.log(`wrote ${files.size} files to ${OUT}`)
}
