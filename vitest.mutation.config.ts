import { defineConfig } from 'vitest/config'

// Machine suites for mutation testing (`npm run test:mutation`): one project, jsdom, no `projects` (the Stryker
// Vitest runner wants a plain config). MUTATION_MACHINES (set by scripts/test-mutation.mjs) narrows the suites to
// the machines being mutated, so the dry run does not run every machine suite.
const machines = (process.env.MUTATION_MACHINES ?? '').split(',').filter(Boolean)

export default defineConfig({
  test: {
    include: machines.length > 0 ? machines.map((name) => `tests/machines/${name}*.test.{ts,tsx}`) : ['tests/machines/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/setup/jsdom-setup.ts'],
    testTimeout: 30_000,
  },
})
