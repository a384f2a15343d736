// SQL for reseller identities.
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { retailLevels, retailers } from '../../db/schema'

export async function findRetailerByPhone(db: DbOrTx, phone: string) {
  const rows = await db
    .select()
    .from(retailers)
    .where(and(eq(retailers.phonenumber, phone), eq(retailers.enabledmark, 1)))
    .limit(1)
  return rows[0]
}

export async function findRetailerWithLevel(db: DbOrTx, id: string) {
  const rows = await db
    .select({ retailer: retailers, levelname: retailLevels.levelname })
    .from(retailers)
    .leftJoin(retailLevels, eq(retailLevels.id, retailers.retaillevel))
    .where(eq(retailers.id, id))
    .limit(1)
  return rows[0]
}
