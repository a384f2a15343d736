import { expect, it } from 'vitest'
import { createActor } from 'xstate'
import { CoverageRecorder } from '../harness/coverage'
import { generateMachinePaths, machineShape, replayPath } from '../../tools/machine-model/paths'
import { doubleClickScenario } from './prevent-double-click-scenario'

// The machine is imported inside a test, not at the top: a change that makes machines/prevent-double-click.ts throw
// while it loads, or while prevent-double-click.test.tsx generates its paths, fails a test here; there it fails the
// file while collecting, which a mutation run (Stryker's Vitest runner) reads as "no test failed".
it('the prevent-double-click machine loads and the suite can generate its paths', async () => {
  const { preventDoubleClickMachine } = await import('../../machines/prevent-double-click')
  const paths = generateMachinePaths(preventDoubleClickMachine, { refusals: true })
  expect(paths.length).toBeGreaterThan(0)
  expect(replayPath(machineShape(preventDoubleClickMachine), doubleClickScenario(preventDoubleClickMachine)).steps).toHaveLength(5)
  // What the suite's coverage recorder and the component's actor do with the definition when they start.
  expect(new CoverageRecorder(preventDoubleClickMachine).report().states.total).toBeGreaterThan(0)
  createActor(preventDoubleClickMachine).start().stop()
})
