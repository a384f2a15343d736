// Server configuration from the environment (README, "Configuration").
import { fileURLToPath } from 'node:url'

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
  }
}
