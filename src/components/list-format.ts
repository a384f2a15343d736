// Times in the interface language and China time, and the server's amounts with two decimals.
import { useTranslation } from 'react-i18next'
import { CHINA_TIME_ZONE, CHINA_TIMEZONE_OFFSET_MINUTES } from '../../domain/china-time'
import { formatYuan, toFen } from '../../domain/pricing'

export interface ListFormat {
  dateTime: (iso: string | null | undefined) => string
  date: (iso: string | null | undefined) => string
  money: (yuan: number | null | undefined) => string
}

export const DASH = '—'
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/
/** After a time shown to a reader whose clock is not on China time; the same in every language. */
export const CHINA_ZONE_MARK = '(UTC+8)'

/** Yuan as the server sent it, two decimals; '—' when missing, '?' when unknown (-1). */
export function formatAmount(yuan: number | null | undefined): string {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return DASH
  const fen = toFen(yuan)
  return formatYuan(fen < 0 ? null : fen)
}

/**
 * Times are China time, as the reseller's day filter and export, the forum's dates and the invoices are: one order
 * shows the same day and hour in every list, file and document. A reader whose clock is not on China time sees the
 * zone after the time, so it is not read as theirs.
 */
export function useListFormat(): ListFormat {
  const { i18n } = useTranslation()
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: CHINA_TIME_ZONE })
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: CHINA_TIME_ZONE })
  // A calendar day ('2024-03-01', as contracts start and end) is that day wherever the customer is: read and shown in
  // UTC, never shifted.
  const calendarDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const parse = (iso: string | null | undefined): Date | null => {
    const time = iso ? new Date(iso) : null
    return time && !Number.isNaN(time.getTime()) ? time : null
  }
  return {
    dateTime: (iso) => {
      const time = parse(iso)
      if (!time) return DASH
      if (CALENDAR_DAY.test(iso!)) return calendarDay.format(time)
      const text = dateTime.format(time)
      return time.getTimezoneOffset() === CHINA_TIMEZONE_OFFSET_MINUTES ? text : `${text} ${CHINA_ZONE_MARK}`
    },
    date: (iso) => {
      const time = parse(iso)
      if (!time) return DASH
      return (CALENDAR_DAY.test(iso!) ? calendarDay : date).format(time)
    },
    money: formatAmount,
  }
}
