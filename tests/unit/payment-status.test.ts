// Payment status (domain/payment-status.ts): the code the payment-status call answers and what the wizard calls paid.
import { describe, expect, it } from 'vitest'
import { isPaid, paymentStatusCode } from '../../domain/payment-status'

describe('payment status', () => {
  it('the payment-status call answers 200 paid, 202 not paid yet, 402 failed', () => {
    expect([0, 1, 2].map((state) => paymentStatusCode(state as 0 | 1 | 2))).toEqual([202, 200, 402])
  })

  it("paid is paymentstate 1 or the call's code for paid, whichever the answer carries", () => {
    expect(isPaid({ paymentstate: 1 })).toBe(true)
    expect(isPaid({ code: paymentStatusCode(1) })).toBe(true)
    expect(isPaid({ code: paymentStatusCode(0) })).toBe(false)
    expect(isPaid({ code: paymentStatusCode(2) })).toBe(false)
    expect(isPaid({ paymentstate: 0, code: 0 })).toBe(false)
    expect(isPaid({ paymentstate: 2 })).toBe(false)
    expect(isPaid(null)).toBe(false)
  })
})
