// Comments (a question's answers) and replies (one level under a comment): plain text, stored and answered as
// text, never as HTML. Writing either makes its post active; postCommentcount counts comments only (answers), not
// replies. Only the author edits or deletes; a comment with replies is not deleted.
import { FORUM_MESSAGES, forumAuthorName } from '../../../domain/forum-rules'
import type { components } from '../../../generated/api'
import type { Identity } from '../../auth/identity'
import type { Db } from '../../db/client'
import { badRequest, conflict, forbidden, notFound } from '../../http/api-error'
import { page, pageWindow, type PageRequest } from '../../http/paging'
import { requireCustomer } from '../customers/customer-service'
import {
  deleteCommentWithoutReplies,
  deleteReply as deleteReplyRow,
  findComment,
  findReply,
  insertComment,
  insertReply,
  lockComment,
  participantsOf,
  selectCommentPage,
  selectCommentsByUser,
  selectRepliesOf,
  updateCommentText,
  updateReplyText,
  type ForumCommentRow,
  type ForumReplyRow,
} from './forum-comment-data'
import { addCommentCount, findPost, touchPost } from './forum-post-data'

type ApiComment = components['schemas']['ForumComment']
type ApiReply = components['schemas']['ForumReply']
type CommentInput = components['schemas']['ForumCommentInput']
type ReplyInput = components['schemas']['ForumReplyInput']

/** Comments are listed 20 a page unless the caller asks otherwise. */
const COMMENT_PAGE_SIZE = 20

const toReply = (reply: ForumReplyRow): ApiReply => ({
  id: reply.id,
  commentid: reply.commentid,
  content: reply.content,
  userid: reply.userid,
  username: reply.username ?? '',
  touserid: reply.replytouserid,
  tousername: reply.replytousername,
  creatortime: reply.creatortime.toISOString(),
  edittime: reply.edittime?.toISOString() ?? null,
})

const toComment = (comment: ForumCommentRow, replies: ForumReplyRow[]): ApiComment => ({
  id: comment.id,
  postid: comment.postid,
  content: comment.content,
  userid: comment.userid,
  username: comment.username ?? '',
  creatortime: comment.creatortime.toISOString(),
  edittime: comment.edittime?.toISOString() ?? null,
  replies: replies.filter((reply) => reply.commentid === comment.id).map(toReply),
})

function plainText(content: string): string {
  const text = content.trim()
  if (!text) throw badRequest(FORUM_MESSAGES.contentRequired)
  return text
}

export async function listComments(db: Db, query: PageRequest & { postid: string }) {
  if (!(await findPost(db, query.postid))) throw notFound(FORUM_MESSAGES.postMissing)
  const window = pageWindow(query, COMMENT_PAGE_SIZE)
  const { rows, total } = await selectCommentPage(db, query.postid, window)
  const replies = await selectRepliesOf(
    db,
    rows.map((row) => row.id),
  )
  return page(
    rows.map((row) => toComment(row, replies)),
    total,
    window,
  )
}

export async function getComment(db: Db, id: string): Promise<ApiComment> {
  const comment = await findComment(db, id)
  if (!comment) throw notFound(FORUM_MESSAGES.commentMissing)
  return toComment(comment, await selectRepliesOf(db, [id]))
}

export async function listMyComments(db: Db, identity: Identity | null, query: PageRequest) {
  const customer = await requireCustomer(db, identity)
  const window = pageWindow(query, COMMENT_PAGE_SIZE)
  const { rows, total } = await selectCommentsByUser(db, customer.id, window)
  return page(
    rows.map(({ comment, postTitle }) => ({ ...toComment(comment, []), postTitle })),
    total,
    window,
  )
}

export async function createComment(db: Db, identity: Identity | null, input: CommentInput, now: Date): Promise<ApiComment> {
  const customer = await requireCustomer(db, identity)
  const content = plainText(input.content)
  if (!(await findPost(db, input.postid))) throw notFound(FORUM_MESSAGES.postMissing)
  const comment = await db.transaction(async (tx) => {
    // The post's row stays locked until the comment is in: a concurrent delete of the post waits and then sees it.
    if (!(await touchPost(tx, input.postid, now, 1))) throw notFound(FORUM_MESSAGES.postMissing)
    const row = await insertComment(
      tx,
      { postid: input.postid, userid: customer.id, username: forumAuthorName(customer.username, customer.phonenum), content },
      now,
    )
    return row
  })
  return toComment(comment, [])
}

async function ownComment(db: Db, identity: Identity | null, id: string) {
  const customer = await requireCustomer(db, identity)
  const comment = await findComment(db, id)
  if (!comment) throw notFound(FORUM_MESSAGES.commentMissing)
  if (comment.userid !== customer.id) throw forbidden()
  return comment
}

export async function updateComment(db: Db, identity: Identity | null, id: string, input: CommentInput, now: Date) {
  // The input's postid is the contract's shape; a comment never moves to another post.
  await ownComment(db, identity, id)
  const updated = await updateCommentText(db, id, plainText(input.content), now)
  return toComment(updated, await selectRepliesOf(db, [id]))
}

export async function deleteComment(db: Db, identity: Identity | null, id: string) {
  const comment = await ownComment(db, identity, id)
  await db.transaction(async (tx) => {
    if (!(await lockComment(tx, id))) throw notFound(FORUM_MESSAGES.commentMissing)
    if (!(await deleteCommentWithoutReplies(tx, id))) throw conflict(FORUM_MESSAGES.commentHasReplies)
    await addCommentCount(tx, comment.postid, -1)
  })
}

export async function createReply(db: Db, identity: Identity | null, input: ReplyInput, now: Date): Promise<ApiReply> {
  const customer = await requireCustomer(db, identity)
  const content = plainText(input.content)
  const comment = await findComment(db, input.commentid)
  if (!comment) throw notFound(FORUM_MESSAGES.commentMissing)
  const touserid = input.touserid?.trim() || null
  const participants = touserid ? await participantsOf(db, comment) : new Map<string, string | null>()
  if (touserid && !participants.has(touserid)) throw badRequest(FORUM_MESSAGES.replyTargetInvalid)
  const reply = await db.transaction(async (tx) => {
    // Locked as for comments: a concurrent delete of the comment waits and then sees the reply.
    if (!(await lockComment(tx, comment.id))) throw notFound(FORUM_MESSAGES.commentMissing)
    const row = await insertReply(
      tx,
      {
        commentid: comment.id,
        postid: comment.postid,
        userid: customer.id,
        username: forumAuthorName(customer.username, customer.phonenum),
        replytouserid: touserid,
        replytousername: touserid ? (participants.get(touserid) ?? null) : null,
        content,
      },
      now,
    )
    await touchPost(tx, comment.postid, now, 0)
    return row
  })
  return toReply(reply)
}

async function ownReply(db: Db, identity: Identity | null, id: string) {
  const customer = await requireCustomer(db, identity)
  const reply = await findReply(db, id)
  if (!reply) throw notFound(FORUM_MESSAGES.replyMissing)
  if (reply.userid !== customer.id) throw forbidden()
  return reply
}

export async function updateReply(db: Db, identity: Identity | null, id: string, input: ReplyInput, now: Date) {
  await ownReply(db, identity, id)
  return toReply(await updateReplyText(db, id, plainText(input.content), now))
}

export async function deleteReply(db: Db, identity: Identity | null, id: string) {
  await ownReply(db, identity, id)
  await deleteReplyRow(db, id)
}
