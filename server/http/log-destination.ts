// Where the server's log lines go: stdout, in one synchronous write per event-loop turn. A line is held only until
// the end of the turn it was made in (setImmediate), and the lines held are written when the process exits, after an
// uncaught error too; only a process killed outright (SIGKILL, the kernel's OOM killer) loses the lines of the turn it
// was in. A busy server answers 100-200 requests a turn; a write per line cost each of them a system call and
// sonic-boom's work per write (the string's byte length, a Buffer copy to track a partial write, a drain event):
// logging a request line went from about 3.5 to 2.2 µs (issue 19, docs/performance.md). sonic-boom still does the
// writing, with its handling of partial writes and of a full pipe (EAGAIN).
import pino from 'pino'

export interface LogDestination {
  write: (line: string) => void
}

export interface HeldLines extends LogDestination {
  /** Writes what is held now; `done` (pino's logger.flush callback) is called after. */
  flush: (done?: () => void) => void
}

/** Lines gathered over a turn, handed to `destination` as one string at its end and at process exit. */
export function linesPerTurn(destination: LogDestination): HeldLines {
  let lines: string[] = []
  let scheduled = false
  const flush = (done?: () => void) => {
    scheduled = false
    if (lines.length > 0) {
      const chunk = lines.length === 1 ? lines[0] : lines.join('')
      lines = []
      destination.write(chunk)
    }
    done?.()
  }
  return {
    write(line) {
      lines.push(line)
      if (!scheduled) {
        scheduled = true
        setImmediate(() => flush())
      }
    },
    flush,
  }
}

let stdout: HeldLines | undefined

/** The process's stdout for log lines: one per process, flushed on exit. */
export function stdoutPerTurn(): HeldLines {
  if (!stdout) {
    const batched = linesPerTurn(pino.destination({ fd: 1, sync: true }))
    process.on('exit', () => batched.flush())
    stdout = batched
  }
  return stdout
}
