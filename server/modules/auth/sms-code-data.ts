// SQL for SMS codes (stored hashed): the latest live code of a phone, attempts and single use.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { smsCodes } from '../../db/schema'

export type SmsCodeRow = typeof smsCodes.$inferSelect

export async function insertSmsCode(db: DbOrTx, row: typeof smsCodes.$inferInsert) {
  await db.insert(smsCodes).values(row)
}

export async function findLatestLiveCode(db: DbOrTx, phone: string, purpose: string, now: Date) {
  const rows = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.used_at), gt(smsCodes.expires_at, now)))
    .orderBy(desc(smsCodes.created_at))
    .limit(1)
  return rows[0]
}

export async function countFailedAttempt(db: DbOrTx, id: string) {
  await db.update(smsCodes).set({ attempts: sql`${smsCodes.attempts} + 1` }).where(eq(smsCodes.id, id))
}

/** Conditional update: of two logins racing with one code, exactly one consumes it. */
export async function consumeCode(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ used_at: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.used_at)))
    .returning({ id: smsCodes.id })
  return rows.length === 1
}
