// The filtered order table as a CSV file that Excel opens with Chinese text intact: UTF-8 with a byte-order mark,
// CRLF line ends (RFC 4180), every field quoted, and cells that a spreadsheet would run as a formula (starting with
// = + - @, or a tab or carriage return) prefixed with an apostrophe.
import { CHINA_OFFSET_MS, chinaDateTimeOf } from '../../../domain/china-time'

const BOM = '\uFEFF'
const CRLF = '\r\n'
const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: the formula guard, then quoted with inner quotes doubled. */
export function csvCell(value: string | number): string {
  const text = String(value)
  const guarded = FORMULA_START.test(text) ? `'${text}` : text
  return `"${guarded.replace(/"/g, '""')}"`
}

/** The file's text: BOM, the header row, then one row per record, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',') + CRLF).join('')
}

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
