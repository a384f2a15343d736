import { expect, it } from 'vitest'
import type { PaystepItem } from '../../src/features/checkout/paystep/paystep-items'
import { describeMachine } from '../../tools/machine-model/introspect'
import { generateMachinePaths, machineShape, replayPath } from '../../tools/machine-model/paths'
import { ITEMS, RETAILER_SAMPLES, retailerContextKey, retailerScenarios } from './retailer-code-spec'

// The machine (and the checkout machine, which imports it) is imported inside a test, not at the top: a change that makes machines/retailer-code.ts throw while
// it loads, or while retailer-code.test.tsx generates its paths (same samples, input and scenarios), fails a test
// here rather than the collection of that file (which a mutation run reads as "no test failed").
it('the retailer code machine loads and the suite can generate its paths', async () => {
  const { retailerCodeMachine } = await import('../../machines/retailer-code')
  const { retailerLines } = await import('../../machines/checkout')
  const input = { lines: retailerLines(ITEMS as unknown as PaystepItem[]) }
  const paths = generateMachinePaths(retailerCodeMachine, {
    samples: RETAILER_SAMPLES,
    contextKey: retailerContextKey,
    input,
    refusals: true,
  })
  expect(paths.length).toBeGreaterThan(0)
  // What the suite's coverage recorder reads while collecting (a machine whose initial state is missing throws here).
  expect(describeMachine(retailerCodeMachine).states.length).toBeGreaterThan(1)
  for (const scenario of retailerScenarios(retailerCodeMachine)) {
    expect(replayPath(machineShape(retailerCodeMachine), scenario, input).steps).toHaveLength(scenario.length)
  }
})
