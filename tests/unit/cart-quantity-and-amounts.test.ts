// Cart quantity parsing (minimum 1, at most 9999, digits only) and the amounts of selected cart lines in fen.
import { describe, expect, it } from 'vitest'
import type { CartItem } from '../../src/api/queries/cart-queries'
import { firstImageUrl } from '../../src/api/product-image-url'
import { lineAmountFen, selectionTotalFen, unitPriceOfFen } from '../../src/features/cart/cart-amounts'
import { parseQuantity } from '../../src/features/cart/cart-quantity'

describe('parseQuantity', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    [' 7 ', 7],
    ['007', 7],
    ['9999', 9999],
  ])('accepts %j as %d', (text, value) => {
    expect(parseQuantity(text)).toEqual({ ok: true, value })
  })

  it.each(['', '   ', '0', '00', '-1', '+2', '1.5', '1e3', 'abc', '2a', '１'])('refuses %j', (text) => {
    expect(parseQuantity(text)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses more than 9999 as too large', () => {
    expect(parseQuantity('10000')).toEqual({ ok: false, reason: 'tooLarge' })
  })
})

const product = {
  id: 'p',
  name: 'P',
  type: 'SummitMap',
  ismonth: 0,
  weekprice: 0.1,
  monthprice: 59.9,
  seasonprice: -1,
  halfyearprice: 3499,
}
const item = (over: Partial<CartItem>): CartItem =>
  ({
    id: 'i',
    userid: 'u',
    productid: 'p',
    number: 1,
    duration: 1,
    durationunion: 'week',
    price: 0,
    unit: '周',
    productmes: product,
    ...over,
  }) as CartItem

describe('cart amounts', () => {
  it('computes line amounts exactly in fen from the embedded product', () => {
    expect(lineAmountFen(item({ number: 3 }))).toBe(30) // 0.1 x 3 = 0.30, no float drift
    expect(lineAmountFen(item({ durationunion: 'month', duration: 16, number: 1 }))).toBe(95_840)
    expect(unitPriceOfFen(item({ durationunion: 'month' }))).toBe(5990)
    expect(lineAmountFen(item({ durationunion: 'season' }))).toBeNull()
  })

  it('falls back to the server price when no product is embedded', () => {
    expect(lineAmountFen(item({ productmes: undefined, price: 398 }))).toBe(39_800)
    expect(lineAmountFen(item({ productmes: undefined, price: -1 }))).toBeNull()
    expect(unitPriceOfFen(item({ productmes: undefined }))).toBeNull()
  })

  it('sums the selected lines; unknown makes the total unknown; nothing selected is 0', () => {
    expect(selectionTotalFen([])).toBe(0)
    expect(selectionTotalFen([item({ number: 1 }), item({ number: 2 })])).toBe(30) // 0.1 + 0.2 = 0.30
    expect(selectionTotalFen([item({}), item({ productmes: undefined, price: 398 })])).toBe(39_810)
    expect(selectionTotalFen([item({}), item({ durationunion: 'season' })])).toBeNull()
  })

  it('reads the first image url of the img JSON list', () => {
    expect(firstImageUrl('[{"url":"/pc/a.png"},{"url":"/pc/b.png"}]')).toBe('/pc/a.png')
    expect(firstImageUrl('not json')).toBeUndefined()
    expect(firstImageUrl(null)).toBeUndefined()
  })
})
