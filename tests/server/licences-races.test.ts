// Licence creation under concurrency on PGlite (the same scenarios run on PostgreSQL in licences-postgres.test.ts).
import { afterAll, beforeAll, describe, it } from 'vitest'
import { fiftyMachinesOnThreeSeats, tenTrialsForOneMachine, twentyForOneMachine } from './support/licence-races'
import { startTestApp, type TestApp } from './support/test-app'

describe('licence creation races on PGlite', () => {
  const PHONE = '13500000151'
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp()
    token = await t.login(PHONE)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('50 concurrent makelicense calls for 50 machines on a line with 3 left make exactly 3 licences', async () => {
    await fiftyMachinesOnThreeSeats(t, token, PHONE)
  }, 60_000)

  it('20 concurrent makelicense calls for one product and machine make exactly one licence', async () => {
    await twentyForOneMachine(t, token, PHONE)
  }, 60_000)

  it('10 concurrent trial requests for one product and machine make exactly one trial', async () => {
    await tenTrialsForOneMachine(t, token)
  }, 60_000)
})
