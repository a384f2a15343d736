// The reseller dashboard's CSV export (src/features/retailer/csv-text.ts, orders-csv.ts): bytes Excel opens with Chinese intact.
import { describe, expect, it } from 'vitest'
import { toCsv } from '../../src/features/retailer/csv-text'
import { csvFileName } from '../../src/features/retailer/orders-csv'

describe('reseller order CSV', () => {
  it('starts with the UTF-8 BOM, quotes every field and ends every line with CRLF', () => {
    const text = toCsv(
      ['订单号', '金额'],
      [
        ['SM1', 594.15],
        ['SM2', '1,782.45'],
      ],
    )
    expect(text).toBe('\uFEFF"订单号","金额"\r\n"SM1","594.15"\r\n"SM2","1,782.45"\r\n')
    expect(toCsv(['公司', '数量'], [['', 0]]), 'an empty cell quoted too').toBe('\uFEFF"公司","数量"\r\n"","0"\r\n')
    const bytes = new TextEncoder().encode(text)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('doubles inner quotes and keeps line breaks inside the quoted field', () => {
    expect(toCsv(['名称'], [['甲"乙"公司'], ['一\r\n二']])).toBe('\uFEFF"名称"\r\n"甲""乙""公司"\r\n"一\r\n二"\r\n')
  })

  it('guards cells a spreadsheet would run as a formula', () => {
    const row = (cell: string | number) => toCsv(['h'], [[cell]]).slice('\uFEFF"h"\r\n'.length, -2)
    for (const risky of ['=1+1', '+86 138', '-2', '@SUM(A1)', '\tx', '\rx', '＝1+1', '＋1', '－2', '＠x'])
      expect(row(risky)).toBe(`"'${risky}"`)
    expect(row('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    // Numbers of the table are never negative; a plain value is left alone.
    expect(row(0)).toBe('"0"')
    expect(row('a=b')).toBe('"a=b"')
  })

  it('names the file after the filter’s dates, or today', () => {
    expect(csvFileName('分销订单', '2026-03-01', '2026-03-31', '2026-04-02')).toBe('分销订单-20260301-20260331.csv')
    expect(csvFileName('orders', '', '', '2026-04-02')).toBe('orders-20260402.csv')
    expect(csvFileName('orders', '2026-03-01', '', '2026-04-02')).toBe('orders-20260301-20260402.csv')
    expect(csvFileName('orders', '', '2026-03-31', '2026-04-02')).toBe('orders-start-20260331.csv')
  })
})

describe('reseller order CSV times', () => {
  it('writes times and today in China time', async () => {
    const { chinaDateTime, chinaToday } = await import('../../src/features/retailer/orders-csv')
    expect(chinaDateTime('2026-02-28T16:30:05.000Z')).toBe('2026-03-01 00:30:05')
    expect(chinaDateTime('nope')).toBe('')
    expect(chinaToday(Date.parse('2026-03-31T16:00:00Z'))).toBe('2026-04-01')
  })
})
