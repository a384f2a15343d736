// The shared pricing module: exact decimal results, -1 as unknown, the limits of limited products.
import { describe, expect, it } from 'vitest'
import {
  allowedUnits,
  canCheckout,
  cartBadgeCount,
  cartBadgeText,
  cartTotalFen,
  dailyPriceFen,
  defaultUnit,
  formatYuan,
  isLimited,
  lineTotalFen,
  lockedCount,
  lockedDuration,
  preferentialAmountFen,
  retailerQuote,
  shareParts,
  toFen,
  MoneyError,
  unitPriceFen,
  type CartLine,
} from '../../domain/pricing'

// Prices as the seed has them (numeric strings from the database, numbers from the API).
const product = { weekprice: '0.10', monthprice: 0.2, seasonprice: '1899.00', halfyearprice: -1 }
const mapStandard = { weekprice: '199.00', monthprice: '699.00', seasonprice: '1899.00', halfyearprice: '3499.00' }
const solidLite = { weekprice: 0.1, monthprice: 0.2, seasonprice: 0.3, halfyearprice: 0.7 }
const labCourse = { weekprice: 59.9, monthprice: -1, seasonprice: -1, halfyearprice: -1 }

describe('unit price x duration x quantity', () => {
  it('converts yuan to fen exactly', () => {
    expect(toFen('0.10')).toBe(10)
    expect(toFen(0.2)).toBe(20)
    expect(toFen(0.1 + 0.2)).toBe(30)
    expect(toFen('699')).toBe(69900)
    expect(toFen('-1')).toBe(-100)
    expect(() => toFen('1.234')).toThrow()
    expect(() => toFen('abc')).toThrow()
  })

  it('refuses with a MoneyError what it cannot represent exactly (issue 11): huge, not finite, extra decimals', () => {
    for (const bad of [
      1e21,
      '1e21',
      1e20,
      '100000000000000000000',
      NaN,
      Infinity,
      -Infinity,
      0.125,
      1.001,
      '1.234',
      '',
      ' ',
      '0x10',
      '1,00',
    ]) {
      expect(() => toFen(bad), String(bad)).toThrow(MoneyError)
    }
    expect(toFen(-1)).toBe(-100) // negatives convert: -1 marks an unknown price; requests cannot send them
    expect(toFen('-0.5')).toBe(-50)
    expect(toFen(90_071_992_547_409.91)).toBe(Number.MAX_SAFE_INTEGER)
    expect(() => toFen('90071992547409.92')).toThrow(MoneyError)
    expect(toFen(99_999_999.99)).toBe(9_999_999_999)
    expect(toFen(19.99 * 3)).toBe(5997) // 59.97000000000001: float noise, not a third decimal
  })

  it('multiplies without float drift', () => {
    expect(formatYuan(lineTotalFen(product, 'week', 3, 1))).toBe('0.30')
    expect(formatYuan((unitPriceFen(product, 'week') ?? 0) + (unitPriceFen(product, 'month') ?? 0))).toBe('0.30')
    expect(formatYuan(lineTotalFen(product, 'season', 2, 3))).toBe('11394.00')
    expect(formatYuan(lineTotalFen(solidLite, 'week', 3, 1))).toBe('0.30') // 0.1 * 3 = 0.30000000000000004 in floats
    expect(formatYuan(lineTotalFen(solidLite, 'halfyear', 3, 1))).toBe('2.10') // 0.7 * 3 = 2.0999999999999996
    expect(formatYuan(lineTotalFen(solidLite, 'season', 7, 3))).toBe('6.30')
    expect(formatYuan(lineTotalFen(labCourse, 'week', 16, 1))).toBe('958.40') // 59.9 * 16 = 958.4000000000001
    expect(formatYuan(lineTotalFen(mapStandard, 'month', 2, 3))).toBe('4194.00')
  })

  it('treats -1 as unknown, shown as ?', () => {
    expect(unitPriceFen(product, 'halfyear')).toBeNull()
    expect(formatYuan(lineTotalFen(product, 'halfyear', 1, 1))).toBe('?')
    expect(formatYuan(lineTotalFen(labCourse, 'month', 1, 1))).toBe('?')
  })
})

describe('daily price: unit price / 7, 30, 90 or 180, truncated', () => {
  it('truncates to the fen, never rounds up', () => {
    expect(formatYuan(dailyPriceFen(mapStandard, 'month'))).toBe('23.30') // 699 / 30 = 23.3
    expect(formatYuan(dailyPriceFen(mapStandard, 'week'))).toBe('28.42') // 199 / 7 = 28.428...
    expect(formatYuan(dailyPriceFen(mapStandard, 'season'))).toBe('21.10') // 1899 / 90 = 21.1
    expect(formatYuan(dailyPriceFen(mapStandard, 'halfyear'))).toBe('19.43') // 3499 / 180 = 19.438...
    expect(formatYuan(dailyPriceFen(labCourse, 'week'))).toBe('8.55') // 59.9 / 7 = 8.557...
    expect(formatYuan(dailyPriceFen(solidLite, 'week'))).toBe('0.01') // 0.10 / 7 = 0.0142...
    expect(formatYuan(dailyPriceFen(solidLite, 'month'))).toBe('0.00') // 0.20 / 30 = 0.0066...
    expect(formatYuan(dailyPriceFen(solidLite, 'halfyear'))).toBe('0.00')
  })

  it('is unknown when the unit price is', () => {
    expect(dailyPriceFen(product, 'halfyear')).toBeNull()
    expect(formatYuan(dailyPriceFen(labCourse, 'season'))).toBe('?')
  })
})

describe('units, counts and durations a product allows', () => {
  it('starts with month for ismonth 1 and week for 0 and 2', () => {
    expect(defaultUnit({ ismonth: 0 })).toBe('week')
    expect(defaultUnit({ ismonth: 1 })).toBe('month')
    expect(defaultUnit({ ismonth: 2 })).toBe('week')
  })

  it('offers all four units to an unlimited product', () => {
    expect(allowedUnits({ ismonth: 0 })).toEqual(['week', 'month', 'season', 'halfyear'])
    expect(allowedUnits({ ismonth: 1, onemonth: null, limitduration: 0 })).toEqual(['week', 'month', 'season', 'halfyear'])
    expect(isLimited({ ismonth: 1, onemonth: null, limitduration: null })).toBe(false)
  })

  it('offers limited products only their one unit', () => {
    expect(allowedUnits({ ismonth: 2 })).toEqual(['week']) // week-limited
    expect(allowedUnits({ ismonth: 2, limitduration: 16 })).toEqual(['week']) // SummitLab course: 16 weeks
    expect(allowedUnits({ ismonth: 1, onemonth: 5 })).toEqual(['month']) // SummitSolid team of five
    expect(allowedUnits({ ismonth: 0, limitduration: 4 })).toEqual(['week'])
  })

  it('locks the count to onemonth and the duration to limitduration', () => {
    expect(lockedCount({ ismonth: 1, onemonth: 5 })).toBe(5)
    expect(lockedCount({ ismonth: 1, onemonth: null })).toBeNull()
    expect(lockedCount({ ismonth: 1, onemonth: 0 })).toBeNull()
    expect(lockedDuration({ ismonth: 2, limitduration: 16 })).toBe(16)
    expect(lockedDuration({ ismonth: 2 })).toBeNull()
  })
})

describe('cart', () => {
  const lines: CartLine[] = [
    { product: solidLite, durationunion: 'week', duration: 1, number: 1 },
    { product: solidLite, durationunion: 'month', duration: 1, number: 1 },
    { product: mapStandard, durationunion: 'month', duration: 2, number: 3 },
  ]

  it('totals the selected lines exactly', () => {
    expect(formatYuan(cartTotalFen(lines.slice(0, 2)))).toBe('0.30') // 0.1 + 0.2
    expect(formatYuan(cartTotalFen(lines))).toBe('4194.30')
    expect(cartTotalFen([])).toBe(0)
  })

  it('is unknown when a selected line has an unknown price, and checkout is then disabled', () => {
    const total = cartTotalFen([...lines, { product: labCourse, durationunion: 'month', duration: 1, number: 1 }])
    expect(total).toBeNull()
    expect(canCheckout(total)).toBe(false)
  })

  it('disables checkout when the total is 0 or less', () => {
    expect(canCheckout(0)).toBe(false)
    expect(canCheckout(-100)).toBe(false)
    expect(canCheckout(1)).toBe(true)
  })

  it('shows a preferential amount of 5 when nothing is selected, else 0', () => {
    expect(formatYuan(preferentialAmountFen(0))).toBe('5.00')
    expect(preferentialAmountFen(1)).toBe(0)
    expect(preferentialAmountFen(3)).toBe(0)
  })

  it('counts the badge as the sum of item numbers, 99+ above 99', () => {
    expect(cartBadgeCount([{ number: 2 }, { number: 5 }])).toBe(7)
    expect(cartBadgeText(cartBadgeCount([]))).toBe('')
    expect(cartBadgeText(1)).toBe('1')
    expect(cartBadgeText(99)).toBe('99')
    expect(cartBadgeText(cartBadgeCount([{ number: 60 }, { number: 40 }]))).toBe('99+')
  })
})

describe('reseller price', () => {
  const terms = { productid: 'prod-map-standard, prod-solid-lite', discount: 0.85 }
  const line = (
    productid: string,
    p: typeof mapStandard | typeof solidLite,
    unit: CartLine['durationunion'],
    duration: number,
    number: number,
  ) => ({
    productid,
    product: p,
    durationunion: unit,
    duration,
    number,
  })

  it('parses the payable share exactly', () => {
    expect(shareParts(0.85)).toBe(8500n)
    expect(shareParts('0.8500')).toBe(8500n)
    expect(shareParts(1)).toBe(10000n)
    expect(shareParts('0.0001')).toBe(1n)
    expect(() => shareParts(1.5)).toThrow()
    expect(() => shareParts('-0.5')).toThrow()
  })

  it('multiplies by the retailer count and discounts eligible products only', () => {
    const quote = retailerQuote(
      [line('prod-map-standard', mapStandard, 'month', 1, 1), line('prod-map-pro', mapStandard, 'month', 1, 1)],
      2,
      terms,
    )
    // total 699 x 2 + 699 x 2 = 2796.00; payable 1398 x 0.85 = 1188.30 + 1398.00 = 2586.30; discount 209.70
    expect(quote).toEqual({ totalFen: 279600, payableFen: 258630, discountFen: 20970 })
  })

  it('rounds the discounted amount half up to the fen, per line', () => {
    // 0.10 x 0.85 = 0.085 -> 0.09 (half up); discount 0.01
    expect(retailerQuote([line('prod-solid-lite', solidLite, 'week', 1, 1)], 1, terms)).toEqual({
      totalFen: 10,
      payableFen: 9,
      discountFen: 1,
    })
    // 0.30 x 0.85 = 0.255 -> 0.26; 0.70 x 0.85 = 0.595 -> 0.60
    expect(retailerQuote([line('prod-solid-lite', solidLite, 'season', 1, 1)], 1, terms)?.payableFen).toBe(26)
    expect(retailerQuote([line('prod-solid-lite', solidLite, 'halfyear', 1, 1)], 1, terms)?.payableFen).toBe(60)
    // 199 x 3 weeks x 2 x 3 retailers = 3582.00; x 0.85 = 3044.70
    expect(retailerQuote([line('prod-map-standard', mapStandard, 'week', 3, 2)], 3, terms)).toEqual({
      totalFen: 358200,
      payableFen: 304470,
      discountFen: 53730,
    })
    // 0.1 + 0.2 style: 0.20 x 0.85 = 0.17 exactly
    expect(retailerQuote([line('prod-solid-lite', solidLite, 'month', 1, 1)], 1, terms)?.payableFen).toBe(17)
  })

  it('charges the normal total without terms (no code or a failed match) and is unknown for -1 prices', () => {
    expect(retailerQuote([line('prod-map-standard', mapStandard, 'month', 1, 1)], 1, null)).toEqual({
      totalFen: 69900,
      payableFen: 69900,
      discountFen: 0,
    })
    expect(retailerQuote([{ productid: 'x', product: labCourse, durationunion: 'month', duration: 1, number: 1 }], 1, terms)).toBeNull()
  })

  it('stays exact for large amounts', () => {
    const big = { weekprice: -1, monthprice: -1, seasonprice: -1, halfyearprice: '19999.00' }
    const quote = retailerQuote(
      [{ productid: 'prod-map-standard', product: big, durationunion: 'halfyear', duration: 999, number: 9999 }],
      3,
      terms,
    )
    // 1999900 fen x 999 x 9999 x 3 = 59 931 009 299 700 fen; x 0.85 = 50 941 357 904 745
    expect(quote).toEqual({ totalFen: 59931009299700, payableFen: 50941357904745, discountFen: 8989651394955 })
  })
})
