// SQL for stored files (annex_files).
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { annexFiles } from '../../db/schema'

export type AnnexFileRow = typeof annexFiles.$inferSelect

export async function findAnnexFileById(db: DbOrTx, id: string): Promise<AnnexFileRow | undefined> {
  const rows = await db.select().from(annexFiles).where(eq(annexFiles.id, id)).limit(1)
  return rows[0]
}
