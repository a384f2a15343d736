import {
  createEmptyActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type ContextFrom,
  type EventObject,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type TraversalOptions } from 'xstate/graph'
import { allStateNodes } from './introspect'

export { allStateNodes }

/**
 * Path generation over a production machine. xstate/graph's createTestModel refuses machines with `invoke` or
 * `after`, and traversal never runs invoked actors nor timers, so the events that would come from them are derived
 * from the definition and supplied as synthetic events:
 *   xstate.done.actor.<invokeId>  (one per sample output)   xstate.error.actor.<invokeId>  (one per sample error)
 *   xstate.after.<delay>.<stateNodeId>                      (XState 5.33's internal type for a delayed transition)
 */

export type PathStrategy =
  /** Every transition reachable with the samples: the shortest path to its source state, then the transition. */
  | 'transitions'
  /** One shortest path to every reachable state (state coverage only). */
  | 'shortest'
  /** Every simple path (no state visited twice) to every reachable state. */
  | 'simple'

export interface EventSamples {
  /** Concrete events (with payloads) to send for a user event type; default `[{ type }]`. */
  events?: Record<string, EventObject[]>
  /** Sample outputs per invoke id, one synthetic done event each; default `[undefined]`. */
  outputs?: Record<string, unknown[]>
  /** Sample errors per invoke id, one synthetic error event each; default `[new Error('<id> failed')]`. */
  errors?: Record<string, unknown[]>
}

export interface PathOptions<TMachine extends AnyStateMachine = AnyStateMachine> {
  strategy?: PathStrategy
  samples?: EventSamples
  /** The part of the context that truly tells states apart; states are otherwise keyed by value alone. */
  contextKey?: (context: ContextFrom<TMachine>) => unknown
  input?: unknown
  /** Safety net for the traversal (number of states explored). */
  limit?: number
  /** Safety net for strategy `simple`, whose path count grows exponentially: states serialized at most. */
  budget?: number
  /**
   * Strategy `transitions` only: also one path per state and event type that a guard refuses there (the event is
   * sent and nothing may change), so guards are seen answering false too. Off by default.
   */
  refusals?: boolean
}

/** Strategy `simple` gave up: the machine has too many simple paths to list. */
export class PathBudgetError extends Error {
  constructor(machine: string, budget: number) {
    super(`Machine ${machine} has too many simple paths (more than ${budget} traversal steps): use strategy 'shortest' or 'transitions'`)
    this.name = 'PathBudgetError'
  }
}

export const DEFAULT_SIMPLE_BUDGET = 200_000

export type StepKind = 'user' | 'actor.done' | 'actor.error' | 'delay'

export interface InvokeInfo {
  id: string
  src: string
  stateId: string
}

export interface DelayInfo {
  eventType: string
  /** The delay as written: a named delay or a number of ms. */
  delay: string | number
  stateId: string
}

/** One evaluation of a named guard during a step (built-in and/or/not report their operands). */
export interface GuardOutcome {
  guard: string
  result: boolean
}

export interface PathStep {
  kind: StepKind
  event: EventObject
  from: AnyMachineSnapshot
  to: AnyMachineSnapshot
  /** Transition definitions taken in this macrostep, eventless and raised ones included. */
  transitions: AnyTransitionDefinition[]
  /** Types of the actions the machine would execute (named ones as written, built-ins as xstate.*). */
  actions: string[]
  /** Snapshots after each microstep, transient states (left by eventless transitions) included. */
  microstates: AnyMachineSnapshot[]
  /** Named guards evaluated in this macrostep and what they answered. */
  guards: GuardOutcome[]
  invoke?: InvokeInfo
  delay?: DelayInfo
  label: string
}

export interface MachinePath {
  description: string
  initial: AnyMachineSnapshot
  /** Actions run on start (entry actions of the initial states). */
  initialActions: string[]
  initialMicrostates: AnyMachineSnapshot[]
  /** Eventless transitions taken on start. */
  initialTransitions: AnyTransitionDefinition[]
  initialGuards: GuardOutcome[]
  steps: PathStep[]
  state: AnyMachineSnapshot
}

export interface MachineShape {
  machine: AnyStateMachine
  nodes: AnyStateNode[]
  invokes: Map<string, InvokeInfo>
  delays: Map<string, DelayInfo>
}

const DONE_ACTOR = 'xstate.done.actor.'
const ERROR_ACTOR = 'xstate.error.actor.'

export function machineShape(machine: AnyStateMachine): MachineShape {
  const nodes = allStateNodes(machine)
  const invokes = new Map<string, InvokeInfo>()
  const delays = new Map<string, DelayInfo>()
  for (const node of nodes) {
    for (const invoke of node.invoke) {
      invokes.set(invoke.id, { id: invoke.id, src: typeof invoke.src === 'string' ? invoke.src : invoke.id, stateId: node.id })
    }
    for (const delayed of node.after) {
      // `after` keys are a delay name or a number of ms.
      delays.set(delayed.eventType, { eventType: delayed.eventType, delay: delayed.delay as string | number, stateId: node.id })
    }
  }
  return { machine, nodes, invokes, delays }
}

/** What the user sees as the state: leaf state paths, e.g. `ready`, `form.editing`, `a.x + b.y` for parallel ones. */
export function stateKey(snapshot: AnyMachineSnapshot): string {
  // In document order (the order of snapshot.value, which the UI's data-state shows): _nodes lists the regions of a
  // parallel state in the order they were last entered.
  const leaves = snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').sort((a, b) => a.order - b.order)
  const key = leaves.map((node) => node.path.join('.')).join(' + ')
  return snapshot.status === 'active' ? key : `${key} (${snapshot.status})`
}

export function stepKind(shape: MachineShape, type: string): StepKind {
  if (type.startsWith(DONE_ACTOR) && shape.invokes.has(type.slice(DONE_ACTOR.length))) return 'actor.done'
  if (type.startsWith(ERROR_ACTOR) && shape.invokes.has(type.slice(ERROR_ACTOR.length))) return 'actor.error'
  if (shape.delays.has(type)) return 'delay'
  return 'user'
}

/** The events worth sending in a state: one per transition key of the active state nodes, samples expanded. */
export function eventsFor(shape: MachineShape, snapshot: AnyMachineSnapshot, samples: EventSamples = {}): EventObject[] {
  if (snapshot.status !== 'active') return []
  const types = new Set(snapshot._nodes.flatMap((node) => [...node.transitions.keys()]))
  const events: EventObject[] = []
  for (const type of types) {
    const kind = stepKind(shape, type)
    if (kind === 'actor.done') {
      const id = type.slice(DONE_ACTOR.length)
      for (const output of samples.outputs?.[id] ?? [undefined]) events.push({ type, output, actorId: id } as EventObject)
    } else if (kind === 'actor.error') {
      const id = type.slice(ERROR_ACTOR.length)
      for (const error of samples.errors?.[id] ?? [new Error(`${id} failed`)]) {
        events.push({ type, error, actorId: id } as EventObject)
      }
    } else if (kind === 'delay') {
      events.push({ type })
    } else if (type.startsWith('xstate.') && !samples.events?.[type]) {
      // Raised by the machine itself (e.g. xstate.done.state.*): taken inside a macrostep, never sent from outside.
      // A child's snapshot (xstate.snapshot.<invokeId>, invoke onSnapshot) is sent when samples name it.
      continue
    } else {
      events.push(...(samples.events?.[type] ?? (type.includes('*') ? [] : [{ type }])))
    }
  }
  return events
}

interface Replayed {
  snapshot: AnyMachineSnapshot
  transitions: AnyTransitionDefinition[]
  actions: string[]
  microstates: AnyMachineSnapshot[]
  guards: GuardOutcome[]
}

type GuardImpl = ((args: unknown, params: unknown) => boolean) & {
  check?: (snapshot: unknown, args: unknown, self: unknown) => boolean
}

/**
 * Runs `run` with the machine's named guards wrapped to record what they answer. XState looks a named guard up in
 * `snapshot.machine.implementations.guards` at evaluation time, so the model's steps are observed without a
 * second (provided) machine whose transition definitions would differ from the coverage catalogue's.
 */
function recordingGuards<T>(machine: AnyStateMachine, outcomes: GuardOutcome[], run: () => T): T {
  const implementations = machine.implementations as { guards: Record<string, GuardImpl> }
  const original = implementations.guards
  const wrapped: Record<string, GuardImpl> = {}
  for (const [name, impl] of Object.entries(original)) {
    if (typeof impl !== 'function') {
      wrapped[name] = impl
      continue
    }
    const check = impl.check
    const guard: GuardImpl = (args, params) => {
      const result = Boolean(impl(args, params))
      outcomes.push({ guard: name, result })
      return result
    }
    if (check) {
      // A named built-in (e.g. `ready: and([...])`): keep it a built-in, record its answer.
      guard.check = (snapshot, args) => {
        const result = Boolean(check(snapshot, args, impl))
        outcomes.push({ guard: name, result })
        return result
      }
    }
    wrapped[name] = guard
  }
  implementations.guards = wrapped
  try {
    return run()
  } finally {
    implementations.guards = original
  }
}

/**
 * One macrostep on the model with a scope that records the transitions taken (from the microstep inspection events)
 * and the actions that would run, without running any of them.
 */
interface StepSink {
  transitions: AnyTransitionDefinition[]
  actions: string[]
  microstates: AnyMachineSnapshot[]
}

// One empty actor (and actor system) observes every model step: creating a system per step was most of the cost
// of generating paths. Steps are synchronous, so a single current sink is enough.
let sink: StepSink | null = null
let observer: ReturnType<typeof createEmptyActor> | null = null

function modelObserver(): ReturnType<typeof createEmptyActor> {
  if (!observer) {
    observer = createEmptyActor()
    observer.system.inspect((inspection) => {
      if (inspection.type !== '@xstate.microstep' || !sink) return
      sink.transitions.push(...inspection._transitions)
      sink.microstates.push(inspection.snapshot as AnyMachineSnapshot)
    })
  }
  return observer
}

function observedStep(machine: AnyStateMachine, run: (scope: never) => AnyMachineSnapshot): Replayed {
  const actor = modelObserver()
  const step: StepSink = { transitions: [], actions: [], microstates: [] }
  const guards: GuardOutcome[] = []
  const scope = {
    self: actor,
    logger: () => {},
    id: '',
    sessionId: `model-${machine.id}`,
    defer: () => {},
    system: actor.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: (action: { type: string }) => {
      step.actions.push(action.type)
    },
  }
  const outer = sink
  sink = step
  try {
    const snapshot = recordingGuards(machine, guards, () => run(scope as never))
    return { snapshot, ...step, guards }
  } finally {
    sink = outer
  }
}

export function initialStep(machine: AnyStateMachine, input?: unknown): Replayed {
  return observedStep(machine, (scope) => machine.getInitialSnapshot(scope, input))
}

export function transitionStep(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): Replayed {
  return observedStep(machine, (scope) => machine.transition(snapshot, event, scope))
}

function formatValue(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`
  const json = JSON.stringify(value)
  return json === undefined ? String(value) : json.length > 60 ? `${json.slice(0, 57)}...` : json
}

function delayMs(machine: AnyStateMachine, delay: DelayInfo, snapshot: AnyMachineSnapshot, event: EventObject): number {
  if (typeof delay.delay === 'number') return delay.delay
  const impl = (machine.implementations.delays as Record<string, unknown>)[delay.delay]
  if (typeof impl === 'number') return impl
  if (typeof impl === 'function')
    return (impl as (args: unknown, params: unknown) => number)({ context: snapshot.context, event }, undefined)
  throw new Error(`Machine ${machine.id} has no implementation for the delay "${delay.delay}"`)
}

/** Milliseconds of a delayed transition, resolved from the machine's named delays. */
export function resolveDelayMs(shape: MachineShape, step: Pick<PathStep, 'delay' | 'from' | 'event'>): number {
  if (!step.delay) throw new Error(`Step ${step.event.type} is not a delay`)
  return delayMs(shape.machine, step.delay, step.from, step.event)
}

function stepLabel(shape: MachineShape, kind: StepKind, event: EventObject, from: AnyMachineSnapshot): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>
  switch (kind) {
    case 'actor.done':
      return `done ${payload.actorId as string} (output ${formatValue(payload.output)})`
    case 'actor.error':
      return `error ${payload.actorId as string} (${formatValue(payload.error)})`
    case 'delay': {
      const delay = shape.delays.get(type)!
      const ms = delayMs(shape.machine, delay, from, event)
      return typeof delay.delay === 'number' ? `after ${ms} ms` : `after ${delay.delay} (${ms} ms)`
    }
    default:
      return Object.keys(payload).length ? `${type} ${formatValue(payload)}` : type
  }
}

/** Replays an event sequence on the model, recording what each step takes and runs. */
export function replayPath(shape: MachineShape, events: readonly EventObject[], input?: unknown): MachinePath {
  const start = initialStep(shape.machine, input)
  let current = start.snapshot
  const steps: PathStep[] = []
  for (const event of events) {
    const kind = stepKind(shape, event.type)
    const next = transitionStep(shape.machine, current, event)
    const step: PathStep = {
      kind,
      event,
      from: current,
      to: next.snapshot,
      transitions: next.transitions,
      actions: next.actions,
      microstates: next.microstates,
      guards: next.guards,
      label: stepLabel(shape, kind, event, current),
    }
    // A guard said no: the event changes nothing (paths with `refusals` end in such a step).
    if (kind === 'user' && next.transitions.length === 0 && next.guards.some((outcome) => !outcome.result)) step.label += ' (refused)'
    if (kind === 'actor.done' || kind === 'actor.error') {
      step.invoke = shape.invokes.get((event as EventObject & { actorId: string }).actorId)
    }
    if (kind === 'delay') step.delay = shape.delays.get(event.type)
    steps.push(step)
    current = next.snapshot
  }
  const description = [stateKey(start.snapshot), ...steps.map((step) => `--${step.label}--> ${stateKey(step.to)}`)].join(' ')
  return {
    description,
    initial: start.snapshot,
    initialActions: start.actions,
    initialMicrostates: start.microstates,
    initialTransitions: start.transitions,
    initialGuards: start.guards,
    steps,
    state: current,
  }
}

function nodeAtPath(machine: AnyStateMachine, statePath: string): AnyStateNode {
  let node: AnyStateNode = machine.root
  for (const key of statePath.split('.')) {
    const child = (node.states as Record<string, AnyStateNode>)[key]
    if (!child) throw new Error(`Machine ${machine.id} has no state "${statePath}"`)
    node = child
  }
  return node
}

/** The synthetic event of a delayed transition of the state at `statePath` (e.g. 'coolingDown'), for scenarios. */
export function afterEvent(machine: AnyStateMachine, statePath: string, delay?: string | number): EventObject {
  const delayed = nodeAtPath(machine, statePath).after.filter((t) => delay === undefined || t.delay === delay)
  if (delayed.length === 0) throw new Error(`State "${statePath}" has no delayed transition${delay === undefined ? '' : ` for ${delay}`}`)
  return { type: delayed[0].eventType }
}

export function doneEvent(invokeId: string, output?: unknown): EventObject {
  return { type: `${DONE_ACTOR}${invokeId}`, output, actorId: invokeId } as EventObject
}

export function errorEvent(invokeId: string, error: unknown): EventObject {
  return { type: `${ERROR_ACTOR}${invokeId}`, error, actorId: invokeId } as EventObject
}

/** Removes paths whose event sequence is a prefix of another path's (running the longer one covers them). */
function withoutPrefixes(sequences: EventObject[][]): EventObject[][] {
  const keyed = sequences.map((events) => ({ events, keys: events.map((event) => JSON.stringify(event)) }))
  keyed.sort((a, b) => b.keys.length - a.keys.length)
  const kept: typeof keyed = []
  for (const candidate of keyed) {
    const covered = kept.some((longer) => candidate.keys.every((key, index) => longer.keys[index] === key))
    if (!covered) kept.push(candidate)
  }
  return kept.map((entry) => entry.events).sort((a, b) => a.length - b.length)
}

export function serializeStateWith(contextKey?: (context: never) => unknown) {
  return (snapshot: AnyMachineSnapshot): string =>
    JSON.stringify([snapshot.value, snapshot.status, contextKey ? contextKey(snapshot.context as never) : null])
}

/** Generates test paths over the machine with synthetic actor and delay events (see the file comment). */
export function generateMachinePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: PathOptions<TMachine> = {},
): MachinePath[] {
  const shape = machineShape(machine)
  const serializeState = serializeStateWith(options.contextKey as ((context: never) => unknown) | undefined)
  const logic: AnyStateMachine = machine
  const traversal: TraversalOptions<AnyMachineSnapshot, EventObject, unknown> = {
    serializeState,
    events: (snapshot) => eventsFor(shape, snapshot, options.samples),
    input: options.input,
    limit: options.limit ?? 10_000,
  }
  const toEvents = (path: { steps: Array<{ event: EventObject }> }): EventObject[] => path.steps.slice(1).map((step) => step.event)

  let sequences: EventObject[][]
  const strategy = options.strategy ?? 'transitions'
  if (strategy === 'shortest') {
    sequences = getShortestPaths(logic, traversal).map(toEvents)
  } else if (strategy === 'simple') {
    const budget = options.budget ?? DEFAULT_SIMPLE_BUDGET
    let spent = 0
    const counted = (snapshot: AnyMachineSnapshot): string => {
      if (++spent > budget) throw new PathBudgetError(machine.id, budget)
      return serializeState(snapshot)
    }
    sequences = getSimplePaths(logic, { ...traversal, serializeState: counted }).map(toEvents)
  } else {
    const prefixes = new Map<string, EventObject[]>()
    for (const path of getShortestPaths(logic, traversal)) prefixes.set(serializeState(path.state), toEvents(path))
    sequences = []
    const adjacency = getAdjacencyMap(logic, traversal)
    for (const [key, entry] of Object.entries(adjacency)) {
      const prefix = prefixes.get(key)
      if (!prefix) continue
      const refused = new Set<string>()
      for (const { event } of Object.values(entry.transitions) as Array<{ event: EventObject }>) {
        // Events no transition takes in this state (a guard said no) are not transitions of the definition.
        const step = transitionStep(machine, entry.state as AnyMachineSnapshot, event)
        if (step.transitions.length === 0) {
          if (!options.refusals || refused.has(event.type) || !step.guards.some((outcome) => !outcome.result)) continue
          refused.add(event.type)
        }
        sequences.push([...prefix, event])
      }
    }
    if (sequences.length === 0) sequences.push([])
  }
  return withoutPrefixes(sequences).map((events) => replayPath(shape, events, options.input))
}
