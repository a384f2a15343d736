// `npm test`: every test, in the order that fails fastest. Browser tests included (Chromium via apt when missing),
// the PostgreSQL suites (PostgreSQL via apt when missing; under CI=true they fail rather than skip without it) and the
// invoice PDF suite (poppler-utils' pdftotext via apt when missing; the same rule under CI=true).
//
// The unit, machine and server tests run beside the browser tests: a browser test spends most of its time waiting on
// the page (one file uses well under one of the two cores), so the two stages together take little more than the
// browser stage alone. The unit stage's output is kept in a file and printed when it ends, so the two do not mix.
import { execSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, openSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureChromium } from './ensure-chromium.mjs'
import { ensurePoppler } from './ensure-poppler.mjs'
import { ensurePostgres } from './ensure-postgres.mjs'

const started = Date.now()
const env = { ...process.env, FORCE_COLOR: '0' }
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1)

const step = (title, command) => {
  const t0 = Date.now()
  console.log(`\n=== ${title}: ${command}`)
  execSync(command, { stdio: 'inherit', env })
  console.log(`=== ${title} done in ${seconds(t0)} s`)
}

/** Runs a command in the background; resolves to its exit status, with its output in `log` when given. */
function background(title, command, log) {
  const t0 = Date.now()
  console.log(`\n=== ${title} (started): ${command}${log ? ` (output: ${log})` : ''}`)
  const out = log ? openSync(log, 'w') : 'inherit'
  const child = spawn(command, { shell: true, stdio: ['ignore', out, out], env })
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      if (log) process.stdout.write(`\n=== ${title}: its output\n${readFileSync(log, 'utf8')}`)
      console.log(`=== ${title} ${code === 0 ? 'done' : `failed (exit ${code})`} in ${seconds(t0)} s`)
      resolve(code ?? 1)
    }),
  )
}

try {
  ensureChromium()
  ensurePostgres()
  ensurePoppler()
  step('type check', 'npx tsc --noEmit -p tsconfig.json')
  step('lint', 'npx eslint . --max-warnings 0')
  step('format', 'npx prettier --check . --log-level warn')
  step('build (with the prerendered public pages)', 'npm run build')
  const unitLog = join(mkdtempSync(join(tmpdir(), 'summit-test-')), 'unit.log')
  const [unit, browser] = await Promise.all([
    background('unit, machine and server tests', 'npx vitest run', unitLog),
    background('browser tests', 'npx vitest run --config vitest.browser.config.ts'),
  ])
  if (unit !== 0 || browser !== 0) throw Object.assign(new Error('a test stage failed'), { status: unit || browser })
  step('bundle budget', 'node --import tsx scripts/bench-bundle.ts')
  console.log(`\nAll test stages passed in ${seconds(started)} s`)
} catch (error) {
  console.error(`\nTest stage failed after ${seconds(started)} s`)
  process.exit(typeof error?.status === 'number' && error.status !== 0 ? error.status : 1)
}
