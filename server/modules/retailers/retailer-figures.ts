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

/** 13800000001 → 138****0001; anything shorter than 8 characters keeps only its last 2. */
export function maskPhone(phone: string | null | undefined): string {
  const value = phone ?? ''
  if (value.length >= 8) return `${value.slice(0, 3)}****${value.slice(-4)}`
  return value.length > 2 ? `${'*'.repeat(value.length - 2)}${value.slice(-2)}` : value
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
