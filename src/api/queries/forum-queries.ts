// The forum's reads (portal.md section 7, Forum): modules, a module's questions, one question, its comments with their
// replies, and the caller's own questions, answers, collections and follows. forumKeys is shared with the composer
// (src/features/forum-composer/): keep its shape; mutations invalidate by its prefixes.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { FORUM_PAGE_SIZE, type ForumSort } from '../../../domain/forum-rules'
import { unwrap } from '../api-error'
import { api } from '../client'

export type ForumModule = components['schemas']['ForumModule']
export type ForumPost = components['schemas']['ForumPost']
export type ForumComment = components['schemas']['ForumComment']
export type ForumReply = components['schemas']['ForumReply']
export type ForumFollow = components['schemas']['ForumFollow']
export type ForumPostPage = components['schemas']['ForumPostPage']
export type ForumCommentPage = components['schemas']['ForumCommentPage']
export type ForumFollowPage = components['schemas']['ForumFollowPage']

export interface ForumPostQuery {
  /** The module's biboId; '' for every module. */
  module: string
  sort: ForumSort
  page: number
  keyword: string
  /** Only this author's questions; '' for everyone's. */
  userid: string
}

/** A viewer is the signed-in customer's id, '' when anonymous: answers that carry the caller's state are per viewer. */
export const forumKeys = {
  all: ['forum'] as const,
  modules: () => ['forum', 'modules'] as const,
  postLists: () => ['forum', 'posts'] as const,
  posts: (query: ForumPostQuery, viewer: string) => ['forum', 'posts', query, viewer] as const,
  postAll: (id: string) => ['forum', 'post', id] as const,
  post: (id: string, viewer: string) => ['forum', 'post', id, viewer] as const,
  commentsAll: (postId: string) => ['forum', 'comments', postId] as const,
  comments: (postId: string, page: number) => ['forum', 'comments', postId, page] as const,
  mine: () => ['forum', 'mine'] as const,
  myComments: (viewer: string, page: number) => ['forum', 'mine', 'comments', viewer, page] as const,
  myCollections: (viewer: string, page: number) => ['forum', 'mine', 'collections', viewer, page] as const,
  myFollows: (viewer: string, page: number) => ['forum', 'mine', 'follows', viewer, page] as const,
}

const STALE = 60_000

export function forumModulesOptions() {
  return queryOptions({
    queryKey: forumKeys.modules(),
    queryFn: async () => (await unwrap(api.GET('/api/business/Forum_modules/getNoPageList'))) ?? [],
    staleTime: 5 * 60_000,
  })
}

export function forumPostsOptions(query: ForumPostQuery, viewer: string) {
  return queryOptions({
    queryKey: forumKeys.posts(query, viewer),
    queryFn: () =>
      unwrap(
        api.POST('/api/business/Forum_posts/getListByUser', {
          body: {
            currentPage: query.page,
            pageSize: FORUM_PAGE_SIZE,
            fEnabledmark: 1,
            sidx: query.sort,
            ...(query.module ? { postBiboid: query.module } : {}),
            ...(query.keyword ? { keyword: query.keyword } : {}),
            ...(query.userid ? { userid: query.userid } : {}),
          },
        }),
      ) as Promise<ForumPostPage>,
    placeholderData: keepPreviousData,
    staleTime: STALE,
  })
}

/** One question with the caller's like, collect and follow state (the server counts the view once a day). */
export function forumPostOptions(id: string, viewer: string) {
  return queryOptions({
    queryKey: forumKeys.post(id, viewer),
    queryFn: () => unwrap(api.GET('/api/business/Forum_posts/detailPost', { params: { query: { id } } })) as Promise<ForumPost>,
    staleTime: STALE,
  })
}

export function forumCommentsOptions(postId: string, page: number) {
  return queryOptions({
    queryKey: forumKeys.comments(postId, page),
    queryFn: () =>
      unwrap(
        api.POST('/api/business/Forum_comments/getList', { body: { postid: postId, currentPage: page, pageSize: FORUM_PAGE_SIZE } }),
      ) as Promise<ForumCommentPage>,
    placeholderData: keepPreviousData,
    staleTime: STALE,
  })
}

export function myForumCommentsOptions(viewer: string, page: number) {
  return queryOptions({
    queryKey: forumKeys.myComments(viewer, page),
    queryFn: () =>
      unwrap(
        api.POST('/api/business/Forum_comments/getListByUser', { body: { currentPage: page, pageSize: FORUM_PAGE_SIZE } }),
      ) as Promise<ForumCommentPage>,
    placeholderData: keepPreviousData,
  })
}

export function myForumCollectionsOptions(viewer: string, page: number) {
  return queryOptions({
    queryKey: forumKeys.myCollections(viewer, page),
    queryFn: () =>
      unwrap(
        api.POST('/api/Business/ForumCollect/getList', { body: { currentPage: page, pageSize: FORUM_PAGE_SIZE } }),
      ) as Promise<ForumPostPage>,
    placeholderData: keepPreviousData,
  })
}

export function myForumFollowsOptions(viewer: string, page: number) {
  return queryOptions({
    queryKey: forumKeys.myFollows(viewer, page),
    queryFn: () =>
      unwrap(
        api.POST('/api/Business/ForumUserfocus/getList', { body: { currentPage: page, pageSize: FORUM_PAGE_SIZE } }),
      ) as Promise<ForumFollowPage>,
    placeholderData: keepPreviousData,
  })
}
