// Mutation testing of the machines against their suites: `npm run test:mutation` (scripts/test-mutation.mjs).
// Not part of `npm test` (minutes per machine on 2 cores). Scores are recorded in docs/machines/README.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // related: false, so every suite of the machines being mutated runs for a static mutant (vitest.mutation.config.ts
  // narrows the suites to those machines).
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  // Machines only: registry.ts and introspect.ts are tooling, not behaviour.
  mutate: ['machines/*.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 60_000,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.tmp/stryker',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
}
