// Purchase data kept locally as BUYDATA (storefront.md §3): the product plus duration, durationunion and count.
// /paystep reads it; from the cart, source=cart and the cart handoff {source, items} is kept under CARTBUYDATA instead
// (src/checkout/cart-checkout-actor.ts).
import type { Product } from '../../api/queries/product-detail-queries'
import type { DurationUnit } from '../../../domain/limits'
import { storage } from '../../storage/storage'

export const BUYDATA_KEY = 'BUYDATA'
export const CART_CHECKOUT_KEY = 'CARTBUYDATA'

export type PurchaseData = Product & { duration: number; durationunion: DurationUnit; count: number }

export function storePurchaseData(data: PurchaseData): void {
  storage.set(BUYDATA_KEY, data as unknown as Record<string, unknown>)
}

export function readPurchaseData(): PurchaseData | null {
  return storage.get<PurchaseData>(BUYDATA_KEY)
}
