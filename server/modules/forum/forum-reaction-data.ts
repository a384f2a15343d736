// SQL for likes, collections and follows. Each is a row under a unique key; a post's like and collect counts move
// only when a row was truly inserted or deleted, in the same transaction, so repeated or concurrent clicks count once.
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client'
import { customers, forumCollects, forumFollows, forumLikes, forumModules, forumPosts } from '../../db/schema'
import type { PageWindow } from '../../http/paging'

type Counter = typeof forumPosts.postLikecount | typeof forumPosts.postCollectcount

async function movePostCount(tx: Tx, postid: string, counter: Counter, delta: number): Promise<number> {
  const rows = await tx
    .update(forumPosts)
    .set({ [counter.name]: sql`greatest(0, ${counter} + ${delta})` })
    .where(eq(forumPosts.id, postid))
    .returning({ value: counter })
  return rows[0]?.value ?? 0
}

async function postCount(tx: Tx, postid: string, counter: Counter): Promise<number> {
  const rows = await tx.select({ value: counter }).from(forumPosts).where(eq(forumPosts.id, postid))
  return rows[0]?.value ?? 0
}

/** The like's state and the post's like count after making it so (idempotent). */
export async function setLike(tx: Tx, userid: string, postid: string, active: boolean): Promise<number> {
  const changed = active
    ? await tx
        .insert(forumLikes)
        .values({ userid, targettype: 'post', targetid: postid })
        .onConflictDoNothing()
        .returning({ id: forumLikes.id })
    : await tx
        .delete(forumLikes)
        .where(and(eq(forumLikes.userid, userid), eq(forumLikes.targettype, 'post'), eq(forumLikes.targetid, postid)))
        .returning({ id: forumLikes.id })
  if (changed.length === 0) return postCount(tx, postid, forumPosts.postLikecount)
  return movePostCount(tx, postid, forumPosts.postLikecount, active ? 1 : -1)
}

export async function setCollect(tx: Tx, userid: string, postid: string, active: boolean): Promise<number> {
  const changed = active
    ? await tx.insert(forumCollects).values({ userid, postid }).onConflictDoNothing().returning({ id: forumCollects.id })
    : await tx
        .delete(forumCollects)
        .where(and(eq(forumCollects.userid, userid), eq(forumCollects.postid, postid)))
        .returning({ id: forumCollects.id })
  if (changed.length === 0) return postCount(tx, postid, forumPosts.postCollectcount)
  return movePostCount(tx, postid, forumPosts.postCollectcount, active ? 1 : -1)
}

/** Follower counts are counted from the rows (no counter column to drift). */
export async function followerCount(db: DbOrTx, focususerid: string): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(forumFollows).where(eq(forumFollows.focususerid, focususerid))
  return total
}

export async function setFollow(tx: Tx, userid: string, focususerid: string, active: boolean): Promise<number> {
  if (active) await tx.insert(forumFollows).values({ userid, focususerid }).onConflictDoNothing()
  else await tx.delete(forumFollows).where(and(eq(forumFollows.userid, userid), eq(forumFollows.focususerid, focususerid)))
  return followerCount(tx, focususerid)
}

/** What the viewer did to a post and its author. */
export async function viewerState(db: DbOrTx, userid: string, postid: string, authorid: string) {
  const [row] = await db
    .select({
      liked: sql<boolean>`exists (select 1 from ${forumLikes} where ${forumLikes.userid} = ${userid} and ${forumLikes.targettype} = 'post' and ${forumLikes.targetid} = ${postid})`,
      collected: sql<boolean>`exists (select 1 from ${forumCollects} where ${forumCollects.userid} = ${userid} and ${forumCollects.postid} = ${postid})`,
      followingAuthor: sql<boolean>`exists (select 1 from ${forumFollows} where ${forumFollows.userid} = ${userid} and ${forumFollows.focususerid} = ${authorid})`,
    })
    .from(sql`(select 1) as one`)
  return { liked: Boolean(row.liked), collected: Boolean(row.collected), followingAuthor: Boolean(row.followingAuthor) }
}

export async function isCollected(db: DbOrTx, userid: string, postid: string): Promise<boolean> {
  const rows = await db
    .select({ id: forumCollects.id })
    .from(forumCollects)
    .where(and(eq(forumCollects.userid, userid), eq(forumCollects.postid, postid)))
    .limit(1)
  return rows.length > 0
}

export async function selectCollectionPage(db: DbOrTx, userid: string, window: PageWindow) {
  const where = and(eq(forumCollects.userid, userid), eq(forumPosts.fEnabledmark, 1))
  const rows = await db
    .select({ post: forumPosts, forummoduleTitle: forumModules.forummoduleTitle, forummoduleTranslations: forumModules.translations })
    .from(forumCollects)
    .innerJoin(forumPosts, eq(forumPosts.id, forumCollects.postid))
    .leftJoin(forumModules, eq(forumModules.biboId, forumPosts.postBiboid))
    .where(where)
    .orderBy(desc(forumCollects.creatortime), desc(forumCollects.id))
    .limit(window.pageSize)
    .offset(window.offset)
  const [{ total }] = await db
    .select({ total: count() })
    .from(forumCollects)
    .innerJoin(forumPosts, eq(forumPosts.id, forumCollects.postid))
    .where(where)
  return { rows, total }
}

export async function selectFollowPage(db: DbOrTx, userid: string, window: PageWindow) {
  const where = eq(forumFollows.userid, userid)
  const rows = await db
    .select({
      userid: forumFollows.focususerid,
      username: customers.username,
      phonenum: customers.phonenum,
      creatortime: forumFollows.creatortime,
    })
    .from(forumFollows)
    .innerJoin(customers, eq(customers.id, forumFollows.focususerid))
    .where(where)
    .orderBy(desc(forumFollows.creatortime), desc(forumFollows.id))
    .limit(window.pageSize)
    .offset(window.offset)
  const [{ total }] = await db.select({ total: count() }).from(forumFollows).where(where)
  return { rows, total }
}

/** A deleted post's likes (they point at it by id, without a foreign key). */
export async function deletePostLikes(db: DbOrTx, postid: string) {
  await db.delete(forumLikes).where(and(eq(forumLikes.targettype, 'post'), eq(forumLikes.targetid, postid)))
}
