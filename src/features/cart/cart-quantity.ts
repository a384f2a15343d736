// Cart quantity typed by the customer (storefront.md §5: minimum 1). The server allows at most LINE_MAX_NUMBER per
// line (openapi.yaml CartItemInput.number); anything else is refused and the old value kept.
import { LINE_MAX_NUMBER, LINE_MIN_NUMBER } from '../../../domain/limits'

export type QuantityParse = { ok: true; value: number } | { ok: false; reason: 'invalid' | 'tooLarge' }

export function parseQuantity(text: string): QuantityParse {
  const trimmed = text.trim()
  // Digits only: '1.5', '1e3', '-2', '+3', '' and letters are not a count of licences.
  if (!/^\d+$/.test(trimmed)) return { ok: false, reason: 'invalid' }
  const value = Number(trimmed)
  if (value < LINE_MIN_NUMBER) return { ok: false, reason: 'invalid' }
  if (value > LINE_MAX_NUMBER) return { ok: false, reason: 'tooLarge' }
  return { ok: true, value }
}
