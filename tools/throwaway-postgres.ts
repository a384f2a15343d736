import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { postgresBinDir } from '../scripts/ensure-postgres.mjs'
import { freePort } from './free-port'

// A PostgreSQL cluster of its own for one test file: initdb into a temp dir, pg_ctl start on a free port,
// stop and delete afterwards. initdb refuses to run as root, so under root the binaries run as the `postgres`
// (else `nobody`) account through runuser, and the temp dir is handed to that account.

export type ThrowawayPostgres = {
  url: string
  port: number
  stop: () => Promise<void>
}

type RunAs = { user: string; uid: number; gid: number } | null

function which(command: string): string | null {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() || null : null
}

function lookupUser(name: string): { uid: number; gid: number } | null {
  const result = spawnSync('getent', ['passwd', name], { encoding: 'utf8' })
  if (result.status !== 0) return null
  const fields = result.stdout.trim().split(':')
  return { uid: Number(fields[2]), gid: Number(fields[3]) }
}

function runAsAccount(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null
  if (!which('runuser')) return undefined
  for (const user of ['postgres', 'nobody']) {
    const ids = lookupUser(user)
    if (ids) return { user, ...ids }
  }
  return undefined
}

function unavailableReason(): string | null {
  if (!postgresBinDir())
    return 'initdb / pg_ctl not found (on PATH or in /usr/lib/postgresql/<major>/bin); `npm test` installs them with apt'
  if (runAsAccount() === undefined) return 'running as root without runuser and a postgres or nobody account'
  return null
}

/**
 * Why the cluster cannot be made here, or null when it can. A developer's machine may skip the PostgreSQL suites;
 * under CI=true they must run, so a missing server fails the run instead of skipping it.
 */
export function throwawayPostgresUnavailable(env: NodeJS.ProcessEnv = process.env): string | null {
  const reason = unavailableReason()
  if (reason && env.CI === 'true') throw new Error(`PostgreSQL suites must run under CI=true, but ${reason}`)
  return reason
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const reason = unavailableReason()
  if (reason) throw new Error(`throwaway PostgreSQL unavailable: ${reason}`)
  const binDir = postgresBinDir() as string
  const account = runAsAccount() ?? null
  const root = mkdtempSync(join(tmpdir(), 'summit-pg-'))
  if (account) {
    chownSync(root, account.uid, account.gid)
    chmodSync(root, 0o700)
  }
  const dataDir = join(root, 'data')
  const run = (command: string, args: string[]) => {
    const binary = join(binDir, command)
    const [file, argv] = account ? ['runuser', ['-u', account.user, '--', binary, ...args]] : [binary, args]
    return execFileSync(file, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
  }
  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C'])
  } catch (error) {
    rmSync(root, { recursive: true, force: true })
    throw error
  }
  const port = await freePort()
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  try {
    // -w waits until the server accepts connections.
    run('pg_ctl', ['-D', dataDir, '-l', join(root, 'server.log'), '-w', '-t', '60', '-o', options, 'start'])
  } catch (error) {
    rmSync(root, { recursive: true, force: true })
    throw error
  }
  let stopped = false
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      if (stopped) return
      stopped = true
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(root, { recursive: true, force: true })
      }
    },
  }
}
