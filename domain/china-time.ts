// China Standard Time (UTC+8, no daylight saving): the calendar days resellers filter by and the times their exports
// show, the same on the server and in the browser.
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
/** The IANA zone of China time, for Intl formatting (UTC+8 all year). */
export const CHINA_TIME_ZONE = 'Asia/Shanghai'
/** Date.prototype.getTimezoneOffset() of a clock on China time. */
export const CHINA_TIMEZONE_OFFSET_MINUTES = -480

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written YYYY-MM-DD: 2026-02-30 is not one (Date would roll it over to 2026-03-02). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value)
  if (!match) return false
  const [y, m, d] = match.slice(1).map(Number)
  const check = new Date(Date.UTC(y, m - 1, d))
  return check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d
}

/** An instant as China time, 'yyyy-MM-dd HH:mm:ss' (Alipay's timestamps, the resellers' exports). */
export function chinaDateTimeOf(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** The instant of a China time 'yyyy-MM-dd HH:mm:ss'; undefined when the text is not one (2026-02-31 is not). */
export function parseChinaDateTime(text: string | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '')
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second) - CHINA_OFFSET_MS)
  // Date.UTC rolls an impossible day or hour over; such a text is refused.
  return Number.isNaN(date.getTime()) || chinaDateTimeOf(date) !== text ? undefined : date
}

/** An instant as RFC 3339 in China time, 2026-11-25T12:00:00+08:00 (WeChat Pay's times). */
export function chinaRfc3339(at: Date): string {
  return `${new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`
}
