// What is being bought (storefront.md §3 'Purchase data', BUYDATA there; checkout.choice here): the product plus
// duration, durationunion and count, and whose choice it is. A logged-out visitor's choice is stored owner-less
// before the login it asks for; /BuyMenu shows it again after the login and the customer claims it. /paystep reads
// it; from the cart, source=cart and the cart handoff is kept under checkout.cart instead (cart-handoff/).
import type { Product } from '../../api/queries/product-detail-queries'
import type { DurationUnit } from '../../../domain/limits'
import { storage } from '../../storage/storage'
import { CHECKOUT_CHOICE_KEY } from './checkout-keys'

export type PurchaseData = Product & { duration: number; durationunion: DurationUnit; count: number }

/** The stored record: the purchase and its owner (the customer's id; null until a login claims it). */
type StoredPurchase = PurchaseData & { owner?: string | null }

function readStored(): StoredPurchase | null {
  const stored = storage.get<StoredPurchase>(CHECKOUT_CHOICE_KEY)
  return stored && typeof stored === 'object' && typeof stored.id === 'string' ? stored : null
}

function withoutOwner({ owner: _owner, ...data }: StoredPurchase): PurchaseData {
  return data
}

/** Keeps `data` as what is being bought; `owner` is the customer's id, or null for a logged-out visitor. */
export function storePurchaseData(data: PurchaseData, owner: string | null): void {
  storage.set(CHECKOUT_CHOICE_KEY, { ...data, owner } as unknown as Record<string, unknown>)
}

export function readPurchaseData(): PurchaseData | null {
  const stored = readStored()
  return stored ? withoutOwner(stored) : null
}

/** The stored choice when this visitor may see it: an owner-less one, or one the customer `owner` claimed. */
export function readChoiceFor(owner: string | null): PurchaseData | null {
  const stored = readStored()
  if (!stored) return null
  const storedOwner = stored.owner ?? null
  return storedOwner === null || storedOwner === owner ? withoutOwner(stored) : null
}

/** After a login: an owner-less choice becomes the customer's, so the next visitor of this browser does not get it. */
export function claimPurchaseData(owner: string): void {
  const stored = readStored()
  if (stored && (stored.owner ?? null) === null) storePurchaseData(withoutOwner(stored), owner)
}

/**
 * On /BuyMenu the visitor dropped the chosen product (another product type): the stored choice this visitor would be
 * shown again (readChoiceFor) is forgotten, so a reload or the next login does not bring back a product turned away
 * from. Another customer's claimed choice stays.
 */
export function forgetChoiceOf(owner: string | null): void {
  if (readChoiceFor(owner)) forgetPurchaseData()
}

/** Paid: the choice is used up. */
export function forgetPurchaseData(): void {
  storage.remove(CHECKOUT_CHOICE_KEY)
}
