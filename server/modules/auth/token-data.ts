// SQL for bearer tokens (stored as sha256 hashes only).
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { authTokens } from '../../db/schema'

export async function insertToken(db: DbOrTx, row: typeof authTokens.$inferInsert) {
  await db.insert(authTokens).values(row)
}

export async function findLiveToken(db: DbOrTx, tokenHash: string, now: Date) {
  const rows = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.token_hash, tokenHash), isNull(authTokens.revoked_at), gt(authTokens.expires_at, now)))
    .limit(1)
  return rows[0]
}

export async function revokeToken(db: DbOrTx, tokenHash: string, now: Date) {
  await db
    .update(authTokens)
    .set({ revoked_at: now })
    .where(and(eq(authTokens.token_hash, tokenHash), isNull(authTokens.revoked_at)))
}
