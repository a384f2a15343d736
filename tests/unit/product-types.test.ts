// Product lines (domain/product-types.ts): the one list and its subsets, the contract's enum, the name query.
import { describe, expect, it } from 'vitest'
import { BUY_TYPES, INTRO_PRODUCTS, isBuyType, PRODUCT_TYPES, productTypeFromName } from '../../domain/product-types'
import { loadOpenApi } from '../support/openapi-document'

describe('product types', () => {
  it('five lines in menu order (storefront.md §2); /Buy shows the first four, the intro pages the first three', () => {
    expect(PRODUCT_TYPES).toEqual(['SummitMap', 'SummitSolid', 'SummitLab', 'SummitTerra', 'SummitView'])
    expect(BUY_TYPES).toEqual(PRODUCT_TYPES.slice(0, 4))
    expect(INTRO_PRODUCTS).toEqual(PRODUCT_TYPES.slice(0, 3))
  })

  it("is the contract's ProductType enum", () => {
    expect(loadOpenApi().components.schemas.ProductType.enum).toEqual([...PRODUCT_TYPES])
  })

  it('reads a name query in any letter case; an unknown or missing name is the first line', () => {
    expect(productTypeFromName(INTRO_PRODUCTS, 'SummitMAP')).toBe('SummitMap')
    expect(productTypeFromName(INTRO_PRODUCTS, 'summitsolid')).toBe('SummitSolid')
    expect(productTypeFromName(INTRO_PRODUCTS, 'SummitView')).toBe('SummitMap')
    expect(productTypeFromName(PRODUCT_TYPES, 'SUMMITVIEW')).toBe('SummitView')
    expect(productTypeFromName(PRODUCT_TYPES, undefined)).toBe('SummitMap')
  })

  it('a /Buy type is one of its four tabs', () => {
    expect(isBuyType('SummitTerra')).toBe(true)
    expect(isBuyType('SummitView')).toBe(false)
    expect(isBuyType('free')).toBe(false)
  })
})
