// Site search (PostgreSQL text search over bigrams, drizzle/0011_search.sql) and the news detail, on PGlite.
import { afterAll, beforeAll, describe } from 'vitest'
import { searchSuite } from './support/search-suite'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('site search and news on PGlite', () => {
  searchSuite(() => t)
})
