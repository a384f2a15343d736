import { defineConfig } from 'vitest/config'

/** Files that measure what a user sees over time (first paint, progress, media playback): run alone, after the rest,
 *  so a neighbour's load cannot shift what they sample. */
const RUN_ALONE = [
  'tests/browser/slow-api-progress.test.ts',
  'tests/browser/prerendered-pages.test.ts',
  'tests/browser/video-playback.test.ts',
]

// Browser tests: real server (built SPA + embedded database) driven by Debian's Chromium through playwright-core. Each
// file has its own server, data folder and port, so two files run at once (2 cores: most of a file's time is waiting
// on the browser and the network, CI's test stage took 38 min one file at a time); the timing-sensitive ones after.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 240_000,
    globalSetup: ['tests/browser/support/build-once.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: RUN_ALONE,
          maxWorkers: 2,
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
