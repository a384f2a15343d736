import { createActor, fromPromise, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'
import { describeMachine } from '../../../tools/machine-model/introspect'
import { variantSamples, type MachineEntry, type MachineVariant } from '../../../tools/machine-model/registry'

/**
 * The simulate mode: the production machine `.provide()`d with stub actors whose calls wait until the reviewer
 * resolves or rejects them (with the registry's sample results), on a manual clock whose timers fire only when the
 * reviewer steps time forward. Nothing reaches the API.
 */

export interface PendingCall {
  /** The invoke id (the child actor's id). */
  id: string
  src: string
  input: unknown
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
}

interface Timer {
  id: number
  at: number
  ms: number
  fire: () => void
}

export interface SimulationView {
  snapshot: AnyMachineSnapshot
  pending: PendingCall[]
  /** The next timer to fire, in ms from now. */
  nextTimerMs: number | null
  /** Simulated time since the start. */
  now: number
  version: number
}

export class Simulation {
  private readonly actor: AnyActorRef
  private readonly listeners = new Set<() => void>()
  private readonly timers = new Map<number, Timer>()
  private readonly pending: PendingCall[] = []
  private seq = 0
  private now = 0
  private view: SimulationView
  readonly events: EventObject[]
  readonly samples: ReturnType<typeof variantSamples>

  constructor(
    readonly entry: MachineEntry,
    readonly variant: MachineVariant,
  ) {
    this.samples = variantSamples(entry, variant)
    const description = describeMachine(entry.machine)
    this.events = description.events.flatMap((type) => this.samples.events?.[type] ?? [{ type }])
    const stubs = Object.fromEntries(
      [...new Set(description.invokes.map((invoke) => invoke.src))].map((src) => [
        src,
        fromPromise<unknown, unknown>(
          ({ input, self, signal }) =>
            new Promise((resolve, reject) => {
              const call: PendingCall = { id: self.id, src, input, resolve, reject }
              this.pending.push(call)
              signal.addEventListener('abort', () => this.drop(call))
              this.changed()
            }),
        ),
      ]),
    )
    const clock = {
      setTimeout: (fire: () => void, ms: number): number => {
        const id = ++this.seq
        this.timers.set(id, { id, at: this.now + ms, ms, fire })
        this.changed()
        return id
      },
      clearTimeout: (id: number): void => {
        this.timers.delete(id)
        this.changed()
      },
    }
    const machine = (entry.machine as AnyStateMachine).provide({ actors: stubs } as never)
    this.actor = createActor(machine, { input: variant.input, clock })
    this.view = this.makeView(0)
    this.actor.subscribe({ next: () => this.changed(), error: () => this.changed() })
    this.actor.start()
    this.view = this.makeView(this.view.version + 1)
  }

  private makeView(version: number): SimulationView {
    const next = [...this.timers.values()].sort((a, b) => a.at - b.at)[0]
    return {
      snapshot: this.actor.getSnapshot() as AnyMachineSnapshot,
      pending: [...this.pending],
      nextTimerMs: next ? next.at - this.now : null,
      now: this.now,
      version,
    }
  }

  private drop(call: PendingCall): void {
    const index = this.pending.indexOf(call)
    if (index >= 0) this.pending.splice(index, 1)
    this.changed()
  }

  private changed(): void {
    if (!this.view) return
    this.view = this.makeView(this.view.version + 1)
    for (const listener of this.listeners) listener()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getView = (): SimulationView => this.view

  /** Whether the machine takes the event now (a guard may say no). */
  can(event: EventObject): boolean {
    const snapshot = this.view.snapshot
    return snapshot.status === 'active' && snapshot.can(event)
  }

  send(event: EventObject): void {
    this.actor.send(event)
  }

  settle(call: PendingCall, outcome: 'resolve' | 'reject', value: unknown): void {
    this.drop(call)
    if (outcome === 'resolve') call.resolve(value)
    else call.reject(value)
  }

  /** Steps the clock to the next timer and fires it. */
  advance(): void {
    const next = [...this.timers.values()].sort((a, b) => a.at - b.at)[0]
    if (!next) return
    this.timers.delete(next.id)
    this.now = next.at
    next.fire()
    this.changed()
  }

  stop(): void {
    this.actor.stop()
    this.timers.clear()
    this.listeners.clear()
  }
}
