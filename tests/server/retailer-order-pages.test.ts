// The reseller dashboard over more than one page of the table and of the export, on the embedded database (PGlite):
// tests/server/support/retailer-dashboard-scenario.ts. Its PostgreSQL run is retailer-dashboard-postgres.test.ts.
import { afterAll, beforeAll } from 'vitest'
import { retailerDashboardScenario } from './support/retailer-dashboard-scenario'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ devRoutes: true })
})
afterAll(async () => {
  await t?.close()
})

retailerDashboardScenario(() => t)
