// Entry point: configuration, database (locked, migrated and seeded), providers, app; graceful shutdown on SIGTERM.
import './gc-tuning'
import { buildApp } from './app'
import { readConfig, type ServerConfig } from './config'
import { ConfigError } from './config-error'
import { DataDirLockedError } from './db/data-dir-lock'
import { newLifecycle } from './lifecycle'
import { openDatabase } from './db/client'
import { seedIfEmpty } from './db/seed'
import { runOperatorCommand } from './ops/operator-commands'
import { operatorSocketPath, startOperatorSocket } from './ops/operator-socket'
import { selectProviders } from './providers/select-providers'

/** A setting missing or the data folder in use: one clear line, no stack trace, exit 1. */
function refuse(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Summit Store did not start: ${error.message}`)
    process.exit(1)
  }
  throw error
}

function sandboxBanner(config: ServerConfig): string {
  const lines = [
    `SANDBOX PROVIDERS (APP_ENV=${config.appEnv}): PAYMENTS ARE SIMULATED, NO MONEY MOVES; SMS codes are not sent and WeChat login is a test page.`,
    config.devRoutes
      ? 'Development routes /api/dev/* and the sandbox pages /api/sandbox/* answer only clients on this machine (loopback).'
      : `Staging: the sandbox checkout and WeChat pages are public under ${config.publicBaseUrl}/api/sandbox/; the SMS outbox answers loopback only.`,
  ]
  const width = Math.max(...lines.map((line) => line.length))
  const rule = '!'.repeat(width + 4)
  return ['', rule, ...lines.map((line) => `! ${line.padEnd(width)} !`), rule, ''].join('\n')
}

let config: ServerConfig
let database: Awaited<ReturnType<typeof openDatabase>>
try {
  config = readConfig()
  database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : {
          dataDir: config.dataDir,
          dataDirLock: {
            staleMs: config.dataDirLockStaleMs,
            // Another process took the folder over (this one was stalled past the stale time): stop writing at once.
            onCompromised: (error) => {
              console.error(`Summit Store lost its lock on DATA_DIR ${config.dataDir} (${error.message}); stopping`)
              process.exit(1)
            },
          },
        },
  )
} catch (error) {
  refuse(error)
}
// A live store (real providers) gets the catalogue and content, never the demo accounts and their published password.
await seedIfEmpty(database.db, { demoData: config.sandboxProviders })
const providers = selectProviders(config, database.db)
const lifecycle = newLifecycle()
const app = await buildApp({ config, db: database.db, providers, changes: database.changes, lifecycle })
// On the embedded database the operator command cannot open the folder this process holds: it asks over this socket.
const stopOperatorSocket = config.databaseUrl
  ? undefined
  : await startOperatorSocket(operatorSocketPath(config.dataDir), (command) =>
      runOperatorCommand(database.db, providers.invoice, command, new Date()),
    )

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down')
  const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000)
  force.unref()
  // Readiness answers 503 from now on; the load balancer stops sending new requests before the listener closes.
  lifecycle.draining = true
  if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
  await stopOperatorSocket?.()
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

await app.listen({ port: config.port, host: config.host })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
if (config.sandboxProviders) console.warn(sandboxBanner(config))
app.log.info(
  `Summit Store at ${config.publicBaseUrl ?? `http://localhost:${port}`}/pc/ (listening on ${config.host}:${port}, ${database.driver}, APP_ENV=${config.appEnv})`,
)
