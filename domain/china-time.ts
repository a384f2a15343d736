// China Standard Time (UTC+8, no daylight saving): the calendar days resellers filter by and the times their exports
// show, the same on the server and in the browser.
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written YYYY-MM-DD: 2026-02-30 is not one (Date would roll it over to 2026-03-02). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value)
  if (!match) return false
  const [y, m, d] = match.slice(1).map(Number)
  const check = new Date(Date.UTC(y, m - 1, d))
  return check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d
}
