// Pure rules of the reseller dashboard's figures (server/modules/retailers/retailer-figures.ts).
import { describe, expect, it } from 'vitest'
import { maskPhone } from '../../domain/phone-mask'
import { chinaDayStart, commissionOf, nextDay } from '../../server/modules/retailers/retailer-figures'

describe('reseller figures', () => {
  it('computes the commission once on the amount, in cents, half up', () => {
    expect(commissionOf('2376.60', '0.1000')).toBe(237.66)
    expect(commissionOf('629.10', '0.0500')).toBe(31.46)
    expect(commissionOf('2970.75', '0.1000')).toBe(297.08)
    expect(commissionOf('0', '0.1500')).toBe(0)
    expect(commissionOf('99999999.99', '0.1500')).toBe(15000000)
    expect(commissionOf(0.1 + 0.2, 1)).toBe(0.3)
  })

  it('masks a phone as 138****0001', () => {
    expect(maskPhone('13800000001')).toBe('138****0001')
    expect(maskPhone('010-12345678')).toBe('010****5678')
    expect(maskPhone('12345')).toBe('***45')
    expect(maskPhone(null)).toBe('')
  })

  it('reads a day as China time and refuses impossible dates', () => {
    expect(chinaDayStart('2026-03-01')?.toString()).toBe(new Date('2026-02-28T16:00:00.000Z').toString())
    expect(nextDay(chinaDayStart('2026-03-01') as Date).toISOString()).toBe('2026-03-01T16:00:00.000Z')
    expect(chinaDayStart('2026-02-29')).toBe('invalid')
    expect(chinaDayStart('2026-13-01')).toBe('invalid')
    expect(chinaDayStart('')).toBeUndefined()
    expect(chinaDayStart(undefined)).toBeUndefined()
  })
})
