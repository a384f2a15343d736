// SQL for reseller invitation codes.
import { and, count, eq, gt } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { retailerCodeMisses, retailers } from '../../db/schema'

export type RetailerRow = typeof retailers.$inferSelect

/** The enabled reseller with exactly this invitation code. */
export async function findRetailerByCode(db: DbOrTx, retailcode: string): Promise<RetailerRow | undefined> {
  const rows = await db
    .select()
    .from(retailers)
    .where(and(eq(retailers.retailcode, retailcode), eq(retailers.enabledmark, 1)))
    .limit(1)
  return rows[0]
}

export async function recordRetailerCodeMiss(db: DbOrTx, userid: string, now: Date): Promise<void> {
  await db.insert(retailerCodeMisses).values({ userid, created_at: now })
}

export async function countRetailerCodeMisses(db: DbOrTx, userid: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(retailerCodeMisses)
    .where(and(eq(retailerCodeMisses.userid, userid), gt(retailerCodeMisses.created_at, since)))
  return row?.n ?? 0
}
