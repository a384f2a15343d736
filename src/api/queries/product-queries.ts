import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../api-error'
import { api } from '../client'

export interface ProductListParams {
  typename?: string
}

const productKeys = {
  all: ['product'] as const,
  list: (params: ProductListParams) => ['product', 'list', params] as const,
}

/** Online, enabled products in sort order (the call the header menu and the home cards share). */
export function productListOptions(params: ProductListParams = {}) {
  return queryOptions({
    queryKey: productKeys.list(params),
    queryFn: () =>
      unwrap(
        api.GET('/api/business/C_productmes', {
          params: {
            query: { typename: params.typename ?? '', saletype: 'online', enabledmark: 1, sidx: 'sortcode', datatype: 1 },
          },
        }),
      ),
    staleTime: 5 * 60_000,
  })
}
