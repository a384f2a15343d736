// One company news entry (the list is content-data.ts's selectCompanyMessages).
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { companyMessages } from '../../db/schema'

export async function selectCompanyMessage(db: DbOrTx, id: string) {
  const rows = await db
    .select()
    .from(companyMessages)
    .where(and(eq(companyMessages.id, id), eq(companyMessages.enabledmark, 1)))
    .limit(1)
  return rows[0]
}
