import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { allStateNodes, describeMachine, stateName, transitionEntries } from '../../tools/machine-model/introspect'
import type { GuardOutcome } from '../../tools/machine-model/paths'

/** Coverage of a machine definition by executed paths: every state node and every transition definition. */

export interface TransitionEntry {
  key: string
  source: string
  event: string
  guard?: string
  target: string
}

export interface CoverageSection {
  total: number
  covered: number
  percent: number
  missing: string[]
  /** Times each item was exercised. */
  hits: Record<string, number>
}

export interface PathOutcome {
  description: string
  passed: boolean
  error?: string
}

/** Each named guard seen answering true and false (informative: the coverage gate is states and transitions). */
export interface GuardSection {
  total: number
  /** Guards seen both true and false. */
  covered: number
  percent: number
  /** e.g. `canSend: never false`. */
  missing: string[]
  outcomes: Record<string, { true: number; false: number }>
}

export interface CoverageReport {
  machine: string
  strategy: string
  states: CoverageSection
  transitions: CoverageSection
  guards: GuardSection
  paths: { total: number; passed: number; failed: PathOutcome[] }
}

function nodeName(node: AnyStateNode): string {
  return stateName(node)
}

/** All transition definitions of the machine, each with a readable key (tools/machine-model/introspect.ts makes the keys). */
export function transitionCatalogue(machine: AnyStateMachine): Map<AnyTransitionDefinition, TransitionEntry> {
  return new Map(
    transitionEntries(machine).map(({ definition, key, source, event, guard, target }) => [
      definition,
      { key, source, event, guard, target },
    ]),
  )
}

function section(all: string[], hits: Map<string, number>): CoverageSection {
  const missing = all.filter((item) => !hits.has(item))
  const covered = all.length - missing.length
  return {
    total: all.length,
    covered,
    percent: all.length ? Math.round((covered / all.length) * 10_000) / 100 : 100,
    missing,
    hits: Object.fromEntries(all.map((item) => [item, hits.get(item) ?? 0])),
  }
}

function guardSection(outcomes: Map<string, { true: number; false: number }>): GuardSection {
  const names = [...outcomes.keys()].sort()
  const missing = names.flatMap((name) => {
    const seen = outcomes.get(name)!
    return seen.true && seen.false ? [] : [`${name}: never ${seen.true ? 'false' : seen.false ? 'true' : 'evaluated'}`]
  })
  const covered = names.length - missing.length
  return {
    total: names.length,
    covered,
    percent: names.length ? Math.round((covered / names.length) * 10_000) / 100 : 100,
    missing,
    outcomes: Object.fromEntries(names.map((name) => [name, { ...outcomes.get(name)! }])),
  }
}

export class CoverageRecorder {
  private readonly states: string[]
  private readonly catalogue: Map<AnyTransitionDefinition, TransitionEntry>
  private readonly stateHits = new Map<string, number>()
  private readonly transitionHits = new Map<string, number>()
  private readonly guardOutcomes = new Map<string, { true: number; false: number }>()
  private readonly outcomes: PathOutcome[] = []

  constructor(
    readonly machine: AnyStateMachine,
    readonly strategy = 'transitions',
  ) {
    this.states = allStateNodes(machine)
      .filter((node) => node !== machine.root)
      .map(nodeName)
    this.catalogue = transitionCatalogue(machine)
    for (const guard of describeMachine(machine).guards) this.guardOutcomes.set(guard, { true: 0, false: 0 })
  }

  guards(outcomes: readonly GuardOutcome[]): void {
    for (const { guard, result } of outcomes) {
      const entry = this.guardOutcomes.get(guard) ?? { true: 0, false: 0 }
      entry[result ? 'true' : 'false']++
      this.guardOutcomes.set(guard, entry)
    }
  }

  private hitState(node: AnyStateNode): void {
    if (node === this.machine.root) return
    const name = nodeName(node)
    this.stateHits.set(name, (this.stateHits.get(name) ?? 0) + 1)
  }

  visit(snapshot: AnyMachineSnapshot): void {
    for (const node of snapshot._nodes) this.hitState(node)
  }

  take(transitions: readonly AnyTransitionDefinition[]): void {
    for (const transition of transitions) {
      const entry = this.catalogue.get(transition)
      if (!entry) throw new Error(`Transition on "${transition.eventType}" is not part of machine ${this.machine.id}`)
      this.transitionHits.set(entry.key, (this.transitionHits.get(entry.key) ?? 0) + 1)
      // A transient state (left at once by an eventless transition) is only ever seen as a transition's source.
      for (let node: AnyStateNode | undefined = transition.source; node; node = node.parent) this.hitState(node)
    }
  }

  pathDone(outcome: PathOutcome): void {
    this.outcomes.push(outcome)
  }

  report(): CoverageReport {
    const failed = this.outcomes.filter((outcome) => !outcome.passed)
    return {
      machine: this.machine.id,
      strategy: this.strategy,
      states: section(this.states, this.stateHits),
      transitions: section(
        [...this.catalogue.values()].map((entry) => entry.key),
        this.transitionHits,
      ),
      guards: guardSection(this.guardOutcomes),
      paths: { total: this.outcomes.length, passed: this.outcomes.length - failed.length, failed },
    }
  }
}

export const DEFAULT_REPORT_DIR = 'reports/machines'

/** Writes <dir>/<name>.json and returns its path. */
export function writeCoverageReport(report: CoverageReport, name = report.machine, dir = DEFAULT_REPORT_DIR): string {
  const folder = resolve(dir)
  mkdirSync(folder, { recursive: true })
  const file = join(folder, `${name}.json`)
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  return file
}

export function formatCoverageSummary(report: CoverageReport): string {
  const line = (label: string, s: CoverageSection): string =>
    `  ${label.padEnd(12)} ${String(s.covered).padStart(3)}/${String(s.total).padEnd(3)} ${s.percent.toFixed(2).padStart(6)}%` +
    (s.missing.length ? `\n${s.missing.map((item) => `    missing: ${item}`).join('\n')}` : '')
  return [
    `machine ${report.machine} (${report.strategy}): ${report.paths.passed}/${report.paths.total} paths passed`,
    line('states', report.states),
    line('transitions', report.transitions),
    `  ${'guards'.padEnd(12)} ${String(report.guards.covered).padStart(3)}/${String(report.guards.total).padEnd(3)} ${report.guards.percent.toFixed(2).padStart(6)}% seen true and false` +
      (report.guards.missing.length ? `\n${report.guards.missing.map((item) => `    guard ${item}`).join('\n')}` : ''),
    ...report.paths.failed.map((outcome) => `    failed path: ${outcome.description}\n      ${outcome.error ?? ''}`),
  ].join('\n')
}

/** Throws unless every path passed and every state and transition was exercised. */
export function assertFullCoverage(report: CoverageReport): void {
  const problems: string[] = []
  if (report.paths.failed.length) problems.push(`${report.paths.failed.length} path(s) failed`)
  if (report.states.percent < 100) problems.push(`state coverage ${report.states.percent}% < 100%`)
  if (report.transitions.percent < 100) problems.push(`transition coverage ${report.transitions.percent}% < 100%`)
  if (problems.length) {
    throw new Error(`Machine ${report.machine}: ${problems.join(', ')}\n${formatCoverageSummary(report)}`)
  }
}
