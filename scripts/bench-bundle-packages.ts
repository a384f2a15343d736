// `npm run bench:bundle:packages`: which packages make up the JS /pc/Home loads. Builds the SPA with source maps into a
// temporary folder, serves it with the real server (DIST_DIR), records the chunks Home loads (as bench:bundle does) and
// shares each chunk's gzip bytes among the packages (or app folders) its source map attributes its characters to.
import { execSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import { measureHome } from './bench-bundle'

const PACKAGE_PATH = /node_modules\/(.*)$/
const APP_PATH = /(?:^|\/)((?:src|machines|domain|generated)\/.*)$/

/** A source path from the package or app folder on: `react-dom/cjs/…`, `src/shell/site-header.tsx`, else as it is. */
export const sourcePath = (source: string): string => PACKAGE_PATH.exec(source)?.[1] ?? APP_PATH.exec(source)?.[1] ?? source

/** The package of a source path (`@scope/name` or `name`), else its app folder (`src/shell`, `machines`, …). */
export function sourceOwner(source: string | null): string {
  if (!source) return '(bundler runtime and preload lists)'
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (inPackage) return inPackage[1]
  const inApp = APP_PATH.exec(source)
  if (!inApp) return source
  const parts = inApp[1].split('/')
  return parts[0] === 'src' && parts.length > 2 ? `src/${parts[1]}` : parts[0]
}

/** Gzip bytes of one chunk shared among the owners of its characters. */
export function attributeChunk(code: string, map: string, gzipBytes: number): Map<string, number> {
  const trace = new TraceMap(map)
  const characters = new Map<string, number>()
  let total = 0
  code.split('\n').forEach((line, index) => {
    for (let column = 0; column < line.length; column += 1) {
      const owner = sourceOwner(originalPositionFor(trace, { line: index + 1, column }).source)
      characters.set(owner, (characters.get(owner) ?? 0) + 1)
      total += 1
    }
  })
  return new Map([...characters].map(([owner, count]) => [owner, (count * gzipBytes) / Math.max(total, 1)]))
}

async function main(): Promise<void> {
  const dist = mkdtempSync(join(tmpdir(), 'summit-bundle-'))
  try {
    execSync(`npx vite build --sourcemap --outDir ${dist} --emptyOutDir`, {
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    const [chunks = []] = await measureHome('/pc/Home', { DIST_DIR: dist })
    const owners = new Map<string, number>()
    for (const chunk of chunks) {
      const file = join(dist, new URL(chunk.url).pathname.replace(/^\/pc\//, ''))
      const map = existsSync(`${file}.map`) ? readFileSync(`${file}.map`, 'utf8') : null
      const shares = map
        ? attributeChunk(readFileSync(file, 'utf8'), map, chunk.gzipBytes)
        : new Map([['(chunks without a source map)', chunk.gzipBytes]])
      for (const [owner, bytes] of shares) {
        owners.set(owner, (owners.get(owner) ?? 0) + bytes)
      }
    }
    const total = [...owners.values()].reduce((a, b) => a + b, 0)
    console.log(`JS loaded by /pc/Home by package or app folder (gzip, shared by characters): ${(total / 1000).toFixed(1)} kB`)
    for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1])) {
      if (bytes >= 500) console.log(`${(bytes / 1000).toFixed(1).padStart(8)} kB  ${owner}`)
    }
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
