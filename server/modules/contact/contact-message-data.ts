// SQL for contact messages (left_messages).
import type { DbOrTx } from '../../db/client'
import { leftMessages } from '../../db/schema'

export type NewContactMessage = Omit<typeof leftMessages.$inferInsert, 'id' | 'creatortime'>

export async function insertContactMessage(db: DbOrTx, message: NewContactMessage, now: Date): Promise<string> {
  const rows = await db
    .insert(leftMessages)
    .values({ ...message, creatortime: now })
    .returning({ id: leftMessages.id })
  return rows[0].id
}
