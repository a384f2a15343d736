import { describe, expect, it } from 'vitest'
import { misses, type DatabaseRun } from '../../tools/bench-api/report'

// Issue 19, target 1: the poll at ≥ 50 % of the bare route at 1 and at 200 connections, p99 ≤ 20 ms at 200.
const m = (label: string, connections: number, requestsPerSecond: number, p99 = 5, failures = 0) => ({
  label,
  connections,
  requestsPerSecond,
  p50: 1,
  p99,
  failures,
})

const run = (poll1: number, poll200: number, p99 = 15): DatabaseRun => ({
  database: 'PostgreSQL',
  bare: [m('bare poll', 1, 9000), m('bare poll', 200, 30000)],
  app: [m('poll', 1, poll1), m('poll', 200, poll200, p99), m('/api/health', 200, 100)],
})

describe('bench:api verdict', () => {
  it('passes a run at half the bare route or more at both connection counts with p99 within 20 ms', () => {
    expect(misses(run(4500, 15000, 20))).toEqual([])
  })

  it('names a ratio missed at one connection, not only at 200', () => {
    expect(misses(run(2897, 17342, 15))).toEqual(['PostgreSQL: poll at 32.2 % of the bare route at 1 connection (target ≥ 50 %)'])
  })

  it('names a ratio and a p99 missed at 200 connections', () => {
    expect(misses(run(5000, 13228, 31))).toEqual([
      'PostgreSQL: poll at 44.1 % of the bare route at 200 connections (target ≥ 50 %)',
      'PostgreSQL: poll p99 31 ms at 200 connections (target ≤ 20 ms)',
    ])
  })

  it('does not count health checks against the target, but counts failed requests anywhere', () => {
    const failing = run(4500, 15000)
    failing.app[2] = m('/api/health', 200, 100, 5, 3)
    expect(misses(failing)).toEqual(['PostgreSQL: /api/health at 200 connections had 3 failed requests'])
  })

  it('refuses a run without the poll at 1 or at 200 connections, or without the bare route beside it', () => {
    expect(misses({ database: 'PGlite', bare: [], app: [] })).toEqual([
      'PGlite: no poll measurement at 1 connection',
      'PGlite: no poll measurement at 200 connections',
    ])
    const withoutOne = run(4500, 15000)
    withoutOne.app = withoutOne.app.filter((each) => each.connections !== 1)
    expect(misses(withoutOne)).toEqual(['PostgreSQL: no poll measurement at 1 connection'])
    const withoutBare = run(4500, 15000)
    withoutBare.bare = withoutBare.bare.filter((each) => each.connections !== 200)
    expect(misses(withoutBare)).toEqual(['PostgreSQL: no bare route measurement at 200 connections'])
  })
})
