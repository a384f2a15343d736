// `npm run bench:bundle`: load /pc/Home in Chromium from the production server and print the JS it actually loaded,
// per chunk, as gzip bytes. Fails when Home loads PDF, QR-code or diagram code, or exceeds the budget.
import { gzipSync } from 'node:zlib'
import { startRealServer } from '../tests/browser/support/real-server'
import { launchChromium } from '../tests/browser/support/chromium'

const BUDGET_GZIP_BYTES = Number(process.env.BUNDLE_BUDGET ?? 250_000)
const FORBIDDEN_ON_HOME = [/pdfjs|react-pdf/i, /qrcode/i, /mermaid|elkjs|\belk\b/i]

export interface ChunkMeasure {
  url: string
  rawBytes: number
  gzipBytes: number
}

export async function measureHome(route = '/pc/Home'): Promise<ChunkMeasure[]> {
  const server = await startRealServer()
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const chunks: ChunkMeasure[] = []
    const pending: Promise<void>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      pending.push(
        response.body().then((body) => {
          chunks.push({ url: new URL(response.url()).pathname, rawBytes: body.length, gzipBytes: gzipSync(body).length })
        }),
      )
    })
    await page.goto(`${server.baseUrl}${route}`, { waitUntil: 'networkidle' })
    await Promise.all(pending)
    return chunks.sort((a, b) => b.gzipBytes - a.gzipBytes)
  } finally {
    await browser.close()
    await server.stop()
  }
}

async function main() {
  const chunks = await measureHome()
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0)
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
  console.log('JS loaded by /pc/Home (gzip, per chunk):')
  for (const chunk of chunks) console.log(`  ${kb(chunk.gzipBytes).padStart(10)}  (raw ${kb(chunk.rawBytes)})  ${chunk.url}`)
  console.log(`  ${kb(total).padStart(10)}  total in ${chunks.length} chunks (budget ${kb(BUDGET_GZIP_BYTES)})`)
  const forbidden = chunks.filter((chunk) => FORBIDDEN_ON_HOME.some((pattern) => pattern.test(chunk.url)))
  if (forbidden.length) {
    console.error(`Home loaded code it must not: ${forbidden.map((chunk) => chunk.url).join(', ')}`)
    process.exit(1)
  }
  if (total > BUDGET_GZIP_BYTES) {
    console.error(`Home JS ${kb(total)} exceeds the budget of ${kb(BUDGET_GZIP_BYTES)}`)
    process.exit(1)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
