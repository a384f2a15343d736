import { renderHook } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterAll, describe, expect, it } from 'vitest'
import { useListFormat } from '../../src/components/list-format'
import { i18n } from '../../src/i18n/i18n'

// Times in lists are China time, the zone of the reseller's day filter, its CSV export and the invoices
// (docs/decisions.md, "Times are China time"). Node reads TZ afresh when it is set, so each case sets the reader's zone.
const PAID = '2026-11-30T23:30:00.000Z' // 2026-12-01 07:30 in China

function formatIn(zone: string, language: string) {
  process.env.TZ = zone
  void i18n.changeLanguage(language)
  const { result, unmount } = renderHook(() => useListFormat(), {
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  })
  const format = result.current
  unmount()
  return format
}

const savedZone = process.env.TZ
afterAll(() => {
  process.env.TZ = savedZone
  void i18n.changeLanguage('zh-CN')
})

describe('list times', () => {
  it('shows China time without a mark to a reader on China time', () => {
    const format = formatIn('Asia/Shanghai', 'zh-CN')
    expect(format.dateTime(PAID)).toBe('2026年12月1日 07:30')
    expect(format.date(PAID)).toBe('2026年12月1日')
  })

  it('shows China time with the zone to a reader elsewhere, the day included', () => {
    expect(formatIn('UTC', 'zh-CN').dateTime(PAID)).toBe('2026年12月1日 07:30 (UTC+8)')
    const inNewYork = formatIn('America/New_York', 'en')
    expect(inNewYork.dateTime(PAID)).toBe('Dec 1, 2026, 7:30 AM (UTC+8)')
    expect(inNewYork.date(PAID)).toBe('Dec 1, 2026')
    expect(formatIn('Europe/Berlin', 'zh-TW').dateTime(PAID)).toMatch(/^2026年12月1日 .*7:30 \(UTC\+8\)$/)
  })

  it('keeps a calendar day the same day, and a dash for nothing or junk', () => {
    const format = formatIn('America/Los_Angeles', 'zh-CN')
    expect(format.date('2024-03-01')).toBe('2024年3月1日')
    expect(format.dateTime('2024-03-01')).toBe('2024年3月1日')
    expect([format.dateTime(null), format.date(''), format.dateTime('not a time')]).toEqual(['—', '—', '—'])
  })
})
