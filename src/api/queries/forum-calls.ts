// The forum's writes (portal.md section 7, Forum): deleting a question; comments (answers) and replies created,
// edited and deleted; like, collect and follow toggled. Each rejects with an ApiError carrying the server's msg.
import type { components } from '../../../generated/api'
import { unwrap, unwrapEnvelope } from '../api-error'
import { api } from '../client'
import type { ForumComment, ForumReply } from './forum-queries'

export type ForumToggleState = { active: boolean; count?: number }
export type ForumReplyInput = components['schemas']['ForumReplyInput']
export type ForumToggleKind = 'like' | 'collect' | 'follow'

/** Resolves with the server's message ('删除成功'). */
export async function deleteForumPost(id: string): Promise<string> {
  const envelope = await unwrapEnvelope(api.DELETE('/api/business/Forum_posts/{id}', { params: { path: { id } } }))
  return envelope.msg ?? ''
}

export async function createForumComment(postid: string, content: string): Promise<ForumComment> {
  return (await unwrap(api.POST('/api/business/Forum_comments', { body: { postid, content } }))) as ForumComment
}

export async function updateForumComment(id: string, postid: string, content: string): Promise<ForumComment> {
  return (await unwrap(
    api.PUT('/api/Business/ForumComments/{id}', { params: { path: { id } }, body: { postid, content } }),
  )) as ForumComment
}

export async function deleteForumComment(id: string): Promise<string> {
  const envelope = await unwrapEnvelope(api.DELETE('/api/business/Forum_comments/{id}', { params: { path: { id } } }))
  return envelope.msg ?? ''
}

export async function createForumReply(input: ForumReplyInput): Promise<ForumReply> {
  return (await unwrap(api.POST('/api/business/Forum_reply', { body: input }))) as ForumReply
}

export async function updateForumReply(id: string, input: ForumReplyInput): Promise<ForumReply> {
  return (await unwrap(api.PUT('/api/Business/ForumReply/{id}', { params: { path: { id } }, body: input }))) as ForumReply
}

export async function deleteForumReply(id: string): Promise<string> {
  const envelope = await unwrapEnvelope(api.DELETE('/api/business/Forum_reply/{id}', { params: { path: { id } } }))
  return envelope.msg ?? ''
}

/** Like or collect a post, or follow a user (id is the post's, or the author's for follow); on = true sets it. */
export async function setForumToggle(kind: ForumToggleKind, id: string, on: boolean): Promise<ForumToggleState> {
  const init = { params: { path: { id } } }
  const call =
    kind === 'like'
      ? on
        ? api.POST('/api/Business/ForumLike/{id}', init)
        : api.DELETE('/api/Business/ForumLike/{id}', init)
      : kind === 'collect'
        ? on
          ? api.POST('/api/Business/ForumCollect/{id}', init)
          : api.DELETE('/api/Business/ForumCollect/{id}', init)
        : on
          ? api.POST('/api/Business/ForumUserfocus/{id}', init)
          : api.DELETE('/api/Business/ForumUserfocus/{id}', init)
  return (await unwrap<ForumToggleState | undefined>(call)) ?? { active: on }
}
