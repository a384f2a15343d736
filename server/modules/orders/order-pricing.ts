// Prices an order from the catalogue (domain/pricing.ts, the same rules the UI shows): each line checked like a
// cart line (online, enabled, its unit, count and duration), then unit price x duration x count x retailer count,
// with the reseller's payable share on its eligible products, rounded half up per line. Amounts in integer fen.
import type { DbOrTx } from '../../db/client'
import { badRequest } from '../../http/api-error'
import { AMOUNT_MAX_YUAN, type DurationUnit } from '../../../domain/limits'
import { retailerQuote, unitPriceFen, type RetailerTerms } from '../../../domain/pricing'
import { findProductsByIds } from './order-data'
import type { ProductRow } from '../products/product-data'
import { checkSellableLine } from '../products/sellable-line'

/** No order may pass this (numeric(14,2) holds far more; a total this large is a mistake or an attack). */
const ORDER_MAX_AMOUNT_FEN = AMOUNT_MAX_YUAN * 100

export interface OrderLineInput {
  productid: string
  number: number
  duration: number
  durationunion: DurationUnit
}

interface PricedLine {
  product: ProductRow
  input: OrderLineInput
  unitFen: number
  /** unit price x duration x count x retailer count */
  totalFen: number
  /** What this line costs after the reseller's share (equal to totalFen when not eligible). */
  payableFen: number
}

export interface PricedOrder {
  lines: PricedLine[]
  totalFen: number
  payableFen: number
  retailcount: number
}

export async function priceOrder(
  db: DbOrTx,
  inputs: readonly OrderLineInput[],
  retailcount: number,
  terms: RetailerTerms | null,
): Promise<PricedOrder> {
  const products = await findProductsByIds(db, [...new Set(inputs.map((line) => line.productid))])
  const lines = inputs.map((input): PricedLine => {
    const product = checkSellableLine(products.get(input.productid), input)
    // One line at a time: the quote rounds per line, so the lines add up to the quote of the whole order.
    const quote = retailerQuote([{ ...input, product }], retailcount, terms)!
    return { product, input, unitFen: unitPriceFen(product, input.durationunion)!, totalFen: quote.totalFen, payableFen: quote.payableFen }
  })
  const totalFen = lines.reduce((sum, line) => sum + line.totalFen, 0)
  const payableFen = lines.reduce((sum, line) => sum + line.payableFen, 0)
  if (totalFen > ORDER_MAX_AMOUNT_FEN) throw badRequest('订单金额超出上限，请分开下单')
  return { lines, totalFen, payableFen, retailcount }
}

/** Integer fen as the numeric(14,2) text of the database, exactly ('123456' -> '1234.56'). */
export function fenToNumeric(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
