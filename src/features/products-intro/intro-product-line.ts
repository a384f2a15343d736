// The Productsintro name query: any of the five product lines, in any letter case; unknown or missing names show
// the first line.
import { PRODUCT_TYPES, type ProductType } from '../../../domain/limits'

export function productLineFromName(name: string | undefined): ProductType {
  const wanted = (name ?? '').toLowerCase()
  return PRODUCT_TYPES.find((type) => type.toLowerCase() === wanted) ?? PRODUCT_TYPES[0]
}
