// Cart writes from the cart page: each one refetches every cart view (key prefix ['cart']) and the header badge.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { batchRemoveCartItems, cartKeys, deleteCartItem, updateCartItem, type CartItem } from '../../api/queries/cart-queries'
import { useRefreshCartCount } from '../../session/session-context'

export function useCartChanges() {
  const queryClient = useQueryClient()
  const refreshCartCount = useRefreshCartCount()
  const settled = async () => {
    await queryClient.invalidateQueries({ queryKey: cartKeys.all })
    refreshCartCount()
  }

  const changeQuantity = useMutation({
    mutationFn: ({ item, quantity }: { item: CartItem; quantity: number }) =>
      updateCartItem(item.id, { productid: item.productid, number: quantity, duration: item.duration, durationunion: item.durationunion }),
    onSettled: settled,
  })

  /** Resolves with the server msg ('删除成功'). */
  const remove = useMutation({
    mutationFn: (ids: readonly string[]) => (ids.length === 1 ? deleteCartItem(ids[0]) : batchRemoveCartItems(ids)),
    onSettled: settled,
  })

  return { changeQuantity, remove }
}
