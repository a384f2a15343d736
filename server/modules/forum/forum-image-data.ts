// SQL for post images (forum_images: base64 bytes, public by id).
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { forumImages } from '../../db/schema'

export type ForumImageRow = typeof forumImages.$inferSelect

export async function insertImage(db: DbOrTx, image: Omit<typeof forumImages.$inferInsert, 'id' | 'creatortime'>, now: Date) {
  const rows = await db
    .insert(forumImages)
    .values({ ...image, creatortime: now })
    .returning({ id: forumImages.id })
  return rows[0].id
}

export async function findImage(db: DbOrTx, id: string): Promise<ForumImageRow | undefined> {
  const rows = await db.select().from(forumImages).where(eq(forumImages.id, id)).limit(1)
  return rows[0]
}
