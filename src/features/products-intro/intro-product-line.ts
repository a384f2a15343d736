// The Productsintro name query: any of the five product lines, in any letter case; unknown or missing names show
// the first line.
import { PRODUCT_TYPES, productTypeFromName, type ProductType } from '../../../domain/product-types'

export const productLineFromName = (name: string | undefined): ProductType => productTypeFromName(PRODUCT_TYPES, name)
