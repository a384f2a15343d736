// The AllProducts name query: the menu links SummitMap / SummitSolid, older links SummitMAP / SummitSOLID.
import { INTRO_PRODUCTS, productTypeFromName, type IntroProduct } from '../../../domain/product-types'

export const introProductFromName = (name: string | undefined): IntroProduct => productTypeFromName(INTRO_PRODUCTS, name)

/** Feature points of every product of a line, once per title, in their order. */
export function uniqueFeatures<T extends { pointdata: string }>(points: readonly T[]): T[] {
  const seen = new Set<string>()
  return points.filter((point) => (seen.has(point.pointdata) ? false : (seen.add(point.pointdata), true)))
}
