// The trial products a customer can request a licence for. The contract lists only sold products (listProducts'
// saletype is online or offline, never 'free'), so the trial products are reached the way the catalogue links them:
// the freeproductid of the sold products of each trial family, one per family, in menu order.
import type { Product } from '../../../api/queries/product-detail-queries'

/** The families that have trial licences: applyLicense (SummitMap, SummitSolid) and makeLabStart (SummitLab). */
export const TRIAL_LINES = ['SummitMap', 'SummitSolid', 'SummitLab'] as const
export type TrialLine = (typeof TRIAL_LINES)[number]

export interface TrialProduct {
  productid: string
  line: TrialLine
}

export const isTrialLine = (value: unknown): value is TrialLine => TRIAL_LINES.includes(value as TrialLine)

export function trialProductsOf(products: readonly Product[]): TrialProduct[] {
  return TRIAL_LINES.flatMap((line) => {
    const offering = products.find((product) => product.type === line && product.havefree === 1 && product.freeproductid)
    return offering?.freeproductid ? [{ productid: offering.freeproductid, line }] : []
  })
}
