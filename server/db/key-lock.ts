// Check-then-record under a per-key lock, so a limit counted in SQL cannot be raced past: the callback runs in a
// transaction that first takes pg_advisory_xact_lock(space, hashtext(key)) for each key (released at commit).
// On PostgreSQL that serialises the requests of one key across connections and processes. PGlite is one
// connection where advisory locks are re-entrant, but its transaction() is exclusive: every other query of the
// process waits until it ends, so the callback is atomic there too. Keep slow work (hashing, sending) outside.
import { sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from './client'

/** One lock space per limit (the first int4 of the two-key advisory lock), so keys of different limits never meet. */
export const LOCK_SPACE = {
  passwordLogin: 1101,
  smsPhone: 1102,
  smsIp: 1103,
  retailerCode: 1104,
  sessions: 1105,
} as const

export type LockKey = readonly [space: (typeof LOCK_SPACE)[keyof typeof LOCK_SPACE], key: string]

/** Locks are taken in the order given; every caller passes its spaces in LOCK_SPACE order, so no two wait on each other in a cycle. */
export async function withKeyLocks<T>(db: DbOrTx, keys: readonly LockKey[], work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    for (const [space, key] of keys) await tx.execute(sql`select pg_advisory_xact_lock(${space}::int4, hashtext(${key}))`)
    return work(tx)
  })
}
