import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { unwrap } from '../api-error'
import { api } from '../client'

type ProductType = components['schemas']['ProductType']

const productFunctionKeys = {
  all: ['productFunction'] as const,
  byType: (producttype: ProductType) => ['productFunction', 'type', producttype] as const,
}

/** Feature points of every enabled product of one product line, in sort order. */
export function productFunctionsByTypeOptions(producttype: ProductType) {
  return queryOptions({
    queryKey: productFunctionKeys.byType(producttype),
    queryFn: () =>
      unwrap(
        api.POST('/api/business/C_productfunctions/getList', { body: { producttype, sort: 'asc', sidx: 'sortcode', enabledmark: 1 } }),
      ),
    staleTime: 10 * 60_000,
  })
}
