// Opaque random bearer tokens: 256 random bits, stored hashed, revocable, 30 days long.
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../../db/client'
import type { Identity } from '../../auth/identity'
import { findLiveToken, insertToken, revokeToken } from './token-data'

const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function issueToken(db: Db, subject: { kind: Identity['kind']; id: string }, now = new Date()) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS)
  await insertToken(db, {
    token_hash: hashToken(token),
    subject_id: subject.id,
    subject_kind: subject.kind,
    expires_at: expiresAt,
  })
  return { token, expiresAt }
}

export async function resolveToken(db: Db, token: string, now = new Date()): Promise<Identity | null> {
  const tokenHash = hashToken(token)
  const row = await findLiveToken(db, tokenHash, now)
  return row ? { kind: row.subject_kind, id: row.subject_id, tokenHash } : null
}

export async function revoke(db: Db, identity: Identity, now = new Date()) {
  await revokeToken(db, identity.tokenHash, now)
}
