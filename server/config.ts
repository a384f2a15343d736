// Server configuration from the environment (README, "Configuration").
import { randomBytes, type KeyObject } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { RATE_LIMIT_PER_IP_PER_WINDOW, RATE_LIMIT_PER_SUBJECT_PER_WINDOW } from '../domain/limits'
import { ConfigError } from './config-error'
import { readProviderSettings, type ProviderSettings } from './providers/provider-settings'
import { committedKeyMismatch, parseLicenseSigningKey } from './modules/licences/license-signing'

type AppEnv = 'development' | 'test' | 'production'

export interface ServerConfig {
  port: number
  host: string
  appEnv: AppEnv
  dataDir: string
  databaseUrl?: string
  logLevel: string
  distDir: string
  /** Development and test helpers under /api/dev/ (answer loopback clients only); never in production. */
  devRoutes: boolean
  /** The SMS outbox and the WeChat and payment sandboxes, with their pages under /api/sandbox/. */
  sandboxProviders: boolean
  /** Outside production every /api/sandbox/ page answers loopback clients only; staging serves the QR pages to all. */
  sandboxLoopbackOnly: boolean
  /**
   * Scheme, host and port the public reaches this server on (no trailing slash). Payment and callback URLs are built
   * from it, never from the Host header; required in production. Outside production, unset means the request's own.
   */
  publicBaseUrl?: string
  /** HSTS and upgrade-insecure-requests: only when served over HTTPS in production. */
  production: boolean
  /** How long a data-folder lock held by a dead process blocks a new start (proper-lockfile's stale time). */
  dataDirLockStaleMs: number
  /** When set (DEV_NO_SPA=1, used by `npm run dev`), the server does not serve the built SPA. */
  serveSpa: boolean
  /** API requests per minute per client address and per signed-in subject (server/rate-limit). */
  rateLimit: { perIp: number; perSubject: number }
  /** Behind a reverse proxy (TRUST_PROXY=1 or a Fastify trustProxy value): the client address comes from X-Forwarded-For. */
  trustProxy: boolean | string
  /**
   * Signs the short-lived file download URLs (FILE_URL_SECRET, at least 32 characters). Unset, each process draws its
   * own at start: URLs then work only on the process that answered them and not across a restart.
   */
  fileUrlSecret: string
  /**
   * Signs the 60-second licence download tokens (LICENSE_URL_SECRET, at least 32 characters; a key of its own, so a
   * file URL's secret never opens a licence). Unset, each process draws its own at start, like FILE_URL_SECRET.
   */
  licenseUrlSecret: string
  /**
   * The sandbox invoice issuer approves and issues waiting invoice requests in the background once they are
   * invoiceIssueDelayMs old (INVOICE_AUTO_ISSUE=0 turns it off: `npm run ops -- invoice issue|reject` decides).
   */
  invoiceAutoIssue: boolean
  invoiceIssueDelayMs: number
  /**
   * The Ed25519 private key that signs licence files (LICENSE_SIGNING_KEY: PKCS#8 PEM or its base64; required in
   * production). Unset outside production: a key generated once into DATA_DIR (docs/license-file.md, "Keys").
   */
  licenseSigningKey?: string
  /**
   * After SIGTERM, how long readiness answers 503 before the listener closes (SHUTDOWN_DRAIN_MS; default 5000 in
   * production, where a load balancer polls readiness, else 0).
   */
  shutdownDrainMs: number
  /** The real providers' settings (a live store); undefined while the sandboxes serve (development, test, staging). */
  providerSettings?: ProviderSettings
  /** Other origins the login page may frame (WeChat's QR page when the real WeChat login is configured). */
  frameOrigins: string[]
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not "${raw}"`)
  return value
}

function nonNegativeInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number of at least 0, not "${raw}"`)
  return value
}

function trustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false
  return raw === '1' || raw === 'true' ? true : raw
}

const ROOT = fileURLToPath(new URL('..', import.meta.url))

function parsePublicBaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(`PUBLIC_BASE_URL must be an absolute URL such as https://shop.example.com, not "${value}"`)
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new ConfigError(`PUBLIC_BASE_URL must be http(s)://host[:port] with no path, query or credentials, not "${value}"`)
  }
  return url.origin
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const appEnv = (env.APP_ENV ?? 'development') as AppEnv
  if (!['development', 'test', 'production'].includes(appEnv)) {
    throw new ConfigError(`APP_ENV must be development, test or production, not "${appEnv}"`)
  }
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, not "${env.PORT}"`)
  const production = appEnv === 'production'
  const publicBaseUrl = parsePublicBaseUrl(env.PUBLIC_BASE_URL)
  // Production is a live store on the real providers, or staging on the sandboxes (ALLOW_SANDBOX_PROVIDERS=1).
  const staging = production && env.ALLOW_SANDBOX_PROVIDERS === '1'
  let providerSettings: ProviderSettings | undefined
  if (production) {
    const missing: string[] = []
    if (!staging) {
      const read = readProviderSettings(env)
      providerSettings = read.settings
      missing.push(...read.missing)
      // Every process must sign and check links alike (any of them answers the next request), and across restarts.
      if (!env.FILE_URL_SECRET) missing.push('FILE_URL_SECRET (at least 32 characters, the same on every process)')
      if (!env.LICENSE_URL_SECRET) missing.push('LICENSE_URL_SECRET (at least 32 characters, the same on every process)')
    }
    if (!publicBaseUrl) missing.push('PUBLIC_BASE_URL (e.g. https://shop.example.com: payment and callback URLs are built from it)')
    if (!env.LICENSE_SIGNING_KEY) {
      missing.push('LICENSE_SIGNING_KEY (the Ed25519 key that signs licence files: `npm run license -- keygen` makes one)')
    }
    if (missing.length > 0) {
      const staged = staging ? '' : ' (or ALLOW_SANDBOX_PROVIDERS=1 for a staging server whose payments are simulated)'
      throw new ConfigError(`APP_ENV=production cannot start; missing: ${missing.join('; ')}${staged}`)
    }
  }
  const fileUrlSecret = env.FILE_URL_SECRET || randomBytes(32).toString('hex')
  if (fileUrlSecret.length < 32) throw new ConfigError('FILE_URL_SECRET must be at least 32 characters long')
  const licenseUrlSecret = env.LICENSE_URL_SECRET || randomBytes(32).toString('hex')
  if (licenseUrlSecret.length < 32) throw new ConfigError('LICENSE_URL_SECRET must be at least 32 characters long')
  const licenseSigningKey = env.LICENSE_SIGNING_KEY || undefined
  if (licenseSigningKey) {
    let key: KeyObject
    try {
      key = parseLicenseSigningKey(licenseSigningKey)
    } catch (error) {
      throw new ConfigError(`LICENSE_SIGNING_KEY is ${(error as Error).message}`)
    }
    // Production signs with the key whose public half is committed (once it is), never with another.
    const mismatch = production ? committedKeyMismatch(key, env.LICENSE_PUBLIC_KEY_FILE || undefined) : null
    if (mismatch) throw new ConfigError(mismatch)
  }
  const staleMs = Number(env.DATA_DIR_LOCK_STALE_MS ?? 10_000)
  if (!Number.isInteger(staleMs) || staleMs < 2000)
    throw new ConfigError(`DATA_DIR_LOCK_STALE_MS must be an integer of at least 2000, not "${env.DATA_DIR_LOCK_STALE_MS}"`)
  return {
    port,
    // Outside production nothing listens beyond this machine unless asked to.
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    appEnv,
    dataDir: env.DATA_DIR ?? `${ROOT}data`,
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? (appEnv === 'test' ? 'warn' : 'info'),
    // DIST_DIR: another built site served the same way (bench:lcp serves its bare React page with it).
    distDir: env.DIST_DIR || `${ROOT}dist`,
    devRoutes: !production,
    sandboxProviders: providerSettings === undefined,
    providerSettings,
    sandboxLoopbackOnly: !production,
    publicBaseUrl,
    production,
    dataDirLockStaleMs: staleMs,
    serveSpa: env.DEV_NO_SPA !== '1',
    rateLimit: {
      perIp: positiveInteger(env, 'RATE_LIMIT_PER_IP', RATE_LIMIT_PER_IP_PER_WINDOW),
      perSubject: positiveInteger(env, 'RATE_LIMIT_PER_CUSTOMER', RATE_LIMIT_PER_SUBJECT_PER_WINDOW),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    fileUrlSecret,
    licenseUrlSecret,
    invoiceAutoIssue: env.INVOICE_AUTO_ISSUE !== '0' && env.INVOICE_AUTO_ISSUE !== 'false',
    invoiceIssueDelayMs: nonNegativeInteger(env, 'INVOICE_ISSUE_DELAY_MS', 3000),
    licenseSigningKey,
    shutdownDrainMs: nonNegativeInteger(env, 'SHUTDOWN_DRAIN_MS', production ? 5000 : 0),
    frameOrigins: providerSettings ? [new URL(providerSettings.wechatLogin.openBaseUrl).origin] : [],
  }
}
