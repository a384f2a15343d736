// The caller's cart (storefront.md §7). Writes invalidate ['cart'] so every cart view refetches; the header badge
// is the session's count and is refreshed by the caller (useRefreshCartCount).
import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../generated/api'
import { unwrap, unwrapEnvelope } from '../api-error'
import { api } from '../client'

export type CartItem = components['schemas']['CartItem']
export type CartItemInput = components['schemas']['CartItemInput']

export const cartKeys = {
  all: ['cart'] as const,
  list: () => ['cart', 'list'] as const,
}

export function cartListOptions() {
  return queryOptions({
    queryKey: cartKeys.list(),
    queryFn: async (): Promise<CartItem[]> => {
      const data = await unwrap(api.POST('/api/business/C_cart/getList', { body: { currentPage: 1, pageSize: 100 } }))
      return data?.list ?? []
    },
  })
}

/** Resolves with the server msg ('添加成功'). */
export async function createCartItem(body: CartItemInput): Promise<string> {
  const envelope = await unwrapEnvelope(api.POST('/api/business/C_cart', { body }))
  return envelope.msg ?? ''
}

/** Resolves with the server msg ('修改成功'). */
export async function updateCartItem(id: string, body: CartItemInput): Promise<string> {
  const envelope = await unwrapEnvelope(api.PUT('/api/business/C_cart/{id}', { params: { path: { id } }, body: { ...body, id } }))
  return envelope.msg ?? ''
}

/** Resolves with the server msg ('删除成功'). */
export async function deleteCartItem(id: string): Promise<string> {
  const envelope = await unwrapEnvelope(api.DELETE('/api/business/C_cart/{id}', { params: { path: { id } } }))
  return envelope.msg ?? ''
}

export async function batchRemoveCartItems(ids: readonly string[]): Promise<string> {
  const envelope = await unwrapEnvelope(api.DELETE('/api/business/C_cart/batchRemove/{ids}', { params: { path: { ids: ids.join(',') } } }))
  return envelope.msg ?? ''
}
