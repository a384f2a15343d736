// When a licence ends: its time starts when it is created; a week is 7 days, a month a calendar month (31 January
// plus one month is the last day of February), a season 3 months, a half year 6; 'none' is permanent (no end).
import type { LicenceUnit } from '../../../domain/license-rules'

const MONTHS: Record<Exclude<LicenceUnit, 'week' | 'none'>, number> = { month: 1, season: 3, halfyear: 6 }
const DAY_MS = 24 * 60 * 60 * 1000

/** The licence file needs an end instant: a permanent licence's file ends at the last instant of year 9999. */
export const PERMANENT_FILE_END = '9999-12-31T23:59:59.999Z'

export function isLicenceUnit(value: string): value is LicenceUnit {
  return value === 'week' || value === 'none' || value in MONTHS
}

/** Adds whole calendar months in UTC, keeping the day of the month unless the target month is shorter. */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start.getTime())
  const day = start.getUTCDate()
  end.setUTCDate(1)
  end.setUTCMonth(end.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(day, lastDay))
  return end
}

/** The end of a licence of `duration` units created at `start`, or null when permanent. */
export function licenceEnd(start: Date, duration: number, unit: LicenceUnit): Date | null {
  if (unit === 'none') return null
  if (unit === 'week') return new Date(start.getTime() + duration * 7 * DAY_MS)
  return addMonths(start, duration * MONTHS[unit])
}

/** A trial lasts one calendar month from creation. */
export const trialEnd = (start: Date): Date => addMonths(start, 1)
