// The forum's calls (thin: rules in forum-*-service.ts). Reads are public; a live token only adds the viewer's own
// state. Posting is limited per customer (server/rate-limit/forum-limits.ts).
import { FORUM_MESSAGES } from '../../../domain/forum-rules'
import { optionalIdentity } from '../../auth/optional-identity'
import { RAW_REPLY, type HandlerMap } from '../../http/operation-types'
import {
  createComment,
  createReply,
  deleteComment,
  deleteReply,
  getComment,
  listComments,
  listMyComments,
  updateComment,
  updateReply,
} from './forum-comment-service'
import { imageBytes, uploadImage } from './forum-image-service'
import { createPost, deletePost, getModule, getPost, listModules, listPosts, updatePost } from './forum-post-service'
import { collectState, listMyCollections, listMyFollows, setPostCollect, setPostLike, setUserFollow } from './forum-reaction-service'
import { visitorKey } from './forum-visitor-cookie'
import { requestLanguage } from '../../http/content-language'

export const forumHandlers: HandlerMap = {
  async listForumModules({ db, request }) {
    return { data: await listModules(db, requestLanguage(request)) }
  },
  async getForumModule({ db, params, request }) {
    return { data: await getModule(db, params.id, requestLanguage(request)) }
  },
  async listForumPosts({ db, body, request }) {
    return { data: await listPosts(db, body, requestLanguage(request)) }
  },
  async getForumPost({ db, query, request, reply, config, clock }) {
    const viewer = await optionalIdentity(db, request, clock())
    const visitor = visitorKey(request, reply, viewer, config)
    return { data: await getPost(db, query.id, viewer, visitor, clock(), requestLanguage(request)) }
  },
  async createForumPost({ db, identity, body, clock }) {
    return { data: await createPost(db, identity, body, clock()), msg: FORUM_MESSAGES.posted }
  },
  async updateForumPost({ db, identity, params, body, clock }) {
    return { data: await updatePost(db, identity, params.id, body, clock()), msg: FORUM_MESSAGES.saved }
  },
  async deleteForumPost({ db, identity, params }) {
    await deletePost(db, identity, params.id)
    return { data: null, msg: FORUM_MESSAGES.deleted }
  },

  async listForumComments({ db, body }) {
    return { data: await listComments(db, body) }
  },
  async getForumComment({ db, query }) {
    return { data: await getComment(db, query.id) }
  },
  async createForumComment({ db, identity, body, clock }) {
    return { data: await createComment(db, identity, body, clock()), msg: FORUM_MESSAGES.posted }
  },
  async updateForumComment({ db, identity, params, body, clock }) {
    return { data: await updateComment(db, identity, params.id, body, clock()), msg: FORUM_MESSAGES.saved }
  },
  async deleteForumComment({ db, identity, params }) {
    await deleteComment(db, identity, params.id)
    return { data: null, msg: FORUM_MESSAGES.deleted }
  },
  async createForumReply({ db, identity, body, clock }) {
    return { data: await createReply(db, identity, body, clock()), msg: FORUM_MESSAGES.posted }
  },
  async updateForumReply({ db, identity, params, body, clock }) {
    return { data: await updateReply(db, identity, params.id, body, clock()), msg: FORUM_MESSAGES.saved }
  },
  async deleteForumReply({ db, identity, params }) {
    await deleteReply(db, identity, params.id)
    return { data: null, msg: FORUM_MESSAGES.deleted }
  },

  async likeForumPost({ db, identity, params }) {
    return { data: await setPostLike(db, identity, params.id, true) }
  },
  async unlikeForumPost({ db, identity, params }) {
    return { data: await setPostLike(db, identity, params.id, false) }
  },
  async collectForumPost({ db, identity, params }) {
    return { data: await setPostCollect(db, identity, params.id, true) }
  },
  async uncollectForumPost({ db, identity, params }) {
    return { data: await setPostCollect(db, identity, params.id, false) }
  },
  async getForumCollectState({ db, identity, params }) {
    return { data: await collectState(db, identity, params.id) }
  },
  async followForumUser({ db, identity, params }) {
    return { data: await setUserFollow(db, identity, params.id, true) }
  },
  async unfollowForumUser({ db, identity, params }) {
    return { data: await setUserFollow(db, identity, params.id, false) }
  },

  async uploadForumImage({ db, identity, body, clock }) {
    return { data: await uploadImage(db, identity, (body as { file?: unknown }).file, clock()) }
  },
  async getForumImage({ db, params, reply }) {
    const image = await imageBytes(db, params.id)
    reply
      .headers({
        'content-type': image.mimetype,
        'content-length': String(image.bytes.length),
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
      })
      .send(image.bytes)
    return RAW_REPLY
  },

  async listMyForumComments({ db, identity, body }) {
    return { data: await listMyComments(db, identity, body) }
  },
  async listMyForumCollections({ db, identity, body, request }) {
    return { data: await listMyCollections(db, identity, body, requestLanguage(request)) }
  },
  async listMyForumFollows({ db, identity, body }) {
    return { data: await listMyFollows(db, identity, body) }
  },
}
