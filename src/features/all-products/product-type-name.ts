// The AllProducts name query: the menu links SummitMap / SummitSolid, older links SummitMAP / SummitSOLID.
import { INTRO_PRODUCTS, productTypeFromName, type IntroProduct } from '../../../domain/product-types'

export const introProductFromName = (name: string | undefined): IntroProduct => productTypeFromName(INTRO_PRODUCTS, name)
