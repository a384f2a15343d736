// One process per PGlite folder: an exclusive lock (proper-lockfile: the folder `<DATA_DIR>.lock`, its mtime refreshed
// while held, taken over once older than the stale time, so a holder killed with -9 does not block the next start).
// proper-lockfile records no owner, so the lock folder also holds the holder's pid, written in the same step that
// creates it (before the library probes the folder's mtime, which it later checks as its own).
import fs from 'node:fs'
import { join } from 'node:path'
import lockfile from 'proper-lockfile'

const PID_FILE = 'pid'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

export interface DataDirLockOptions {
  /** A lock not refreshed for this long belongs to a dead process and is taken over (at least 2000 ms). */
  staleMs?: number
  /** The lock was lost (its folder removed or taken over): the process must stop writing. Defaults to throwing. */
  onCompromised?: (error: Error) => void
}

const lockPathOf = (dataDir: string) => `${dataDir}.lock`

function readHolderPid(lockPath: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(join(lockPath, PID_FILE), 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/** fs for proper-lockfile: creating the lock writes our pid into it; removing it removes the folder with the pid. */
const lockFs = {
  ...fs,
  mkdir(path: string, callback: (error: NodeJS.ErrnoException | null) => void) {
    fs.mkdir(path, (error) => {
      if (error) return callback(error)
      fs.writeFile(join(path, PID_FILE), `${process.pid}\n`, (writeError) => {
        if (!writeError) return callback(null)
        fs.rm(path, { recursive: true, force: true }, () => callback(writeError))
      })
    })
  },
  rmdir(path: string, callback: (error: NodeJS.ErrnoException | null) => void) {
    fs.rm(path, { recursive: true }, (error) => callback(error))
  },
  rmdirSync(path: string) {
    fs.rmSync(path, { recursive: true })
  },
}

/** Takes the lock or throws DataDirLockedError naming the folder and the holder's pid. Resolves to the release. */
export async function lockDataDir(dataDir: string, options: DataDirLockOptions = {}): Promise<() => Promise<void>> {
  const lockfilePath = lockPathOf(dataDir)
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath,
      realpath: false,
      retries: 0,
      stale: options.staleMs ?? 10_000,
      fs: lockFs,
      ...(options.onCompromised ? { onCompromised: options.onCompromised } : {}),
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
    const pid = readHolderPid(lockfilePath)
    throw new DataDirLockedError(
      `DATA_DIR ${dataDir} is in use by another server process (pid ${pid ?? 'unknown'}; lock ${lockfilePath}). ` +
        'Two processes on one embedded database lose data: stop the other process, or give this one its own DATA_DIR.',
    )
  }
}
