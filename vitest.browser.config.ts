import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Files that measure what a user sees over time (first paint, progress, media playback): run alone, after the rest,
 *  so a neighbour's load cannot shift what they sample. */
const RUN_ALONE = [
  'tests/browser/slow-api-progress.test.ts',
  'tests/browser/prerendered-pages.test.ts',
  'tests/browser/video-playback.test.ts',
]

/** The longest files (minutes each), started first so that the workers end together; Vitest's own order without
 *  its results cache (a clean clone, as in CI) is by file size, which put the two short every-page-layout files last. */
const LONGEST_FIRST = [
  'every-page-layout-desktop',
  'every-page-layout-phone',
  'support-keyboard-paging',
  'service-hub',
  'mobile-licence-application',
  'support-pages',
  'personal-center-orders',
]

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`))
      return index === -1 ? LONGEST_FIRST.length : index
    }
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

// Browser tests: real server (built SPA + embedded database) driven by Debian's Chromium through playwright-core. Each
// file has its own server, data folder and port, so several files run at once; the timing-sensitive ones after. Three
// at once on the 2-core machine: with two, a quarter of the two cores' time went idle while files waited (on a page's
// network, a poll, the invoice issuer), which a third file fills (docs/performance.md, 2026-11-29, fifth session). CI's stage took 38 min one file at a time.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // A worker runs its files one after another in one process, sharing their imports and one Chromium
    // (support/worker-chromium.ts); no browser test mocks a module. Each file still starts its own server.
    isolate: false,
    // expect.poll's own default (1 s) is shorter than a page can take to fetch on a loaded 2-core machine.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: ['tests/browser/support/build-once.ts'],
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: RUN_ALONE,
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-alone',
          include: RUN_ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
