// The shared pricing module: exact decimal results, -1 as unknown.
import { describe, expect, it } from 'vitest'
import { formatYuan, lineTotalFen, toFen, unitPriceFen } from '../../src/domain/pricing'

const product = { weekprice: '0.10', monthprice: 0.2, seasonprice: '1899.00', halfyearprice: -1 }

describe('pricing', () => {
  it('converts yuan to fen exactly', () => {
    expect(toFen('0.10')).toBe(10)
    expect(toFen(0.2)).toBe(20)
    expect(toFen('699')).toBe(69900)
    expect(toFen('-1')).toBe(-100)
    expect(() => toFen('1.234')).toThrow()
  })

  it('multiplies unit price x duration x quantity without float drift', () => {
    expect(formatYuan(lineTotalFen(product, 'week', 3, 1))).toBe('0.30')
    expect(formatYuan((unitPriceFen(product, 'week') ?? 0) + (unitPriceFen(product, 'month') ?? 0))).toBe('0.30')
    expect(formatYuan(lineTotalFen(product, 'season', 2, 3))).toBe('11394.00')
  })

  it('treats -1 as unknown, shown as ?', () => {
    expect(unitPriceFen(product, 'halfyear')).toBeNull()
    expect(formatYuan(lineTotalFen(product, 'halfyear', 1, 1))).toBe('?')
  })
})
