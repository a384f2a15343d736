// The checkout wizard's sample data, once: the registry (viewer, docs, path generation) and
// tests/machines/checkout.test.tsx use these.
import type { EventObject } from 'xstate'
import { ApiError } from '../../../domain/api-error'
import { ORDER_CLOSED_CODE, ORDER_CLOSED_MSG, PAYMENT_QR_VALID_MS } from '../../../domain/limits'
import { EMPTY_ORDER_FORM, type OrderForm } from '../../../domain/order-form-rules'
import { agreementGateMachine } from '../../../machines/agreement-gate'
import { retailerLines, type CheckoutInput, type CreatedOrder, type PaymentQr, type WizardItem } from '../../../machines/checkout'
import { appliedRetailer, retailerCodeMachine, type RetailerLookupResult } from '../../../machines/retailer-code'

/** The fake clock's start: the sample QR is issued then. */
export const T0 = Date.UTC(2026, 10, 23, 8, 0, 0)
export const CHECKOUT_USER = 'u1'
const price = (week: number, month: number) => ({ weekprice: week, monthprice: month, seasonprice: -1, halfyearprice: -1 })
export const CHECKOUT_ITEMS: WizardItem[] = [
  { productid: 'p-map', productname: 'SummitMap 标准版', number: 1, duration: 2, durationunion: 'week', product: price(199, 699) },
]
export const CHECKOUT_ORDER: CreatedOrder = { id: 'o1', ordernum: 'SO202611230001', ordername: 'SummitMap-订阅', paymentamount: 398 }
export const CHECKOUT_QR: PaymentQr = {
  content: 'http://localhost/api/sandbox/pay/checkout?trade=SO202611230001-1',
  issuedAt: T0,
  expiresAt: T0 + PAYMENT_QR_VALID_MS,
}
export const ENTERPRISE_FORM: OrderForm = {
  username: ' 张三 ',
  receiverphone: '13800138000',
  receiveremail: 'zhang@example.cn',
  companyname: '华东测绘有限公司',
  isinvoice: 2,
  ratenumber: '91110000MA01ABCD2Q',
  retailercode: ' R-001 ',
}
export const PLAIN_FORM: OrderForm = { ...EMPTY_ORDER_FORM, username: '李四', receiverphone: '010-88886666' }
export const CHECKOUT_INPUT: CheckoutInput = {
  userId: CHECKOUT_USER,
  items: CHECKOUT_ITEMS,
  source: 'buy',
  attemptId: 'a1b2c3',
}
/** 'Continue paying' of the sample order, reopened from the personal centre (the order's lines as its items). */
export const REOPENED_INPUT: CheckoutInput = { ...CHECKOUT_INPUT, order: CHECKOUT_ORDER }

/** The reseller the sample code R-001 finds. */
export const RESELLER: RetailerLookupResult = { productid: 'p-map', companyname: '华东测绘', retailername: '华东分销', discount: 0.85 }
const lines = retailerLines(CHECKOUT_ITEMS)
const retailerMatched = retailerCodeMachine.resolveState({
  value: 'matched',
  context: { code: 'R-001', lines, retailer: RESELLER, appliedCode: 'R-001', retailerCount: 1, failure: '' },
})
/** R-001 with a retailer count of 2 typed. */
const retailerCounted = retailerCodeMachine.resolveState({
  value: 'matched',
  context: { code: 'R-001', lines, retailer: RESELLER, appliedCode: 'R-001', retailerCount: 2, failure: '' },
})
const retailerNone = retailerCodeMachine.resolveState({
  value: 'none',
  context: { code: '', lines, retailer: null, appliedCode: '', retailerCount: 1, failure: '' },
})
/** The reseller the wizard holds after R-001 matched. */
export const APPLIED_RESELLER = appliedRetailer(retailerMatched.context)!

const ev = (type: string, payload: Record<string, unknown> = {}): EventObject => ({ type, ...payload }) as EventObject

export const checkoutSamples = {
  events: {
    'form.change': [
      ev('form.change', { values: ENTERPRISE_FORM }),
      ev('form.change', { values: PLAIN_FORM }),
      ev('form.change', { values: { username: '' } }),
    ],
    // The children's snapshots: the box ticked after reading the agreement, or not; R-001 applied, none, or R-001
    // with a retailer count of 2.
    'xstate.snapshot.agreementGate': [
      ev('xstate.snapshot.agreementGate', { snapshot: agreementGateMachine.resolveState({ value: 'ticked' }) }),
      ev('xstate.snapshot.agreementGate', { snapshot: agreementGateMachine.resolveState({ value: 'unticked' }) }),
    ],
    'xstate.snapshot.retailerCode': [
      ev('xstate.snapshot.retailerCode', { snapshot: retailerMatched }),
      ev('xstate.snapshot.retailerCode', { snapshot: retailerNone }),
      ev('xstate.snapshot.retailerCode', { snapshot: retailerCounted }),
    ],
    // One minute after the QR was issued (still valid), and when it expired.
    'payment.continue': [ev('payment.continue', { now: T0 + 60_000 }), ev('payment.continue', { now: CHECKOUT_QR.expiresAt })],
    'checkout.resume': [ev('checkout.resume', { now: T0 + 60_000 }), ev('checkout.resume', { now: CHECKOUT_QR.expiresAt })],
  },
  outputs: {
    createOrder: [CHECKOUT_ORDER],
    requestPaymentQr: [CHECKOUT_QR],
    checkPaymentState: [{ paymentstate: 1 }, { paymentstate: 0 }, { paymentstate: 2 }],
    confirmPayment: [
      { code: 200, paymentstate: 1 },
      { code: 0, paymentstate: 0 },
    ],
    createInvoiceRecord: [{ id: 'inv1' }],
  },
  errors: {
    createOrder: [new ApiError(400, '订单金额与当前价格不一致，请刷新后重试', 400)],
    requestPaymentQr: [new ApiError(409, '订单已支付', 409), new ApiError(ORDER_CLOSED_CODE, ORDER_CLOSED_MSG, ORDER_CLOSED_CODE)],
    checkPaymentState: [new Error('Network Error')],
    confirmPayment: [new Error('Network Error')],
    createInvoiceRecord: [new ApiError(500, '发票申请失败', 500)],
  },
}
