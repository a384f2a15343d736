// The data each forum page shows first, for the routes' loaders (src/router/page-data.ts). The keys are the ones the
// pages read (the viewer is part of them: src/features/forum/use-forum-viewer.ts), so the pages find it in the cache.
import type { QueryClient } from '@tanstack/react-query'
import {
  forumCommentsOptions,
  forumModulesOptions,
  forumPostOptions,
  forumPostsOptions,
  myForumCollectionsOptions,
  myForumCommentsOptions,
  myForumFollowsOptions,
} from '../../api/queries/forum-queries'
import { forumListQuery, myQuestionsQuery, validateForumListSearch, validateForumMineSearch } from './forum-search'

export function communicateData(queryClient: QueryClient, url: Record<string, unknown>, viewer: string): Promise<unknown>[] {
  const query = forumListQuery(validateForumListSearch(url))
  return [queryClient.ensureQueryData(forumModulesOptions()), queryClient.ensureQueryData(forumPostsOptions(query, viewer))]
}

/** The question and the first page of its answers. */
export function questionData(queryClient: QueryClient, id: string | undefined, viewer: string): Promise<unknown>[] {
  if (!id) return []
  return [queryClient.ensureQueryData(forumPostOptions(id, viewer)), queryClient.ensureQueryData(forumCommentsOptions(id, 1))]
}

export function forumMineData(queryClient: QueryClient, url: Record<string, unknown>, viewer: string): Promise<unknown>[] {
  // Until the profile is in, the page waits for the customer's id (no list is asked for without it).
  if (!viewer) return []
  const search = validateForumMineSearch(url)
  const page = search.page ?? 1
  switch (search.tab ?? 'questions') {
    case 'questions':
      return [queryClient.ensureQueryData(forumPostsOptions(myQuestionsQuery(viewer, page), viewer))]
    case 'answers':
      return [queryClient.ensureQueryData(myForumCommentsOptions(viewer, page))]
    case 'collections':
      return [queryClient.ensureQueryData(myForumCollectionsOptions(viewer, page))]
    case 'following':
      return [queryClient.ensureQueryData(myForumFollowsOptions(viewer, page))]
  }
}
