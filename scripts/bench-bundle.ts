// `npm run bench:bundle`: load /pc/Home in Chromium from the production server and print the JS it actually loaded,
// per chunk, as gzip bytes. Fails when Home loads PDF, QR-code, diagram or rich-text editor code (TipTap/ProseMirror:
// /AddForumPost only; tests/browser/forum-editor-chunk.test.ts checks the other forum pages), or exceeds the budget. Then opens
// /pc/Buy and its subscription-guide tab: no PDF code may load until a guide is clicked, and the PDF viewer that
// loads on the click (chunk and pdf.js worker) must come from our own origin.
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { startRealServer } from '../tools/browser/real-server'
import { launchChromium } from '../tools/browser/chromium'

const BUDGET_GZIP_BYTES = Number(process.env.BUNDLE_BUDGET ?? 250_000)
const HOME_LOCALES = ['en-US', 'zh-CN', 'zh-TW'] as const
export const FORBIDDEN_ON_HOME = [
  /pdfjs|react-pdf|pdf-pages|pdf\.worker/i,
  /qrcode/i,
  /mermaid|elkjs|\belk\b/i,
  /tiptap|prosemirror|rich-text-editor/i,
]
/** pdf.js inside a chunk, whatever the chunk is called. */
const PDFJS_MARKER = 'GlobalWorkerOptions'
/** ProseMirror (TipTap's engine) inside a chunk: the class it puts on every editable element. */
const EDITOR_MARKER = 'ProseMirror'

export interface ChunkMeasure {
  url: string
  rawBytes: number
  gzipBytes: number
  pdfjs: boolean
  /** The chunk holds the rich-text editor (TipTap / ProseMirror). */
  editor: boolean
}

/** Whether Home (or another page than the composer, for the editor) must not load this chunk. */
export const forbiddenOnHome = (chunk: ChunkMeasure): boolean =>
  chunk.pdfjs || chunk.editor || FORBIDDEN_ON_HOME.some((pattern) => pattern.test(new URL(chunk.url).pathname))

/** Records every script (worker scripts included) the page loads from now on. */
export function recordScripts(page: Page): { chunks: ChunkMeasure[]; settle: () => Promise<void> } {
  const chunks: ChunkMeasure[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && !/\.m?js$/.test(new URL(response.url()).pathname)) return
    pending.push(
      response
        .body()
        .then((body) => {
          const url = new URL(response.url())
          chunks.push({
            url: url.origin + url.pathname,
            rawBytes: body.length,
            gzipBytes: gzipSync(body).length,
            pdfjs: body.includes(PDFJS_MARKER),
            editor: body.includes(EDITOR_MARKER),
          })
        })
        .catch(() => undefined),
    )
  })
  return { chunks, settle: async () => void (await Promise.all(pending)) }
}

/** The JS a first visit to the route loads, per browser language (Chromium's own, en-US, when none is given). */
export async function measureHome(
  route = '/pc/Home',
  serverEnv: Record<string, string> = {},
  locales: readonly (string | undefined)[] = [undefined],
): Promise<ChunkMeasure[][]> {
  const server = await startRealServer(serverEnv)
  const browser = await launchChromium()
  try {
    const measures: ChunkMeasure[][] = []
    for (const locale of locales) {
      const context = await browser.newContext(locale ? { locale } : {})
      const page = await context.newPage()
      const { chunks, settle } = recordScripts(page)
      await page.goto(`${server.baseUrl}${route}`, { waitUntil: 'networkidle' })
      await settle()
      await context.close()
      measures.push(chunks.sort((a, b) => b.gzipBytes - a.gzipBytes))
    }
    return measures
  } finally {
    await browser.close()
    await server.stop()
  }
}

export interface BuyMeasure {
  beforeClick: ChunkMeasure[]
  onClick: ChunkMeasure[]
  workers: string[]
  origin: string
}

/** /pc/Buy with the guide tab open, then one guide opened in the PDF dialog. */
export async function measureBuyGuide(): Promise<BuyMeasure> {
  const server = await startRealServer()
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    const workers: string[] = []
    page.on('worker', (worker) => workers.push(worker.url()))
    const { chunks, settle } = recordScripts(page)
    await page.goto(`${server.baseUrl}/pc/Buy?value=SummitMap`, { waitUntil: 'networkidle' })
    await page.getByTestId('buy-info-tab-guide').click()
    await page.getByTestId('buy-guide-open').first().waitFor()
    await page.waitForLoadState('networkidle')
    await settle()
    const beforeClick = [...chunks]
    await page.getByTestId('buy-guide-open').first().click()
    await page.locator('[data-testid="pdf-dialog"][data-ready="true"]').waitFor({ timeout: 60_000 })
    await settle()
    const onClick = chunks.filter((chunk) => !beforeClick.includes(chunk))
    return { beforeClick, onClick, workers, origin: new URL(server.baseUrl).origin }
  } finally {
    await browser.close()
    await server.stop()
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const total = (chunks: ChunkMeasure[]) => chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0)
const list = (chunks: ChunkMeasure[]) =>
  chunks
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .forEach((chunk) => console.log(`  ${kb(chunk.gzipBytes).padStart(10)}  (raw ${kb(chunk.rawBytes)})  ${new URL(chunk.url).pathname}`))

async function main() {
  const failures: string[] = []
  // Each language's texts are a chunk of their own: Home is measured in each (en-US first, the figure of earlier runs).
  const homes = await measureHome('/pc/Home', {}, HOME_LOCALES)
  console.log(`JS loaded by /pc/Home in ${HOME_LOCALES[0]} (gzip, per chunk):`)
  list(homes[0]!)
  HOME_LOCALES.forEach((locale, index) => {
    const home = homes[index]!
    console.log(`  ${kb(total(home)).padStart(10)}  total in ${home.length} chunks in ${locale} (budget ${kb(BUDGET_GZIP_BYTES)})`)
    const forbidden = home.filter(forbiddenOnHome)
    if (forbidden.length) failures.push(`Home (${locale}) loaded code it must not: ${forbidden.map((chunk) => chunk.url).join(', ')}`)
    if (total(home) > BUDGET_GZIP_BYTES)
      failures.push(`Home JS (${locale}) ${kb(total(home))} exceeds the budget of ${kb(BUDGET_GZIP_BYTES)}`)
  })

  const buy = await measureBuyGuide()
  console.log(`\nJS loaded by /pc/Buy with the guide tab open: ${kb(total(buy.beforeClick))} in ${buy.beforeClick.length} chunks`)
  const early = buy.beforeClick.filter((chunk) => chunk.pdfjs || FORBIDDEN_ON_HOME[0].test(new URL(chunk.url).pathname))
  if (early.length) failures.push(`Buy loaded PDF code before a guide was opened: ${early.map((chunk) => chunk.url).join(', ')}`)
  console.log('JS loaded when a guide is opened (PDF viewer, on demand):')
  list(buy.onClick)
  console.log(`  ${kb(total(buy.onClick)).padStart(10)}  total`)
  const worker = buy.workers.find((url) => /pdf\.worker/.test(url))
  if (!buy.onClick.some((chunk) => chunk.pdfjs)) failures.push('opening a guide did not load pdf.js')
  if (!worker || new URL(worker).origin !== buy.origin) failures.push(`the pdf.js worker did not come from our origin: ${worker ?? 'none'}`)
  const foreign = buy.onClick.filter((chunk) => new URL(chunk.url).origin !== buy.origin)
  if (foreign.length) failures.push(`PDF viewer code from another origin: ${foreign.map((chunk) => chunk.url).join(', ')}`)

  if (failures.length) {
    for (const failure of failures) console.error(failure)
    process.exit(1)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
