// Times in the interface language and the server's amounts with two decimals.
import { useTranslation } from 'react-i18next'
import { formatYuan, toFen } from '../../domain/pricing'

export interface ListFormat {
  dateTime: (iso: string | null | undefined) => string
  date: (iso: string | null | undefined) => string
  money: (yuan: number | null | undefined) => string
}

export const DASH = '—'
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Yuan as the server sent it, two decimals; '—' when missing, '?' when unknown (-1). */
export function formatAmount(yuan: number | null | undefined): string {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return DASH
  const fen = toFen(yuan)
  return formatYuan(fen < 0 ? null : fen)
}

export function useListFormat(): ListFormat {
  const { i18n } = useTranslation()
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })
  // A calendar day ('2024-03-01', as contracts start and end) is that day wherever the customer is: read and shown in
  // UTC, never shifted to the day before west of Greenwich.
  const calendarDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const format = (formatter: Intl.DateTimeFormat) => (iso: string | null | undefined) => {
    const time = iso ? new Date(iso) : null
    if (!time || Number.isNaN(time.getTime())) return DASH
    return (CALENDAR_DAY.test(iso!) ? calendarDay : formatter).format(time)
  }
  return { dateTime: format(dateTime), date: format(date), money: formatAmount }
}
