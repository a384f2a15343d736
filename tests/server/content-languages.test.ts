// Content in three languages on the embedded database (the suite: support/content-languages-suite.ts).
import { afterAll, beforeAll, describe } from 'vitest'
import { contentLanguagesSuite } from './support/content-languages-suite'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ devRoutes: true })
}, 60_000)
afterAll(async () => {
  await t?.close()
})

describe('content in three languages (PGlite)', () => {
  contentLanguagesSuite(() => t, '13700000201')
})
