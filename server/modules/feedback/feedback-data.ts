// SQL for feedback and its image (stored in annex_files, base64, so it lives in the database on both drivers).
import type { DbOrTx } from '../../db/client'
import { annexFiles, feedback } from '../../db/schema'

export type NewFeedback = Omit<typeof feedback.$inferInsert, 'id' | 'creatortime'>
export type NewAnnexFile = Omit<typeof annexFiles.$inferInsert, 'id' | 'creatortime'>

export async function insertAnnexFile(db: DbOrTx, file: NewAnnexFile, now: Date): Promise<string> {
  const rows = await db
    .insert(annexFiles)
    .values({ ...file, creatortime: now })
    .returning({ id: annexFiles.id })
  return rows[0].id
}

export async function insertFeedback(db: DbOrTx, row: NewFeedback, now: Date): Promise<string> {
  const rows = await db
    .insert(feedback)
    .values({ ...row, creatortime: now })
    .returning({ id: feedback.id })
  return rows[0].id
}
