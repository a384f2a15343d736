import { defineConfig } from 'vitest/config'

// Browser tests: real server (built SPA + embedded database) driven by Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    name: 'browser',
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
