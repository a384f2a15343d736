// PostgreSQL suites need initdb and pg_ctl: install Debian's postgresql with apt when they are missing, as
// ensure-chromium.mjs does for the browser (the server binaries live in /usr/lib/postgresql/<major>/bin, off PATH).
import { execSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const DEBIAN_ROOT = '/usr/lib/postgresql'

/** The folder holding initdb and pg_ctl: PATH first, then the newest Debian major version; null when none. */
export function postgresBinDir() {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' })
  if (onPath.status === 0 && onPath.stdout.trim()) {
    const initdb = onPath.stdout.trim()
    return initdb.slice(0, initdb.lastIndexOf('/'))
  }
  if (!existsSync(DEBIAN_ROOT)) return null
  const majors = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
  for (const major of majors) {
    const dir = join(DEBIAN_ROOT, major, 'bin')
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir
  }
  return null
}

export function ensurePostgres() {
  if (postgresBinDir()) return
  console.log("[ensure-postgres] initdb / pg_ctl are missing: installing Debian's postgresql with apt (a minute or two)")
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : ''
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env })
  execSync(`${sudo}apt-get install -y -qq --no-install-recommends postgresql`, { stdio: 'inherit', env })
  if (!postgresBinDir()) throw new Error('apt finished but initdb / pg_ctl are still missing')
}

if (import.meta.url === `file://${process.argv[1]}`) ensurePostgres()
