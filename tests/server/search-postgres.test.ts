// The same search and news checks on a real PostgreSQL server: the migration's functions and indexes must behave
// the same there. This suite never skips: without initdb / pg_ctl it fails.
import { afterAll, beforeAll, describe } from 'vitest'
import { searchSuite } from './support/search-suite'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../tools/throwaway-postgres'
import { startTestApp, type TestApp } from './support/test-app'

let cluster: ThrowawayPostgres
let t: TestApp
beforeAll(async () => {
  cluster = await startThrowawayPostgres()
  t = await startTestApp({ databaseUrl: cluster.url })
}, 120_000)
afterAll(async () => {
  await t?.close()
  await cluster?.stop()
})

describe('site search and news on PostgreSQL', () => {
  searchSuite(() => t)
})
