import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { variantSamples, type MachineEntry, type MachineVariant } from './registry'
import { generateMachinePaths, stateKey, type MachinePath, type PathStrategy, type StepKind } from './paths'

/**
 * Generated paths of a registered machine as readable records (for `npm run paths` and docs/machines/*.md): the
 * events, the states passed (transient ones included), the delays and actor results supplied. Generation is the
 * harness's own (generateMachinePaths), so these are the paths the model-based suites run.
 */

export type ReportStrategy = PathStrategy

export interface StepRecord {
  kind: StepKind
  /** e.g. `form.submit`, `done login (output {...})`, `after resendDelay (60000 ms)`. */
  label: string
  event: EventObject
  from: string
  /** States passed inside the step (left at once by eventless transitions). */
  passed: string[]
  to: string
}

export interface PathRecord {
  index: number
  description: string
  start: string
  steps: StepRecord[]
  end: string
}

export interface VariantPaths {
  machine: string
  machineId: string
  variant: string
  input: unknown
  strategy: ReportStrategy
  paths: PathRecord[]
}

function passedStates(microstates: readonly AnyMachineSnapshot[], from: string, to: string): string[] {
  const keys: string[] = []
  for (const snapshot of microstates) {
    const key = stateKey(snapshot)
    if (key !== keys[keys.length - 1]) keys.push(key)
  }
  if (keys[keys.length - 1] === to) keys.pop()
  if (keys[0] === from) keys.shift()
  return keys
}

export function pathRecord(path: MachinePath, index: number): PathRecord {
  const start = stateKey(path.initial)
  return {
    index,
    description: path.description,
    start,
    steps: path.steps.map((step) => {
      const from = stateKey(step.from)
      const to = stateKey(step.to)
      return { kind: step.kind, label: step.label, event: step.event, from, passed: passedStates(step.microstates, from, to), to }
    }),
    end: stateKey(path.state),
  }
}

/** The suites' paths: strategy `transitions` with refusals (an event a guard refuses, nothing changes) included. */
export function variantPaths(
  entry: MachineEntry,
  variant: MachineVariant,
  strategy: ReportStrategy = 'transitions',
  budget?: number,
  refusals = true,
): VariantPaths {
  const paths = generateMachinePaths(entry.machine, {
    strategy,
    refusals,
    samples: variantSamples(entry, variant),
    contextKey: entry.contextKey as ((context: unknown) => unknown) | undefined,
    input: variant.input,
    budget,
  })
  return {
    machine: entry.id,
    machineId: entry.machine.id,
    variant: variant.name,
    input: variant.input,
    strategy,
    paths: paths.map((path, index) => pathRecord(path, index + 1)),
  }
}

const KIND: Record<StepKind, string> = { user: 'event', 'actor.done': 'actor', 'actor.error': 'actor', delay: 'delay' }

/** JSON with errors as `{ name, message }` (an Error stringifies to `{}`). */
export function toJson(value: unknown): string {
  return JSON.stringify(
    value,
    (_, item: unknown) => (item instanceof Error ? { name: item.name, message: item.message, ...(item as object) } : item),
    2,
  )
}

const inputText = (input: unknown): string => (input === undefined ? 'none' : JSON.stringify(input))

export function formatText(list: readonly VariantPaths[]): string {
  const out: string[] = []
  for (const group of list) {
    out.push(`${group.machine} (${group.machineId}), variant "${group.variant}", strategy ${group.strategy}: ${group.paths.length} paths`)
    out.push(`  input: ${inputText(group.input)}`)
    for (const path of group.paths) {
      out.push('', `  path ${path.index}: ${path.steps.length} steps, ends in ${path.end}`, `    start   ${path.start}`)
      for (const [i, step] of path.steps.entries()) {
        const passed = step.passed.length ? ` (through ${step.passed.join(' -> ')})` : ''
        out.push(`    ${String(i + 1).padStart(2)}. ${KIND[step.kind].padEnd(5)} ${step.label}  ->  ${step.to}${passed}`)
      }
    }
    out.push('')
  }
  return `${out.join('\n')}\n`
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

export function formatMarkdown(list: readonly VariantPaths[], headingLevel = 2): string {
  const h = '#'.repeat(headingLevel)
  const out: string[] = []
  for (const group of list) {
    out.push(
      `${h} Variant "${group.variant}": ${group.paths.length} paths (${group.strategy})`,
      '',
      `Input: \`${inputText(group.input)}\``,
      '',
    )
    for (const path of group.paths) {
      out.push(`${path.index}. \`${path.start}\``)
      for (const step of path.steps) {
        const passed = step.passed.length ? ` (through ${step.passed.map((s) => `\`${s}\``).join(', ')})` : ''
        out.push(`   - ${KIND[step.kind]} **${cell(step.label)}** → \`${step.to}\`${passed}`)
      }
    }
    out.push('')
  }
  return out.join('\n')
}
