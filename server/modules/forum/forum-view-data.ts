// SQL for views: one row per post, visitor and day (unique key forum_views_uq); postWatch moves only when the row
// was inserted, in the same transaction.
import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { forumPosts, forumViews } from '../../db/schema'

export async function recordView(tx: Tx, postid: string, visitor: string, day: string): Promise<boolean> {
  const inserted = await tx
    .insert(forumViews)
    .values({ postid, visitor, day })
    .onConflictDoNothing()
    .returning({ postid: forumViews.postid })
  if (inserted.length === 0) return false
  await tx
    .update(forumPosts)
    .set({ postWatch: sql`${forumPosts.postWatch} + 1` })
    .where(eq(forumPosts.id, postid))
  return true
}
