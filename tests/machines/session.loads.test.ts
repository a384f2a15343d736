import { expect, it } from 'vitest'
import { generateMachinePaths } from '../../tools/machine-model/paths'
import { SESSION_SAMPLES } from './session-spec'

// The machine is imported inside a test: a change that makes machines/session.ts throw while it loads, or while
// session.test.tsx generates its paths, fails a test here rather than the collection of that file.
it('the session machine loads and the suite can generate its paths', async () => {
  const { sessionMachine } = await import('../../machines/session')
  const paths = generateMachinePaths(sessionMachine, {
    samples: SESSION_SAMPLES,
    contextKey: (context) => context.kind,
    refusals: true,
  })
  expect(paths.length).toBeGreaterThan(0)
})
