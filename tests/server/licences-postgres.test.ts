// The licence creation races on a real PostgreSQL server (a pool of 10 connections, so requests truly overlap; PGlite
// runs one statement at a time): the remaining count is consumed by a conditional update, the partial unique index
// keeps one valid licence per product and machine.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { itRunsTheSharedRaces, twoOrdersOneMachine, type Buyer } from './support/licence-races'
import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from '../../tools/throwaway-postgres'
import { startTestApp, type TestApp } from './support/test-app'

const unavailable = throwawayPostgresUnavailable()
if (unavailable) console.warn(`PostgreSQL licence race tests skipped: ${unavailable}`)

describe.skipIf(unavailable !== null)('licence creation races on PostgreSQL', () => {
  const PHONE = '13500000152'
  const OTHER_PHONE = '13500000154'
  let cluster: ThrowawayPostgres
  let t: TestApp
  let token: string
  let otherToken: string
  beforeAll(async () => {
    cluster = await startThrowawayPostgres()
    t = await startTestApp({ databaseUrl: cluster.url })
    token = await t.login(PHONE)
    otherToken = await t.login(OTHER_PHONE)
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await cluster?.stop()
  })

  itRunsTheSharedRaces(() => ({ t, token, phone: PHONE }))

  /**
   * Both requests are brought past the check inside their transactions (neither sees a valid licence yet) to their
   * insert: a second connection locks the customers' rows FOR UPDATE, which the foreign key check that follows a
   * licence insert must share. The first insert has its row in the index and waits for that lock; the second insert
   * waits on the first's transaction in licenses_valid_machine_product_uq. Once both wait so, the lock is released:
   * the first commits, the second fails with 23505 and must answer 409 with the duplicate message, not a 5xx.
   */
  async function raceThroughTheIndex(buyers: [Buyer, Buyer], machinecode: string) {
    const blocker = new pg.Client({ connectionString: cluster.url })
    // pg_stat_activity is read once per transaction: the watcher reads outside the blocker's.
    const watcher = new pg.Client({ connectionString: cluster.url })
    await Promise.all([blocker.connect(), watcher.connect()])
    try {
      const ids = await Promise.all(
        buyers.map(
          async (buyer) => (await t.call('GET', '/api/business/C_customers/userinfo', { token: buyer.token })).json.data.id as string,
        ),
      )
      const blockerPid = (await blocker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid
      const waitingInserts = async () =>
        (
          await watcher.query<{ pid: number; by: number[] }>(
            `select pid, pg_blocking_pids(pid) as by from pg_stat_activity
              where state = 'active' and wait_event_type = 'Lock' and query ilike 'insert into "licenses"%'`,
          )
        ).rows
      await twoOrdersOneMachine(t, buyers, machinecode, {
        beforeRacing: async () => {
          await blocker.query('begin')
          await blocker.query('select id from customers where id = any($1) for update', [ids])
        },
        whileRacing: async () => {
          const deadline = Date.now() + 20_000
          let waiting = await waitingInserts()
          while (waiting.length < 2) {
            if (Date.now() > deadline) throw new Error(`the two licence inserts never both waited: ${JSON.stringify(waiting)}`)
            await new Promise((resolve) => setTimeout(resolve, 20))
            waiting = await waitingInserts()
          }
          const first = waiting.find((row) => row.by.includes(blockerPid))
          expect(first).toBeDefined()
          expect(waiting.find((row) => row !== first)?.by).toEqual([first!.pid])
          await blocker.query('commit')
        },
      })
    } finally {
      await blocker.query('rollback').catch(() => undefined)
      await Promise.all([blocker.end(), watcher.end()])
    }
  }

  it('two paid orders of one customer, both past the check: the unique index refuses the second with 409', async () => {
    await raceThroughTheIndex(
      [
        { token, phone: PHONE },
        { token, phone: PHONE },
      ],
      'RACE-INDEX-ORDERS',
    )
  }, 60_000)

  it('two customers’ paid orders, both past the check: the unique index refuses the second with 409', async () => {
    await raceThroughTheIndex(
      [
        { token, phone: PHONE },
        { token: otherToken, phone: OTHER_PHONE },
      ],
      'RACE-INDEX-CUSTOMERS',
    )
  }, 60_000)
})
