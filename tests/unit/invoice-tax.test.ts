// Tax-included amounts split into 金额 and 税额: the rounding rule per line, totals that add up, the red-letter mirror.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatTaxRate, quantityText, rateBasisPoints, splitInvoiceLines, splitTaxIncluded, unitPriceText } from '../../domain/invoice-tax'

describe('splitTaxIncluded', () => {
  it.each([
    // gross fen, rate, net fen, tax fen
    [10600, 0.06, 10000, 600],
    [10000, 0.06, 9434, 566], // 100 / 1.06 = 94.3396…
    [11300, 0.13, 10000, 1300],
    [69900, 0.06, 65943, 3957], // 699 / 1.06 = 659.4339…
    [189900, 0.13, 168053, 21847], // 1899 / 1.13 = 1680.5309…
    [1, 0.06, 1, 0], // 0.943 fen rounds up to 1
    [0, 0.06, 0, 0],
    [12345, 0, 12345, 0],
    [313, 0.0016, 313, 0], // 312.5 exactly: half rounds up
    [314, 0.0016, 313, 1], // 313.498… rounds down
  ])('%i fen at %s → 金额 %i, 税额 %i', (gross, rate, net, tax) => {
    expect(splitTaxIncluded(gross, rate)).toEqual({ grossFen: gross, netFen: net, taxFen: tax })
  })

  it('splits a negative amount as the exact mirror of the positive one (half rounds away from zero)', () => {
    expect(splitTaxIncluded(-10000, 0.06)).toEqual({ grossFen: -10000, netFen: -9434, taxFen: -566 })
    expect(splitTaxIncluded(-313, 0.0016)).toEqual({ grossFen: -313, netFen: -313, taxFen: 0 })
  })

  it('for any amount and usual rate: 金额 + 税额 = gross, 金额 is gross / (1 + rate) within half a fen, mirror for negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.constantFrom(0, 0.01, 0.03, 0.05, 0.06, 0.09, 0.13), (gross, rate) => {
        const split = splitTaxIncluded(gross, rate)
        expect(split.netFen + split.taxFen).toBe(gross)
        const exact = (gross * 10_000) / (10_000 + Math.round(rate * 10_000))
        expect(Math.abs(split.netFen - exact)).toBeLessThanOrEqual(0.5 + 1e-6)
        expect(split.taxFen).toBeGreaterThanOrEqual(0)
        const negative = splitTaxIncluded(-gross, rate)
        expect([negative.netFen, negative.taxFen]).toEqual([0 - split.netFen, 0 - split.taxFen])
      }),
      { numRuns: 1000 },
    )
  })

  it.each([Number.NaN, -0.01, 1, 0.00005, Number.POSITIVE_INFINITY])('refuses the rate %s', (rate) => {
    expect(() => splitTaxIncluded(100, rate)).toThrow(RangeError)
  })

  it('refuses an amount that is not whole fen', () => {
    expect(() => splitTaxIncluded(100.5, 0.06)).toThrow(RangeError)
  })
})

describe('splitInvoiceLines', () => {
  it('sums the lines: 合计金额 + 合计税额 = the sum of the gross amounts, to the fen', () => {
    const { lines, total } = splitInvoiceLines([10000, 69900, 189900], 0.06)
    expect(lines.map((l) => [l.netFen, l.taxFen])).toEqual([
      [9434, 566],
      [65943, 3957],
      [179151, 10749],
    ])
    expect(total).toEqual({ grossFen: 269800, netFen: 254528, taxFen: 15272 })
  })

  it('keeps the per-line tax even where taxing the total at once would give more (100 lines of 1 fen)', () => {
    const { total } = splitInvoiceLines(Array<number>(100).fill(1), 0.06)
    expect(total).toEqual({ grossFen: 100, netFen: 100, taxFen: 0 })
    expect(splitTaxIncluded(100, 0.06).taxFen).toBe(6)
  })

  it('for any lines: totals add up exactly and the red-letter lines cancel the blue ones', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 ** 10 }), { minLength: 1, maxLength: 40 }), (grosses) => {
        const blue = splitInvoiceLines(grosses, 0.06)
        const red = splitInvoiceLines(
          grosses.map((g) => -g),
          0.06,
        )
        expect(blue.total.netFen + blue.total.taxFen).toBe(grosses.reduce((a, b) => a + b, 0))
        expect(blue.total.netFen + red.total.netFen).toBe(0)
        expect(blue.total.taxFen + red.total.taxFen).toBe(0)
      }),
    )
  })
})

describe('printed figures', () => {
  it.each([
    [0.06, '6%', 600],
    [0.13, '13%', 1300],
    [0.1, '10%', 1000],
    [0.015, '1.5%', 150],
    [0, '0%', 0],
  ])('the rate %s prints %s (%i basis points)', (rate, text, bp) => {
    expect(formatTaxRate(rate)).toBe(text)
    expect(rateBasisPoints(rate)).toBe(bp)
  })

  it.each([
    [9434, 1, '94.34'],
    [10000, 1, '100.00'],
    [10000, 3, '33.33333333'],
    [9434, 3, '31.44666667'],
    [20000, 8, '25.00'],
    [1, 3, '0.00333333'],
    [-9434, -1, '94.34'],
    [150, 1.5, '1.00'],
  ])('单价 of 金额 %i fen over %s: %s (positive, 2 to 8 decimals)', (net, quantity, text) => {
    expect(unitPriceText(net, quantity)).toBe(text)
  })

  it('refuses a zero quantity for a unit price', () => {
    expect(() => unitPriceText(100, 0)).toThrow(RangeError)
  })

  it.each([
    [3, '3'],
    [-3, '-3'],
    [1.5, '1.5'],
  ])('数量 %s prints %s', (quantity, text) => {
    expect(quantityText(quantity)).toBe(text)
  })
})
