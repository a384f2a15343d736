// Generates the storefront images into public/banners/: the 5 home banners (and their art alone, for narrow screens),
// the 5 typical-application tiles and the offline company map of About us. Deterministic output, so the committed SVGs can be rebuilt and diffed:
//   node --import tsx scripts/gen-storefront-assets.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const OUT = join(import.meta.dirname, '..', 'public', 'banners')

interface BannerSpec {
  file: string
  title: string
  subtitle: string
  from: string
  to: string
  accent: string
  art: (accent: string) => string
}

const W = 1920
const H = 520

/** A small pseudo-random sequence so the decorative shapes are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

const contours = (accent: string): string => {
  const rings = [0, 1, 2, 3, 4, 5, 6]
    .map(
      (i) =>
        `<ellipse cx="1400" cy="270" rx="${90 + i * 55}" ry="${55 + i * 34}" fill="none" stroke="${accent}" stroke-opacity="${0.55 - i * 0.06}" stroke-width="3" transform="rotate(-12 1400 270)"/>`,
    )
    .join('')
  const grid = Array.from(
    { length: 9 },
    (_, i) => `<line x1="${1000 + i * 100}" y1="40" x2="${1000 + i * 100}" y2="480" stroke="#ffffff" stroke-opacity="0.08"/>`,
  ).join('')
  const pins = [
    [1250, 200],
    [1520, 330],
    [1610, 170],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x} ${y} c-18 -30 -30 -42 -30 -62 a30 30 0 0 1 60 0 c0 20 -12 32 -30 62z" fill="${accent}"/><circle cx="${x}" cy="${(y ?? 0) - 62}" r="11" fill="#fff"/>`,
    )
    .join('')
  return grid + rings + pins
}

const buildings = (accent: string): string => {
  const rand = seeded(7)
  let x = 1020
  let out = ''
  while (x < 1820) {
    const w = 60 + Math.round(rand() * 60)
    const h = 120 + Math.round(rand() * 260)
    out += `<rect x="${x}" y="${470 - h}" width="${w}" height="${h}" fill="#ffffff" fill-opacity="${(0.12 + rand() * 0.2).toFixed(2)}" stroke="${accent}" stroke-width="2"/>`
    for (let wy = 470 - h + 16; wy < 450; wy += 28)
      for (let wx = x + 10; wx < x + w - 14; wx += 20)
        out += `<rect x="${wx}" y="${wy}" width="10" height="14" fill="${accent}" fill-opacity="0.45"/>`
    x += w + 14
  }
  return out + `<line x1="980" y1="470" x2="1860" y2="470" stroke="#fff" stroke-width="3" stroke-opacity="0.6"/>`
}

const classroom = (accent: string): string => {
  const screen = `<rect x="1120" y="90" width="560" height="320" rx="18" fill="#0b1d33" stroke="${accent}" stroke-width="6"/><rect x="1370" y="410" width="60" height="40" fill="${accent}"/><rect x="1290" y="450" width="220" height="14" rx="7" fill="${accent}"/>`
  const bars = [120, 200, 160, 250, 210]
    .map(
      (h, i) =>
        `<rect x="${1180 + i * 90}" y="${370 - h}" width="56" height="${h}" rx="6" fill="${accent}" fill-opacity="${0.5 + i * 0.1}"/>`,
    )
    .join('')
  const cap = `<path d="M1760 150 l110 -45 l110 45 l-110 45z" fill="#fff" fill-opacity="0.85"/><path d="M1800 168 v50 c40 25 100 25 140 0 v-50" fill="none" stroke="#fff" stroke-width="8" stroke-opacity="0.85"/>`
  return screen + bars + cap
}

const terrain = (accent: string): string => {
  const layers = [
    ['#ffffff', 0.1, 'M960 470 L1120 300 L1260 380 L1420 190 L1580 330 L1720 240 L1880 360 L1920 470Z'],
    [accent, 0.45, 'M960 470 L1080 380 L1220 430 L1380 300 L1540 410 L1700 330 L1920 420 L1920 470Z'],
    ['#ffffff', 0.25, 'M960 470 L1140 440 L1300 460 L1480 420 L1660 455 L1920 440 L1920 470Z'],
  ] as const
  return layers.map(([fill, opacity, d]) => `<path d="${d}" fill="${fill}" fill-opacity="${opacity}"/>`).join('')
}

const viewer = (accent: string): string => {
  const rand = seeded(11)
  const points = Array.from({ length: 140 }, () => {
    const x = 1060 + rand() * 760
    const y = 110 + rand() * 320
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(1.5 + rand() * 3).toFixed(1)}" fill="${rand() > 0.5 ? accent : '#ffffff'}" fill-opacity="0.75"/>`
  }).join('')
  const frame = `<rect x="1040" y="80" width="800" height="380" rx="16" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/><rect x="1040" y="80" width="800" height="40" rx="16" fill="#fff" fill-opacity="0.15"/><circle cx="1070" cy="100" r="7" fill="#ff6b6b"/><circle cx="1094" cy="100" r="7" fill="#ffd166"/><circle cx="1118" cy="100" r="7" fill="#06d6a0"/>`
  return frame + points
}

const brand = (accent: string): string => {
  const hexes = Array.from({ length: 6 }, (_, i) => {
    const cx = 1200 + (i % 3) * 190
    const cy = 170 + Math.floor(i / 3) * 190
    const pts = Array.from({ length: 6 }, (_, k) => {
      const a = (Math.PI / 3) * k + Math.PI / 6
      return `${(cx + 95 * Math.cos(a)).toFixed(1)},${(cy + 95 * Math.sin(a)).toFixed(1)}`
    }).join(' ')
    return `<polygon points="${pts}" fill="${i % 2 ? accent : '#ffffff'}" fill-opacity="${i % 2 ? 0.35 : 0.12}" stroke="#fff" stroke-opacity="0.4" stroke-width="2"/>`
  }).join('')
  return hexes + `<path d="M1100 470 L1300 260 L1420 380 L1560 200 L1800 470Z" fill="#fff" fill-opacity="0.1"/>`
}

export const BANNERS: BannerSpec[] = [
  {
    file: 'banner-summit.svg',
    title: 'Summit Software',
    subtitle: 'GIS · 3D MODELLING · TRAINING',
    from: '#0b3d91',
    to: '#1e88e5',
    accent: '#7fd3ff',
    art: brand,
  },
  {
    file: 'banner-summitmap.svg',
    title: 'SummitMap',
    subtitle: 'INTELLIGENT MAP PRODUCTION',
    from: '#0d47a1',
    to: '#00897b',
    accent: '#80deea',
    art: contours,
  },
  {
    file: 'banner-summitlab.svg',
    title: 'SummitLab',
    subtitle: 'PRACTICAL TRAINING SYSTEM',
    from: '#4a148c',
    to: '#1565c0',
    accent: '#b39ddb',
    art: classroom,
  },
  {
    file: 'banner-summitterra.svg',
    title: 'SummitTerra',
    subtitle: 'TERRAIN DATA PRODUCTION',
    from: '#1b5e20',
    to: '#558b2f',
    accent: '#c5e1a5',
    art: terrain,
  },
  {
    file: 'banner-summitview.svg',
    title: 'SummitView',
    subtitle: 'FREE SPATIAL DATA VIEWER',
    from: '#263238',
    to: '#00695c',
    accent: '#64ffda',
    art: viewer,
  },
]

function banner(spec: BannerSpec): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${spec.title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
${spec.art(spec.accent)}
<!-- The wordmark sits in the upper half: the page overlays its translated title and text in the lower half. -->
<text x="240" y="150" font-family="Arial, Helvetica, sans-serif" font-size="96" font-weight="bold" fill="#ffffff">${spec.title}</text>
<rect x="244" y="176" width="120" height="6" fill="${spec.accent}"/>
<text x="244" y="228" font-family="Arial, Helvetica, sans-serif" font-size="30" letter-spacing="6" fill="#ffffff" fill-opacity="0.85">${spec.subtitle}</text>
</svg>
`
}

export const TILES = [
  { file: 'app-surveying.svg', from: '#1565c0', to: '#42a5f5', art: contours },
  { file: 'app-construction.svg', from: '#e65100', to: '#ffb74d', art: buildings },
  { file: 'app-power.svg', from: '#f9a825', to: '#6d4c41', art: terrain },
  { file: 'app-pipeline.svg', from: '#00695c', to: '#4db6ac', art: viewer },
  { file: 'app-education.svg', from: '#6a1b9a', to: '#ab47bc', art: classroom },
] as const

/** The right half of a banner's 1920 x 520 canvas (its art, no wordmark) on a gradient, as a `width` x `height` picture
 *  that crops to fill. */
function rightHalf(from: string, to: string, art: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="960 0 960 520" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect x="960" width="960" height="520" fill="url(#g)"/>
${art}
</svg>
`
}

/** A banner's art alone, for screens narrower than Chakra's `lg`: there the slide is too narrow for the wordmark, which
 *  the page's translated title and text would cross (home/banner-carousel.tsx lists these files). */
const narrowBannerFile = (file: string): string => file.replace(/\.svg$/, '-narrow.svg')
const narrowBanner = (spec: BannerSpec): string => rightHalf(spec.from, spec.to, spec.art(spec.accent), 960, H)

/** Tiles reuse the banner art, cropped to its right half, so each application has a recognisable picture. */
const tile = (spec: (typeof TILES)[number]): string => rightHalf(spec.from, spec.to, spec.art('#ffffff'), 480, 320)

/** A static, map-like picture of the company's surroundings (no network here, so no live map frame). */
function aboutMap(): string {
  const rand = seeded(3)
  const blocks: string[] = []
  for (let x = 20; x < 1180; x += 120)
    for (let y = 20; y < 480; y += 100) {
      if (rand() < 0.15) continue
      blocks.push(
        `<rect x="${x}" y="${y}" width="${90 + Math.round(rand() * 10)}" height="${70 + Math.round(rand() * 10)}" rx="4" fill="#eceff1"/>`,
      )
    }
  const roads = [
    '<path d="M0 255 H1200" stroke="#ffe082" stroke-width="22"/>',
    '<path d="M605 0 V500" stroke="#ffe082" stroke-width="18"/>',
    '<path d="M0 60 C300 120 500 20 1200 140" stroke="#ffffff" stroke-width="12" fill="none"/>',
    '<path d="M200 500 C260 360 380 300 480 0" stroke="#ffffff" stroke-width="10" fill="none"/>',
  ].join('')
  const park =
    '<path d="M860 320 h240 v150 h-240z" fill="#c8e6c9"/><text x="980" y="400" text-anchor="middle" font-family="sans-serif" font-size="20" fill="#2e7d32">中关村公园</text>'
  const river = '<path d="M0 420 C200 380 340 470 600 430 S1000 380 1200 440 V500 H0Z" fill="#bbdefb"/>'
  const labels =
    '<text x="300" y="248" font-family="sans-serif" font-size="18" fill="#6d4c41">北四环西路</text>' +
    '<text x="615" y="120" font-family="sans-serif" font-size="18" fill="#6d4c41" transform="rotate(90 615 120)">中关村大街</text>'
  const pin =
    '<path d="M640 238 c-26 -40 -42 -56 -42 -82 a42 42 0 0 1 84 0 c0 26 -16 42 -42 82z" fill="#d32f2f"/><circle cx="640" cy="156" r="15" fill="#fff"/>' +
    '<rect x="690" y="130" width="300" height="56" rx="8" fill="#ffffff" stroke="#d32f2f" stroke-width="2"/>' +
    '<text x="840" y="166" text-anchor="middle" font-family="sans-serif" font-size="22" fill="#333">Summit 软件 · 北京峰图</text>'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500" viewBox="0 0 1200 500" role="img" aria-label="map">
<rect width="1200" height="500" fill="#f5f5f0"/>${river}${blocks.join('')}${park}${roads}${labels}${pin}
</svg>
`
}

mkdirSync(OUT, { recursive: true })
for (const spec of BANNERS) writeFileSync(join(OUT, spec.file), banner(spec))
for (const spec of BANNERS) writeFileSync(join(OUT, narrowBannerFile(spec.file)), narrowBanner(spec))
for (const spec of TILES) writeFileSync(join(OUT, spec.file), tile(spec))
writeFileSync(join(OUT, 'about-map.svg'), aboutMap())
console.log(`wrote ${2 * BANNERS.length + TILES.length + 1} files to ${OUT}`)
