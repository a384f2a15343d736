// The forum's relative time label (storefront.md section 4): 'just now' under a minute or for a future time, then
// minutes, hours, days (1-6), weeks (1-3), months (1-3) ago, else the date YYYY-MM-DD. A week is 7 days; from 28 days
// on it is months of 30 days (28-59 days: 1 month, 60-89: 2, 90-119: 3); from 120 days on the date. The date is the
// calendar day in China time (UTC+8, domain/china-time.ts): the same for every reader and on the server, as the
// forum's audience and the site are in China.
import { CHINA_OFFSET_MS } from './china-time'

export type TimeLabelLocale = 'zh-CN' | 'en' | 'zh-TW'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month'

interface LocaleTexts {
  justNow: string
  ago: (count: number, unit: Unit) => string
}

const CHINESE_UNITS: Record<'zh-CN' | 'zh-TW', Record<Unit, string>> = {
  'zh-CN': { minute: '分钟', hour: '小时', day: '天', week: '周', month: '个月' },
  'zh-TW': { minute: '分鐘', hour: '小時', day: '天', week: '週', month: '個月' },
}

const TEXTS: Record<TimeLabelLocale, LocaleTexts> = {
  'zh-CN': { justNow: '刚刚', ago: (count, unit) => `${count}${CHINESE_UNITS['zh-CN'][unit]}前` },
  'zh-TW': { justNow: '剛剛', ago: (count, unit) => `${count}${CHINESE_UNITS['zh-TW'][unit]}前` },
  en: { justNow: 'just now', ago: (count, unit) => `${count} ${unit}${count === 1 ? '' : 's'} ago` },
}

/** The calendar day of a time in China time, YYYY-MM-DD. */
export function chinaDate(time: Date): string {
  return new Date(time.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}

/** The label of `time` seen at `now`, in `locale`; '' for a missing or unreadable time. */
export function timeLabel(time: Date | string | null | undefined, now: Date, locale: TimeLabelLocale): string {
  if (time === null || time === undefined || time === '') return ''
  const at = typeof time === 'string' ? new Date(time) : time
  if (Number.isNaN(at.getTime())) return ''
  const texts = TEXTS[locale]
  const elapsed = now.getTime() - at.getTime()
  if (elapsed < MINUTE) return texts.justNow
  if (elapsed < HOUR) return texts.ago(Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return texts.ago(Math.floor(elapsed / HOUR), 'hour')
  const days = Math.floor(elapsed / DAY)
  if (days < 7) return texts.ago(days, 'day')
  if (days < 28) return texts.ago(Math.floor(days / 7), 'week')
  if (days < 120) return texts.ago(Math.max(1, Math.floor(days / 30)), 'month')
  return chinaDate(at)
}

/** The interface language as a time-label locale (zh-CN when unknown). */
export function timeLabelLocale(language: string | undefined): TimeLabelLocale {
  return language === 'en' || language === 'zh-TW' ? language : 'zh-CN'
}
