// The reseller dashboard's figures, pages, date filter and export on a real PostgreSQL server (a throwaway cluster;
// under CI=true a missing server fails the run instead of skipping): the same scenario as the PGlite suite
// retailer-order-pages.test.ts (tests/server/support/retailer-dashboard-scenario.ts), so the SQL of
// retailer-dashboard-data.ts (sums, numeric rates, China-day bounds, paging) runs on the server's own dialect.
import { afterAll, beforeAll, describe } from 'vitest'
import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from '../../tools/throwaway-postgres'
import { retailerDashboardScenario } from './support/retailer-dashboard-scenario'
import { startTestApp, type TestApp } from './support/test-app'

const unavailable = throwawayPostgresUnavailable()
if (unavailable) console.warn(`PostgreSQL reseller dashboard tests skipped: ${unavailable}`)

describe.skipIf(unavailable !== null)('reseller dashboard on PostgreSQL', () => {
  let cluster: ThrowawayPostgres
  let t: TestApp
  beforeAll(async () => {
    cluster = await startThrowawayPostgres()
    t = await startTestApp({ databaseUrl: cluster.url, devRoutes: true })
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await cluster?.stop()
  })

  retailerDashboardScenario(() => t)
})
