// Opaque random bearer tokens: 256 random bits, stored hashed, revocable, 30 days long. Each token is a session the
// customer (or reseller) can list and revoke. Tokens rotate on login: the token the browser presented is revoked,
// expired and revoked rows of the subject are pruned, and beyond SESSION_MAX_LIVE_PER_SUBJECT live sessions the
// least recently used are revoked.
import { hash, randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { bearerToken } from '../../auth/bearer-token'
import type { ChangeCache } from '../../db/change-cache'
import type { Db } from '../../db/client'
import { LOCK_SPACE, withKeyLocks } from '../../db/key-lock'
import type { Identity } from '../../auth/identity'
import { notFound } from '../../http/api-error'
import { SESSION_MAX_LIVE_PER_SUBJECT, SESSION_TOUCH_INTERVAL_SECONDS } from '../../../domain/limits'
import {
  findLiveToken,
  insertToken,
  listLiveTokens,
  pruneTokens,
  revokeSubjectToken,
  revokeSubjectTokens,
  revokeToken,
  revokeTokensById,
  touchToken,
} from './token-data'
import { deviceLabel } from './device-label'

const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

// The one-shot hash (Node 20.12+) makes no Hash object: it runs on every authenticated request.
const hashToken = (token: string) => hash('sha256', token, 'hex')

/** What a login request tells about the session it opens: its device label and the bearer it still carried. */
export interface LoginContext {
  device: string
  presentedToken: string | null
}

export const loginContext = (request: FastifyRequest): LoginContext => ({
  device: deviceLabel(request.headers['user-agent']),
  presentedToken: bearerToken(request),
})

export async function issueToken(db: Db, subject: { kind: Identity['kind']; id: string }, now: Date, context: LoginContext) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS)
  // Under the subject's lock so two logins at once cannot both stay under the cap.
  await withKeyLocks(db, [[LOCK_SPACE.sessions, `${subject.kind}:${subject.id}`]], async (tx) => {
    if (context.presentedToken) await revokeToken(tx, hashToken(context.presentedToken), now)
    await pruneTokens(tx, subject, now)
    const id = await insertToken(tx, {
      token_hash: hashToken(token),
      subject_id: subject.id,
      subject_kind: subject.kind,
      created_at: now,
      last_used_at: now,
      expires_at: expiresAt,
      device: context.device,
    })
    const others = (await listLiveTokens(tx, subject, now, SESSION_MAX_LIVE_PER_SUBJECT + 50)).filter((row) => row.id !== id)
    await revokeTokensById(
      tx,
      others.slice(SESSION_MAX_LIVE_PER_SUBJECT - 1).map((row) => row.id),
      now,
    )
  })
  return { token, expiresAt }
}

/** A resolved token as the bearer check keeps it (server/app-caches.ts): who, until when, and when last touched. */
export interface CachedToken {
  identity: Identity
  expiresAt: Date
  lastUsedAt: Date | null
}

// Times are compared as numbers: `date <= date` converts each Date through valueOf on V8's slow path, three times a
// payment poll (issue 19).
const isStale = (lastUsedAt: Date | null, staleBeforeMs: number) => !lastUsedAt || lastUsedAt.getTime() < staleBeforeMs

/** The caller of a live token, or null; with a cache, a token seen within its TTL costs no query (but its touch). */
export async function resolveToken(db: Db, token: string, now: Date, cache?: ChangeCache<CachedToken>): Promise<Identity | null> {
  const tokenHash = hashToken(token)
  const nowMs = now.getTime()
  const staleBeforeMs = nowMs - SESSION_TOUCH_INTERVAL_SECONDS * 1000
  const cached = cache?.get(tokenHash)
  if (cached) {
    if (cached.expiresAt.getTime() <= nowMs) return null
    if (isStale(cached.lastUsedAt, staleBeforeMs)) {
      cached.lastUsedAt = now
      await touchToken(db, cached.identity.sessionId, now, new Date(staleBeforeMs))
    }
    return cached.identity
  }
  const mark = cache?.mark() ?? 0
  const read = () => readToken(db, tokenHash, now, staleBeforeMs)
  const found = cache ? await cache.shared(tokenHash, read) : await read()
  if (!found || found.expiresAt.getTime() <= nowMs) return null
  cache?.set(tokenHash, found, mark)
  return found.identity
}

/** The live token's row as cached, touched when its last use is stale. */
async function readToken(db: Db, tokenHash: string, now: Date, staleBeforeMs: number): Promise<CachedToken | null> {
  const row = await findLiveToken(db, tokenHash, now)
  if (!row) return null
  const identity: Identity = { kind: row.subject_kind, id: row.subject_id, tokenHash, sessionId: row.id }
  let lastUsedAt = row.last_used_at
  if (isStale(lastUsedAt, staleBeforeMs)) {
    lastUsedAt = now
    await touchToken(db, row.id, now, new Date(staleBeforeMs))
  }
  return { identity, expiresAt: row.expires_at, lastUsedAt }
}

export async function revoke(db: Db, identity: Identity, now: Date) {
  await revokeToken(db, identity.tokenHash, now)
}

export type SessionView = { id: string; device: string; createdAt: string; lastUsedAt: string; current: boolean }

/** The caller's live sessions, most recently used first; never a token or its hash. */
export async function listSessions(db: Db, identity: Identity, now: Date): Promise<SessionView[]> {
  const rows = await listLiveTokens(db, identity, now, SESSION_MAX_LIVE_PER_SUBJECT)
  return rows.map((row) => ({
    id: row.id,
    device: row.device ?? '',
    createdAt: row.created_at.toISOString(),
    lastUsedAt: (row.last_used_at ?? row.created_at).toISOString(),
    current: row.id === identity.sessionId,
  }))
}

/** Another subject's session answers exactly like one that does not exist. */
export async function revokeSession(db: Db, identity: Identity, sessionId: string, now: Date) {
  if (!(await revokeSubjectToken(db, identity, sessionId, now))) throw notFound('登录会话不存在或已失效')
}

/** 'others' keeps the calling session; 'all' ends it too (log out everywhere). */
export async function revokeSessions(db: Db, identity: Identity, scope: 'others' | 'all', now: Date): Promise<number> {
  return revokeSubjectTokens(db, identity, now, scope === 'others' ? identity.sessionId : undefined)
}
