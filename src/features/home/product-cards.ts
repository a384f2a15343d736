// Which action a home product card offers: 'free trial' when any product of its type has the free flag.
import { INTRO_PRODUCTS, type IntroProduct } from '../../../domain/product-types'

export interface FreeFlagged {
  type: string
  havefree?: unknown
}

export function hasFreeTrial(products: readonly FreeFlagged[], type: string): boolean {
  return products.some((product) => product.type === type && (product.havefree === true || Number(product.havefree) === 1))
}

export function homeCards(products: readonly FreeFlagged[]): { type: IntroProduct; free: boolean }[] {
  return INTRO_PRODUCTS.map((type) => ({ type, free: hasFreeTrial(products, type) }))
}
