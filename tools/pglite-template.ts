// A migrated and seeded PGlite folder, made once per version of the migrations, the seed and PGlite, and copied for
// every test database: creating and migrating a fresh folder costs about 3 s, a copy a small part of that. Tests still
// each get their own database; the seed is deterministic, so a copy holds exactly what a fresh folder would.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../server/db/client'
import { seedIfEmpty } from '../server/db/seed'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SOURCES = ['drizzle', 'server/db/seed.ts', 'server/db/seed-data', 'node_modules/@electric-sql/pglite/package.json']

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)))
}

function sourcesHash(): string {
  const hash = createHash('sha256')
  for (const file of SOURCES.flatMap((source) => filesUnder(join(ROOT, source)))) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

/** The template folder for the current sources, made when missing (by building aside and renaming into place). */
export async function ensurePgliteTemplate(): Promise<string> {
  const template = join(tmpdir(), `summit-pglite-template-${sourcesHash()}`)
  if (existsSync(template)) return template
  const building = mkdtempSync(join(tmpdir(), 'summit-pglite-building-'))
  const dataDir = join(building, 'db')
  const database = await openDatabase({ dataDir })
  await seedIfEmpty(database.db)
  await database.close()
  try {
    renameSync(dataDir, template)
  } catch (error) {
    // Another process made it first: theirs is the same.
    if (!existsSync(template)) throw error
  } finally {
    rmSync(building, { recursive: true, force: true })
  }
  return template
}

/** Fills `dataDir` (missing or empty) with a copy of the template. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  cpSync(await ensurePgliteTemplate(), dataDir, { recursive: true })
}
