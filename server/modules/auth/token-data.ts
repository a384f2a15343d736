// SQL for bearer tokens (stored as sha256 hashes only); each live row is one session of a customer or reseller.
// A revocation tells this process's token cache at once; other processes hear of it by the table's NOTIFY trigger.
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm'
import { announceChange } from '../../db/change-feed'
import type { DbOrTx } from '../../db/client'
import { authTokens } from '../../db/schema'

export type TokenRow = typeof authTokens.$inferSelect
type Subject = { kind: TokenRow['subject_kind']; id: string }

const ofSubject = (subject: Subject) => and(eq(authTokens.subject_kind, subject.kind), eq(authTokens.subject_id, subject.id))
const live = (now: Date) => and(isNull(authTokens.revoked_at), gt(authTokens.expires_at, now))
const lastActivity = sql`coalesce(${authTokens.last_used_at}, ${authTokens.created_at})`

export async function insertToken(db: DbOrTx, row: typeof authTokens.$inferInsert) {
  const [inserted] = await db.insert(authTokens).values(row).returning({ id: authTokens.id })
  return inserted.id
}

export async function findLiveToken(db: DbOrTx, tokenHash: string, now: Date) {
  const rows = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.token_hash, tokenHash), live(now)))
    .limit(1)
  return rows[0]
}

/** Conditional: concurrent requests of one session write last_used_at once per interval. */
export async function touchToken(db: DbOrTx, id: string, now: Date, staleBefore: Date) {
  await db
    .update(authTokens)
    .set({ last_used_at: now })
    .where(and(eq(authTokens.id, id), or(isNull(authTokens.last_used_at), lt(authTokens.last_used_at, staleBefore))))
}

export async function revokeToken(db: DbOrTx, tokenHash: string, now: Date) {
  await db
    .update(authTokens)
    .set({ revoked_at: now })
    .where(and(eq(authTokens.token_hash, tokenHash), isNull(authTokens.revoked_at)))
  announceChange('summit_tokens', tokenHash)
}

/** Expired and revoked rows of a subject are deleted (a deleted token answers like a revoked one). */
export async function pruneTokens(db: DbOrTx, subject: Subject, now: Date) {
  await db.delete(authTokens).where(and(ofSubject(subject), or(isNotNull(authTokens.revoked_at), lte(authTokens.expires_at, now))))
}

/** The subject's live sessions, most recently used first. */
export async function listLiveTokens(db: DbOrTx, subject: Subject, now: Date, limit: number): Promise<TokenRow[]> {
  return db
    .select()
    .from(authTokens)
    .where(and(ofSubject(subject), live(now)))
    .orderBy(desc(lastActivity), desc(authTokens.created_at), desc(authTokens.id))
    .limit(limit)
}

export async function revokeTokensById(db: DbOrTx, ids: string[], now: Date) {
  if (ids.length === 0) return
  await db
    .update(authTokens)
    .set({ revoked_at: now })
    .where(and(inArray(authTokens.id, ids), isNull(authTokens.revoked_at)))
  announceChange('summit_tokens', '*')
}

/** Revokes one live session of the subject; false when there is none with that id (another subject's included). */
export async function revokeSubjectToken(db: DbOrTx, subject: Subject, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ revoked_at: now })
    .where(and(eq(authTokens.id, id), ofSubject(subject), live(now)))
    .returning({ id: authTokens.id })
  announceChange('summit_tokens', '*')
  return rows.length === 1
}

/** Revokes every live session of the subject, or every one but `keepId`; answers how many. */
export async function revokeSubjectTokens(db: DbOrTx, subject: Subject, now: Date, keepId?: string): Promise<number> {
  const rows = await db
    .update(authTokens)
    .set({ revoked_at: now })
    .where(and(ofSubject(subject), live(now), keepId ? ne(authTokens.id, keepId) : undefined))
    .returning({ id: authTokens.id })
  announceChange('summit_tokens', '*')
  return rows.length
}
