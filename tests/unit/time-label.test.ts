// The forum's time label at every boundary, in the three languages: just now (under a minute, future), minutes,
// hours, days (to 6), weeks (to 3), months (28 days on, to 3), then the China-time date.
import { describe, expect, it } from 'vitest'
import { chinaDate, timeLabel, timeLabelLocale, type TimeLabelLocale } from '../../domain/time-label'

const NOW = new Date('2026-11-24T12:00:00.000Z')
const S = 1000
const MIN = 60 * S
const H = 60 * MIN
const D = 24 * H
const before = (ms: number) => new Date(NOW.getTime() - ms)

// [what, elapsed ms, zh-CN, en, zh-TW]
const CASES: [string, number, string, string, string][] = [
  ['a future time', -5 * MIN, '刚刚', 'just now', '剛剛'],
  ['the same instant', 0, '刚刚', 'just now', '剛剛'],
  ['59 s', 59 * S, '刚刚', 'just now', '剛剛'],
  ['59.999 s', MIN - 1, '刚刚', 'just now', '剛剛'],
  ['60 s', 60 * S, '1分钟前', '1 minute ago', '1分鐘前'],
  ['119 s', 119 * S, '1分钟前', '1 minute ago', '1分鐘前'],
  ['2 min', 2 * MIN, '2分钟前', '2 minutes ago', '2分鐘前'],
  ['59 min', 59 * MIN + 59 * S, '59分钟前', '59 minutes ago', '59分鐘前'],
  ['60 min', 60 * MIN, '1小时前', '1 hour ago', '1小時前'],
  ['2 h', 2 * H, '2小时前', '2 hours ago', '2小時前'],
  ['23 h', 23 * H + 59 * MIN, '23小时前', '23 hours ago', '23小時前'],
  ['24 h', 24 * H, '1天前', '1 day ago', '1天前'],
  ['2 d', 2 * D, '2天前', '2 days ago', '2天前'],
  ['6 d', 7 * D - 1, '6天前', '6 days ago', '6天前'],
  ['7 d', 7 * D, '1周前', '1 week ago', '1週前'],
  ['14 d', 14 * D, '2周前', '2 weeks ago', '2週前'],
  ['27 d (3 weeks)', 28 * D - 1, '3周前', '3 weeks ago', '3週前'],
  ['28 d (the month edge)', 28 * D, '1个月前', '1 month ago', '1個月前'],
  ['59 d', 60 * D - 1, '1个月前', '1 month ago', '1個月前'],
  ['60 d', 60 * D, '2个月前', '2 months ago', '2個月前'],
  ['119 d (3 months)', 120 * D - 1, '3个月前', '3 months ago', '3個月前'],
  ['120 d (4 months: the date)', 120 * D, '2026-07-27', '2026-07-27', '2026-07-27'],
  ['a year', 365 * D, '2025-11-24', '2025-11-24', '2025-11-24'],
]

describe('timeLabel', () => {
  it.each(CASES)('%s ago', (_what, elapsed, zhCN, en, zhTW) => {
    const time = before(elapsed)
    expect(timeLabel(time, NOW, 'zh-CN')).toBe(zhCN)
    expect(timeLabel(time, NOW, 'en')).toBe(en)
    expect(timeLabel(time, NOW, 'zh-TW')).toBe(zhTW)
  })

  it('reads ISO text as the server sends it', () => {
    expect(timeLabel('2026-11-24T11:58:00.000Z', NOW, 'en')).toBe('2 minutes ago')
  })

  it.each<TimeLabelLocale>(['zh-CN', 'en', 'zh-TW'])('gives nothing for a missing or unreadable time (%s)', (locale) => {
    expect(timeLabel(null, NOW, locale)).toBe('')
    expect(timeLabel(undefined, NOW, locale)).toBe('')
    expect(timeLabel('', NOW, locale)).toBe('')
    expect(timeLabel('not a time', NOW, locale)).toBe('')
  })

  it('dates in China time: 16:30 UTC is already the next day', () => {
    expect(chinaDate(new Date('2025-03-01T16:30:00.000Z'))).toBe('2025-03-02')
    expect(chinaDate(new Date('2025-03-01T15:59:59.999Z'))).toBe('2025-03-01')
    expect(timeLabel('2025-03-01T16:30:00.000Z', NOW, 'en')).toBe('2025-03-02')
  })

  it('maps the interface language to a locale, zh-CN when unknown', () => {
    expect(timeLabelLocale('en')).toBe('en')
    expect(timeLabelLocale('zh-TW')).toBe('zh-TW')
    expect(timeLabelLocale('zh-CN')).toBe('zh-CN')
    expect(timeLabelLocale('fr')).toBe('zh-CN')
    expect(timeLabelLocale(undefined)).toBe('zh-CN')
  })
})

// Every step inside a unit, on both sides: the last millisecond of n units and the first of n + 1 (1→2 minutes …
// 58→59 minutes, 1→2 hours … 22→23 hours, 1→2 days … 5→6 days, 13/14 days: 1→2 weeks, 20/21 days: 2→3 weeks,
// 59/60 days: 1→2 months, 89/90 days: 2→3 months). The expected words are the spec's, written here per language.
const WORDS: Record<TimeLabelLocale, Record<'minute' | 'hour' | 'day' | 'week' | 'month', (n: number) => string>> = {
  'zh-CN': {
    minute: (n) => `${n}分钟前`,
    hour: (n) => `${n}小时前`,
    day: (n) => `${n}天前`,
    week: (n) => `${n}周前`,
    month: (n) => `${n}个月前`,
  },
  en: {
    minute: (n) => `${n} ${n === 1 ? 'minute' : 'minutes'} ago`,
    hour: (n) => `${n} ${n === 1 ? 'hour' : 'hours'} ago`,
    day: (n) => `${n} ${n === 1 ? 'day' : 'days'} ago`,
    week: (n) => `${n} ${n === 1 ? 'week' : 'weeks'} ago`,
    month: (n) => `${n} ${n === 1 ? 'month' : 'months'} ago`,
  },
  'zh-TW': {
    minute: (n) => `${n}分鐘前`,
    hour: (n) => `${n}小時前`,
    day: (n) => `${n}天前`,
    week: (n) => `${n}週前`,
    month: (n) => `${n}個月前`,
  },
}

// [unit, the first instant of the next count (ms ago), the count before it, the count from it]: months count 30
// days from 28 days on (28–59 days: 1, 60–89: 2, 90–119: 3).
type Step = [unit: keyof (typeof WORDS)['en'], edge: number, from: number, to: number]
const STEPS: Step[] = []
for (let n = 1; n < 59; n++) STEPS.push(['minute', (n + 1) * MIN, n, n + 1])
for (let n = 1; n < 23; n++) STEPS.push(['hour', (n + 1) * H, n, n + 1])
for (let n = 1; n < 6; n++) STEPS.push(['day', (n + 1) * D, n, n + 1])
for (let n = 1; n < 3; n++) STEPS.push(['week', (n + 1) * 7 * D, n, n + 1])
for (let n = 1; n < 3; n++) STEPS.push(['month', (n + 1) * 30 * D, n, n + 1])

describe('timeLabel: every step inside a unit, both sides', () => {
  it('lists the steps the issue names', () => {
    const edgesInDays = STEPS.filter(([unit]) => unit === 'week' || unit === 'month').map(([, edge]) => edge / D)
    expect(edgesInDays).toEqual([14, 21, 60, 90])
    expect(STEPS).toHaveLength(58 + 22 + 5 + 2 + 2)
  })

  it.each(STEPS)('%s: %d ms ago steps from %d to %d', (unit, edge, from, to) => {
    for (const locale of ['zh-CN', 'en', 'zh-TW'] as const) {
      expect(timeLabel(before(edge - 1), NOW, locale)).toBe(WORDS[locale][unit](from))
      expect(timeLabel(before(edge), NOW, locale)).toBe(WORDS[locale][unit](to))
      expect(timeLabel(before(edge + 1), NOW, locale)).toBe(WORDS[locale][unit](to))
    }
  })

  it.each<[string, number, string, string, string]>([
    ['13 days', 13 * D, '1周前', '1 week ago', '1週前'],
    ['14 days', 14 * D, '2周前', '2 weeks ago', '2週前'],
    ['20 days', 20 * D, '2周前', '2 weeks ago', '2週前'],
    ['21 days', 21 * D, '3周前', '3 weeks ago', '3週前'],
    ['89 days', 89 * D, '2个月前', '2 months ago', '2個月前'],
    ['90 days', 90 * D, '3个月前', '3 months ago', '3個月前'],
  ])('%s ago, in whole days', (_what, elapsed, zhCN, en, zhTW) => {
    expect(timeLabel(before(elapsed), NOW, 'zh-CN')).toBe(zhCN)
    expect(timeLabel(before(elapsed), NOW, 'en')).toBe(en)
    expect(timeLabel(before(elapsed), NOW, 'zh-TW')).toBe(zhTW)
  })
})
