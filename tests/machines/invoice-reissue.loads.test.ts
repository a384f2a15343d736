import { expect, it } from 'vitest'
import { CoverageRecorder } from '../harness/coverage'
import { generateMachinePaths, machineShape, replayPath } from '../../tools/machine-model/paths'
import { REISSUE_INPUTS, REISSUE_SAMPLES, reissueContextKey } from '../../tools/machine-model/samples/invoice-reissue'
import { reissueScenarios } from './invoice-reissue-spec'

// The machine is imported inside a test: a change that makes machines/invoice-reissue.ts throw while it loads, or
// while invoice-reissue.test.tsx generates and replays its paths (same samples, inputs and scenarios), fails a test
// here; there it fails the collection, which a mutation run reads as "no test failed".
it('the invoice re-issue machine loads and the suite can generate and replay its paths', async () => {
  const { invoiceReissueMachine } = await import('../../machines/invoice-reissue')
  const shape = machineShape(invoiceReissueMachine)
  new CoverageRecorder(invoiceReissueMachine)
  const paths = generateMachinePaths(invoiceReissueMachine, {
    samples: REISSUE_SAMPLES,
    contextKey: reissueContextKey,
    input: REISSUE_INPUTS.issued,
    refusals: true,
  })
  expect(paths.filter((path) => path.steps.length > 0).length).toBeGreaterThan(10)
  for (const scenario of reissueScenarios()) {
    expect(replayPath(shape, scenario, REISSUE_INPUTS.issued).steps).toHaveLength(scenario.length)
  }
  // Closed is the end: the dialog closes itself on it (whether or not the tab drops the invoice), and takes nothing more.
  const closed = replayPath(shape, [{ type: 'dialog.close' }, { type: 'reissue.submit' }], REISSUE_INPUTS.issued)
  expect(closed.state.status).toBe('done')
  expect(closed.steps[1]!.transitions).toHaveLength(0)
  for (const input of [REISSUE_INPUTS.noId, REISSUE_INPUTS.voided]) {
    expect(replayPath(shape, [{ type: 'reissue.submit' }], input).state.value).not.toBe('submitting')
  }
})
