// `npm test`: every test, in the order that fails fastest. Browser tests included (Chromium via apt when missing),
// the PostgreSQL suites (PostgreSQL via apt when missing; under CI=true they fail rather than skip without it) and the
// invoice PDF suite (poppler-utils' pdftotext via apt when missing; the same rule under CI=true).
import { execSync, spawn } from 'node:child_process'
import { ensureChromium } from './ensure-chromium.mjs'
import { ensurePoppler } from './ensure-poppler.mjs'
import { ensurePostgres } from './ensure-postgres.mjs'

const started = Date.now()
const step = (title, command) => {
  const t0 = Date.now()
  console.log(`\n=== ${title}: ${command}`)
  execSync(command, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } })
  console.log(`=== ${title} done in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
}

// Checks that each keep one core busy run side by side (type check, lint and format: about 25 s less than one after
// another on two cores); each one's output is printed whole when it ends, the first failure fails the stage.
const together = async (steps) => {
  const t0 = Date.now()
  console.log(`\n=== ${steps.map(([title]) => title).join(', ')}: side by side`)
  const results = await Promise.all(
    steps.map(
      ([title, command]) =>
        new Promise((resolve) => {
          const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: '0' } })
          const output = []
          child.stdout.on('data', (chunk) => output.push(chunk))
          child.stderr.on('data', (chunk) => output.push(chunk))
          child.on('close', (status) => {
            console.log(
              `\n=== ${title}: ${command}\n${Buffer.concat(output).toString()}=== ${title} ${status === 0 ? 'done' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
            )
            resolve(status)
          })
        }),
    ),
  )
  const failed = results.find((status) => status !== 0)
  if (failed !== undefined) throw Object.assign(new Error('a check failed'), { status: failed ?? 1 })
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
  step('unit, machine and server tests', 'npx vitest run')
  step('build (with the prerendered public pages)', 'npm run build')
  step('browser tests', 'npx vitest run --config vitest.browser.config.ts')
  step('bundle budget', 'node --import tsx scripts/bench-bundle.ts')
  console.log(`\nAll test stages passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
} catch (error) {
  console.error(`\nTest stage failed after ${((Date.now() - started) / 1000).toFixed(0)} s`)
  process.exit(typeof error?.status === 'number' && error.status !== 0 ? error.status : 1)
}
