// The licence creation races on a real PostgreSQL server (a pool of 10 connections, so requests truly overlap; PGlite
// runs one statement at a time): the remaining count is consumed by a conditional update, the partial unique index
// keeps one valid licence per product and machine.
import { afterAll, beforeAll, describe, it } from 'vitest'
import { fiftyMachinesOnThreeSeats, tenTrialsForOneMachine, twentyForOneMachine } from './support/licence-races'
import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from '../../tools/throwaway-postgres'
import { startTestApp, type TestApp } from './support/test-app'

const unavailable = throwawayPostgresUnavailable()
if (unavailable) console.warn(`PostgreSQL licence race tests skipped: ${unavailable}`)

describe.skipIf(unavailable !== null)('licence creation races on PostgreSQL', () => {
  const PHONE = '13500000152'
  let cluster: ThrowawayPostgres
  let t: TestApp
  let token: string
  beforeAll(async () => {
    cluster = await startThrowawayPostgres()
    t = await startTestApp({ databaseUrl: cluster.url })
    token = await t.login(PHONE)
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await cluster?.stop()
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
