// `npm test`: every test, in the order that fails fastest. Browser tests included (Chromium via apt when missing),
// the PostgreSQL suites (PostgreSQL via apt when missing; under CI=true they fail rather than skip without it) and the
// invoice PDF suite (poppler-utils' pdftotext via apt when missing; the same rule under CI=true).
import { spawn } from 'node:child_process'
import { ensureChromium } from './ensure-chromium.mjs'
import { ensurePoppler } from './ensure-poppler.mjs'
import { ensurePostgres } from './ensure-postgres.mjs'

const started = Date.now()
const seconds = (t0) => ((Date.now() - t0) / 1000).toFixed(1)

/** Runs a command; with `buffered` its output is held and printed whole when it ends (for one that runs beside
 *  another), else it goes straight to the console. Resolves with the exit status. */
const run = (title, command, { buffered = false } = {}) =>
  new Promise((resolve) => {
    const t0 = Date.now()
    if (!buffered) console.log(`\n=== ${title}: ${command}`)
    const child = spawn(command, {
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0' },
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => {
      const held = buffered ? `\n=== ${title}: ${command}\n${Buffer.concat(output).toString()}` : ''
      console.log(`${held}=== ${title} ${status === 0 ? 'done' : 'FAILED'} in ${seconds(t0)} s`)
      resolve(status ?? 1)
    })
  })

const failIfAny = (statuses) => {
  const failed = statuses.find((status) => status !== 0)
  if (failed !== undefined) throw Object.assign(new Error('a stage failed'), { status: failed })
}

const step = async (title, command) => failIfAny([await run(title, command)])

// Commands that each keep a core busy only part of the time run side by side, each one's output printed whole when it
// ends (the first in the list may stream instead); the first failure fails the stage once all have ended.
const together = async (steps, { streamFirst = false } = {}) => {
  console.log(`\n=== ${steps.map(([title]) => title).join(', ')}: side by side`)
  failIfAny(await Promise.all(steps.map(([title, command], index) => run(title, command, { buffered: !(streamFirst && index === 0) }))))
}

try {
  ensureChromium()
  ensurePostgres()
  ensurePoppler()
  await together([
    ['type check', 'npx tsc --noEmit -p tsconfig.json'],
    ['lint', 'npx eslint . --max-warnings 0'],
    ['format', 'npx prettier --check . --log-level warn'],
  ])
  // The build reads nothing the unit stage writes, and no unit test reads dist/; the unit stage leaves part of two
  // cores idle, which the build fills (about 20 s less than one after the other, docs/performance.md).
  await together(
    [
      ['unit, machine and server tests', 'npx vitest run'],
      ['build (with the prerendered public pages)', 'npm run build'],
    ],
    { streamFirst: true },
  )
  await step('browser tests', 'npx vitest run --config vitest.browser.config.ts')
  await step('bundle budget', 'node --import tsx scripts/bench-bundle.ts')
  console.log(`\nAll test stages passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
} catch (error) {
  console.error(`\nTest stage failed after ${((Date.now() - started) / 1000).toFixed(0)} s`)
  process.exit(typeof error?.status === 'number' && error.status !== 0 ? error.status : 1)
}
