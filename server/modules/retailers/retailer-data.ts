// SQL for reseller invitation codes.
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { retailers } from '../../db/schema'

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
