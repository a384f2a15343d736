// The data each support page shows first (page 1 of its lists), for the routes' loaders (src/router/page-data.ts).
// The keys are the ones the sections read, so the sections find it in the cache.
import type { QueryClient } from '@tanstack/react-query'
import {
  articleListOptions,
  articleOptions,
  faqOptions,
  supportModulesOptions,
  softwareDocumentsOptions,
  teachingVideosOptions,
  updateNotesOptions,
  valueAddSoftwareOptions,
} from '../../api/queries/support-queries'
import { contactInfoOptions } from '../../api/queries/contact-queries'
import { articleKindOf, articlePageSize, chosenModule, type ArticleListSearch } from './article-list-search'
import { serviceContentOf, type ServiceType } from './service-hub-page'
import type { SoftwareSection } from './software-sections'
import type { VipAccess } from './vip-access'

export function softwareSectionData(queryClient: QueryClient, section: SoftwareSection, access: VipAccess): Promise<unknown>[] {
  switch (section) {
    case 'software':
      return [queryClient.ensureQueryData(valueAddSoftwareOptions(1))]
    case 'video':
      // The "all products" tab, shown first.
      return [queryClient.ensureQueryData(teachingVideosOptions('', 1))]
    case 'update':
      return access.state === 'vip' ? [queryClient.ensureQueryData(updateNotesOptions(access.viewer, 1))] : []
    case 'document':
      return access.state === 'vip' ? [queryClient.ensureQueryData(softwareDocumentsOptions(access.viewer, 1))] : []
  }
}

export function serviceHubData(queryClient: QueryClient, type: ServiceType, access: VipAccess): Promise<unknown>[] {
  const content = serviceContentOf(type)
  if (content.kind === 'software') return softwareSectionData(queryClient, content.section, access)
  if (content.kind === 'faq') return [queryClient.ensureQueryData(faqOptions(1))]
  return [queryClient.ensureQueryData(contactInfoOptions())]
}

export function accountSupportData(queryClient: QueryClient): Promise<unknown>[] {
  return [queryClient.ensureQueryData(supportModulesOptions('account')), queryClient.ensureQueryData(supportModulesOptions('knowledge'))]
}

/** The categories, then the chosen one's page (every category's when the URL names none or an unknown one). */
export function articleListData(queryClient: QueryClient, search: ArticleListSearch): Promise<unknown>[] {
  const kind = articleKindOf(search)
  const list = queryClient
    .ensureQueryData(supportModulesOptions(kind))
    .then((modules) =>
      queryClient.ensureQueryData(articleListOptions(kind, chosenModule(search, modules), search.page ?? 1, articlePageSize(search))),
    )
  return [list]
}

export function articleData(queryClient: QueryClient, id: string | undefined, kind: string | undefined): Promise<unknown>[] {
  return id ? [queryClient.ensureQueryData(articleOptions(articleKindOf({ kind }), id))] : []
}
