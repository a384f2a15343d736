import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed'
import { lockDataDir, type DataDirLockOptions } from './data-dir-lock'
import * as schema from './schema'

// One type for both drivers: data modules write db.select()..., db.insert()..., db.transaction(...).
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
// What a transaction callback receives; data functions that run inside or outside a transaction accept DbOrTx.
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

export type OpenDatabaseOptions = {
  // PGlite data folder (created when missing). Omitted together with databaseUrl: an in-memory PGlite.
  dataDir?: string
  // postgres://... : use a PostgreSQL server through node-postgres instead of PGlite.
  databaseUrl?: string
  // The exclusive lock on dataDir, held until close (server/db/data-dir-lock.ts).
  dataDirLock?: DataDirLockOptions
}

export type OpenedDatabase = {
  db: Db
  driver: 'pglite' | 'node-postgres'
  /** Changes to cached rows, from every process on the database (server/db/change-feed.ts). */
  changes: ChangeFeed
  close: () => Promise<void>
}

// Resolved from this file, not from cwd, so tests and scripts started anywhere find the same migrations.
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

// Any constant: serialises concurrent migrators (several test files or processes) on one PostgreSQL server.
const MIGRATION_LOCK_KEY = 72_310_451

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) return openNodePostgres(options.databaseUrl)
  return openPglite(options.dataDir, options.dataDirLock)
}

async function openPglite(dataDir: string | undefined, lockOptions: DataDirLockOptions = {}): Promise<OpenedDatabase> {
  // PGlite does not create missing parent folders itself.
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  // Before PGlite touches the folder: a second process on it would corrupt it.
  const release = dataDir ? await lockDataDir(dataDir, lockOptions) : async () => undefined
  let client: PGlite | undefined
  try {
    client = dataDir ? new PGlite(dataDir) : new PGlite()
    await client.waitReady
    const db = drizzlePglite({ client, schema })
    await migratePglite(db, { migrationsFolder })
    const opened = client
    const changes = await pgliteChangeFeed(opened)
    let released = false
    return {
      db: db as unknown as Db,
      driver: 'pglite',
      changes,
      close: async () => {
        await changes.close()
        if (!opened.closed) await opened.close()
        if (!released) {
          released = true
          await release().catch(() => undefined)
        }
      },
    }
  } catch (error) {
    if (client && !client.closed) await client.close().catch(() => undefined)
    await release().catch(() => undefined)
    throw error
  }
}

async function openNodePostgres(databaseUrl: string): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  try {
    const conn = await pool.connect()
    try {
      await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
      await migrateNodePg(drizzleNodePg({ client: conn, schema }), { migrationsFolder })
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
      conn.release()
    }
  } catch (error) {
    await pool.end()
    throw error
  }
  const db = drizzleNodePg({ client: pool, schema })
  const changes = postgresChangeFeed(databaseUrl)
  let closed = false
  return {
    db: db as unknown as Db,
    driver: 'node-postgres',
    changes,
    close: async () => {
      if (closed) return
      closed = true
      await changes.close()
      await pool.end()
    },
  }
}
