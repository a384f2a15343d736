// SQL for QR login attempts (wechat_logins): the browser-bound state and the verified, not yet bound identity.
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { wechatLogins } from '../../db/schema'

export type WechatLoginRow = typeof wechatLogins.$inferSelect

export async function insertWechatLogin(db: DbOrTx, row: typeof wechatLogins.$inferInsert) {
  await db.insert(wechatLogins).values(row)
}

/** A state that is unexpired and not yet completed (a login or a binding finishes it). */
export async function findOpenWechatLogin(db: DbOrTx, state: string, now: Date): Promise<WechatLoginRow | undefined> {
  const rows = await db
    .select()
    .from(wechatLogins)
    .where(and(eq(wechatLogins.state, state), gt(wechatLogins.expires_at, now), isNull(wechatLogins.completed_at)))
    .limit(1)
  return rows[0]
}

export async function markVerified(db: DbOrTx, id: string, openid: string, unionid: string, now: Date) {
  await db.update(wechatLogins).set({ openid, unionid, verified_at: now }).where(eq(wechatLogins.id, id))
}

/** Conditional update: a state completes once, so a verified identity binds one phone only. */
export async function markCompleted(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(wechatLogins)
    .set({ completed_at: now })
    .where(and(eq(wechatLogins.id, id), isNull(wechatLogins.completed_at)))
    .returning({ id: wechatLogins.id })
  return rows.length === 1
}
