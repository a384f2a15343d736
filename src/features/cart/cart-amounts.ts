// Amounts of cart lines in integer fen, from the shared pricing module (never floats in components).
import type { CartItem } from '../../api/queries/cart-queries'
import { cartTotalFen, lineTotalFen, toFen, unitPriceFen, type CartLine } from '../../../domain/pricing'

/** The pricing module's line: the embedded catalogue product, or null when the server sent none. */
function cartLineOf(item: CartItem): CartLine | null {
  if (!item.productmes) return null
  return { product: item.productmes, durationunion: item.durationunion, duration: item.duration, number: item.number }
}

/** The server's price (yuan, -1 unknown) as fen, or null. */
const serverPriceFen = (item: CartItem) => (item.price < 0 ? null : toFen(item.price))

export function unitPriceOfFen(item: CartItem): number | null {
  return item.productmes ? unitPriceFen(item.productmes, item.durationunion) : null
}

/** unit price x duration x quantity; null ('?') when unknown. */
export function lineAmountFen(item: CartItem): number | null {
  const line = cartLineOf(item)
  return line ? lineTotalFen(line.product, line.durationunion, line.duration, line.number) : serverPriceFen(item)
}

/** Total of the selected items (the pricing module's cart total); null when any of them is unknown. */
export function selectionTotalFen(selected: readonly CartItem[]): number | null {
  const lines = selected.map(cartLineOf)
  if (lines.every((line) => line !== null)) return cartTotalFen(lines)
  let total = 0
  for (const item of selected) {
    const fen = lineAmountFen(item)
    if (fen === null) return null
    total += fen
  }
  return total
}
