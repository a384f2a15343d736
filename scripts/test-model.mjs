// `npm run test:model`: the model-based machine tests (Vitest project "machines"), then per suite (one per machine
// variant: phoneLogin and phoneLogin-retailer stay distinct) the coverage of states, transitions and guard outcomes,
// on the console and as reports/machines/index.html; and src/features/machine-viewer/coverage.json, the coverage the
// in-app viewer overlays. Fails when a test fails or a suite is below 100% state or transition coverage.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = 'reports/machines'
const VIEWER_COVERAGE = 'src/features/machine-viewer/coverage.json'
const extraArgs = process.argv.slice(2)
// Old reports would hide a machine whose tests no longer run.
rmSync(dir, { recursive: true, force: true })

const run = spawnSync('npx', ['vitest', 'run', '--project', 'machines', ...extraArgs], {
  stdio: 'inherit',
  env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
})

/** Report name (the file name: machine id, or machine id + variant) -> report. */
const reports = existsSync(dir)
  ? readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => ({ name: file.slice(0, -'.json'.length), ...JSON.parse(readFileSync(join(dir, file), 'utf8')) }))
  : []

const isFull = (report) => report.states.percent === 100 && report.transitions.percent === 100 && report.paths.failed.length === 0
const guardsOf = (report) => report.guards ?? { total: 0, covered: 0, percent: 100, missing: [], outcomes: {} }

console.log('\nMachine coverage (reports/machines/*.json, reports/machines/index.html)')
let incomplete = 0
for (const report of reports) {
  const full = isFull(report)
  if (!full) incomplete++
  const guards = guardsOf(report)
  console.log(
    `  ${full ? 'ok  ' : 'FAIL'} ${report.name.padEnd(22)} states ${report.states.covered}/${report.states.total} ` +
      `(${report.states.percent}%)  transitions ${report.transitions.covered}/${report.transitions.total} ` +
      `(${report.transitions.percent}%)  guards true+false ${guards.covered}/${guards.total} (${guards.percent}%)  ` +
      `paths ${report.paths.passed}/${report.paths.total}`,
  )
  for (const item of report.states.missing) console.log(`         missing state: ${item}`)
  for (const item of report.transitions.missing) console.log(`         missing transition: ${item}`)
  for (const item of guards.missing) console.log(`         guard ${item}`)
}
if (reports.length === 0) console.log('  no machine reports were written')

// ---------------------------------------------------------------- HTML
const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])
const pct = (section) => `${section.covered}/${section.total} (${section.percent}%)`
const hitRows = (section) =>
  Object.entries(section.hits)
    .map(([item, hits]) => `<tr class="${hits ? 'hit' : 'miss'}"><td><code>${esc(item)}</code></td><td>${hits}</td></tr>`)
    .join('')
const guardRows = (guards) =>
  Object.entries(guards.outcomes)
    .map(([guard, seen]) => {
      const both = seen.true > 0 && seen.false > 0
      return `<tr class="${both ? 'hit' : 'miss'}"><td><code>${esc(guard)}</code></td><td>${seen.true}</td><td>${seen.false}</td></tr>`
    })
    .join('')

const sections = reports.map((report) => {
  const guards = guardsOf(report)
  const failed = report.paths.failed
    .map((outcome) => `<li><code>${esc(outcome.description)}</code><pre>${esc(outcome.error ?? '')}</pre></li>`)
    .join('')
  return `<section id="${esc(report.name)}">
<h2>${esc(report.name)} <small>${isFull(report) ? '<span class="ok">100% states and transitions</span>' : '<span class="bad">incomplete</span>'}</small></h2>
<p>Machine <code>${esc(report.machine)}</code>, strategy ${esc(report.strategy)}; paths passed ${report.paths.passed}/${report.paths.total};
states ${pct(report.states)}; transitions ${pct(report.transitions)}; guards seen true and false ${pct(guards)}.</p>
${failed ? `<h3>Failed paths</h3><ul>${failed}</ul>` : ''}
<details${report.states.missing.length ? ' open' : ''}><summary>States</summary><table><tr><th>state</th><th>visits</th></tr>${hitRows(report.states)}</table></details>
<details${report.transitions.missing.length ? ' open' : ''}><summary>Transitions</summary><table><tr><th>transition</th><th>taken</th></tr>${hitRows(report.transitions)}</table></details>
<details${guards.missing.length ? ' open' : ''}><summary>Guard outcomes</summary><table><tr><th>guard</th><th>true</th><th>false</th></tr>${guardRows(guards)}</table></details>
</section>`
})

const summaryRows = reports
  .map((report) => {
    const guards = guardsOf(report)
    return `<tr class="${isFull(report) ? 'hit' : 'miss'}"><td><a href="#${esc(report.name)}">${esc(report.name)}</a></td><td>${pct(report.states)}</td><td>${pct(report.transitions)}</td><td>${pct(guards)}</td><td>${report.paths.passed}/${report.paths.total}</td></tr>`
  })
  .join('')

if (reports.length) {
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Machine coverage</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:2rem;max-width:75rem}table{border-collapse:collapse;margin:.5rem 0}
td,th{border:1px solid #ccc;padding:.2rem .5rem;text-align:left}tr.hit td:first-child{border-left:4px solid #2f9e44}
tr.miss td:first-child{border-left:4px solid #e03131;background:#fff5f5}.ok{color:#2f9e44}.bad{color:#e03131}
summary{cursor:pointer;font-weight:600;margin-top:.5rem}pre{white-space:pre-wrap;font-size:12px}
</style></head><body>
<h1>Machine coverage</h1>
<p>From <code>npm run test:model</code>: every machine's generated paths run against its UI. One row per suite (a machine
started in several ways has one suite per way). Guard outcomes: each named guard seen answering true and false.</p>
<table><tr><th>suite</th><th>states</th><th>transitions</th><th>guards true+false</th><th>paths passed</th></tr>${summaryRows}</table>
${sections.join('\n')}
</body></html>
`,
  )
}

// ---------------------------------------------------------------- the viewer's coverage overlay
// Only from a full run (a filtered run would drop machines); what was covered, no hit counts, so the file changes
// when coverage does, not on every run.
if (extraArgs.length === 0 && reports.length) {
  const overlay = Object.fromEntries(
    reports.map((report) => [
      report.name,
      {
        machine: report.machine,
        // Covered items, not missing ones: a transition added since the last run shows as uncovered.
        states: { total: report.states.total, covered: Object.keys(report.states.hits).filter((key) => report.states.hits[key] > 0) },
        transitions: {
          total: report.transitions.total,
          covered: Object.keys(report.transitions.hits).filter((key) => report.transitions.hits[key] > 0),
        },
        guards: { total: guardsOf(report).total, missing: guardsOf(report).missing },
      },
    ]),
  )
  writeFileSync(VIEWER_COVERAGE, `${JSON.stringify(overlay, null, 2)}\n`)
  console.log(`  wrote ${join(dir, 'index.html')} and ${VIEWER_COVERAGE}`)
}

process.exit(run.status !== 0 ? run.status || 1 : incomplete > 0 || reports.length === 0 ? 1 : 0)
