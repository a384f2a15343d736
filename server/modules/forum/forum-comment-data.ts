// SQL for comments (a post's answers) and their replies (one level under a comment).
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { forumComments, forumPosts, forumReplies } from '../../db/schema'
import type { PageWindow } from '../../http/paging'

export type ForumCommentRow = typeof forumComments.$inferSelect
export type ForumReplyRow = typeof forumReplies.$inferSelect
export type NewForumComment = Pick<typeof forumComments.$inferInsert, 'postid' | 'userid' | 'username' | 'content'>
export type NewForumReply = Pick<
  typeof forumReplies.$inferInsert,
  'commentid' | 'postid' | 'userid' | 'username' | 'replytouserid' | 'replytousername' | 'content'
>

export async function selectCommentPage(db: DbOrTx, postid: string, window: PageWindow) {
  const where = eq(forumComments.postid, postid)
  const rows = await db
    .select()
    .from(forumComments)
    .where(where)
    .orderBy(asc(forumComments.creatortime), asc(forumComments.id))
    .limit(window.pageSize)
    .offset(window.offset)
  const [{ total }] = await db.select({ total: count() }).from(forumComments).where(where)
  return { rows, total }
}

export async function selectCommentsByUser(db: DbOrTx, userid: string, window: PageWindow) {
  const where = eq(forumComments.userid, userid)
  const rows = await db
    .select({ comment: forumComments, postTitle: forumPosts.postTitle })
    .from(forumComments)
    .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postid))
    .where(where)
    .orderBy(desc(forumComments.creatortime), desc(forumComments.id))
    .limit(window.pageSize)
    .offset(window.offset)
  const [{ total }] = await db.select({ total: count() }).from(forumComments).where(where)
  return { rows, total }
}

/** The replies of these comments, oldest first. */
export async function selectRepliesOf(db: DbOrTx, commentids: string[]): Promise<ForumReplyRow[]> {
  if (commentids.length === 0) return []
  return db
    .select()
    .from(forumReplies)
    .where(inArray(forumReplies.commentid, commentids))
    .orderBy(asc(forumReplies.creatortime), asc(forumReplies.id))
}

export async function findComment(db: DbOrTx, id: string): Promise<ForumCommentRow | undefined> {
  const rows = await db.select().from(forumComments).where(eq(forumComments.id, id)).limit(1)
  return rows[0]
}

export async function findReply(db: DbOrTx, id: string): Promise<ForumReplyRow | undefined> {
  const rows = await db.select().from(forumReplies).where(eq(forumReplies.id, id)).limit(1)
  return rows[0]
}

export async function insertComment(db: DbOrTx, comment: NewForumComment, now: Date): Promise<ForumCommentRow> {
  const rows = await db
    .insert(forumComments)
    .values({ ...comment, creatortime: now })
    .returning()
  return rows[0]
}

export async function insertReply(db: DbOrTx, reply: NewForumReply, now: Date): Promise<ForumReplyRow> {
  const rows = await db
    .insert(forumReplies)
    .values({ ...reply, creatortime: now })
    .returning()
  return rows[0]
}

export async function updateCommentText(db: DbOrTx, id: string, content: string, now: Date): Promise<ForumCommentRow> {
  const rows = await db.update(forumComments).set({ content, edittime: now }).where(eq(forumComments.id, id)).returning()
  return rows[0]
}

export async function updateReplyText(db: DbOrTx, id: string, content: string, now: Date): Promise<ForumReplyRow> {
  const rows = await db.update(forumReplies).set({ content, edittime: now }).where(eq(forumReplies.id, id)).returning()
  return rows[0]
}

/** Locks the comment's row until the transaction ends (false: no such comment). */
export async function lockComment(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: forumComments.id }).from(forumComments).where(eq(forumComments.id, id)).for('update')
  return rows.length > 0
}

/** Deletes the comment only while it has no replies; call with the comment locked (lockComment), as a reply's insert is. */
export async function deleteCommentWithoutReplies(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(forumComments)
    .where(
      and(eq(forumComments.id, id), sql`not exists (select 1 from ${forumReplies} where ${forumReplies.commentid} = ${forumComments.id})`),
    )
    .returning({ id: forumComments.id })
  return rows.length > 0
}

export async function deleteReply(db: DbOrTx, id: string) {
  await db.delete(forumReplies).where(eq(forumReplies.id, id))
}

/** Who takes part in a comment's thread: its post's author, its author and the authors of its replies. */
export async function participantsOf(db: DbOrTx, comment: ForumCommentRow): Promise<Map<string, string | null>> {
  const [post] = await db
    .select({ userid: forumPosts.postAdminid, username: forumPosts.postAdmin })
    .from(forumPosts)
    .where(eq(forumPosts.id, comment.postid))
  const replies = await db
    .select({ userid: forumReplies.userid, username: forumReplies.username })
    .from(forumReplies)
    .where(eq(forumReplies.commentid, comment.id))
  const people = [...(post ? [post] : []), { userid: comment.userid, username: comment.username }, ...replies]
  return new Map(people.map((person) => [person.userid, person.username]))
}
