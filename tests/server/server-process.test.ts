// The server as a process: refuses production without its settings, starts as staging without /api/dev routes, starts
// on PGlite and stops cleanly on SIGTERM, and holds its DATA_DIR against a second process (until killed with -9).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../../tools/free-port'
import { TEST_LICENSE_SIGNING_KEY } from './support/license-test-key'

const SERVER = ['--import', 'tsx', 'server/main.ts']
const started: ChildProcess[] = []
const folders: string[] = []

function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  folders.push(dir)
  return dir
}

interface Server {
  child: ChildProcess
  port: number
  output: () => string
  exited: Promise<number | null>
}

function startServer(env: Record<string, string>, port: number): Server {
  const child = spawn(process.execPath, SERVER, {
    env: { ...process.env, LOG_LEVEL: 'warn', DEV_NO_SPA: '1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  const chunks: string[] = []
  child.stdout?.on('data', (chunk) => chunks.push(String(chunk)))
  child.stderr?.on('data', (chunk) => chunks.push(String(chunk)))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, port, output: () => chunks.join(''), exited }
}

async function health(server: Server): Promise<unknown> {
  for (let i = 0; i < 300; i += 1) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`)
    try {
      return await (await fetch(`http://127.0.0.1:${server.port}/api/health`)).json()
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`no health answer:\n${server.output()}`)
}

afterEach(async () => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await gone
    }
  }
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('server/main.ts', () => {
  it('refuses to start in production without the real providers (or ALLOW_SANDBOX_PROVIDERS=1) and PUBLIC_BASE_URL, and names them', () => {
    const dataDir = tempDir('summit-prod-')
    const result = spawnSync(process.execPath, SERVER, {
      env: { ...process.env, APP_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Summit Store did not start: APP_ENV=production cannot start; missing: Alibaba Cloud SMS (')
    expect(result.stderr).toContain('PUBLIC_BASE_URL')
    expect(result.stderr).toContain('or ALLOW_SANDBOX_PROVIDERS=1 for a staging server whose payments are simulated')
    expect(result.stderr).not.toContain('    at ')
  })

  it('starts as staging (APP_ENV=production ALLOW_SANDBOX_PROVIDERS=1 PUBLIC_BASE_URL=...) and has no /api/dev routes', async () => {
    const server = startServer(
      {
        APP_ENV: 'production',
        ALLOW_SANDBOX_PROVIDERS: '1',
        PUBLIC_BASE_URL: 'https://staging.summit.example',
        LICENSE_SIGNING_KEY: TEST_LICENSE_SIGNING_KEY,
        DATA_DIR: tempDir('summit-staging-'),
      },
      await freePort(),
    )
    expect(await health(server)).toEqual({ code: 200, msg: 'ok', data: null })
    for (const [method, path] of [
      ['GET', '/api/dev/sms-outbox?phone=13812345678'],
      ['POST', '/api/dev/pay/x'],
    ]) {
      const res = await fetch(`http://127.0.0.1:${server.port}${path}`, { method })
      expect([path, res.status, ((await res.json()) as { msg: string }).msg]).toEqual([
        path,
        404,
        `接口不存在: ${method} ${path.split('?')[0]}`,
      ])
    }
    const res = await fetch(`http://127.0.0.1:${server.port}/api/health`)
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(server.output()).toContain('PAYMENTS ARE SIMULATED')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  it('serves health on the embedded database, says payments are simulated, and exits 0 on SIGTERM, releasing DATA_DIR', async () => {
    const dataDir = join(tempDir('summit-proc-'), 'nested', 'db')
    const server = startServer({ APP_ENV: 'development', DATA_DIR: dataDir }, await freePort())
    expect(await health(server)).toEqual({ code: 200, msg: 'ok', data: null })
    expect(server.output()).toContain('PAYMENTS ARE SIMULATED')
    expect(existsSync(`${dataDir}.lock`)).toBe(true)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
  })

  it('answers readiness while it serves, and 503 from SIGTERM until it closes after SHUTDOWN_DRAIN_MS', async () => {
    const dataDir = join(tempDir('summit-ready-'), 'db')
    const server = startServer({ APP_ENV: 'development', DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '1500' }, await freePort())
    await health(server)
    const ready = () => fetch(`http://127.0.0.1:${server.port}/api/ready`).then(async (r) => ({ status: r.status, body: await r.json() }))
    expect(await ready()).toEqual({ status: 200, body: { code: 200, msg: 'ready', data: { database: 'ok', changeFeed: 'live' } } })
    const stoppedAt = Date.now()
    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await ready()).toEqual({ status: 503, body: { code: 503, msg: '服务正在停止', data: null } })
    expect(await server.exited).toBe(0)
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1500)
  })

  it('refuses a second process on the same DATA_DIR, naming the folder and the holder pid; after kill -9 a new one starts', async () => {
    const dataDir = join(tempDir('summit-lock-'), 'db')
    const env = { APP_ENV: 'test', DATA_DIR: dataDir, DATA_DIR_LOCK_STALE_MS: '2000' }
    const first = startServer(env, await freePort())
    expect(await health(first)).toEqual({ code: 200, msg: 'ok', data: null })

    const second = startServer(env, await freePort())
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another server process (pid ${first.child.pid};`)
    // The first one still works.
    expect(await health(first)).toEqual({ code: 200, msg: 'ok', data: null })

    first.child.kill('SIGKILL')
    await first.exited
    // The dead holder's lock goes stale after 2 s; a new process takes it over.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const third = startServer(env, await freePort())
    expect(await health(third)).toEqual({ code: 200, msg: 'ok', data: null })
    third.child.kill('SIGTERM')
    expect(await third.exited).toBe(0)
  })
})
