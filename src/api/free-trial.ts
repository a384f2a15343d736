// Whether a product line offers a free trial: any of its products carries the free flag (true or 1).
export interface FreeFlagged {
  type: string
  havefree?: unknown
}

export function hasFreeTrial(products: readonly FreeFlagged[], type: string): boolean {
  return products.some((product) => product.type === type && (product.havefree === true || Number(product.havefree) === 1))
}
