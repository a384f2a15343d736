// SQL for forum modules and posts.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { ForumSort } from '../../../domain/forum-rules'
import type { DbOrTx } from '../../db/client'
import { forumComments, forumModules, forumPosts } from '../../db/schema'
import type { PageWindow } from '../../http/paging'

export type ForumModuleRow = typeof forumModules.$inferSelect
export type ForumPostRow = typeof forumPosts.$inferSelect
export type NewForumPost = Pick<typeof forumPosts.$inferInsert, 'postTitle' | 'postAdmin' | 'postAdminid' | 'postBiboid' | 'content'>

const postCountOf = (biboId: SQL | typeof forumModules.biboId) =>
  sql<number>`(select count(*) from ${forumPosts} where ${forumPosts.postBiboid} = ${biboId} and ${forumPosts.fEnabledmark} = 1)`.mapWith(
    Number,
  )

export function selectEnabledModules(db: DbOrTx) {
  return db
    .select({ module: forumModules, postCount: postCountOf(forumModules.biboId) })
    .from(forumModules)
    .where(eq(forumModules.fEnabledmark, 1))
    .orderBy(asc(forumModules.fSortcode), asc(forumModules.id))
}

export async function findModule(db: DbOrTx, id: string) {
  const rows = await db
    .select({ module: forumModules, postCount: postCountOf(forumModules.biboId) })
    .from(forumModules)
    .where(eq(forumModules.id, id))
    .limit(1)
  return rows[0]
}

export async function findModuleByBiboId(db: DbOrTx, biboId: string): Promise<ForumModuleRow | undefined> {
  const rows = await db.select().from(forumModules).where(eq(forumModules.biboId, biboId)).limit(1)
  return rows[0]
}

export interface PostFilter {
  biboId?: string
  userid?: string
  keyword?: string
  sort: ForumSort
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function postConditions(filter: PostFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(forumPosts.fEnabledmark, 1)]
  if (filter.biboId) conditions.push(eq(forumPosts.postBiboid, filter.biboId))
  if (filter.userid) conditions.push(eq(forumPosts.postAdminid, filter.userid))
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`
    conditions.push(or(ilike(forumPosts.postTitle, pattern), ilike(forumPosts.content, pattern)))
  }
  return and(...conditions)
}

// The post and its module's title with the title's translations (a module is a content record: migration 0017).
export const postColumns = {
  post: forumPosts,
  forummoduleTitle: forumModules.forummoduleTitle,
  forummoduleTranslations: forumModules.translations,
}

export async function selectPostPage(db: DbOrTx, filter: PostFilter, window: PageWindow) {
  const where = postConditions(filter)
  const order = filter.sort === 'postLastactivity' ? forumPosts.postLastactivity : forumPosts.postCreatetime
  const rows = await db
    .select(postColumns)
    .from(forumPosts)
    .leftJoin(forumModules, eq(forumModules.biboId, forumPosts.postBiboid))
    .where(where)
    .orderBy(desc(order), desc(forumPosts.id))
    .limit(window.pageSize)
    .offset(window.offset)
  const [{ total }] = await db.select({ total: count() }).from(forumPosts).where(where)
  return { rows, total }
}

export async function findPost(db: DbOrTx, id: string) {
  const rows = await db
    .select(postColumns)
    .from(forumPosts)
    .leftJoin(forumModules, eq(forumModules.biboId, forumPosts.postBiboid))
    .where(and(eq(forumPosts.id, id), eq(forumPosts.fEnabledmark, 1)))
    .limit(1)
  return rows[0]
}

export async function insertPost(db: DbOrTx, post: NewForumPost, now: Date): Promise<string> {
  const rows = await db
    .insert(forumPosts)
    .values({ ...post, postCreatetime: now, postLastactivity: now })
    .returning({ id: forumPosts.id })
  return rows[0].id
}

export async function updatePostText(db: DbOrTx, id: string, text: Pick<NewForumPost, 'postTitle' | 'content' | 'postBiboid'>, now: Date) {
  await db
    .update(forumPosts)
    .set({ ...text, postEdittime: now })
    .where(eq(forumPosts.id, id))
}

/** Locks the post's row until the transaction ends (false: no such post). */
export async function lockPost(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.id, id)).for('update')
  return rows.length > 0
}

/** Deletes the post only while it has no comments; call with the post locked (lockPost), as a comment's insert is. */
export async function deletePostWithoutComments(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(forumPosts)
    .where(and(eq(forumPosts.id, id), sql`not exists (select 1 from ${forumComments} where ${forumComments.postid} = ${forumPosts.id})`))
    .returning({ id: forumPosts.id })
  return rows.length > 0
}

/**
 * A comment or reply is being written: the post is active now, and its comment count moves by commentDelta. The
 * update also locks the post's row for the rest of the transaction (false: the post is gone).
 */
export async function touchPost(db: DbOrTx, id: string, now: Date, commentDelta: number): Promise<boolean> {
  const rows = await db
    .update(forumPosts)
    .set({
      postLastactivity: sql`greatest(${forumPosts.postLastactivity}, ${now.toISOString()}::timestamptz)`,
      postCommentcount: sql`greatest(0, ${forumPosts.postCommentcount} + ${commentDelta})`,
    })
    .where(eq(forumPosts.id, id))
    .returning({ id: forumPosts.id })
  return rows.length > 0
}

export async function addCommentCount(db: DbOrTx, id: string, delta: number) {
  await db
    .update(forumPosts)
    .set({ postCommentcount: sql`greatest(0, ${forumPosts.postCommentcount} + ${delta})` })
    .where(eq(forumPosts.id, id))
}

/** Enabled posts per author. */
export async function postCountsOf(db: DbOrTx, userids: string[]): Promise<Map<string, number>> {
  if (userids.length === 0) return new Map()
  const rows = await db
    .select({ userid: forumPosts.postAdminid, total: count() })
    .from(forumPosts)
    .where(and(inArray(forumPosts.postAdminid, userids), eq(forumPosts.fEnabledmark, 1)))
    .groupBy(forumPosts.postAdminid)
  return new Map(rows.map((row) => [row.userid, row.total]))
}
