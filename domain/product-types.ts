// The product lines (storefront.md §2): all five in menu order, and the subsets the screens show.

/** Every product line, in the subscription menu's order (the contract's ProductType enum). */
export const PRODUCT_TYPES = ['SummitMap', 'SummitSolid', 'SummitLab', 'SummitTerra', 'SummitView'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

/** The tabs of /Buy, in order; the fourth (SummitTerra) is 'coming soon'. */
export const BUY_TYPES = ['SummitMap', 'SummitSolid', 'SummitLab', 'SummitTerra'] as const satisfies readonly ProductType[]
export type BuyType = (typeof BUY_TYPES)[number]

/** The lines the "product intro" menu, the footer, the home cards and /AllProducts show. */
export const INTRO_PRODUCTS = ['SummitMap', 'SummitSolid', 'SummitLab'] as const satisfies readonly ProductType[]
export type IntroProduct = (typeof INTRO_PRODUCTS)[number]

/** The /Buy line whose buy button reads 'coming soon'. */
export const COMING_SOON_TYPE: BuyType = 'SummitTerra'

export const isProductType = (value: unknown): value is ProductType => PRODUCT_TYPES.includes(value as ProductType)

export const isBuyType = (value: unknown): value is BuyType => BUY_TYPES.includes(value as BuyType)

/** A name query in any letter case (SummitMAP, summitsolid) as one of the lines; unknown or missing: the first. */
export function productTypeFromName<T extends ProductType>(lines: readonly [T, ...T[]], name: string | undefined): T {
  const wanted = (name ?? '').toLowerCase()
  return lines.find((type) => type.toLowerCase() === wanted) ?? lines[0]
}
