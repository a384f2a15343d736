import { expect, it } from 'vitest'
import { CoverageRecorder } from '../harness/coverage'
import { generateMachinePaths, machineShape, replayPath } from '../../tools/machine-model/paths'
import {
  LICENSE_INPUTS,
  LICENSE_SAMPLES,
  licenseContextKey,
  lineToggle,
  machineCodeChange,
} from '../../tools/machine-model/samples/license-creation'
import { licenseScenarios } from './license-creation-spec'

// The machine is imported inside a test: a change that makes machines/license-creation.ts throw while it loads, or
// while license-creation.test.tsx generates and replays its paths (same samples, inputs and scenarios), fails a test
// here; there it fails the collection, which a mutation run reads as "no test failed".
it('the licence creation machine loads and the suite can generate and replay its paths', async () => {
  const { licenseCreationMachine } = await import('../../machines/license-creation')
  const shape = machineShape(licenseCreationMachine)
  new CoverageRecorder(licenseCreationMachine)
  const paths = generateMachinePaths(licenseCreationMachine, {
    samples: LICENSE_SAMPLES,
    contextKey: licenseContextKey,
    input: LICENSE_INPUTS.default,
    refusals: true,
  })
  expect(paths.filter((path) => path.steps.length > 0).length).toBeGreaterThan(50)
  for (const scenario of licenseScenarios()) {
    expect(replayPath(shape, scenario, LICENSE_INPUTS.default).steps).toHaveLength(scenario.length)
  }
  // Closed is the end: nothing more is taken.
  const closed = replayPath(shape, [{ type: 'dialog.close' }, { type: 'create.batch' }], LICENSE_INPUTS.default)
  expect(closed.state.status).toBe('done')
  expect(closed.steps[1]!.transitions).toHaveLength(0)
  // Nothing listed: nothing can be ticked, so nothing can be sent.
  const empty = replayPath(
    shape,
    [machineCodeChange('MC-A'), lineToggle('ol-dongle'), { type: 'create.confirm' }],
    LICENSE_INPUTS.nothingListed,
  )
  expect(empty.state.value).toEqual({ editing: 'idle' })
  // Opened with drafts: two are kept, so 'confirm' goes to the warning and accepting sends the batch.
  const preloaded = replayPath(shape, [{ type: 'create.confirm' }, { type: 'warning.accept' }], LICENSE_INPUTS.preloaded)
  expect(preloaded.state.value).toBe('creatingMany')
})
