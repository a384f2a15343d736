// The bench:api table and its verdict: at every measured connection count (1 and 200) the poll reaches half the bare
// route's requests/s, and at 200 connections it keeps p99 within 20 ms, on each database (issue 19, target 1).
import type { Measurement } from './load'

export const MIN_RATIO = 0.5
export const MAX_P99_MS = 20
const P99_CONNECTIONS = 200
/** Issue 19 names both: a run missing either is no verdict. */
const REQUIRED_CONNECTIONS = [1, P99_CONNECTIONS]

export interface DatabaseRun {
  database: string
  bare: Measurement[]
  app: Measurement[]
}

const at = (list: Measurement[], label: string, connections: number) => list.find((m) => m.label === label && m.connections === connections)

const connectionsText = (n: number) => `${n} connection${n === 1 ? '' : 's'}`

const row = (cells: string[]) => `| ${cells.join(' | ')} |`

export function table(run: DatabaseRun): string {
  const lines = [row(['route', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'failures', 'of bare req/s'])]
  lines.push(row(Array(7).fill('---')))
  for (const m of [...run.bare, ...run.app]) {
    const bare = run.app.includes(m) ? at(run.bare, 'bare poll', m.connections) : undefined
    const ratio = bare ? `${((100 * m.requestsPerSecond) / bare.requestsPerSecond).toFixed(1)} %` : ''
    lines.push(
      row([m.label, String(m.connections), m.requestsPerSecond.toFixed(0), String(m.p50), String(m.p99), String(m.failures), ratio]),
    )
  }
  return lines.join('\n')
}

/** What misses the target, one line each; empty when the run meets it. */
export function misses(run: DatabaseRun): string[] {
  const problems: string[] = []
  const polls = run.app.filter((m) => m.label === 'poll')
  for (const connections of REQUIRED_CONNECTIONS) {
    if (!polls.some((m) => m.connections === connections))
      problems.push(`${run.database}: no poll measurement at ${connectionsText(connections)}`)
  }
  for (const poll of polls) {
    const bare = at(run.bare, 'bare poll', poll.connections)
    if (!bare) {
      problems.push(`${run.database}: no bare route measurement at ${connectionsText(poll.connections)}`)
      continue
    }
    const ratio = poll.requestsPerSecond / bare.requestsPerSecond
    if (ratio < MIN_RATIO)
      problems.push(
        `${run.database}: poll at ${(ratio * 100).toFixed(1)} % of the bare route at ${connectionsText(poll.connections)} (target ≥ ${MIN_RATIO * 100} %)`,
      )
    if (poll.connections === P99_CONNECTIONS && poll.p99 > MAX_P99_MS)
      problems.push(`${run.database}: poll p99 ${poll.p99} ms at ${P99_CONNECTIONS} connections (target ≤ ${MAX_P99_MS} ms)`)
  }
  for (const m of [...run.bare, ...run.app]) {
    if (m.failures > 0) problems.push(`${run.database}: ${m.label} at ${connectionsText(m.connections)} had ${m.failures} failed requests`)
  }
  return problems
}
