import { expect, it } from 'vitest'
import { createActor } from 'xstate'
import { CoverageRecorder } from '../harness/coverage'
import { generateMachinePaths, machineShape, replayPath } from '../../tools/machine-model/paths'
import { CART_SAMPLES, cartScenarios, RESUMES } from './cart-checkout-paths'

// The machine is imported inside a test, not at the top: a change that makes machines/cart-checkout.ts throw while it
// loads, or while cart-checkout.test.tsx generates its paths (same samples, scenarios and starts), fails a test here;
// there it fails the file while collecting, which a mutation run reads as "no test failed".
it('the cart-checkout machine loads and the suite can generate its paths', async () => {
  const { cartCheckoutMachine } = await import('../../machines/cart-checkout')
  const paths = generateMachinePaths(cartCheckoutMachine, {
    samples: CART_SAMPLES,
    input: { where: 'elsewhere', handoff: null },
    refusals: true,
  })
  expect(paths.length).toBeGreaterThan(0)
  const shape = machineShape(cartCheckoutMachine)
  expect(cartScenarios().map((events) => replayPath(shape, events, { where: 'elsewhere', handoff: null }).steps.length)).toEqual([6, 6])
  expect(RESUMES.map(([input, events]) => replayPath(shape, events, input).steps.length)).toEqual([1, 1, 2, 3])
  // What the suite's coverage recorder and the app's actor do with the definition when they start.
  expect(new CoverageRecorder(cartCheckoutMachine).report().states.total).toBeGreaterThan(0)
  for (const [input] of RESUMES) createActor(cartCheckoutMachine, { input }).start().stop()
})
