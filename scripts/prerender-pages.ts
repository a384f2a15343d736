// Prerenders the public pages (server/http/prerendered-pages.ts) into dist/prerendered/<page>.<language>.html: the
// built SPA rendered by the real server in Chromium from the seeded catalogue, one file per language. Part of
// `npm run build`; the server falls back to index.html for a page with no file.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SUPPORTED_LANGUAGES } from '../domain/language'
import { PRERENDER_DIR, PRERENDERED_PAGES, prerenderedFileName, type PrerenderedPage } from '../server/http/prerendered-pages'
import { launchChromium } from '../tools/browser/chromium'
import { startRealServer } from '../tools/browser/real-server'
import { appStarter } from './prerender/app-starter'
import { appModules, prerenderedHtml } from './prerender/prerendered-html'
import { snapshotPage } from './prerender/snapshot-page'

const READY: Record<PrerenderedPage, string> = {
  Home: '[data-testid="home-carousel"][data-index="0"]',
  Buy: '[data-testid="buy-detail"]',
}

export async function prerenderPages(distDir = join(process.cwd(), 'dist')): Promise<string[]> {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8')
  // The pages are rendered by the client alone: no earlier prerendered file may be served meanwhile.
  rmSync(join(distDir, PRERENDER_DIR), { recursive: true, force: true })
  for (const name of readdirSync(join(distDir, 'assets'))) if (name.startsWith('app-start-')) rmSync(join(distDir, 'assets', name))
  const server = await startRealServer()
  const browser = await launchChromium()
  const written: string[] = []
  try {
    mkdirSync(join(distDir, PRERENDER_DIR), { recursive: true })
    for (const page of PRERENDERED_PAGES) {
      for (const language of SUPPORTED_LANGUAGES) {
        const snapshot = await snapshotPage(browser, `${server.baseUrl}/pc/${page}`, language, READY[page])
        const { entry, modules } = appModules(indexHtml, snapshot)
        const starter = appStarter(entry, modules)
        writeFileSync(join(distDir, 'assets', starter.fileName), starter.source)
        const file = join(distDir, PRERENDER_DIR, prerenderedFileName(page, language))
        writeFileSync(file, prerenderedHtml(indexHtml, page, language, snapshot, entry.replace(/[^/]*$/, starter.fileName)))
        written.push(file)
      }
    }
    return written
  } finally {
    await browser.close()
    await server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = await prerenderPages()
  console.log(`prerendered ${written.length} pages into dist/${PRERENDER_DIR}/`)
}
