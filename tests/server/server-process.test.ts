// The server as a process: refuses production without real providers, starts on PGlite, stops cleanly on SIGTERM.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort } from '../support/free-port'

const SERVER = ['--import', 'tsx', 'server/main.ts']

describe('server/main.ts', () => {
  it('refuses to start in production without real providers, and names them', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'summit-prod-'))
    const result = spawnSync(process.execPath, SERVER, {
      env: { ...process.env, APP_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    rmSync(dataDir, { recursive: true, force: true })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('SMS_PROVIDER')
    expect(result.stderr).toContain('WECHAT_APP_ID')
  })

  it('serves health on the embedded database and exits 0 on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'summit-proc-'))
    const port = await freePort()
    const child = spawn(process.execPath, SERVER, {
      env: { ...process.env, APP_ENV: 'test', DATA_DIR: join(dataDir, 'nested', 'db'), PORT: String(port), LOG_LEVEL: 'warn', DEV_NO_SPA: '1' },
      stdio: 'ignore',
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    let health: unknown = null
    for (let i = 0; i < 300 && health === null; i += 1) {
      try {
        health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
    expect(health).toEqual({ code: 200, msg: 'ok', data: null })
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    rmSync(dataDir, { recursive: true, force: true })
  })
})
