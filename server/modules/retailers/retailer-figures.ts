// Pure rules of the reseller dashboard's figures: commission, the masked phone, the China-time date window.
import { CHINA_OFFSET_MS, isCalendarDay } from '../../../domain/china-time'

const CENTS = 100
const RATE_UNITS = 10_000

/**
 * Commission of an amount at a level's rate, in yuan to 2 decimals: computed once on the summed amount (not per order
 * and then summed), in integer cents and 1/10000 rate units, rounded half up.
 */
export function commissionOf(amount: string | number, rate: string | number): number {
  const cents = Math.round(Number(amount) * CENTS)
  const units = Math.round(Number(rate) * RATE_UNITS)
  return Math.round((cents * units) / RATE_UNITS) / CENTS
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The instant a China-time calendar day (YYYY-MM-DD) starts, or undefined for an empty or impossible date. */
export function chinaDayStart(day: string | undefined): Date | undefined | 'invalid' {
  if (!day) return undefined
  if (!isCalendarDay(day)) return 'invalid'
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d) - CHINA_OFFSET_MS)
}

export const nextDay = (start: Date) => new Date(start.getTime() + DAY_MS)
