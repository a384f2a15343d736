// The payment state of an order (0 unpaid, 1 paid, 2 failed) and the payment-status call's data.code for it
// (200 paid: the UI goes to the order page; 202 not paid yet; 402 payment failed).

export type PaymentState = 0 | 1 | 2

const STATUS_CODE: Record<PaymentState, number> = { 0: 202, 1: 200, 2: 402 }
const PAID_CODE = STATUS_CODE[1]

export const paymentStatusCode = (paymentstate: PaymentState): number => STATUS_CODE[paymentstate]

/** Paid by the order's state (polling) or by the payment-status call's code (manual check). */
export const isPaid = (status: { paymentstate?: number | null; code?: number | null } | null | undefined): boolean =>
  status?.paymentstate === 1 || status?.code === PAID_CODE
