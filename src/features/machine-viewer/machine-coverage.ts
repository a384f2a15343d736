import type { MachineEntry } from '../../../machines/registry'
import coverage from './coverage.json'

/**
 * The coverage overlay's data: src/features/machine-viewer/coverage.json, written by `npm run test:model` from
 * reports/machines/*.json (covered/missing only) and committed, so every build carries the last full run's coverage.
 */

interface SuiteCoverage {
  machine: string
  states: { total: number; missing: string[] }
  transitions: { total: number; missing: string[] }
  guards: { total: number; missing: string[] }
}

const suites = coverage as Record<string, SuiteCoverage>

export interface MachineCoverage {
  /** The suites (one per variant report) the data comes from. */
  suites: string[]
  /** Transition keys no suite covered. */
  uncovered: Set<string>
  uncoveredStates: Set<string>
}

/** Coverage merged over the machine's suites: a transition counts as covered when any suite covered it. */
export function machineCoverage(entry: MachineEntry): MachineCoverage | null {
  const names = [...new Set(entry.variants.map((variant) => variant.report))].filter((name) => suites[name])
  if (names.length === 0) return null
  const intersect = (lists: string[][]): Set<string> => new Set(lists.reduce((acc, list) => acc.filter((item) => list.includes(item))))
  return {
    suites: names,
    uncovered: intersect(names.map((name) => suites[name].transitions.missing)),
    uncoveredStates: intersect(names.map((name) => suites[name].states.missing)),
  }
}
