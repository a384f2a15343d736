// Which product /Buy shows first: the tab's type (value; SummitMap when it names none), then the product `id` names
// when it is of that type, else the first of the type. The route's loader and the page pick the same one.
import { BUY_TYPES, isBuyType, type BuyType } from '../../../../domain/product-types'

export function buyType(value: string | undefined): BuyType {
  return isBuyType(value) ? value : BUY_TYPES[0]
}

export function initialBuyProduct<P extends { id: string; type: string }>(
  products: readonly P[],
  type: BuyType,
  id: string | undefined,
): P | undefined {
  const ofType = products.filter((product) => product.type === type)
  return ofType.find((product) => product.id === id) ?? ofType[0]
}
