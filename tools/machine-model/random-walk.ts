import fc from 'fast-check'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { allStateNodes } from './introspect'
import { variantSamples, type MachineEntry, type MachineInvariant, type MachineVariant } from './registry'
import { eventsFor, initialStep, machineShape, replayPath, stateKey, transitionStep, type EventSamples } from './paths'

/**
 * Seeded random walks over a machine's model (no UI): long event sequences of the events the harness would send in
 * each state (user events with their samples, synthetic actor results and delays) plus every user event of the
 * machine in any state (an unexpected event must be ignored). Each step must not throw, must leave the machine in
 * known states (not in an error status) and keep the registry's invariants. fast-check shrinks a failure to a short
 * event sequence, replayable from the seed and path it prints.
 */

export interface WalkOptions {
  /** Another machine than the registry's (e.g. a deliberately broken variant). */
  machine?: AnyStateMachine
  invariants?: MachineInvariant[]
  numRuns?: number
  maxSteps?: number
  seed?: number
  /** fast-check's replay path of a failure (with its seed). */
  path?: string
}

export interface WalkFailure {
  seed: number
  path: string
  /** The shrunk event sequence. */
  events: EventObject[]
  description: string
  error: string
  numShrinks: number
}

/** Picks the i-th candidate (modulo) in each state; the choices are what fast-check generates and shrinks. */
function walk(machine: AnyStateMachine, samples: EventSamples, input: unknown, choices: readonly number[]) {
  const shape = machineShape(machine)
  const everyUserEvent = Object.values(samples.events ?? {}).flat()
  let snapshot = initialStep(machine, input).snapshot
  const events: EventObject[] = []
  const snapshots: AnyMachineSnapshot[] = [snapshot]
  for (const choice of choices) {
    if (snapshot.status !== 'active') break
    const candidates = [...eventsFor(shape, snapshot, samples), ...everyUserEvent]
    if (candidates.length === 0) break
    const event = candidates[choice % candidates.length]
    events.push(event)
    const step = transitionStep(machine, snapshot, event)
    snapshots.push(...step.microstates, step.snapshot)
    snapshot = step.snapshot
  }
  return { events, snapshots }
}

function check(machine: AnyStateMachine, invariants: readonly MachineInvariant[], snapshots: readonly AnyMachineSnapshot[]): void {
  const known = new Set(allStateNodes(machine).map((node) => node.id))
  for (const snapshot of snapshots) {
    if (snapshot.status === 'error') throw new Error(`the machine errored in ${stateKey(snapshot)}: ${String(snapshot.error)}`)
    const unknown = snapshot._nodes.filter((node) => !known.has(node.id))
    if (unknown.length || snapshot._nodes.length === 0) throw new Error(`unknown state ${JSON.stringify(snapshot.value)}`)
    for (const invariant of invariants) {
      if (!invariant.holds(snapshot)) {
        throw new Error(`invariant "${invariant.name}" broken in ${stateKey(snapshot)} (context ${JSON.stringify(snapshot.context)})`)
      }
    }
  }
}

export function walkProperty(entry: MachineEntry, variant: MachineVariant, options: WalkOptions = {}) {
  const machine = options.machine ?? entry.machine
  const samples = variantSamples(entry, variant)
  const invariants = options.invariants ?? entry.invariants
  return fc.property(fc.array(fc.nat({ max: 1_000 }), { maxLength: options.maxSteps ?? 60 }), (choices) => {
    const { snapshots } = walk(machine, samples, variant.input, choices)
    check(machine, invariants, snapshots)
  })
}

/** Runs the walks; undefined when every walk passed, else the shrunk failure with what replays it. */
export function runRandomWalks(entry: MachineEntry, variant: MachineVariant, options: WalkOptions = {}): WalkFailure | undefined {
  const machine = options.machine ?? entry.machine
  const details = fc.check(walkProperty(entry, variant, options), {
    numRuns: options.numRuns ?? 100,
    seed: options.seed,
    path: options.path,
    endOnFailure: false,
  })
  if (!details.failed || !details.counterexample) return undefined
  const [choices] = details.counterexample
  const { events } = walk(machine, variantSamples(entry, variant), variant.input, choices)
  return {
    seed: details.seed,
    path: details.counterexamplePath ?? '',
    events,
    description: replayPath(machineShape(machine), events, variant.input).description,
    error: details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance),
    numShrinks: details.numShrinks,
  }
}

export function formatWalkFailure(entry: MachineEntry, variant: MachineVariant, failure: WalkFailure): string {
  return [
    `Random walk on ${entry.id} (variant "${variant.name}") failed: ${failure.error}`,
    `  shrunk to ${failure.events.length} events (${failure.numShrinks} shrinks): ${failure.description}`,
    `  replay: RANDOM_WALK_SEED=${failure.seed} RANDOM_WALK_PATH="${failure.path}" npx vitest run tests/unit/machine-random-walks.test.ts`,
  ].join('\n')
}
