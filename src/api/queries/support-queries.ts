// The support pages' content: value-add software, teaching videos, update notes and documents (VIP only, the
// server refuses others), FAQ, account-support and knowledge-base categories and articles.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { unwrap } from '../api-error'
import { api } from '../client'

export type ArticleKind = 'account' | 'knowledge'
export type Article = components['schemas']['Article']
export type SupportModule = components['schemas']['Module']

export const VALUE_ADD_PAGE_SIZE = 20
export const VIDEOS_PER_PAGE = 6
export const UPDATE_NOTES_PER_PAGE = 5
export const DOCUMENTS_PAGE_SIZE = 20
export const FAQ_PAGE_SIZE = 20
export const KNOWLEDGE_PAGE_SIZES = [20, 50, 100] as const

export const supportKeys = {
  all: ['support'] as const,
  valueAdd: (page: number) => ['support', 'valueAdd', page] as const,
  videos: (ptype: string, page: number) => ['support', 'videos', ptype, page] as const,
  /** VIP lists carry the caller so another sign-in never sees a cached answer. */
  updates: (viewer: string, page: number) => ['support', 'updates', viewer, page] as const,
  documents: (viewer: string, page: number) => ['support', 'documents', viewer, page] as const,
  faq: (page: number) => ['support', 'faq', page] as const,
  modules: (kind: ArticleKind) => ['support', 'modules', kind] as const,
  articles: (kind: ArticleKind, moduleId: string, page: number, pageSize: number) =>
    ['support', 'articles', kind, moduleId, page, pageSize] as const,
  article: (kind: ArticleKind, id: string) => ['support', 'article', kind, id] as const,
}

const STALE = 5 * 60_000

export function valueAddSoftwareOptions(page: number) {
  return queryOptions({
    queryKey: supportKeys.valueAdd(page),
    queryFn: () =>
      unwrap(
        api.POST('/api/business/C_vipsoftware/getList', {
          body: { currentPage: page, pageSize: VALUE_ADD_PAGE_SIZE, sort: 'desc', sidx: '' },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: STALE,
  })
}

/** ptype '' lists every product's videos. */
export function teachingVideosOptions(ptype: string, page: number) {
  return queryOptions({
    queryKey: supportKeys.videos(ptype, page),
    queryFn: () =>
      unwrap(
        api.POST('/api/example/C_elsevideo/getList', {
          body: {
            currentPage: page,
            pageSize: VIDEOS_PER_PAGE,
            menuState: '教学视频',
            sidx: 'fSortcode',
            sort: 'asc',
            ...(ptype ? { ptype } : {}),
          },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: STALE,
  })
}

export function updateNotesOptions(viewer: string, page: number) {
  return queryOptions({
    queryKey: supportKeys.updates(viewer, page),
    queryFn: () =>
      unwrap(
        api.POST('/api/business/C_softwareupdate/getList', { body: { currentPage: page, pageSize: UPDATE_NOTES_PER_PAGE, sort: 'desc' } }),
      ),
    placeholderData: keepPreviousData,
    staleTime: STALE,
  })
}

export function softwareDocumentsOptions(viewer: string, page: number) {
  return queryOptions({
    queryKey: supportKeys.documents(viewer, page),
    queryFn: () =>
      unwrap(
        api.POST('/api/business/C_softwaredocument/getList', { body: { currentPage: page, pageSize: DOCUMENTS_PAGE_SIZE, sort: 'desc' } }),
      ),
    placeholderData: keepPreviousData,
    staleTime: STALE,
  })
}

export function faqOptions(page: number) {
  return queryOptions({
    queryKey: supportKeys.faq(page),
    queryFn: () =>
      unwrap(
        api.POST('/api/business/C_problems/getList', {
          body: { currentPage: page, pageSize: FAQ_PAGE_SIZE, enabledmark: 1, sidx: 'sortcode' },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: STALE,
  })
}

export function supportModulesOptions(kind: ArticleKind) {
  return queryOptions({
    queryKey: supportKeys.modules(kind),
    queryFn: async () => {
      const path = kind === 'account' ? '/api/business/C_supportModule/getList' : '/api/business/C_knowledgeModule/getList'
      const data = await unwrap(api.POST(path, { body: {} }))
      return (data?.list ?? []) as SupportModule[]
    },
    staleTime: STALE,
  })
}

/** moduleId '' lists every category of the kind. */
export function articleListOptions(kind: ArticleKind, moduleId: string, page: number, pageSize: number) {
  return queryOptions({
    queryKey: supportKeys.articles(kind, moduleId, page, pageSize),
    queryFn: () => {
      const path = kind === 'account' ? '/api/business/C_supportEssay/getList' : '/api/business/C_knowledgeEssay/getList'
      return unwrap(api.POST(path, { body: { currentPage: page, pageSize, ...(moduleId ? { moduleId } : {}) } }))
    },
    placeholderData: keepPreviousData,
    staleTime: STALE,
  })
}

export function articleOptions(kind: ArticleKind, id: string) {
  return queryOptions({
    queryKey: supportKeys.article(kind, id),
    queryFn: () => {
      const call =
        kind === 'account'
          ? api.GET('/api/business/C_supportEssay/detail/{id}', { params: { path: { id } } })
          : api.GET('/api/business/C_knowledgeEssay/detail/{id}', { params: { path: { id } } })
      return unwrap(call) as Promise<Article>
    },
    staleTime: STALE,
  })
}
