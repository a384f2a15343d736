// The orders tab's pure rules: its part of /PersonalCenter's search, which download entries an order offers per
// product line (and that the seed has each of them), the pending order closed after 24 hours, contract files.
import { describe, expect, it } from 'vitest'
import { BUY_TYPES, COMING_SOON_TYPE } from '../../domain/product-types'
import { downloadRows } from '../../server/db/seed-data/support'
import { PRODUCT_DOWNLOAD_KEYS } from '../../src/api/download-entries'
import { isOrderClosed } from '../../src/features/orders/order-closed'
import { downloadOffers, productTypesOf } from '../../src/features/orders/order-downloads'
import { validateOrdersSearch } from '../../src/features/orders/orders-search'

describe('orders search', () => {
  it('keeps a known sub-tab, a positive integer page and a search of at most 64 characters; drops the rest', () => {
    expect(validateOrdersSearch({ value: '0', tab: 'pending', page: '3', q: ' SO2026 ' })).toEqual({ tab: 'pending', page: 3, q: 'SO2026' })
    expect(validateOrdersSearch({ tab: 'contracts', page: 2 })).toEqual({ tab: 'contracts', page: 2 })
    expect(validateOrdersSearch({ tab: 'refunds', page: '0', q: '' })).toEqual({})
    expect(validateOrdersSearch({ page: '1.5' })).toEqual({})
    expect(validateOrdersSearch({ page: '-2' })).toEqual({})
    expect(validateOrdersSearch({ page: 'abc' })).toEqual({})
    expect(validateOrdersSearch({ q: 'x'.repeat(64) })).toEqual({ q: 'x'.repeat(64) })
    expect(validateOrdersSearch({ q: 'x'.repeat(65) })).toEqual({})
  })
})

describe('order downloads', () => {
  it('the seed has an entry with a link for the installer and the extra package of every line on sale', () => {
    const seeded = downloadRows.filter((row) => row.type === 0 && row.f)
    for (const type of BUY_TYPES.filter((each) => each !== COMING_SOON_TYPE)) {
      const offers = downloadOffers(
        type,
        seeded.map((row, index) => ({ id: String(index), descrh: row.descrh ?? '', f: row.f, m: row.m, lang: 'zh-CN' as const })),
      )
      expect(
        offers.every((offer) => offer.item !== undefined),
        type,
      ).toBe(true)
    }
    expect(PRODUCT_DOWNLOAD_KEYS.SummitMap.extra).toEqual({ key: 'SummitMapEnv', kind: 'environment' })
    expect(PRODUCT_DOWNLOAD_KEYS.SummitLab.extra).toEqual({ key: 'SummitLabData', kind: 'teachingData' })
    expect(PRODUCT_DOWNLOAD_KEYS.SummitSolid.extra).toBeUndefined()
  })

  it("lists the order's product lines once each, in line order, ignoring unknown ones", () => {
    expect(
      productTypesOf([
        { producttype: 'SummitLab' },
        { producttype: 'SummitMap' },
        { producttype: 'SummitLab' },
        { producttype: 'Other' },
        {},
      ]),
    ).toEqual(['SummitLab', 'SummitMap'])
  })
})

describe('closed pending orders', () => {
  const now = Date.parse('2026-11-24T08:00:00Z')
  const row = (paymentstate: 0 | 1 | 2, closesInMs: number | null, closed = false) => ({
    paymentstate,
    closed,
    closesAt: closesInMs === null ? null : new Date(now + closesInMs).toISOString(),
  })
  it('closed when the server says so or its closing time has passed; a failed payment stays payable; paid never', () => {
    expect(isOrderClosed(row(0, 1), now)).toBe(false)
    expect(isOrderClosed(row(0, 0), now)).toBe(true)
    expect(isOrderClosed(row(2, 60_000), now)).toBe(false)
    expect(isOrderClosed(row(2, 60_000, true), now)).toBe(true)
    expect(isOrderClosed(row(0, null), now)).toBe(false)
    expect(isOrderClosed(row(1, -60_000, true), now)).toBe(false)
  })
})
