// The invoice record's type from the order form's invoice kind (domain/invoice-type.ts), used by the wizard's
// invoice record and by the server's invoice after payment.
import { describe, expect, it } from 'vitest'
import { invoiceTypeOf } from '../../domain/invoice-type'

describe('invoice type', () => {
  it('an enterprise special invoice (3) is a special invoice (1); personal and enterprise ordinary are ordinary (0)', () => {
    expect([1, 2, 3].map(invoiceTypeOf)).toEqual([0, 0, 1])
  })
})
