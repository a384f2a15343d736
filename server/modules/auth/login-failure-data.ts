// SQL for failed password logins (the lockout counts them per account over a window). An attempt is recorded as a
// failure before its password is checked and forgotten again when the password was right.
import { and, count, eq, gt } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { loginFailures } from '../../db/schema'

export async function recordLoginFailure(db: DbOrTx, account: string, ip: string, now: Date): Promise<string> {
  const [row] = await db.insert(loginFailures).values({ account, ip, created_at: now }).returning({ id: loginFailures.id })
  return row.id
}

export async function forgetLoginFailure(db: DbOrTx, id: string) {
  await db.delete(loginFailures).where(eq(loginFailures.id, id))
}

export async function countLoginFailures(db: DbOrTx, account: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, account), gt(loginFailures.created_at, since)))
  return row?.n ?? 0
}
