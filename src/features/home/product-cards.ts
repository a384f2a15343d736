// Which action a home product card offers: 'free trial' when any product of its type has the free flag.
import { hasFreeTrial, type FreeFlagged } from '../../api/free-trial'
import { INTRO_PRODUCTS, type IntroProduct } from '../../../domain/product-types'

export function homeCards(products: readonly FreeFlagged[]): { type: IntroProduct; free: boolean }[] {
  return INTRO_PRODUCTS.map((type) => ({ type, free: hasFreeTrial(products, type) }))
}
