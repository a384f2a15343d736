// Entry point: configuration, database (migrated and seeded), providers, app; graceful shutdown on SIGTERM.
import { buildApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db/client'
import { seedIfEmpty } from './db/seed'
import { assertProvidersAvailable, selectProviders } from './providers/select-providers'

const config = readConfig()
assertProvidersAvailable(config)
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir })
await seedIfEmpty(database.db)
const providers = selectProviders(config, database.db)
const app = await buildApp({ config, db: database.db, providers })

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info({ signal }, 'shutting down')
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

await app.listen({ port: config.port, host: config.host })
app.log.info(`Summit Store at http://localhost:${config.port}/pc/ (${database.driver}, APP_ENV=${config.appEnv})`)
