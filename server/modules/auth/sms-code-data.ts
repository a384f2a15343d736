// SQL for SMS codes (stored hashed): the latest code of a phone, retiring older ones, attempts, single use and the send counts.
import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { smsCodes } from '../../db/schema'

export type SmsCodeRow = typeof smsCodes.$inferSelect

export async function insertSmsCode(db: DbOrTx, row: typeof smsCodes.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(smsCodes).values(row).returning({ id: smsCodes.id })
  return inserted.id
}

/** A code the SMS platform refused to send never existed: it neither counts towards the limits nor can be checked. */
export async function deleteSmsCode(db: DbOrTx, id: string) {
  await db.delete(smsCodes).where(eq(smsCodes.id, id))
}

/** The phone's latest code of a purpose, whether used, retired or expired (the caller judges it). */
export async function findLatestCode(db: DbOrTx, phone: string, purpose: string): Promise<SmsCodeRow | undefined> {
  const rows = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.created_at))
    .limit(1)
  return rows[0]
}

/** A newer code supersedes every older one: they are marked used, so none of them works again. */
export async function retireCodes(db: DbOrTx, phone: string, purpose: string, now: Date) {
  await db
    .update(smsCodes)
    .set({ used_at: now })
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.used_at)))
}

/** Counts a check before comparing, atomically: parallel guesses cannot get past the limit. False when dead. */
export async function claimAttempt(db: DbOrTx, id: string, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, id), lt(smsCodes.attempts, maxAttempts)))
    .returning({ id: smsCodes.id })
  return rows.length === 1
}

/** A right check (checkVerCode) gives its attempt back: only wrong checks count. */
export async function refundAttempt(db: DbOrTx, id: string) {
  await db
    .update(smsCodes)
    .set({ attempts: sql`greatest(${smsCodes.attempts} - 1, 0)` })
    .where(eq(smsCodes.id, id))
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

/** Codes sent to a phone since `hourAgo` and since `dayAgo`, and when the latest was sent. */
export async function phoneSendStats(db: DbOrTx, phone: string, hourAgo: Date, dayAgo: Date) {
  const [row] = await db
    .select({
      lastHour: sql<number>`count(*) filter (where ${smsCodes.created_at} > ${hourAgo})`.mapWith(Number),
      lastDay: count(),
      latest: max(smsCodes.created_at),
    })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gt(smsCodes.created_at, dayAgo)))
  return { lastHour: row?.lastHour ?? 0, lastDay: row?.lastDay ?? 0, latest: row?.latest ? new Date(row.latest) : null }
}

export async function countSentFromIp(db: DbOrTx, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), gt(smsCodes.created_at, since)))
  return row?.n ?? 0
}
