// Like, collect and follow: idempotent toggles answering the state and its count ({ active, count }), and the
// caller's own collections and follows.
import { FORUM_MESSAGES, FORUM_PAGE_SIZE, forumAuthorName } from '../../../domain/forum-rules'
import type { components } from '../../../generated/api'
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language'
import type { Identity } from '../../auth/identity'
import type { Db } from '../../db/client'
import { badRequest, notFound } from '../../http/api-error'
import { page, pageWindow, type PageRequest } from '../../http/paging'
import { findCustomerById } from '../customers/customer-data'
import { requireCustomer } from '../customers/customer-service'
import { findPost, postCountsOf } from './forum-post-data'
import { toPostSummary } from './forum-post-service'
import { isCollected, selectCollectionPage, selectFollowPage, setCollect, setFollow, setLike } from './forum-reaction-data'

type Toggle = { active: boolean; count: number }
type ApiFollow = components['schemas']['ForumFollow']

async function existingPost(db: Db, postid: string) {
  const found = await findPost(db, postid)
  if (!found) throw notFound(FORUM_MESSAGES.postMissing)
  return found.post
}

export async function setPostLike(db: Db, identity: Identity | null, postid: string, active: boolean): Promise<Toggle> {
  const customer = await requireCustomer(db, identity)
  await existingPost(db, postid)
  const count = await db.transaction((tx) => setLike(tx, customer.id, postid, active))
  return { active, count }
}

export async function setPostCollect(db: Db, identity: Identity | null, postid: string, active: boolean): Promise<Toggle> {
  const customer = await requireCustomer(db, identity)
  await existingPost(db, postid)
  const count = await db.transaction((tx) => setCollect(tx, customer.id, postid, active))
  return { active, count }
}

export async function collectState(db: Db, identity: Identity | null, postid: string): Promise<Toggle> {
  const customer = await requireCustomer(db, identity)
  const post = await existingPost(db, postid)
  return { active: await isCollected(db, customer.id, postid), count: post.postCollectcount }
}

export async function setUserFollow(db: Db, identity: Identity | null, userid: string, active: boolean): Promise<Toggle> {
  const customer = await requireCustomer(db, identity)
  if (userid === customer.id) throw badRequest(FORUM_MESSAGES.followSelf)
  if (!(await findCustomerById(db, userid))) throw notFound(FORUM_MESSAGES.userMissing)
  const count = await db.transaction((tx) => setFollow(tx, customer.id, userid, active))
  return { active, count }
}

export async function listMyCollections(db: Db, identity: Identity | null, query: PageRequest, language: Language = DEFAULT_LANGUAGE) {
  const customer = await requireCustomer(db, identity)
  const window = pageWindow(query, FORUM_PAGE_SIZE)
  const { rows, total } = await selectCollectionPage(db, customer.id, window)
  return page(
    rows.map((row) => toPostSummary(row, language)),
    total,
    window,
  )
}

export async function listMyFollows(db: Db, identity: Identity | null, query: PageRequest) {
  const customer = await requireCustomer(db, identity)
  const window = pageWindow(query, FORUM_PAGE_SIZE)
  const { rows, total } = await selectFollowPage(db, customer.id, window)
  const counts = await postCountsOf(
    db,
    rows.map((row) => row.userid),
  )
  const list: ApiFollow[] = rows.map((row) => ({
    userid: row.userid,
    username: forumAuthorName(row.username, row.phonenum),
    creatortime: row.creatortime.toISOString(),
    postCount: counts.get(row.userid) ?? 0,
  }))
  return page(list, total, window)
}
