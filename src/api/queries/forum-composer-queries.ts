// The question composer's calls (/AddForumPost): the question being edited, saving it, and uploading an image for its
// rich text (the modules come from forum-queries.ts). Keys live under the forum's prefix ['forum', ...], so the forum pages'
// invalidations by prefix reach them.
import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { unwrap, unwrapEnvelope } from '../api-error'
import { api } from '../client'

export type ForumModule = components['schemas']['ForumModule']
export type ForumPost = components['schemas']['ForumPost']
export type ForumPostInput = components['schemas']['ForumPostInput']

export const forumComposerKeys = {
  post: (id: string) => ['forum', 'composer', 'post', id] as const,
}

/** The question to edit, fresh each time the composer opens it (getForumPost). */
export function forumComposerPostOptions(id: string) {
  return queryOptions({
    queryKey: forumComposerKeys.post(id),
    queryFn: async () => {
      const post = await unwrap(api.GET('/api/business/Forum_posts/detailPost', { params: { query: { id } } }))
      if (!post) throw new Error('')
      return post
    },
    staleTime: 0,
  })
}

/** A module's value in the post: its biboId, else its fid. */
export const moduleValue = (module: ForumModule): string => module.biboId || module.fid

/** createForumPost (no id) or updateForumPost; resolves with the saved question's id. */
export async function saveForumPost(postId: string | null, body: ForumPostInput): Promise<{ id: string }> {
  const envelope = await unwrapEnvelope(
    postId === null
      ? api.POST('/api/business/Forum_posts', { body })
      : api.PUT('/api/Business/ForumPosts/{id}', { params: { path: { id: postId } }, body }),
  )
  return { id: envelope.data?.id ?? postId ?? '' }
}

/** uploadForumImage as multipart/form-data; resolves with the image's url. */
export async function uploadForumImage(file: File): Promise<{ url: string }> {
  const data = new FormData()
  data.append('file', file, file.name)
  const envelope = await unwrapEnvelope(
    api.POST('/api/business/Forum_posts/image', { body: { file: file as never }, bodySerializer: () => data }),
  )
  return { url: envelope.data?.url ?? '' }
}
