// Generates the images of the free-software page and the domestic download page into public/free-soft/: the viewer
// illustration, three download icons, three typical-application pictures, two package icons and the feedback icon.
// Deterministic output, so the committed SVGs can be rebuilt and diffed:
//   node --import tsx scripts/gen-free-soft-assets.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const OUT = join(import.meta.dirname, '..', 'public', 'free-soft')

/** A small pseudo-random sequence so the decorative shapes are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

const svg = (width: number, height: number, label: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">\n${body}\n</svg>\n`

const gradient = (id: string, from: string, to: string): string =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`

/** The viewer window: toolbar, layer tree, a terrain with contour lines, a point cloud and a measuring line. */
function hero(): string {
  const rand = seeded(21)
  const points = Array.from({ length: 160 }, () => {
    const x = 420 + rand() * 300
    const y = 130 + rand() * 150
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(1.2 + rand() * 2.4).toFixed(1)}" fill="${rand() > 0.5 ? '#64ffda' : '#80d8ff'}" fill-opacity="0.8"/>`
  }).join('')
  const contours = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<ellipse cx="300" cy="300" rx="${60 + i * 34}" ry="${30 + i * 18}" fill="none" stroke="#ffd166" stroke-opacity="${0.85 - i * 0.12}" stroke-width="2"/>`,
    )
    .join('')
  // Layer rows without words: the picture is shown in all three languages.
  const layers = [70, 52, 60, 84, 46]
    .map(
      (width, i) =>
        `<rect x="34" y="${112 + i * 40}" width="14" height="14" rx="3" fill="#64ffda"/><rect x="58" y="${114 + i * 40}" width="${width}" height="10" rx="5" fill="#cfd8dc" fill-opacity="0.7"/>`,
    )
    .join('')
  const tools = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${180 + i * 44}" y="58" width="32" height="24" rx="5" fill="#ffffff" fill-opacity="${i === 2 ? 0.45 : 0.15}"/>`,
  ).join('')
  const measure =
    '<path d="M230 330 L420 250 L600 300" fill="none" stroke="#ff6b6b" stroke-width="3" stroke-dasharray="8 6"/>' +
    '<circle cx="230" cy="330" r="6" fill="#ff6b6b"/><circle cx="420" cy="250" r="6" fill="#ff6b6b"/><circle cx="600" cy="300" r="6" fill="#ff6b6b"/>' +
    '<rect x="612" y="300" width="104" height="30" rx="6" fill="#ffffff"/><text x="664" y="321" text-anchor="middle" font-family="sans-serif" font-size="15" fill="#263238">386.2 m</text>'
  return svg(
    800,
    480,
    'SummitView',
    `${gradient('bg', '#263238', '#00695c')}
<rect width="800" height="480" rx="24" fill="url(#bg)"/>
<rect x="20" y="20" width="760" height="440" rx="16" fill="#102027" stroke="#64ffda" stroke-opacity="0.5" stroke-width="2"/>
<rect x="20" y="20" width="760" height="30" rx="16" fill="#ffffff" fill-opacity="0.12"/>
<circle cx="44" cy="35" r="6" fill="#ff6b6b"/><circle cx="64" cy="35" r="6" fill="#ffd166"/><circle cx="84" cy="35" r="6" fill="#06d6a0"/>
<text x="400" y="41" text-anchor="middle" font-family="Arial, sans-serif" font-size="15" fill="#eceff1">SummitView</text>
<rect x="20" y="50" width="760" height="40" fill="#ffffff" fill-opacity="0.06"/>${tools}
<rect x="20" y="90" width="140" height="370" fill="#ffffff" fill-opacity="0.05"/>${layers}
<path d="M160 440 L260 330 L350 380 L470 260 L590 350 L700 290 L780 360 L780 460 L160 460Z" fill="#00897b" fill-opacity="0.55"/>
${contours}${points}${measure}`,
  )
}

interface IconSpec {
  file: string
  label: string
  from: string
  to: string
  art: string
}

/** Round download icons, 160 px, white art on a coloured disc. */
const ICONS: IconSpec[] = [
  {
    file: 'icon-domestic.svg',
    label: 'domestic',
    from: '#c62828',
    to: '#ef6c00',
    // A shield with a chip: trusted computing on domestic hardware.
    art:
      '<path d="M80 30 L122 46 V82 C122 108 104 126 80 136 C56 126 38 108 38 82 V46Z" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round"/>' +
      '<rect x="62" y="64" width="36" height="36" rx="4" fill="#fff"/>' +
      [70, 80, 90].map((x) => `<path d="M${x} 56 v8 M${x} 100 v8" stroke="#fff" stroke-width="4"/>`).join('') +
      [72, 82, 92].map((y) => `<path d="M54 ${y} h8 M98 ${y} h8" stroke="#fff" stroke-width="4"/>`).join(''),
  },
  {
    file: 'icon-windows.svg',
    label: 'Windows X86',
    from: '#1565c0',
    to: '#00acc1',
    // A monitor with a four-pane window and a download arrow.
    art:
      '<rect x="34" y="38" width="92" height="64" rx="6" fill="none" stroke="#fff" stroke-width="6"/>' +
      '<rect x="58" y="52" width="20" height="16" fill="#fff"/><rect x="82" y="52" width="20" height="16" fill="#fff"/>' +
      '<rect x="58" y="72" width="20" height="16" fill="#fff"/><rect x="82" y="72" width="20" height="16" fill="#fff"/>' +
      '<path d="M80 102 v14 M60 118 h40" stroke="#fff" stroke-width="6" stroke-linecap="round"/>' +
      '<path d="M80 122 v14 M72 130 l8 8 l8 -8" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
  },
  {
    file: 'icon-video.svg',
    label: 'video',
    from: '#6a1b9a',
    to: '#d81b60',
    // A film frame with a play triangle.
    art:
      '<rect x="30" y="44" width="100" height="72" rx="10" fill="none" stroke="#fff" stroke-width="6"/>' +
      [40, 60, 80, 100, 120]
        .map(
          (x) =>
            `<rect x="${x - 4}" y="48" width="8" height="6" fill="#fff"/><rect x="${x - 4}" y="106" width="8" height="6" fill="#fff"/>`,
        )
        .join('') +
      '<path d="M70 64 L98 80 L70 96Z" fill="#fff"/>',
  },
  {
    file: 'icon-feedback.svg',
    label: 'feedback',
    from: '#ef6c00',
    to: '#ffb300',
    // A speech bubble with three dots.
    art:
      '<path d="M36 48 h88 a10 10 0 0 1 10 10 v44 a10 10 0 0 1 -10 10 h-50 l-22 18 v-18 h-16 a10 10 0 0 1 -10 -10 v-44 a10 10 0 0 1 10 -10z" fill="#fff"/>' +
      [58, 80, 102].map((x) => `<circle cx="${x}" cy="80" r="7" fill="#ef6c00"/>`).join(''),
  },
]

function icon(spec: IconSpec): string {
  return svg(160, 160, spec.label, `${gradient('g', spec.from, spec.to)}\n<circle cx="80" cy="80" r="78" fill="url(#g)"/>\n${spec.art}`)
}

/** Typical-application pictures, 480 x 300. */
const APPLICATIONS = [
  {
    file: 'app-check.svg',
    from: '#1565c0',
    to: '#42a5f5',
    // A map sheet under a magnifier with check marks.
    art:
      '<rect x="90" y="50" width="220" height="200" rx="8" fill="#fff" fill-opacity="0.9"/>' +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M110 ${90 + i * 40} C170 ${70 + i * 40} 220 ${110 + i * 40} 290 ${85 + i * 40}" fill="none" stroke="#1e88e5" stroke-width="3"/>`,
        )
        .join('') +
      '<circle cx="320" cy="170" r="62" fill="#ffffff" fill-opacity="0.25" stroke="#fff" stroke-width="10"/><path d="M364 214 L410 260" stroke="#fff" stroke-width="18" stroke-linecap="round"/>' +
      '<path d="M296 170 l16 16 l30 -34" fill="none" stroke="#00e676" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>',
  },
  {
    file: 'app-delivery.svg',
    from: '#00695c',
    to: '#4db6ac',
    // A data package handed over with the viewer.
    art:
      '<path d="M150 110 L240 70 L330 110 L330 220 L240 260 L150 220Z" fill="#fff" fill-opacity="0.9"/>' +
      '<path d="M150 110 L240 150 L330 110 M240 150 V260" fill="none" stroke="#00897b" stroke-width="4"/>' +
      '<path d="M196 90 L286 130" stroke="#00897b" stroke-width="10"/>' +
      '<rect x="340" y="60" width="100" height="70" rx="8" fill="#263238"/><circle cx="390" cy="95" r="18" fill="none" stroke="#64ffda" stroke-width="4"/><path d="M384 86 l14 9 l-14 9z" fill="#64ffda"/>' +
      '<path d="M60 230 C110 200 140 210 150 200" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
  },
  {
    file: 'app-office.svg',
    from: '#6a1b9a',
    to: '#ab47bc',
    // A desk with a laptop showing a small map.
    art:
      '<rect x="130" y="70" width="220" height="140" rx="10" fill="#263238" stroke="#fff" stroke-width="6"/>' +
      '<path d="M150 190 L200 130 L240 165 L280 110 L330 190Z" fill="#64ffda" fill-opacity="0.7"/>' +
      '<circle cx="300" cy="100" r="10" fill="#ffd166"/>' +
      '<path d="M100 220 H380 L360 240 H120Z" fill="#fff"/>' +
      '<rect x="60" y="250" width="360" height="10" rx="5" fill="#fff" fill-opacity="0.6"/>',
  },
] as const

function application(spec: (typeof APPLICATIONS)[number]): string {
  return svg(
    480,
    300,
    spec.file.replace('.svg', ''),
    `${gradient('g', spec.from, spec.to)}\n<rect width="480" height="300" fill="url(#g)"/>\n${spec.art}`,
  )
}

/** Package icons of the domestic download page: a chip labelled with its architecture. */
const PACKAGES = [
  { file: 'package-kylin-arm.svg', arch: 'ARM64', os: 'Kylin', from: '#b71c1c', to: '#e53935' },
  { file: 'package-uos-x86.svg', arch: 'X86_64', os: 'UOS', from: '#0d47a1', to: '#1e88e5' },
] as const

function packageIcon(spec: (typeof PACKAGES)[number]): string {
  const pins = [0, 1, 2, 3, 4]
    .map((i) => {
      const p = 72 + i * 24
      return `<path d="M${p} 36 v16 M${p} 188 v16 M36 ${p} h16 M188 ${p} h16" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`
    })
    .join('')
  return svg(
    240,
    240,
    `${spec.os} ${spec.arch}`,
    `${gradient('g', spec.from, spec.to)}
<rect width="240" height="240" rx="28" fill="url(#g)"/>
${pins}
<rect x="52" y="52" width="136" height="136" rx="14" fill="#ffffff" fill-opacity="0.15" stroke="#fff" stroke-width="6"/>
<text x="120" y="116" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="bold" fill="#fff">${spec.arch}</text>
<text x="120" y="150" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="20" fill="#fff" fill-opacity="0.85">${spec.os}</text>`,
  )
}

mkdirSync(OUT, { recursive: true })
writeFileSync(join(OUT, 'hero.svg'), hero())
for (const spec of ICONS) writeFileSync(join(OUT, spec.file), icon(spec))
for (const spec of APPLICATIONS) writeFileSync(join(OUT, spec.file), application(spec))
for (const spec of PACKAGES) writeFileSync(join(OUT, spec.file), packageIcon(spec))
console.log(`wrote ${1 + ICONS.length + APPLICATIONS.length + PACKAGES.length} files to ${OUT}`)
