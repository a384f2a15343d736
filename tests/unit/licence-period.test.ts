// When a licence ends (server/modules/licences/licence-period.ts): calendar months clamped to the month's last day.
import { describe, expect, it } from 'vitest'
import { addMonths, licenceEnd, trialEnd } from '../../server/modules/licences/licence-period'

const at = (iso: string) => new Date(iso)

describe('licence period', () => {
  it('adds calendar months, keeping the time of day and clamping to a shorter month', () => {
    expect(addMonths(at('2026-01-31T10:20:30.400Z'), 1).toISOString()).toBe('2026-02-28T10:20:30.400Z')
    expect(addMonths(at('2028-01-31T00:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z')
    expect(addMonths(at('2026-03-15T08:00:00.000Z'), 1).toISOString()).toBe('2026-04-15T08:00:00.000Z')
    expect(addMonths(at('2026-11-30T00:00:00.000Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z')
  })

  it('ends a week later per week, 1, 3 and 6 months per month, season and half year; never when permanent', () => {
    const start = at('2026-01-31T00:00:00.000Z')
    expect(licenceEnd(start, 2, 'week')?.toISOString()).toBe('2026-02-14T00:00:00.000Z')
    expect(licenceEnd(start, 1, 'month')?.toISOString()).toBe('2026-02-28T00:00:00.000Z')
    expect(licenceEnd(start, 2, 'season')?.toISOString()).toBe('2026-07-31T00:00:00.000Z')
    expect(licenceEnd(start, 1, 'halfyear')?.toISOString()).toBe('2026-07-31T00:00:00.000Z')
    expect(licenceEnd(start, 3, 'none')).toBeNull()
    expect(trialEnd(start).toISOString()).toBe('2026-02-28T00:00:00.000Z')
  })
})
