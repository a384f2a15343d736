import { and, assign, setup } from 'xstate'
import { describe, expect, it } from 'vitest'
import { CoverageRecorder } from './coverage'
import { generateMachinePaths, machineShape, replayPath } from '../../tools/machine-model/paths'

const machine = setup({
  types: {} as { context: { ready: boolean; agreed: boolean }; events: { type: 'ready' } | { type: 'agree' } | { type: 'go' } },
  guards: {
    isReady: ({ context }) => context.ready,
    hasAgreed: ({ context }) => context.agreed,
  },
}).createMachine({
  id: 'gate',
  context: { ready: false, agreed: false },
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        ready: { actions: assign({ ready: true }) },
        agree: { actions: assign({ agreed: true }) },
        go: { guard: and(['isReady', 'hasAgreed']), target: 'gone' },
      },
    },
    gone: { type: 'final' },
  },
})

describe('guard outcomes and refusals', () => {
  it('records each named guard (operands of and/or/not included) and restores the implementations', () => {
    const guards = machine.implementations.guards
    const path = replayPath(machineShape(machine), [{ type: 'go' }])
    expect(machine.implementations.guards).toBe(guards)
    expect(path.steps[0].guards).toEqual([{ guard: 'isReady', result: false }])
    expect(path.steps[0].label).toBe('go (refused)')
    expect(path.steps[0].to.value).toBe('waiting')
  })

  it('adds a path per state and refused event type only when asked', () => {
    const plain = generateMachinePaths(machine).map((p) => p.description)
    const withRefusals = generateMachinePaths(machine, { refusals: true }).map((p) => p.description)
    expect(plain.some((d) => d.includes('(refused)'))).toBe(false)
    expect(withRefusals).toContain('waiting --go (refused)--> waiting')
  })

  it('counts true and false per guard in the report', () => {
    const recorder = new CoverageRecorder(machine)
    for (const events of [[{ type: 'go' }], [{ type: 'ready' }, { type: 'agree' }, { type: 'go' }]] as const) {
      const path = replayPath(machineShape(machine), events)
      for (const step of path.steps) recorder.guards(step.guards)
    }
    const report = recorder.report()
    expect(report.guards.outcomes).toEqual({ hasAgreed: { true: 1, false: 0 }, isReady: { true: 1, false: 1 } })
    expect(report.guards.missing).toEqual(['hasAgreed: never false'])
    expect(report.guards.percent).toBe(50)
  })
})
