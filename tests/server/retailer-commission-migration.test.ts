// Migration 0010_retailer-commission on a database seeded before it: the migrations up to 0009 on an empty PGlite, the
// levels and a reseller written as the old seed had them (stored figures included), then the whole drizzle/ folder,
// as a server start does. The levels get the rates of docs/decisions.md (15 %, 10 %, 5 %), the never-written stored
// figures are dropped, the reseller keeps its row with no parent.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const MIGRATIONS = join(import.meta.dirname, '../../drizzle')

let client: PGlite
let before: string

const rows = async <T>(sql: string) => (await client.query<T>(sql)).rows

beforeAll(async () => {
  // The drizzle/ folder as it stood before 0010: its journal cut after 0009.
  before = mkdtempSync(join(tmpdir(), 'summit-migration-'))
  cpSync(MIGRATIONS, before, { recursive: true })
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] }
  expect(journal.entries[10].tag).toBe('0010_retailer-commission')
  writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, 10) }))

  client = new PGlite()
  await client.waitReady
  const db = drizzle({ client })
  await migrate(db, { migrationsFolder: before })
  await client.exec(`
    INSERT INTO retail_levels (id, levelname, sortcode) VALUES
      ('level-1', '一级分销商', 1), ('level-2', '二级分销商', 2), ('level-3', '三级分销商', 3), ('level-x', '特约', 4);
    INSERT INTO retailers (id, retailername, phonenumber, retailcode, retaillevel, discount, commission, retailnum, totalcount)
      VALUES ('retailer-old', '王经理', '13900000001', 'SUMMIT-DEMO', 'level-2', '0.8500', '99.00', 7, '999.00');
  `)
  await migrate(db, { migrationsFolder: MIGRATIONS })
})

afterAll(async () => {
  await client?.close()
  rmSync(before, { recursive: true, force: true })
})

describe('migration 0010 on a database seeded before it', () => {
  it('sets the seeded levels’ commission rates and leaves any other level at 0', async () => {
    expect(await rows<{ id: string; commissionrate: string }>('SELECT id, commissionrate FROM retail_levels ORDER BY id')).toEqual([
      { id: 'level-1', commissionrate: '0.1500' },
      { id: 'level-2', commissionrate: '0.1000' },
      { id: 'level-3', commissionrate: '0.0500' },
      { id: 'level-x', commissionrate: '0.0000' },
    ])
  })

  it('drops the stored figures and keeps the reseller, with no parent', async () => {
    const columns = await rows<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'retailers' ORDER BY column_name`,
    )
    const names = columns.map((column) => column.column_name)
    for (const dropped of ['commission', 'retailnum', 'totalcount']) expect(names).not.toContain(dropped)
    expect(names).toContain('parentid')
    expect(await rows('SELECT id, retailcode, retaillevel, parentid FROM retailers')).toEqual([
      { id: 'retailer-old', retailcode: 'SUMMIT-DEMO', retaillevel: 'level-2', parentid: null },
    ])
  })
})
