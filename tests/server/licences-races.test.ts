// Licence creation under concurrency on PGlite (the same scenarios run on PostgreSQL in licences-postgres.test.ts).
// PGlite runs one transaction at a time, so here the check inside the transaction refuses the second valid licence;
// the last test shows that the partial unique index behind it refuses one too (on PostgreSQL the requests themselves
// reach it: licences-postgres.test.ts).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { licenses } from '../../server/db/schema'
import { PRODUCT_IDS } from '../../server/db/seed-data/products'
import { isCreationRace } from '../../server/modules/licences/licence-issuing'
import { itRunsTheSharedRaces, twoOrdersOneMachine } from './support/licence-races'
import { startTestApp, type TestApp } from './support/test-app'

describe('licence creation races on PGlite', () => {
  const PHONE = '13500000151'
  const OTHER_PHONE = '13500000153'
  let t: TestApp
  let token: string
  let otherToken: string
  beforeAll(async () => {
    t = await startTestApp()
    token = await t.login(PHONE)
    otherToken = await t.login(OTHER_PHONE)
  })
  afterAll(async () => {
    await t?.close()
  })

  itRunsTheSharedRaces(() => ({ t, token, phone: PHONE }))

  it('two paid orders of one customer at once for one machine and product: one licence, the other refused', async () => {
    await twoOrdersOneMachine(
      t,
      [
        { token, phone: PHONE },
        { token, phone: PHONE },
      ],
      'RACE-ORDERS',
    )
  }, 60_000)

  it('two customers’ paid orders at once for one machine and product: one licence, the other refused', async () => {
    await twoOrdersOneMachine(
      t,
      [
        { token, phone: PHONE },
        { token: otherToken, phone: OTHER_PHONE },
      ],
      'RACE-CUSTOMERS',
    )
  }, 60_000)

  it('the partial unique index refuses a second valid licence of a product on a machine (23505, a creation race)', async () => {
    const row = (state: number) => ({ id: randomUUID(), machinecode: 'RACE-INDEX', productid: PRODUCT_IDS.mapStandard, state })
    await t.db.insert(licenses).values(row(1))
    await t.db.insert(licenses).values(row(2))
    const refused = await t.db
      .insert(licenses)
      .values(row(1))
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(refused).not.toBeNull()
    expect(isCreationRace(refused)).toBe(true)
  })
})
