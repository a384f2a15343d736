import { describeMachine } from '../../../tools/machine-model/introspect'
import type { MachineEntry } from '../../../tools/machine-model/registry'
import coverage from './coverage.json'

/**
 * The coverage overlay's data: src/features/machine-viewer/coverage.json, written by `npm run test:model` from
 * reports/machines/*.json (what each suite covered) and committed, so every build carries the last full run's coverage.
 * A transition or state added since that run counts as uncovered.
 */

interface SuiteCoverage {
  machine: string
  states: { total: number; covered: string[] }
  transitions: { total: number; covered: string[] }
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
  const covered = (pick: (suite: SuiteCoverage) => string[]): Set<string> => new Set(names.flatMap((name) => pick(suites[name])))
  const transitions = covered((suite) => suite.transitions.covered)
  const states = covered((suite) => suite.states.covered)
  const description = describeMachine(entry.machine)
  return {
    suites: names,
    uncovered: new Set(description.transitions.map((t) => t.key).filter((key) => !transitions.has(key))),
    uncoveredStates: new Set(description.states.filter((state) => !states.has(state))),
  }
}
