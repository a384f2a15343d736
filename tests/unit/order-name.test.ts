// The order name (domain/order-name.ts): the server names every order with it, the client sends the same name.
import { describe, expect, it } from 'vitest'
import { orderName } from '../../domain/order-name'

describe('order name', () => {
  it('joins the product types in line order, once each, with the purchase wording', () => {
    expect(orderName(['SummitMap'])).toBe('SummitMap订阅购买')
    expect(orderName(['SummitMap', 'SummitSolid', 'SummitMap'])).toBe('SummitMap-SummitSolid订阅购买')
    expect(orderName(['SummitSolid', 'SummitMap'])).toBe('SummitSolid-SummitMap订阅购买')
  })

  it('skips lines without a type', () => {
    expect(orderName(['', 'SummitLab', ''])).toBe('SummitLab订阅购买')
  })
})
