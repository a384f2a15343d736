// `npm run bench:api` (issue 19, target 1): the payment poll of the real app against a bare Fastify route with the
// same logger settings, on PGlite and on PostgreSQL, at 1 and 200 connections; /api/health beside them. Both servers
// run at once, each alone in a child process (the one not measured is idle); autocannon runs here. Each round measures
// the bare route and then the app at each connection count, so the two sides of a ratio are minutes apart at most,
// and the verdict takes the median of the rounds (tools/bench-api/report.ts). Exits 1 when the poll misses the target.
// BENCH_SECONDS (default 5) sets the length of each measurement, BENCH_ROUNDS (default 3) the number of rounds.
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { measure, warmUp } from '../tools/bench-api/load'
import { pollFixture } from '../tools/bench-api/poll-fixture'
import { misses, table, type DatabaseRun, type Round } from '../tools/bench-api/report'
import { startServerProcess } from '../tools/bench-api/server-process'
import { copyPgliteTemplate } from '../tools/pglite-template'
import { startThrowawayPostgres, throwawayPostgresUnavailable } from '../tools/throwaway-postgres'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const WARM_UP_SECONDS = 2
const CONNECTIONS = [1, 200]
// The app as it runs outside tests: info-level request logs to stdout, rate limits high enough not to refuse the load.
const APP_ENV = {
  APP_ENV: 'development',
  LOG_LEVEL: 'info',
  DEV_NO_SPA: '1',
  INVOICE_AUTO_ISSUE: '0',
  RATE_LIMIT_PER_IP: '1000000000',
  RATE_LIMIT_PER_CUSTOMER: '1000000000',
}

async function measureSideBySide(database: string, env: Record<string, string>): Promise<DatabaseRun> {
  const bare = await startServerProcess('tools/bench-api/bare-server.ts', { LOG_LEVEL: 'info' })
  const app = await startServerProcess('server/main.ts', { ...APP_ENV, ...env }).catch(async (error: unknown) => {
    await bare.stop()
    throw error
  })
  try {
    const barePoll = `${bare.baseUrl}/api/business/C_orderManage/status/00000000-0000-4000-8000-000000000000`
    const { token, orderId } = await pollFixture(app.baseUrl)
    const poll = `${app.baseUrl}/api/business/C_orderManage/status/${orderId}`
    await warmUp(barePoll, WARM_UP_SECONDS)
    await warmUp(poll, WARM_UP_SECONDS, token)
    const rounds: Round[] = []
    for (let i = 0; i < ROUNDS; i += 1) {
      const round: Round = { bare: [], app: [] }
      for (const connections of CONNECTIONS) {
        round.bare.push(await measure('bare poll', barePoll, connections, SECONDS))
        round.app.push(await measure('poll', poll, connections, SECONDS, token))
      }
      for (const connections of CONNECTIONS) round.app.push(await measure('/api/health', `${app.baseUrl}/api/health`, connections, SECONDS))
      rounds.push(round)
    }
    return { database, rounds }
  } finally {
    await Promise.all([app.stop(), bare.stop()])
  }
}

async function onPglite(): Promise<DatabaseRun> {
  const root = mkdtempSync(join(tmpdir(), 'summit-bench-'))
  try {
    const dataDir = join(root, 'db')
    await copyPgliteTemplate(dataDir)
    return await measureSideBySide('PGlite', { DATA_DIR: dataDir })
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

async function onPostgres(): Promise<DatabaseRun> {
  const cluster = await startThrowawayPostgres()
  try {
    return await measureSideBySide('PostgreSQL', { DATABASE_URL: cluster.url })
  } finally {
    await cluster.stop()
  }
}

const unavailable = throwawayPostgresUnavailable()
if (unavailable) {
  console.error(`bench:api needs PostgreSQL: ${unavailable}`)
  process.exit(1)
}
console.log(
  `bench:api: Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${ROUNDS} rounds, ${SECONDS} s per measurement`,
)
const runs: DatabaseRun[] = []
for (const run of [onPglite, onPostgres]) {
  const result = await run()
  runs.push(result)
  console.log(`\n${result.database}\n${table(result)}`)
}
const problems = runs.flatMap(misses)
if (problems.length > 0) {
  console.log(`\nTarget missed:\n${problems.map((p) => `- ${p}`).join('\n')}`)
  process.exit(1)
}
console.log(
  '\nTarget met: in the median of the rounds the poll reaches at least 50 % of the bare route at 1 and 200 connections, with p99 ≤ 20 ms at 200, on both databases.',
)
