import { expect, it } from 'vitest'
import { createActor } from 'xstate'
import { CoverageRecorder } from '../harness/coverage'
import { generateMachinePaths, machineShape, replayPath } from '../../tools/machine-model/paths'
import { specContextKey, subscriptionScenarios } from './subscription-config-scenarios'
import { SUBSCRIPTION_SAMPLES } from './subscription-config-spec'

// The machine is imported inside a test, not at the top: a change that makes machines/subscription-config.ts throw
// while it loads, or while subscription-config.test.tsx generates its paths (same samples, key and scenarios), fails a
// test here; there it fails the file while collecting, which a mutation run reads as "no test failed".
it('the subscription-config machine loads and the suite can generate its paths', async () => {
  const { subscriptionConfigMachine } = await import('../../machines/subscription-config')
  const paths = generateMachinePaths(subscriptionConfigMachine, {
    samples: SUBSCRIPTION_SAMPLES,
    contextKey: specContextKey,
    refusals: true,
  })
  expect(paths.length).toBeGreaterThan(0)
  const shape = machineShape(subscriptionConfigMachine)
  expect(subscriptionScenarios(subscriptionConfigMachine).map((events) => replayPath(shape, events).steps.length)).toEqual([9, 8, 7, 9, 9])
  // What the suite's coverage recorder and the component's actor do with the definition when they start.
  expect(new CoverageRecorder(subscriptionConfigMachine).report().states.total).toBeGreaterThan(0)
  createActor(subscriptionConfigMachine, { input: { loggedIn: false } })
    .start()
    .stop()
})
