import { resolve } from 'node:path'
import { openDatabase } from './client'

// `node --import tsx server/db/migrate.ts`: applies drizzle/ to DATABASE_URL, else to the PGlite folder DATA_DIR
// (default ./data). The server does the same at start; this is for running it on its own.
const databaseUrl = process.env.DATABASE_URL || undefined
const dataDir = resolve(process.env.DATA_DIR || 'data')
const { driver, close } = await openDatabase({ databaseUrl, dataDir })
await close()
console.log(`migrations applied (${driver}${databaseUrl ? '' : `, ${dataDir}`})`)
