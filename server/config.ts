// Server configuration from the environment (README, "Configuration").
import { fileURLToPath } from 'node:url'
import { RATE_LIMIT_PER_IP_PER_WINDOW, RATE_LIMIT_PER_SUBJECT_PER_WINDOW } from '../src/domain/limits'

export type AppEnv = 'development' | 'test' | 'production'

export interface ServerConfig {
  port: number
  host: string
  appEnv: AppEnv
  dataDir: string
  databaseUrl?: string
  logLevel: string
  distDir: string
  /** Development and test routes (/api/dev/...) and sandbox providers. */
  devRoutes: boolean
  /** When set (DEV_NO_SPA=1, used by `npm run dev`), the server does not serve the built SPA. */
  serveSpa: boolean
  /** API requests per minute per client address and per signed-in subject (server/rate-limit). */
  rateLimit: { perIp: number; perSubject: number }
  /** Behind a reverse proxy (TRUST_PROXY=1 or a Fastify trustProxy value): the client address comes from X-Forwarded-For. */
  trustProxy: boolean | string
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not "${raw}"`)
  return value
}

function trustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false
  return raw === '1' || raw === 'true' ? true : raw
}

const ROOT = fileURLToPath(new URL('..', import.meta.url))

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const appEnv = (env.APP_ENV ?? 'development') as AppEnv
  if (!['development', 'test', 'production'].includes(appEnv)) {
    throw new Error(`APP_ENV must be development, test or production, not "${appEnv}"`)
  }
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`)
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    appEnv,
    dataDir: env.DATA_DIR ?? `${ROOT}data`,
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? (appEnv === 'test' ? 'warn' : 'info'),
    distDir: `${ROOT}dist`,
    devRoutes: appEnv !== 'production',
    serveSpa: env.DEV_NO_SPA !== '1',
    rateLimit: {
      perIp: positiveInteger(env, 'RATE_LIMIT_PER_IP', RATE_LIMIT_PER_IP_PER_WINDOW),
      perSubject: positiveInteger(env, 'RATE_LIMIT_PER_CUSTOMER', RATE_LIMIT_PER_SUBJECT_PER_WINDOW),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
  }
}
