// The lines an invoice prints for one order: each line's share of what the customer paid, adding up to it exactly.
import { describe, expect, it } from 'vitest'
import type { OrderLineRow } from '../../server/modules/orders/order-data'
import { linesOfOrder } from '../../server/modules/invoices/invoice-document'

const line = (productname: string, projectprice: string, number: number, duration = 3, durationunion = 'month') =>
  ({ productname, projectprice, number, duration, durationunion }) as OrderLineRow

describe('linesOfOrder', () => {
  it('prints product, duration as spec, 套 and seats, with the paid amount spread in proportion and the rest on the last line', () => {
    const lines = linesOfOrder([line('SummitMap 标准版', '4194.00', 2), line('SummitSolid 轻量版', '899.00', 1, 1, 'halfyear')], 432905)
    expect(lines).toEqual([
      { name: 'SummitMap 标准版', spec: '3月', unit: '套', quantity: 2, amountFen: 356490 },
      { name: 'SummitSolid 轻量版', spec: '1半年', unit: '套', quantity: 1, amountFen: 76415 },
    ])
    expect(lines.reduce((sum, each) => sum + each.amountFen, 0)).toBe(432905)
  })

  it('gives a single line the whole paid amount', () => {
    expect(linesOfOrder([line('SummitLab', '699.00', 1, 1, 'week')], 59415)).toEqual([
      { name: 'SummitLab', spec: '1周', unit: '套', quantity: 1, amountFen: 59415 },
    ])
  })
})
