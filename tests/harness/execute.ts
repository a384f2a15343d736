import { act, cleanup } from '@testing-library/react'
import type { AnyStateMachine, ContextFrom, EventFrom, EventObject, SnapshotFrom } from 'xstate'
import { describe, it, vi } from 'vitest'
import { createActorController, type ActorController } from './actor-control'
import { collectedPaths } from './collected-paths'
import {
  assertFullCoverage,
  CoverageRecorder,
  DEFAULT_REPORT_DIR,
  formatCoverageSummary,
  writeCoverageReport,
  type CoverageReport,
} from './coverage'
import {
  generateMachinePaths,
  machineShape,
  replayPath,
  resolveDelayMs,
  stateKey,
  type EventSamples,
  type MachinePath,
  type MachineShape,
  type PathStep,
  type PathStrategy,
} from '../../tools/machine-model/paths'

/**
 * Runs generated paths against the rendered component (jsdom, Vitest fake timers): user events through the
 * adapter, actor results by settling the injected promise actors, delays by advancing the fake clock, and after
 * the start and every step the adapter's assertion of what the user sees in the state the model expects.
 */

export interface HarnessContext {
  /** Promise actors to provide to the component; the executor settles them. */
  actors: ActorController
  path: MachinePath
  /** Steps performed so far on this path, the current one included. */
  stepsSoFar: PathStep[]
}

export interface StateCheck<TMachine extends AnyStateMachine> extends HarnessContext {
  /** The model's snapshot the UI must now show. */
  snapshot: SnapshotFrom<TMachine>
}

type UserEvents<TMachine extends AnyStateMachine> = {
  [K in EventFrom<TMachine>['type']]: (event: Extract<EventFrom<TMachine>, { type: K }>, ctx: HarnessContext) => void | Promise<void>
}

export interface MachineAdapter<TMachine extends AnyStateMachine> {
  /** Renders the component afresh for a path, with `ctx.actors.promise()` for its promise actors (may load modules first). */
  render: (ctx: HarnessContext) => void | Promise<void>
  /** How a user produces each event of the machine (click, type...). */
  events: UserEvents<TMachine>
  /** What the user sees in each state, keyed by stateKey() (e.g. `ready`, `form.editing`); '*' as a fallback. */
  states: Record<string, (check: StateCheck<TMachine>) => void | Promise<void>>
  /** The state the UI says it is in (e.g. a data-state attribute), compared with the model's stateKey(). */
  readState?: (ctx: HarnessContext) => string | null | undefined
  samples?: EventSamples
  contextKey?: (context: ContextFrom<TMachine>) => unknown
  input?: unknown
  /** Overrides settling an invoke (default: resolve/reject the latest running call in ctx.actors). */
  settle?: Record<
    string,
    {
      done?: (output: unknown, ctx: HarnessContext) => void | Promise<void>
      error?: (error: unknown, ctx: HarnessContext) => void | Promise<void>
    }
  >
  /** Overrides advancing the clock for a delayed transition (default: vi.advanceTimersByTime). */
  advanceTime?: (ms: number, step: PathStep, ctx: HarnessContext) => void
  /** Check that 1 ms before a delay elapses the UI still shows the earlier state (default true). */
  checkDelayBoundary?: boolean
  /**
   * Run each user event inside one act() (default true). False for handlers that do several things the UI must
   * render in between (select lines, then click checkout): they wrap each part in act() themselves.
   */
  eventsInAct?: boolean
}

export interface RunOptions<TMachine extends AnyStateMachine> {
  machine: TMachine
  adapter: MachineAdapter<TMachine>
  strategy?: PathStrategy
  /** Run these paths instead of generating them (e.g. a subset). */
  paths?: MachinePath[]
  /** Hand-written event sequences run as extra paths (see afterEvent/doneEvent/errorEvent in paths.ts). */
  scenarios?: EventObject[][]
  recorder?: CoverageRecorder
  /** Also paths ending in an event a guard refuses (see PathOptions.refusals); default on, MODEL_REFUSALS=0 turns it off. */
  refusals?: boolean
}

async function flushMicrotasks(): Promise<void> {
  // fromPromise -> done event -> state change -> React render takes a few promise hops.
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

function otherDelayFiresFirst(shape: MachineShape, step: PathStep, ms: number): boolean {
  const active = new Set(step.from._nodes.map((node) => node.id))
  for (const delay of shape.delays.values()) {
    if (delay.eventType === step.event.type || !active.has(delay.stateId)) continue
    const other = resolveDelayMs(shape, { delay, from: step.from, event: step.event })
    if (other <= ms) return true
  }
  return false
}

async function checkState<TMachine extends AnyStateMachine>(
  adapter: MachineAdapter<TMachine>,
  ctx: HarnessContext,
  snapshot: SnapshotFrom<TMachine>,
): Promise<void> {
  const expected = stateKey(snapshot)
  const shown = adapter.readState?.(ctx)
  if (shown !== undefined && shown !== expected) {
    throw new Error(`The UI shows state "${shown}" where the model expects "${expected}"`)
  }
  const assertion = adapter.states[expected] ?? adapter.states['*']
  if (!assertion) throw new Error(`The adapter has no assertion for state "${expected}"`)
  await assertion({ ...ctx, snapshot })
}

async function performStep<TMachine extends AnyStateMachine>(
  shape: MachineShape,
  adapter: MachineAdapter<TMachine>,
  ctx: HarnessContext,
  step: PathStep,
): Promise<void> {
  switch (step.kind) {
    case 'user': {
      const handler = (adapter.events as Record<string, (event: unknown, ctx: HarnessContext) => void | Promise<void>>)[step.event.type]
      if (!handler) throw new Error(`The adapter cannot produce the user event "${step.event.type}"`)
      if (adapter.eventsInAct === false) {
        await handler(step.event, ctx)
        await act(flushMicrotasks)
        return
      }
      await act(async () => {
        await handler(step.event, ctx)
        await flushMicrotasks()
      })
      return
    }
    case 'actor.done':
    case 'actor.error': {
      const id = step.invoke!.id
      const { output, error } = step.event as { output?: unknown; error?: unknown }
      await act(async () => {
        const custom = adapter.settle?.[id]
        if (step.kind === 'actor.done') {
          if (custom?.done) await custom.done(output, ctx)
          else ctx.actors.resolve(id, output)
        } else if (custom?.error) await custom.error(error, ctx)
        else ctx.actors.reject(id, error)
        await flushMicrotasks()
      })
      return
    }
    case 'delay': {
      const ms = resolveDelayMs(shape, step)
      const advance = (by: number): void => {
        if (adapter.advanceTime) adapter.advanceTime(by, step, ctx)
        else vi.advanceTimersByTime(by)
      }
      if ((adapter.checkDelayBoundary ?? true) && ms > 0 && !adapter.advanceTime && !otherDelayFiresFirst(shape, step, ms)) {
        act(() => advance(ms - 1))
        try {
          const before = { ...ctx, stepsSoFar: ctx.stepsSoFar.slice(0, -1) }
          await checkState(adapter, before, step.from as SnapshotFrom<TMachine>)
        } catch (error) {
          throw new Error(`${ms - 1} ms into a ${ms} ms delay: ${(error as Error).message}`, { cause: error })
        }
        act(() => advance(1))
      } else {
        act(() => advance(ms))
      }
      await act(flushMicrotasks)
    }
  }
}

/** Executes one path against a freshly rendered component, recording coverage as it goes. */
export async function executePath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  adapter: MachineAdapter<TMachine>,
  path: MachinePath,
  recorder?: CoverageRecorder,
  shape: MachineShape = machineShape(machine),
): Promise<void> {
  vi.useFakeTimers()
  const ctx: HarnessContext = { actors: createActorController(), path, stepsSoFar: [] }
  let where = 'at start'
  try {
    await adapter.render(ctx)
    await act(flushMicrotasks)
    await checkState(adapter, ctx, path.initial as SnapshotFrom<TMachine>)
    recorder?.take(path.initialTransitions)
    recorder?.guards(path.initialGuards)
    for (const microstate of path.initialMicrostates) recorder?.visit(microstate)
    recorder?.visit(path.initial)
    for (const [index, step] of path.steps.entries()) {
      where = `at step ${index + 1} "${step.label}" from ${stateKey(step.from)}`
      ctx.stepsSoFar.push(step)
      await performStep(shape, adapter, ctx, step)
      await checkState(adapter, ctx, step.to as SnapshotFrom<TMachine>)
      recorder?.take(step.transitions)
      recorder?.guards(step.guards)
      for (const microstate of step.microstates) recorder?.visit(microstate)
      recorder?.visit(step.to)
    }
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}\n  path: ${path.description}`, { cause: error })
  } finally {
    cleanup()
    vi.clearAllTimers()
    vi.useRealTimers()
  }
}

/** executePath, then the path's outcome in the recorder (passed, or failed with its message, rethrown). */
export async function executeRecordedPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  adapter: MachineAdapter<TMachine>,
  path: MachinePath,
  recorder: CoverageRecorder,
  shape: MachineShape = machineShape(machine),
): Promise<void> {
  try {
    await executePath(machine, adapter, path, recorder, shape)
    recorder.pathDone({ description: path.description, passed: true })
  } catch (error) {
    recorder.pathDone({ description: path.description, passed: false, error: (error as Error).message })
    throw error
  }
}

function pathsToRun<TMachine extends AnyStateMachine>(options: RunOptions<TMachine>, strategy: PathStrategy): MachinePath[] {
  const { machine, adapter } = options
  const generated =
    options.paths ??
    generateMachinePaths(machine, {
      strategy,
      samples: adapter.samples,
      contextKey: adapter.contextKey,
      input: adapter.input,
      refusals: options.refusals ?? process.env.MODEL_REFUSALS !== '0',
    })
  const shape = machineShape(machine)
  return [...generated, ...(options.scenarios ?? []).map((events) => replayPath(shape, events, adapter.input))]
}

export interface RunResult {
  paths: MachinePath[]
  report: CoverageReport
}

/** Runs every path (generated unless given), collecting failures instead of stopping at the first. */
export async function runMachinePaths<TMachine extends AnyStateMachine>(options: RunOptions<TMachine>): Promise<RunResult> {
  const { machine, adapter } = options
  const strategy = options.strategy ?? 'transitions'
  const paths = pathsToRun(options, strategy)
  const recorder = options.recorder ?? new CoverageRecorder(machine, strategy)
  const shape = machineShape(machine)
  for (const path of paths) {
    // Every path runs; the failures are in the report.
    await executeRecordedPath(machine, adapter, path, recorder, shape).catch(() => undefined)
  }
  return { paths, report: recorder.report() }
}

export interface MachineSuiteOptions<TMachine extends AnyStateMachine> extends RunOptions<TMachine> {
  /** Report file name (default: the machine id). */
  name?: string
  reportDir?: string
}

/**
 * Registers one Vitest test per path, then a test that writes reports/machines/<name>.json, prints the summary and
 * fails below 100% state or transition coverage.
 */
export function testMachinePaths<TMachine extends AnyStateMachine>(options: MachineSuiteOptions<TMachine>): MachinePath[] {
  const { machine, adapter } = options
  const strategy = options.strategy ?? 'transitions'
  const name = options.name ?? machine.id
  const paths = collectedPaths(`machine ${name}`, () => pathsToRun(options, strategy))
  const recorder = options.recorder ?? new CoverageRecorder(machine, strategy)
  const shape = machineShape(machine)
  describe(`machine ${name}: ${paths.length} paths (${strategy})`, () => {
    for (const path of paths) {
      it(path.description, () => executeRecordedPath(machine, adapter, path, recorder, shape))
    }
    it('covers every state and transition of the definition', () => {
      const report = recorder.report()
      const file = writeCoverageReport(report, name, options.reportDir ?? DEFAULT_REPORT_DIR)
      console.log(`${formatCoverageSummary(report)}\n  report: ${file}`)
      assertFullCoverage(report)
    })
  })
  return paths
}
