// The subscription dropdown's product groups, listed by the header menu and the narrow-screen drawer alike.
import { useQuery } from '@tanstack/react-query'
import { productListOptions } from '../api/queries/product-queries'
import { BUY_TYPES } from '../../domain/product-types'

/**
 * The lines /Buy sells, each with its online products. SummitView is free (its banner opens /FreeSoft,
 * storefront.md §3) and has no tab on /Buy, so it is not listed (it used to open the SummitMap tab).
 */
export interface BuyMenuGroup {
  type: (typeof BUY_TYPES)[number]
  items: { id: string; name: string; type: string }[]
}

export function useBuyMenuGroups(): { status: 'pending' | 'error' | 'success'; groups: BuyMenuGroup[] } {
  const products = useQuery(productListOptions())
  const list = products.data?.list ?? []
  const groups = BUY_TYPES.map((type) => ({ type, items: list.filter((product) => product.type === type) })).filter(
    (group) => group.items.length > 0,
  )
  return { status: products.status, groups }
}
