// Subscription pricing, shared by the UI and the server. Amounts are computed in integer fen (cents) so that
// 0.1 + 0.2 style float drift cannot happen; -1 means the price is unknown (shown as ?).
import type { DurationUnit } from './limits'

export interface PricedProduct {
  weekprice: number | string
  monthprice: number | string
  seasonprice: number | string
  halfyearprice: number | string
}

export const UNKNOWN_PRICE = -1
export const UNIT_DAYS: Record<DurationUnit, number> = { week: 7, month: 30, season: 90, halfyear: 180 }
const PRICE_FIELD: Record<DurationUnit, keyof PricedProduct> = {
  week: 'weekprice',
  month: 'monthprice',
  season: 'seasonprice',
  halfyear: 'halfyearprice',
}

/** Yuan (number or numeric string with up to 2 decimals) to integer fen, exactly. */
export function toFen(yuan: number | string): number {
  const text = typeof yuan === 'number' ? yuan.toFixed(2) : yuan.trim()
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) throw new Error(`not a money amount: ${yuan}`)
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  return match[1] === '-' ? -fen : fen
}

export const fenToYuan = (fen: number) => fen / 100

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

/** The amount shown with 2 decimals, or '?' when unknown. */
export const formatYuan = (fen: number | null) => (fen === null ? '?' : (fen / 100).toFixed(2))
