// The real app over a real database (PGlite in a temp folder, or PostgreSQL by URL), driven by inject().
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../server/app'
import { readConfig, type ServerConfig } from '../../../server/config'
import { openDatabase, type Db } from '../../../server/db/client'
import type { LogDestination } from '../../../server/http/log-destination'
import { seedIfEmpty } from '../../../server/db/seed'
import { loadLicenseSigner } from '../../../server/modules/licences/license-signing'
import type { Providers } from '../../../server/providers/providers'
import { selectProviders } from '../../../server/providers/select-providers'
import { copyPgliteTemplate } from '../../../tools/pglite-template'

export interface CallOptions {
  body?: unknown
  token?: string
  headers?: Record<string, string>
  /** The caller's address (request.ip); 127.0.0.1 when omitted. */
  ip?: string
}

/** The app's clock: frozen at the start time until a test moves it forward (no sleeping, no flaky seconds). */
export interface TestClock {
  now: () => Date
  advance: (ms: number) => void
}

export interface TestApp {
  app: FastifyInstance
  db: Db
  distDir: string
  clock: TestClock
  close: () => Promise<void>
  call: (
    method: string,
    url: string,
    options?: CallOptions,
  ) => Promise<{
    status: number
    json: any
    body: string
    headers: Record<string, unknown>
  }>
  login: (phone: string) => Promise<string>
  /** The latest code the SMS outbox recorded for a phone. */
  smsCode: (phone: string) => Promise<string>
}

export interface TestAppOptions {
  databaseUrl?: string
  devRoutes?: boolean
  /** The general rate limit; suites other than its own send far more than a person would, so it is high by default. */
  rateLimit?: { perIp: number; perSubject: number }
  /** More environment for readConfig, e.g. a staging server: APP_ENV production, ALLOW_SANDBOX_PROVIDERS, PUBLIC_BASE_URL. */
  env?: Record<string, string>
  /** Captures the app's log lines (at LOG_LEVEL, default info) instead of silencing them. */
  logStream?: LogDestination
  /** A PGlite folder of the test's own, kept on close (a restart reopens it); default a temp folder removed on close. */
  dataDir?: string
  /** Adds files to the built site's folder before the app starts (it serves the files that are there at start). */
  prepareDist?: (distDir: string) => void
  /** Providers other than the environment's (e.g. a real gateway pointed at a local fake platform). */
  providers?: (config: ServerConfig, db: Db) => Providers
}

const UNLIMITED = { perIp: 1_000_000, perSubject: 1_000_000 }

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const root = mkdtempSync(join(tmpdir(), 'summit-server-'))
  const distDir = join(root, 'dist')
  mkdirSync(join(distDir, 'assets'), { recursive: true })
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div><!-- test index -->')
  writeFileSync(join(distDir, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`)
  // An asset the build also wrote compressed (vite.config.ts), as every built chunk is.
  const builtChunk = `console.log(${JSON.stringify('y'.repeat(4000))})`
  writeFileSync(join(distDir, 'assets', 'route-def456.js'), builtChunk)
  writeFileSync(join(distDir, 'assets', 'route-def456.js.br'), brotliCompressSync(builtChunk))
  writeFileSync(join(distDir, 'assets', 'route-def456.js.gz'), gzipSync(builtChunk))
  options.prepareDist?.(distDir)
  // Suites move the clock themselves, so the background invoice issuer is off unless a suite turns it on.
  const env = { APP_ENV: 'test', LOG_LEVEL: options.logStream ? 'info' : 'silent', INVOICE_AUTO_ISSUE: '0', ...options.env }
  const baseConfig = readConfig(env)
  const config = {
    ...baseConfig,
    distDir,
    devRoutes: options.devRoutes ?? baseConfig.devRoutes,
    rateLimit: options.rateLimit ?? UNLIMITED,
  }
  const dataDir = options.dataDir ?? join(root, 'db')
  if (!options.databaseUrl && !existsSync(dataDir)) await copyPgliteTemplate(dataDir)
  const database = await openDatabase(options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir })
  await seedIfEmpty(database.db)
  let current = Date.now()
  const clock: TestClock = { now: () => new Date(current), advance: (ms) => (current += ms) }
  // The licence key lives with the database folder, so a suite restarting on its dataDir keeps its key.
  const licenseSigner = loadLicenseSigner({
    signingKey: config.licenseSigningKey,
    dataDir,
  })
  const app = await buildApp({
    licenseSigner,
    config,
    db: database.db,
    providers: (options.providers ?? selectProviders)(config, database.db),
    clock: clock.now,
    logStream: options.logStream,
    changes: database.changes,
  })
  await app.ready()

  const call: TestApp['call'] = async (method, url, { body, token, headers, ip } = {}) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(ip ? { remoteAddress: ip } : {}),
      ...(body === undefined ? {} : typeof body === 'string' ? { payload: body } : { payload: body as object }),
    })
    let json: any
    try {
      json = response.json()
    } catch {
      json = null
    }
    return { status: response.statusCode, json, body: response.body, headers: response.headers }
  }

  const smsCode = async (phone: string) => {
    const outbox = await call('GET', `/api/sandbox/sms-outbox?phone=${phone}`)
    if (outbox.json?.code !== 200) throw new Error(`no SMS for ${phone}: ${JSON.stringify(outbox.json)}`)
    return outbox.json.data.code as string
  }

  const login = async (phone: string) => {
    const sent = await call('POST', `/api/business/C_customers/sendVerCode?phone=${phone}`)
    if (sent.json?.code !== 200) throw new Error(`sendVerCode failed: ${JSON.stringify(sent.json)}`)
    const outbox = await call('GET', `/api/sandbox/sms-outbox?phone=${phone}`)
    const loggedIn = await call('POST', '/api/business/C_customers/loginByPhone', { body: { phone, verCode: outbox.json.data.code } })
    if (loggedIn.json?.code !== 200) throw new Error(`loginByPhone failed: ${JSON.stringify(loggedIn.json)}`)
    return loggedIn.json.msg as string
  }

  return {
    app,
    db: database.db,
    distDir,
    clock,
    call,
    login,
    smsCode,
    close: async () => {
      await app.close()
      await database.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}
