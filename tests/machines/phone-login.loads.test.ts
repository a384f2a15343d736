import { expect, it } from 'vitest'
import { CoverageRecorder } from '../harness/coverage'
import { generateMachinePaths, machineShape, replayPath } from '../../tools/machine-model/paths'
import { phoneLoginKey, phoneLoginSamples, phoneLoginScenarios } from './phone-login-spec'

// The machine is imported inside a test: a change that makes machines/phone-login.ts throw while it loads, or while
// phone-login.test.tsx generates and replays its paths (same samples and scenarios), fails a test here; there it
// fails the collection, which a mutation run reads as "no test failed".
it('the phone login machine loads and the suite can generate and replay its paths for both logins', async () => {
  const { phoneLoginMachine } = await import('../../machines/phone-login')
  const shape = machineShape(phoneLoginMachine)
  new CoverageRecorder(phoneLoginMachine)
  for (const variant of ['customer', 'retailer'] as const) {
    const input = { variant }
    const paths = generateMachinePaths(phoneLoginMachine, {
      samples: phoneLoginSamples(variant),
      contextKey: phoneLoginKey(variant),
      input,
      refusals: true,
    })
    expect(paths.filter((path) => path.steps.length > 0).length).toBeGreaterThan(10)
    for (const scenario of phoneLoginScenarios()) expect(replayPath(shape, scenario, input).steps).toHaveLength(scenario.length)
  }
})
