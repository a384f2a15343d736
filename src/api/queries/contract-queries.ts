// The customer's contracts (portal.md §7 Contracts) and the download links of their files.
import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { CONTRACT_LIST_PAGE_SIZE } from '../../../domain/limits'
import { unwrap } from '../api-error'
import { api } from '../client'

export type Contract = components['schemas']['Contract']

export interface ContractListParams {
  /** The signed-in customer's id (the server refuses another one). */
  purchaserid: string
  page: number
  contractnum: string
}

export const contractKeys = {
  all: ['contracts'] as const,
  list: ({ purchaserid, page, contractnum }: ContractListParams) => ['contracts', 'list', purchaserid, page, contractnum] as const,
  detail: (id: string) => ['contracts', 'detail', id] as const,
}

/** POST C_contracts/getList, 20 a page, newest first. */
export function contractListOptions(params: ContractListParams) {
  return queryOptions({
    queryKey: contractKeys.list(params),
    queryFn: () =>
      unwrap(
        api.POST('/api/business/C_contracts/getList', {
          body: {
            purchaserid: params.purchaserid,
            currentPage: params.page,
            pageSize: CONTRACT_LIST_PAGE_SIZE,
            sort: 'desc',
            ...(params.contractnum ? { contractnum: params.contractnum } : {}),
          },
        }),
      ),
  })
}

/** GET C_contracts/detail/{id}. */
export function contractDetailOptions(id: string) {
  return queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: () => unwrap(api.GET('/api/business/C_contracts/detail/{id}', { params: { path: { id } } })),
  })
}

/** GET api/file/Download/annex/{fileId}: a short-lived URL of one file (asked for at each click, never cached). */
export async function annexDownloadUrl(fileId: string): Promise<string> {
  return (await unwrap(api.GET('/api/file/Download/annex/{fileId}', { params: { path: { fileId } } }))).url
}
