import { expect, it } from 'vitest'
import { describeMachine } from '../../tools/machine-model/introspect'
import { generateMachinePaths, machineShape, replayPath } from '../../tools/machine-model/paths'
import { AGREEMENT_SAMPLES, AGREEMENT_SCENARIO } from './agreement-gate-spec'

// The machine is imported inside a test, not at the top: a change that makes machines/agreement-gate.ts throw while
// it loads, or while agreement-gate.test.tsx generates its paths (same samples and scenario), fails a test here
// rather than the collection of that file (which a mutation run reads as "no test failed").
it('the agreement gate machine loads and the suite can generate its paths', async () => {
  const { agreementGateMachine } = await import('../../machines/agreement-gate')
  const paths = generateMachinePaths(agreementGateMachine, { samples: AGREEMENT_SAMPLES, refusals: true })
  expect(paths.length).toBeGreaterThan(0)
  // What the suite's coverage recorder reads while collecting (a machine whose initial state is missing throws here).
  expect(describeMachine(agreementGateMachine).states.length).toBeGreaterThan(1)
  expect(replayPath(machineShape(agreementGateMachine), AGREEMENT_SCENARIO).steps).toHaveLength(AGREEMENT_SCENARIO.length)
})
