// Subscription pricing, shared by the UI and the server (storefront.md sections 4 and 9). Amounts are computed in
// integer fen (cents) so that 0.1 + 0.2 style float drift cannot happen; -1 means the price is unknown (shown as ?).
// Rounding: only a reseller discount can produce fractions of a fen; it is rounded half up to the fen, per line.
// The daily price is truncated, as the spec says. Everything else is an exact integer product.
import { CART_BADGE_CAP, DURATION_UNITS, type DurationUnit } from './limits'

export interface PricedProduct {
  weekprice: number | string
  monthprice: number | string
  seasonprice: number | string
  halfyearprice: number | string
}

/** The fields that decide which units, counts and durations a product allows. */
export interface LimitedProduct {
  ismonth: number
  onemonth?: number | null
  limitduration?: number | null
}

const UNIT_DAYS: Record<DurationUnit, number> = { week: 7, month: 30, season: 90, halfyear: 180 }
export const UNIT_LABEL: Record<DurationUnit, string> = { week: '周', month: '月', season: '季', halfyear: '半年' }
/** Shown (and charged nothing) when nothing in the cart is selected: storefront.md section 9. */
const PREFERENTIAL_AMOUNT_FEN = 500
const PRICE_FIELD: Record<DurationUnit, keyof PricedProduct> = {
  week: 'weekprice',
  month: 'monthprice',
  season: 'seasonprice',
  halfyear: 'halfyearprice',
}

/** What toFen refuses: an amount it cannot convert to integer fen exactly. The server answers it with a 400. */
export class MoneyError extends RangeError {
  override name = 'MoneyError'
}

/**
 * Yuan to integer fen, exactly, or a MoneyError. A number must be an amount with at most 2 decimals up to float noise
 * (19.99, 699, -1, 0.1 + 0.2; not 0.125, NaN or Infinity); a string must be digits with at most 2 decimals ('699.00').
 * The result is a safe integer (|fen| <= 2^53 - 1, about 9 x 10^13 yuan), so 1e21 or '1e21' is refused, never
 * rounded. Negative amounts convert (-1 marks an unknown price); requests cannot send them (the contract's minimum).
 */
export function toFen(yuan: number | string): number {
  if (typeof yuan === 'number' && !Number.isFinite(yuan)) throw new MoneyError(`金额无效: ${yuan}`)
  const text = typeof yuan === 'number' ? yuan.toFixed(2) : String(yuan).trim()
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) throw new MoneyError(`金额无效: ${yuan}`)
  const noise = 4 * Number.EPSILON * Math.max(1, Math.abs(Number(text)))
  if (typeof yuan === 'number' && Math.abs(Number(text) - yuan) > noise) throw new MoneyError(`金额最多两位小数: ${yuan}`)
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  if (!Number.isSafeInteger(fen)) throw new MoneyError(`金额超出范围: ${yuan}`)
  return match[1] === '-' ? -fen : fen
}

export const fenToYuan = (fen: number) => fen / 100

/** The amount shown with 2 decimals, or '?' when unknown. */
export const formatYuan = (fen: number | null) => (fen === null ? '?' : (fen / 100).toFixed(2))

/** Unit price in fen for the unit, or null when unknown (-1). */
export function unitPriceFen(product: PricedProduct, unit: DurationUnit): number | null {
  const fen = toFen(product[PRICE_FIELD[unit]])
  return fen < 0 ? null : fen
}

/** unit price x duration x quantity, in fen; null when the unit price is unknown. */
export function lineTotalFen(product: PricedProduct, unit: DurationUnit, duration: number, quantity: number): number | null {
  const unitFen = unitPriceFen(product, unit)
  return unitFen === null ? null : unitFen * duration * quantity
}

/** The unit price per day: divided by 7, 30, 90 or 180 and truncated to the fen (699.00 / 30 = 23.30). */
export function dailyPriceFen(product: PricedProduct, unit: DurationUnit): number | null {
  const unitFen = unitPriceFen(product, unit)
  return unitFen === null ? null : Math.floor(unitFen / UNIT_DAYS[unit])
}

// ---------------------------------------------------------------- units a product allows

/** The unit a product starts with: month for ismonth 1, week for 0 and 2. */
export const defaultUnit = (product: Pick<LimitedProduct, 'ismonth'>): DurationUnit => (product.ismonth === 1 ? 'month' : 'week')

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0

/** The count a product fixes (onemonth), or null when the buyer chooses it. */
export const lockedCount = (product: LimitedProduct): number | null => (positive(product.onemonth) ? product.onemonth : null)

/** The duration a product fixes (limitduration), or null when the buyer chooses it. */
export const lockedDuration = (product: LimitedProduct): number | null => (positive(product.limitduration) ? product.limitduration : null)

/** Limited products (week-limited ismonth 2, a fixed count or a fixed duration) are sold in their one unit only. */
export const isLimited = (product: LimitedProduct) =>
  product.ismonth === 2 || lockedCount(product) !== null || lockedDuration(product) !== null

export function allowedUnits(product: LimitedProduct): readonly DurationUnit[] {
  return isLimited(product) ? [defaultUnit(product)] : DURATION_UNITS
}

// ---------------------------------------------------------------- cart

export interface CartLine {
  product: PricedProduct
  durationunion: DurationUnit
  duration: number
  number: number
}

/** Sum of the selected lines in fen; null ('?') when any selected line has an unknown price. */
export function cartTotalFen(selected: readonly CartLine[]): number | null {
  let total = 0
  for (const line of selected) {
    const fen = lineTotalFen(line.product, line.durationunion, line.duration, line.number)
    if (fen === null) return null
    total += fen
  }
  return total
}

/** Checkout is disabled when the total is 0 or less (or unknown). */
export const canCheckout = (totalFen: number | null) => totalFen !== null && totalFen > 0

/** 5 yuan when nothing is selected, else 0 (storefront.md section 9). */
export const preferentialAmountFen = (selectedCount: number) => (selectedCount === 0 ? PREFERENTIAL_AMOUNT_FEN : 0)

/** The header badge counts item numbers, not lines. */
export const cartBadgeCount = (items: readonly { number: number }[]) => items.reduce((sum, item) => sum + item.number, 0)

/** '99+' above 99; empty for an empty cart (no badge). */
export function cartBadgeText(count: number): string {
  if (count <= 0) return ''
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count)
}

// ---------------------------------------------------------------- reseller (retailer) price

export interface RetailerTerms {
  /** Comma list of the product ids the discount applies to. */
  productid: string
  /** Payable share, e.g. 0.85 (at most 4 decimals, between 0 and 1). */
  discount: number | string
}

export interface RetailerLine extends CartLine {
  productid: string
}

export interface RetailerQuote {
  totalFen: number
  payableFen: number
  discountFen: number
}

const SHARE_SCALE = 10_000n

/** A payable share (0.85) as parts per 10 000, exactly. */
export function shareParts(discount: number | string): bigint {
  const text = typeof discount === 'number' ? discount.toFixed(4) : discount.trim()
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(text)
  if (!match) throw new Error(`not a discount: ${discount}`)
  const parts = BigInt(match[1]) * SHARE_SCALE + BigInt((match[2] ?? '').padEnd(4, '0'))
  if (parts > SHARE_SCALE) throw new Error(`discount above 1: ${discount}`)
  return parts
}

const eligibleProductIds = (terms: RetailerTerms) =>
  new Set(
    terms.productid
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )

/**
 * Total = unit price x duration x count x retailer count per line; payable applies the share to eligible lines only,
 * each rounded half up to the fen; discount = total - payable. Without terms payable equals total.
 * null when any line's price is unknown.
 */
export function retailerQuote(lines: readonly RetailerLine[], retailerCount: number, terms: RetailerTerms | null): RetailerQuote | null {
  const eligible = terms ? eligibleProductIds(terms) : new Set<string>()
  const share = terms ? shareParts(terms.discount) : SHARE_SCALE
  let total = 0n
  let payable = 0n
  for (const line of lines) {
    const fen = lineTotalFen(line.product, line.durationunion, line.duration, line.number)
    if (fen === null) return null
    const lineTotal = BigInt(fen) * BigInt(retailerCount)
    total += lineTotal
    // Half up: add half the divisor before the integer division (amounts are never negative).
    payable += eligible.has(line.productid) ? (lineTotal * share + SHARE_SCALE / 2n) / SHARE_SCALE : lineTotal
  }
  return { totalFen: Number(total), payableFen: Number(payable), discountFen: Number(total - payable) }
}
