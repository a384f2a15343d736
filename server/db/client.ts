import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
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
}

export type OpenedDatabase = {
  db: Db
  driver: 'pglite' | 'node-postgres'
  close: () => Promise<void>
}

// Resolved from this file, not from cwd, so tests and scripts started anywhere find the same migrations.
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

// Any constant: serialises concurrent migrators (several test files or processes) on one PostgreSQL server.
const MIGRATION_LOCK_KEY = 72_310_451

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) return openNodePostgres(options.databaseUrl)
  return openPglite(options.dataDir)
}

async function openPglite(dataDir: string | undefined): Promise<OpenedDatabase> {
  // PGlite does not create missing parent folders itself.
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = dataDir ? new PGlite(dataDir) : new PGlite()
  await client.waitReady
  const db = drizzlePglite({ client, schema })
  try {
    await migratePglite(db, { migrationsFolder })
  } catch (error) {
    await client.close()
    throw error
  }
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    close: async () => {
      if (!client.closed) await client.close()
    },
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
  let closed = false
  return {
    db: db as unknown as Db,
    driver: 'node-postgres',
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
