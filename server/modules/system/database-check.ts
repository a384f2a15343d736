// The health call's database check, shared: concurrent checks wait for one `select 1`, and a success answers the
// checks of the next CHECK_REUSE_MS too (a load balancer polling many times a second costs one query a second).
// A failure is never reused: the next check asks the database again.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

export const CHECK_REUSE_MS = 1000

interface CheckState {
  running?: Promise<void>
  okAt?: number
}

const states = new WeakMap<Db, CheckState>()

export async function checkDatabase(db: Db): Promise<void> {
  let state = states.get(db)
  if (!state) states.set(db, (state = {}))
  if (state.okAt !== undefined && performance.now() - state.okAt < CHECK_REUSE_MS) return
  const current = state
  current.running ??= db
    .execute(sql`select 1`)
    .then(() => {
      current.okAt = performance.now()
    })
    .finally(() => {
      current.running = undefined
    })
  await current.running
}
