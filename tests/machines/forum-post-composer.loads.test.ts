import { expect, it } from 'vitest'
import { CoverageRecorder } from '../harness/coverage'
import { generateMachinePaths, machineShape, replayPath } from '../../tools/machine-model/paths'

// The machine is imported inside a test: a change that makes machines/forum-post-composer.ts throw while it loads,
// or while forum-post-composer.test.tsx generates and replays its paths, fails a test here; there it fails the
// collection, which a mutation run reads as "no test failed".
it('the forum post composer machine loads and the suite can generate and replay its paths', async () => {
  const { forumPostComposerMachine } = await import('../../machines/forum-post-composer')
  // The samples and the spec import the machine's rules: imported here too, not at the top of the file.
  const { COMPOSER_INPUTS, COMPOSER_SAMPLES, composerContextKey } = await import('../../tools/machine-model/samples/forum-post-composer')
  const { composerScenarios } = await import('./forum-post-composer-spec')
  const shape = machineShape(forumPostComposerMachine)
  new CoverageRecorder(forumPostComposerMachine)
  const paths = generateMachinePaths(forumPostComposerMachine, {
    samples: COMPOSER_SAMPLES,
    contextKey: composerContextKey,
    input: COMPOSER_INPUTS.editing,
    refusals: true,
  })
  expect(paths.filter((path) => path.steps.length > 0).length).toBeGreaterThan(100)
  for (const scenario of composerScenarios()) {
    expect(replayPath(shape, scenario, COMPOSER_INPUTS.editing).steps).toHaveLength(scenario.length)
  }
  // Where each way of opening starts.
  expect(replayPath(shape, [], COMPOSER_INPUTS.loggedOut).state.value).toBe('loginRequired')
  expect(replayPath(shape, [], COMPOSER_INPUTS.fresh).state.value).toEqual({ editing: 'idle' })
  expect(replayPath(shape, [], COMPOSER_INPUTS.editing).state.value).toBe('loading')
  expect(replayPath(shape, [], COMPOSER_INPUTS.withModule).state.context.moduleId).toBe('mod-cad')
  expect(replayPath(shape, [], COMPOSER_INPUTS.restored).state.context.dirty).toBe(true)
})
