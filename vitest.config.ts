import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Unit, server and machine suites. Browser tests have their own config (vitest.browser.config.ts).
export default defineConfig({
  test: {
    // Vitest's default leaves one core free: on the 2-core CI machine that ran every file one after another. The test
    // files are independent (each app has its own database), so they use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app over its own database, and none mocks a module: sharing the imported modules
          // between files saves their import (about a second of a 2-core CI machine per file, 67 files).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/jsdom-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.{ts,tsx}', 'tests/harness/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/jsdom-setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
})
