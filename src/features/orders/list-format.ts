// Times in the interface language and the server's amounts with two decimals.
import { useTranslation } from 'react-i18next'
import { formatYuan, toFen } from '../../../domain/pricing'

export interface ListFormat {
  dateTime: (iso: string | null | undefined) => string
  date: (iso: string | null | undefined) => string
  money: (yuan: number | null | undefined) => string
}

const DASH = '—'

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
  const format = (formatter: Intl.DateTimeFormat) => (iso: string | null | undefined) => {
    const time = iso ? new Date(iso) : null
    return time && !Number.isNaN(time.getTime()) ? formatter.format(time) : DASH
  }
  return { dateTime: format(dateTime), date: format(date), money: formatAmount }
}
