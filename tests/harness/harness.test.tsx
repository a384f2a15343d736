import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useMachine } from '@xstate/react'
import { StrictMode } from 'react'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActorController } from './actor-control'
import { assertFullCoverage, CoverageRecorder, writeCoverageReport, type CoverageReport } from './coverage'
import { runMachinePaths, testMachinePaths, type MachineAdapter } from './execute'
import { generateMachinePaths, machineShape, stateKey } from '../../tools/machine-model/paths'

// A test-only machine with what production machines have: an invoke with guarded onDone and onError, a named delay.
const greetingMachine = setup({
  types: {} as {
    context: { greeting: string }
    events: { type: 'greeting.load' } | { type: 'greeting.cancel' } | { type: 'greeting.dismiss' } | { type: 'greeting.retry' }
  },
  actors: {
    fetchGreeting: fromPromise<string>(async () => 'placeholder'),
  },
  guards: {
    isBlank: (_, params: { text: string }) => params.text.trim() === '',
  },
  delays: {
    dismissAfter: 3000,
  },
}).createMachine({
  id: 'greeting',
  initial: 'idle',
  context: { greeting: '' },
  states: {
    idle: { on: { 'greeting.load': 'loading' } },
    loading: {
      invoke: {
        id: 'fetchGreeting',
        src: 'fetchGreeting',
        onDone: [
          { guard: { type: 'isBlank', params: ({ event }) => ({ text: event.output }) }, target: 'empty' },
          { target: 'shown', actions: assign({ greeting: ({ event }) => event.output }) },
        ],
        onError: 'failed',
      },
      on: { 'greeting.cancel': 'idle' },
    },
    shown: {
      after: { dismissAfter: 'idle' },
      on: { 'greeting.dismiss': 'idle' },
    },
    empty: { on: { 'greeting.load': 'loading' } },
    failed: { on: { 'greeting.retry': 'loading' } },
  },
})

type GreetingMachine = typeof greetingMachine

function GreetingCard({ machine }: { machine: GreetingMachine }): React.JSX.Element {
  const [snapshot, send] = useMachine(machine)
  return (
    <section data-state={stateKey(snapshot)}>
      {(snapshot.matches('idle') || snapshot.matches('empty')) && <button onClick={() => send({ type: 'greeting.load' })}>Load</button>}
      {snapshot.matches('empty') && <p>Nothing to say</p>}
      {snapshot.matches('loading') && (
        <>
          <p role="status">Loading</p>
          <button onClick={() => send({ type: 'greeting.cancel' })}>Cancel</button>
        </>
      )}
      {snapshot.matches('shown') && (
        <>
          <p data-testid="greeting">{snapshot.context.greeting}</p>
          <button onClick={() => send({ type: 'greeting.dismiss' })}>Dismiss</button>
        </>
      )}
      {snapshot.matches('failed') && (
        <>
          <p role="alert">Could not load</p>
          <button onClick={() => send({ type: 'greeting.retry' })}>Retry</button>
        </>
      )}
    </section>
  )
}

const click = (name: string): void => {
  fireEvent.click(screen.getByRole('button', { name }))
}
const buttons = (): string[] => screen.queryAllByRole('button').map((b) => b.textContent ?? '')

function greetingAdapter(implementations: Parameters<GreetingMachine['provide']>[0] = {}): MachineAdapter<GreetingMachine> {
  return {
    samples: { outputs: { fetchGreeting: ['你好', '   '] }, errors: { fetchGreeting: [new Error('offline')] } },
    render: ({ actors }) => {
      render(
        <StrictMode>
          <GreetingCard machine={greetingMachine.provide({ ...implementations, actors: { fetchGreeting: actors.promise<string>() } })} />
        </StrictMode>,
      )
    },
    events: {
      'greeting.load': () => click('Load'),
      'greeting.cancel': () => click('Cancel'),
      'greeting.dismiss': () => click('Dismiss'),
      'greeting.retry': () => click('Retry'),
    },
    readState: () => document.querySelector('section')?.getAttribute('data-state') ?? '(nothing rendered)',
    states: {
      idle: () => expect(buttons()).toEqual(['Load']),
      loading: ({ actors }) => {
        expect(screen.getByRole('status').textContent).toBe('Loading')
        // The component really invoked the actor and it is waiting for the test to settle it.
        expect(actors.pending('fetchGreeting')).toHaveLength(1)
      },
      shown: ({ snapshot }) => {
        expect(screen.getByTestId('greeting').textContent).toBe(snapshot.context.greeting)
        expect(buttons()).toEqual(['Dismiss'])
      },
      empty: () => expect(screen.getByText('Nothing to say')).toBeTruthy(),
      failed: () => expect(screen.getByRole('alert').textContent).toBe('Could not load'),
    },
  }
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('path generation over a machine with invoke and after', () => {
  const paths = generateMachinePaths(greetingMachine, { samples: greetingAdapter().samples })
  const steps = paths.flatMap((path) => path.steps)

  it('derives user events from `on` and synthetic done/error/after events from invoke and after', () => {
    const types = new Set(steps.map((step) => step.event.type))
    expect(types).toEqual(
      new Set([
        'greeting.load',
        'greeting.cancel',
        'greeting.dismiss',
        'greeting.retry',
        'xstate.done.actor.fetchGreeting',
        'xstate.error.actor.fetchGreeting',
        'xstate.after.dismissAfter.greeting.shown',
      ]),
    )
    expect(new Set(steps.map((step) => step.kind))).toEqual(new Set(['user', 'actor.done', 'actor.error', 'delay']))
    const outputs = steps.filter((step) => step.kind === 'actor.done').map((step) => (step.event as { output?: unknown }).output)
    expect(new Set(outputs)).toEqual(new Set(['你好', '   ']))
  })

  it('describes paths with events, states passed and the results and delays supplied', () => {
    const descriptions = paths.map((path) => path.description)
    expect(descriptions).toContain(
      'idle --greeting.load--> loading --done fetchGreeting (output "你好")--> shown --after dismissAfter (3000 ms)--> idle',
    )
    expect(descriptions).toContain(
      'idle --greeting.load--> loading --error fetchGreeting (Error: offline)--> failed --greeting.retry--> loading',
    )
    expect(descriptions).toContain(
      'idle --greeting.load--> loading --done fetchGreeting (output "   ")--> empty --greeting.load--> loading',
    )
  })

  it('uses the delayed event type XState itself raises', async () => {
    vi.useFakeTimers()
    const raised: string[] = []
    const actor = createActor(greetingMachine.provide({ actors: { fetchGreeting: fromPromise(async () => 'hi') } }), {
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event') raised.push(inspection.event.type)
      },
    }).start()
    actor.send({ type: 'greeting.load' })
    await vi.advanceTimersByTimeAsync(3000)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(raised).toEqual(expect.arrayContaining([...machineShape(greetingMachine).delays.keys(), 'xstate.done.actor.fetchGreeting']))
    actor.stop()
  })

  it('keys states by value, so a growing context does not make the graph infinite', () => {
    const counter = setup({ types: {} as { context: { count: number }; events: { type: 'tick' } | { type: 'stop' } } }).createMachine({
      id: 'counter',
      context: { count: 0 },
      initial: 'counting',
      states: {
        counting: { on: { tick: { actions: assign({ count: ({ context }) => context.count + 1 }) }, stop: 'stopped' } },
        stopped: { type: 'final' },
      },
    })
    const generated = generateMachinePaths(counter, { limit: 100 })
    expect(generated.map((path) => path.description)).toEqual(['counting --tick--> counting', 'counting --stop--> stopped (done)'])
  })
})

describe('executor and coverage on the rendered component', () => {
  it('runs every path: resolves and rejects the invoked actors, advances fake timers, reaches 100% coverage', async () => {
    const { paths, report } = await runMachinePaths({ machine: greetingMachine, adapter: greetingAdapter() })
    expect(report.paths.failed).toEqual([])
    expect(report.paths.passed).toBe(paths.length)
    expect(report.states.percent).toBe(100)
    expect(report.transitions.percent).toBe(100)
    expect(report.transitions.total).toBe(9)
    expect(report.transitions.hits['loading --done fetchGreeting [isBlank]--> empty']).toBeGreaterThan(0)
    expect(report.transitions.hits['shown --after dismissAfter--> idle']).toBeGreaterThan(0)
    expect(() => assertFullCoverage(report)).not.toThrow()

    const dir = mkdtempSync(join(tmpdir(), 'machine-report-'))
    const file = writeCoverageReport(report, 'greeting', dir)
    const written = JSON.parse(readFileSync(file, 'utf8')) as CoverageReport
    expect(written.transitions.covered).toBe(9)
    expect(written.states).toMatchObject({ total: 5, covered: 5, percent: 100 })
  })

  it('fails a path when the UI keeps a state longer than the model says', async () => {
    const slow = greetingAdapter({ delays: { dismissAfter: 4000 } })
    const { report } = await runMachinePaths({ machine: greetingMachine, adapter: slow })
    const failure = report.paths.failed.find((outcome) => outcome.description.includes('after dismissAfter'))
    expect(failure?.error).toContain('The UI shows state "shown" where the model expects "idle"')
  })

  it('fails a path when the UI leaves a state before the delay has elapsed', async () => {
    const hasty = greetingAdapter({ delays: { dismissAfter: 2000 } })
    const { report } = await runMachinePaths({ machine: greetingMachine, adapter: hasty })
    const failure = report.paths.failed.find((outcome) => outcome.description.includes('after dismissAfter'))
    expect(failure?.error).toContain('2999 ms into a 3000 ms delay')
  })

  it('fails a path when the adapter has no assertion for a state', async () => {
    const adapter = greetingAdapter()
    const states = { ...adapter.states }
    delete states.failed
    const { report } = await runMachinePaths({ machine: greetingMachine, adapter: { ...adapter, states } })
    expect(report.paths.failed.map((outcome) => outcome.error)).toEqual([
      expect.stringContaining('The adapter has no assertion for state "failed"'),
    ])
  })
})

describe('coverage below 100% is a failure', () => {
  it('reports the transitions a partial run left out', async () => {
    // Shortest paths reach every state but skip transitions such as retry and cancel.
    const { report } = await runMachinePaths({ machine: greetingMachine, adapter: greetingAdapter(), strategy: 'shortest' })
    expect(report.paths.failed).toEqual([])
    expect(report.states.percent).toBe(100)
    expect(report.transitions.percent).toBeLessThan(100)
    expect(report.transitions.missing).toContain('failed --greeting.retry--> loading')
    expect(() => assertFullCoverage(report)).toThrow(/transition coverage \d+(\.\d+)?% < 100%/)
  })

  it('reports an unreachable state and its transitions even when every path runs', async () => {
    const withOrphan = setup({ types: {} as { events: { type: 'go' } } }).createMachine({
      id: 'orphaned',
      initial: 'start',
      states: {
        start: { on: { go: 'end' } },
        end: {},
        orphan: { on: { go: 'start' } },
      },
    })
    const recorder = new CoverageRecorder(withOrphan)
    const { report } = await runMachinePaths({
      machine: withOrphan,
      recorder,
      adapter: {
        render: () => {},
        events: { go: () => {} },
        states: { '*': () => {} },
      },
    })
    expect(report.paths.failed).toEqual([])
    expect(report.states).toMatchObject({ total: 3, covered: 2, missing: ['orphan'] })
    expect(report.transitions.missing).toEqual(['orphan --go--> start'])
    expect(() => assertFullCoverage(report)).toThrow(/state coverage 66\.67% < 100%, transition coverage 50% < 100%/)
  })
})

describe('model-only checks of the definition walk', () => {
  const flow = setup({
    types: {} as { context: { agreed: boolean }; events: { type: 'terms.agree' } | { type: 'form.next' } },
    guards: { agreed: ({ context }) => context.agreed },
  }).createMachine({
    id: 'flow',
    initial: 'form',
    context: { agreed: false },
    states: {
      form: {
        initial: 'editing',
        states: {
          editing: { on: { 'form.next': 'checking' } },
          checking: { always: [{ guard: 'agreed', target: 'complete' }, { target: 'editing' }] },
          complete: { type: 'final' },
        },
        on: { 'terms.agree': { actions: assign({ agreed: true }) } },
        onDone: 'submitted',
      },
      submitted: {
        type: 'parallel',
        states: {
          receipt: { initial: 'shown', states: { shown: {} } },
          survey: { initial: 'offered', states: { offered: {} } },
        },
      },
    },
  })
  const noUi: MachineAdapter<typeof flow> = {
    render: () => {},
    events: { 'terms.agree': () => {}, 'form.next': () => {} },
    states: { '*': () => {} },
  }

  it('counts eventless and done.state transitions taken inside a macrostep; a context projection reaches guarded branches', async () => {
    const { paths, report } = await runMachinePaths({ machine: flow, adapter: { ...noUi, contextKey: (context) => context.agreed } })
    expect(report.transitions.missing).toEqual([])
    expect(report.states.missing).toEqual([])
    expect(report.transitions.hits['form.checking --always [agreed]--> form.complete']).toBeGreaterThan(0)
    expect(report.transitions.hits['form --xstate.done.state.flow.form--> submitted']).toBeGreaterThan(0)
    expect(paths.map((path) => stateKey(path.state))).toContain('submitted.receipt.shown + submitted.survey.offered')
  })

  it('credits a transient initial state through the eventless transition that leaves it', async () => {
    const transient = setup({}).createMachine({
      id: 'transient',
      initial: 'deciding',
      states: { deciding: { always: 'decided' }, decided: {} },
    })
    const { report } = await runMachinePaths({
      machine: transient,
      adapter: { render: () => {}, events: {}, states: { decided: () => {} } },
    })
    expect(report.states.missing).toEqual([])
    expect(report.transitions.hits).toEqual({ 'deciding --always--> decided': 1 })
  })

  it('without the projection the agreed branch is never explored, and coverage says so', async () => {
    const { report } = await runMachinePaths({ machine: flow, adapter: noUi })
    expect(report.transitions.missing).toEqual(
      expect.arrayContaining(['form.checking --always [agreed]--> form.complete', 'form --xstate.done.state.flow.form--> submitted']),
    )
    expect(() => assertFullCoverage(report)).toThrow(/< 100%/)
  })
})

// The registration helper production machine tests use, on the test-only machine (report kept out of reports/).
testMachinePaths({
  machine: greetingMachine,
  adapter: greetingAdapter(),
  reportDir: mkdtempSync(join(tmpdir(), 'machine-report-')),
})

it('settles actors only while the invoking state is active', async () => {
  // Sanity check of the controller on its own: leaving `loading` aborts the pending call.
  const adapter = greetingAdapter()
  const ctx = { actors: createActorController(), path: undefined as never, stepsSoFar: [] }
  adapter.render(ctx)
  await act(async () => click('Load'))
  expect(ctx.actors.pending('fetchGreeting')).toHaveLength(1)
  await act(async () => click('Cancel'))
  expect(ctx.actors.pending('fetchGreeting')).toHaveLength(0)
  expect(() => ctx.actors.resolve('fetchGreeting', 'late')).toThrow(/No running invocation of "fetchGreeting"/)
})
