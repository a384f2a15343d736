// The bench:api table and its verdict: at 200 connections the poll reaches half the bare route's requests/s and
// keeps p99 within 20 ms, on each database.
import type { Measurement } from './load'

export const MIN_RATIO = 0.5
export const MAX_P99_MS = 20

export interface DatabaseRun {
  database: string
  bare: Measurement[]
  app: Measurement[]
}

const at = (list: Measurement[], label: string, connections: number) => list.find((m) => m.label === label && m.connections === connections)

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
  const poll = at(run.app, 'poll', 200)
  const bare = at(run.bare, 'bare poll', 200)
  if (!poll || !bare) return [`${run.database}: no measurement at 200 connections`]
  const ratio = poll.requestsPerSecond / bare.requestsPerSecond
  if (ratio < MIN_RATIO)
    problems.push(`${run.database}: poll at ${(ratio * 100).toFixed(1)} % of the bare route (target ≥ ${MIN_RATIO * 100} %)`)
  if (poll.p99 > MAX_P99_MS) problems.push(`${run.database}: poll p99 ${poll.p99} ms at 200 connections (target ≤ ${MAX_P99_MS} ms)`)
  for (const m of [...run.bare, ...run.app]) {
    if (m.failures > 0) problems.push(`${run.database}: ${m.label} at ${m.connections} connections had ${m.failures} failed requests`)
  }
  return problems
}
