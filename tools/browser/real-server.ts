// Starts the real API server (built SPA + embedded PGlite in a temporary folder) as a child process: server/main.ts,
// bundled (./server-bundle.ts).
import { spawn, execSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { needsBuild } from '../../scripts/needs-build.mjs'
import { freePort } from '../free-port'
import { copyPgliteTemplate } from '../pglite-template'
import { ensureServerBundle } from './server-bundle'

export interface RealServer {
  baseUrl: string
  stop: () => Promise<void>
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not answer /api/health within ${timeoutMs} ms`)
}

export interface RealServerOptions {
  /** Changes the copied database before the server opens it (e.g. a record left untranslated). */
  prepareData?: (dataDir: string) => Promise<void>
  /** Start without building the SPA first (a suite that asks only the API; its pages then answer 503). */
  withoutSite?: boolean
  /** Let V8 optimise PGlite's WebAssembly as the production server does (benchmarks). Otherwise the server runs it on
   *  V8's baseline compiler alone (--liftoff-only): a test server lives a minute or two, too short for the optimising
   *  compiler's work on the database to pay back: eight browser files took about 8 % less CPU without it. */
  optimiseWasm?: boolean
}

/** Builds the SPA and its prerendered pages when dist/ is older than the sources (the browser tests' global setup
 *  calls it once, before their files start two at a time). */
export function buildIfNeeded(): void {
  if (!needsBuild()) return
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
  const env = { ...process.env, NODE_ENV: 'production' }
  execSync('npx vite build', { stdio: 'inherit', env })
  // The public pages' prerendered HTML, as `npm run build` makes it (it starts a server of its own on the new build).
  execSync('node --import tsx scripts/prerender-pages.ts', { stdio: 'inherit', env })
}

export async function startRealServer(extraEnv: Record<string, string> = {}, options: RealServerOptions = {}): Promise<RealServer> {
  if (!options.withoutSite) buildIfNeeded()
  const dataDir = mkdtempSync(join(tmpdir(), 'summit-browser-'))
  await copyPgliteTemplate(dataDir)
  await options.prepareData?.(dataDir)
  const port = await freePort()
  const output: string[] = []
  const v8Flags = options.optimiseWasm ? [] : ['--liftoff-only']
  const child = spawn(process.execPath, [...v8Flags, await ensureServerBundle()], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_ENV: 'test', LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => output.push(String(chunk)))
  child.stderr?.on('data', (chunk) => output.push(String(chunk)))
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(baseUrl, child, 90_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join('')}`, { cause: error })
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
