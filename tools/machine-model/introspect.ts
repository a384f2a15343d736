import { and, not, or, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate'

/**
 * Reads a machine definition: its states, transitions (with the same readable keys the test harness's coverage
 * reports use), events, guards, delays and invoked actors. Pure and app-safe: the docs generator, the paths command,
 * the harness and the in-app viewer all describe a machine through this one module.
 */

const DONE_ACTOR = 'xstate.done.actor.'
const ERROR_ACTOR = 'xstate.error.actor.'

export type TransitionKind = 'user' | 'actor.done' | 'actor.error' | 'delay' | 'always' | 'internal'

export interface TransitionEntry {
  definition: AnyTransitionDefinition
  /** e.g. `editing --form.submit [canSubmit]--> submitting` (unique within the machine: `#2` on repeats). */
  key: string
  /** State path of the source, `(machine)` for the root. */
  source: string
  /** Readable event: the type, `done <invoke>`, `error <invoke>`, `after <delay>`, `always`. */
  event: string
  eventType: string
  kind: TransitionKind
  guard?: string
  /** Target state paths joined by ', ', or `(stays, no target)`. */
  target: string
  targets: string[]
}

export interface InvokeEntry {
  id: string
  src: string
  state: string
}

export interface DelayEntry {
  eventType: string
  delay: string | number
  /** Milliseconds when the delay is a number or a named delay with a fixed number (undefined when computed). */
  ms?: number
  state: string
}

export interface MachineDescription {
  id: string
  states: string[]
  initial: string[]
  finals: string[]
  transitions: TransitionEntry[]
  /** Event types a user (or the app) sends, sorted. */
  events: string[]
  /** Named guards the transitions use (built-in and/or/not expanded), sorted. */
  guards: string[]
  delays: DelayEntry[]
  invokes: InvokeEntry[]
}

/** Every state node of the machine, root first, in definition order. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = []
  const visit = (node: AnyStateNode): void => {
    out.push(node)
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child)
  }
  visit(machine.root)
  return out
}

export function stateName(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : '(machine)'
}

export function invokesOf(machine: AnyStateMachine): InvokeEntry[] {
  return allStateNodes(machine).flatMap((node) =>
    node.invoke.map((invoke) => ({ id: invoke.id, src: typeof invoke.src === 'string' ? invoke.src : invoke.id, state: stateName(node) })),
  )
}

export function delaysOf(machine: AnyStateMachine): DelayEntry[] {
  const named = machine.implementations.delays as Record<string, unknown>
  return allStateNodes(machine).flatMap((node) =>
    node.after.map((delayed) => {
      const delay = delayed.delay as string | number
      const ms = typeof delay === 'number' ? delay : typeof named[delay] === 'number' ? (named[delay] as number) : undefined
      return { eventType: delayed.eventType, delay, ms, state: stateName(node) }
    }),
  )
}

export function transitionKind(machine: AnyStateMachine, eventType: string): TransitionKind {
  if (eventType === '') return 'always'
  const ids = new Set(invokesOf(machine).map((invoke) => invoke.id))
  if (eventType.startsWith(DONE_ACTOR) && ids.has(eventType.slice(DONE_ACTOR.length))) return 'actor.done'
  if (eventType.startsWith(ERROR_ACTOR) && ids.has(eventType.slice(ERROR_ACTOR.length))) return 'actor.error'
  if (delaysOf(machine).some((delay) => delay.eventType === eventType)) return 'delay'
  if (eventType.startsWith('xstate.')) return 'internal'
  return 'user'
}

/**
 * XState's built-in guards, known by their `check` function: a minified build renames the functions `and`, `or`
 * and `not` themselves, so their names cannot tell them apart.
 */
const BUILT_IN_GUARDS = new Map<unknown, string>([
  [(and([]) as unknown as { check: unknown }).check, 'and'],
  [(or([]) as unknown as { check: unknown }).check, 'or'],
  [(not('x') as unknown as { check: unknown }).check, 'not'],
])

/** Readable name of a transition's guard (a named guard, `and(a, b)`, `not(a)`, an inline function). */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    // Built-in and/or/not: functions with `check` and their operands in `guards`.
    const nested = (guard as { guards?: unknown[] }).guards
    const builtIn = BUILT_IN_GUARDS.get((guard as { check?: unknown }).check)
    if (builtIn && Array.isArray(nested)) return `${builtIn}(${nested.map((g) => guardLabel(g)).join(', ')})`
    return guard.name || 'inline guard'
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type)
  return 'guard'
}

/** The named guards a guard expression evaluates (built-ins expanded). */
export function guardNames(guard: unknown): string[] {
  if (guard === undefined) return []
  if (typeof guard === 'string') return [guard]
  if (typeof guard === 'function') {
    const nested = (guard as { guards?: unknown[] }).guards
    if ('check' in guard && Array.isArray(nested)) return nested.flatMap(guardNames)
    return [guard.name || 'inline guard']
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return [String(guard.type)]
  return []
}

function eventLabel(machine: AnyStateMachine, kind: TransitionKind, eventType: string, delays: DelayEntry[]): string {
  switch (kind) {
    case 'always':
      return 'always'
    case 'actor.done':
      return `done ${eventType.slice(DONE_ACTOR.length)}`
    case 'actor.error':
      return `error ${eventType.slice(ERROR_ACTOR.length)}`
    case 'delay': {
      const delay = delays.find((d) => d.eventType === eventType)!
      return typeof delay.delay === 'number' ? `after ${delay.delay} ms` : `after ${delay.delay}`
    }
    default:
      return eventType
  }
}

/** Every transition definition (eventless and `xstate.done.state.*` ones included), in definition order. */
export function transitionEntries(machine: AnyStateMachine): TransitionEntry[] {
  const delays = delaysOf(machine)
  const entries: TransitionEntry[] = []
  const seen = new Map<string, number>()
  for (const node of allStateNodes(machine)) {
    const definitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])] as AnyTransitionDefinition[]
    for (const definition of definitions) {
      const source = stateName(node)
      const kind = transitionKind(machine, definition.eventType)
      const event = eventLabel(machine, kind, definition.eventType, delays)
      const guard = guardLabel(definition.guard)
      const targets = (definition.target ?? []).map((t: AnyStateNode) => stateName(t))
      const target = targets.length ? targets.join(', ') : '(stays, no target)'
      let key = `${source} --${event}${guard ? ` [${guard}]` : ''}--> ${target}`
      const count = (seen.get(key) ?? 0) + 1
      seen.set(key, count)
      if (count > 1) key = `${key} #${count}`
      entries.push({ definition, key, source, event, eventType: definition.eventType, kind, guard, target, targets })
    }
  }
  return entries
}

export function describeMachine(machine: AnyStateMachine): MachineDescription {
  const nodes = allStateNodes(machine).filter((node) => node !== machine.root)
  const transitions = transitionEntries(machine)
  const initial = machine.root.initial?.target?.map((t: AnyStateNode) => stateName(t)) ?? []
  return {
    id: machine.id,
    states: nodes.map(stateName),
    initial,
    finals: nodes.filter((node) => node.type === 'final').map(stateName),
    transitions,
    events: [...new Set(transitions.filter((t) => t.kind === 'user').map((t) => t.eventType))].sort(),
    guards: [...new Set(transitions.flatMap((t) => guardNames(t.definition.guard)))].sort(),
    delays: delaysOf(machine),
    invokes: invokesOf(machine),
  }
}
