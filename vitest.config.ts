import { defineConfig } from 'vitest/config'

// Unit, server and machine suites. Browser tests have their own config (vitest.browser.config.ts).
export default defineConfig({
  test: {
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
