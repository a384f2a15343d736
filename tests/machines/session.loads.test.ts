import { expect, it } from 'vitest'
import { CoverageRecorder } from '../harness/coverage'
import { generateMachinePaths, machineShape } from '../../tools/machine-model/paths'
import { SESSION_SAMPLES } from './session-spec'

// The machine is imported inside a test: a change that makes machines/session.ts throw while it loads, or while
// session.test.tsx generates its paths, fails a test here; there it fails the collection, which a mutation run reads
// as "no test failed".
it('the session machine loads and the suite can generate its paths', async () => {
  const { sessionMachine } = await import('../../machines/session')
  machineShape(sessionMachine)
  new CoverageRecorder(sessionMachine)
  const paths = generateMachinePaths(sessionMachine, {
    samples: SESSION_SAMPLES,
    contextKey: (context) => `${context.kind}:${context.profileFailures}`,
    refusals: true,
  })
  expect(paths.filter((path) => path.steps.length > 0).length).toBeGreaterThan(10)
})
