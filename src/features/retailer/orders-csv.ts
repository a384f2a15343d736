// The CSV file's name and its China times (the text itself: csv-text.ts).
import { CHINA_OFFSET_MS, chinaDateTimeOf } from '../../../domain/china-time'

/** The file's name: 分销订单-20260301-20260331.csv, the dates of the filter when it has them. */
export function csvFileName(prefix: string, startDate: string, endDate: string, today: string): string {
  const compact = (day: string) => day.replace(/-/g, '')
  const range = startDate || endDate ? `${compact(startDate) || 'start'}-${compact(endDate) || compact(today)}` : compact(today)
  return `${prefix}-${range}.csv`
}

/** An instant as China time, 2026-03-01 09:30:00 (the days of the filter are China days too); '' when unreadable. */
export function chinaDateTime(iso: string): string {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? '' : chinaDateTimeOf(at)
}

/** Today in China time, YYYY-MM-DD. */
export const chinaToday = (now = Date.now()): string => new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10)
