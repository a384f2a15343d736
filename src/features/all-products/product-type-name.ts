// The AllProducts name query: the menu links SummitMap / SummitSolid, older links SummitMAP / SummitSOLID.
import { INTRO_PRODUCTS, type IntroProduct } from '../../shell/site-constants'

export function introProductFromName(name: string | undefined): IntroProduct {
  const wanted = (name ?? '').toLowerCase()
  return INTRO_PRODUCTS.find((type) => type.toLowerCase() === wanted) ?? INTRO_PRODUCTS[0]
}
