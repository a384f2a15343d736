// The AllProducts name query: the menu links SummitMap / SummitSolid, older links SummitMAP / SummitSOLID.
import { INTRO_PRODUCTS, type IntroProduct } from '../../shell/site-constants'

export function introProductFromName(name: string | undefined): IntroProduct {
  const wanted = (name ?? '').toLowerCase()
  return INTRO_PRODUCTS.find((type) => type.toLowerCase() === wanted) ?? INTRO_PRODUCTS[0]
}

/** Feature points of every product of a line, once per title, in their order. */
export function uniqueFeatures<T extends { pointdata: string }>(points: readonly T[]): T[] {
  const seen = new Set<string>()
  return points.filter((point) => (seen.has(point.pointdata) ? false : (seen.add(point.pointdata), true)))
}
