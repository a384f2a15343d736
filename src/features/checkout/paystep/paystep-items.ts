// The lines the wizard buys: one from the stored choice (product page) or the handed-off cart lines (source=cart).
import type { CartHandoffItem } from '../../../../machines/cart-checkout'
import type { WizardItem } from '../../../../machines/checkout'
import type { DurationUnit } from '../../../../domain/limits'
import type { PricedProduct } from '../../../../domain/pricing'
import type { PurchaseData } from '../checkout-choice'

/** The product fields a line needs for its amount and the order payload. */
export type LineProduct = PricedProduct & {
  id?: string
  name?: string
  type?: string
  code?: string | null
  dogState?: number | null
  profeatureid?: string | null
}

export interface PaystepItem extends WizardItem {
  productname: string
  producttype: string
  product: LineProduct
}

export function itemsFromPurchaseData(data: PurchaseData): PaystepItem[] {
  return [
    {
      productid: data.id,
      productname: data.name,
      producttype: data.type,
      number: data.count,
      duration: data.duration,
      durationunion: data.durationunion,
      product: data,
    },
  ]
}

export function itemsFromCart(items: readonly CartHandoffItem[]): PaystepItem[] {
  return items.map((item) => ({
    productid: item.productid,
    productname: String(item.productname ?? ''),
    producttype: String(item.producttype ?? ''),
    number: item.number,
    duration: item.duration,
    durationunion: item.durationunion as DurationUnit,
    cartitemid: item.id,
    product: (item.productmes ?? {}) as LineProduct,
  }))
}

/** Items read back from the wizard's context (kept there as WizardItem). */
export const asPaystepItems = (items: readonly WizardItem[]): PaystepItem[] => items as PaystepItem[]
