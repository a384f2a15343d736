// `npm run test:model`: the model-based machine tests (Vitest project "machines"), then one coverage line per machine
// from reports/machines/*.json. Fails when a test fails or a machine is below 100% state or transition coverage.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const dir = 'reports/machines'
// Old reports would hide a machine whose tests no longer run.
rmSync(dir, { recursive: true, force: true })

const run = spawnSync('npx', ['vitest', 'run', '--project', 'machines', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
})

const reports = existsSync(dir)
  ? readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')))
  : []

console.log('\nMachine coverage (reports/machines/*.json)')
let incomplete = 0
for (const report of reports) {
  const full = report.states.percent === 100 && report.transitions.percent === 100 && report.paths.failed.length === 0
  if (!full) incomplete++
  console.log(
    `  ${full ? 'ok  ' : 'FAIL'} ${report.machine.padEnd(24)} states ${report.states.covered}/${report.states.total} ` +
      `(${report.states.percent}%)  transitions ${report.transitions.covered}/${report.transitions.total} ` +
      `(${report.transitions.percent}%)  paths ${report.paths.passed}/${report.paths.total}`,
  )
}
if (reports.length === 0) console.log('  no machine reports were written')

process.exit(run.status !== 0 ? run.status || 1 : incomplete > 0 || reports.length === 0 ? 1 : 0)
