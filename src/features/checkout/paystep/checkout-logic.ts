// The checkout wizard with the real calls and the page's side effects (machines/checkout.ts stays pure).
import { fromPromise, type InputFrom, type OutputFrom } from 'xstate'
import { checkoutMachine, type CreatedOrder, type PaymentQr } from '../../../../machines/checkout'
import { retailerCodeMachine } from '../../../../machines/retailer-code'
import { createInvoiceRecord, createOrder, fetchOrderPaymentState, lookupRetailerCode } from '../../../api/queries/order-queries'
import { queryPaymentStatus, requestPaymentQr } from '../../../api/queries/payment-queries'
import { invoiceTypeOf } from '../../../../domain/invoice-type'
import { invoiceCompanyOf, submittedOrderForm } from '../../../../domain/order-form-rules'
import { PAYMENT_QR_VALID_MS, WIZARD_NETWORK_RETRY_MS } from '../../../../domain/limits'
import { NetworkFailure } from '../../../api/network-failure'
import { isMobile } from '../../../../domain/validation-patterns'
import { buildOrderPayload, idempotencyKey } from './order-payload'

export interface WizardEffects {
  redirectToLogin: () => void
  orderCreated: (order: CreatedOrder) => void
  paymentCancelled: () => void
  goToOrders: () => void
  goToPendingOrders: () => void
}

/** The QR's validity is the server's remainingMs counted on this client's clock (a wrong client clock cannot shorten it). */
export function qrFromReply(reply: { qrContent: string; remainingMs: number }, now: number): PaymentQr {
  return { content: reply.qrContent, issuedAt: now, expiresAt: now + Math.min(reply.remainingMs, PAYMENT_QR_VALID_MS) }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * A call that got no answer is made once more a moment later: a short drop of the network goes unnoticed. It also
 * keeps what a reload or a closed tab does from being saved: the page fails its fetches as it goes, but is gone
 * before the moment is over, so the persisted wizard still holds the call in flight, and the restored wizard makes it
 * again (rather than a reseller code that "did not match", or an order that "failed"). Every call of the wizard may
 * be made twice: reads, and writes the server answers once (the order's Idempotency-Key, one invoice record and one
 * QR per order).
 */
export async function onceMoreAfterNetworkFailure<T>(call: () => Promise<T>, wait = pause): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof NetworkFailure)) throw error
    await wait(WIZARD_NETWORK_RETRY_MS)
    return call()
  }
}

/**
 * The server calls of the wizard and its reseller code child. `phone` is the customer's mobile for the
 * payment-status call (null: the order state by id is read instead).
 */
type WizardActors = typeof checkoutMachine.implementations.actors
type Call<K extends keyof WizardActors> = [OutputFrom<WizardActors[K]>, InputFrom<WizardActors[K]>]
type RetailerActors = typeof retailerCodeMachine.implementations.actors

export function serverCalls(phone: () => string | null) {
  return {
    lookupRetailer: fromPromise<OutputFrom<RetailerActors['lookupRetailer']>, InputFrom<RetailerActors['lookupRetailer']>>(
      ({ input: { retailcode } }) => onceMoreAfterNetworkFailure(() => lookupRetailerCode(retailcode)),
    ),
    createOrder: fromPromise<Call<'createOrder'>[0], Call<'createOrder'>[1]>(async ({ input }) => {
      const payload = buildOrderPayload(input)
      const order = await onceMoreAfterNetworkFailure(() => createOrder(payload, idempotencyKey(input.attemptId, payload)))
      return {
        id: order.id,
        ordernum: order.ordernum,
        ordername: order.ordername,
        paymentamount: order.paymentamount,
        paymentstate: order.paymentstate,
      }
    }),
    requestPaymentQr: fromPromise<Call<'requestPaymentQr'>[0], Call<'requestPaymentQr'>[1]>(async ({ input: { order } }) => {
      const reply = await onceMoreAfterNetworkFailure(() => requestPaymentQr(order.ordernum, order.paymentamount, order.ordername))
      return qrFromReply(reply, Date.now())
    }),
    checkPaymentState: fromPromise<Call<'checkPaymentState'>[0], Call<'checkPaymentState'>[1]>(({ input: { order } }) =>
      onceMoreAfterNetworkFailure(() => fetchOrderPaymentState(order.id)),
    ),
    confirmPayment: fromPromise<Call<'confirmPayment'>[0], Call<'confirmPayment'>[1]>(async ({ input: { order } }) => {
      const mobile = phone()
      return onceMoreAfterNetworkFailure<Call<'confirmPayment'>[0]>(() =>
        mobile && isMobile(mobile) ? queryPaymentStatus(order.ordernum, mobile) : fetchOrderPaymentState(order.id),
      )
    }),
    createInvoiceRecord: fromPromise<Call<'createInvoiceRecord'>[0], Call<'createInvoiceRecord'>[1]>(
      ({ input: { userId, order, form: entered } }) => {
        const form = submittedOrderForm(entered)
        return onceMoreAfterNetworkFailure(() =>
          createInvoiceRecord({
            orderid: order.id,
            userid: userId,
            username: form.username,
            ordername: order.ordername,
            ratenumber: form.ratenumber,
            type: invoiceTypeOf(form.isinvoice),
            amount: order.paymentamount,
            phone: form.receiverphone,
            email: form.receiveremail,
            // Blank unless an enterprise invoice: the server takes an absent company from the order.
            company: invoiceCompanyOf({ isinvoice: form.isinvoice, company: form.companyname }) ?? '',
          }),
        )
      },
    ),
  }
}

/** The calls the wizard makes: the server's in the app, controlled ones in the model tests. */
export type CheckoutCalls = ReturnType<typeof serverCalls>

export function checkoutLogic(calls: CheckoutCalls, effects: WizardEffects) {
  const { lookupRetailer, ...wizardCalls } = calls
  return checkoutMachine.provide({
    actors: { ...wizardCalls, retailerCode: retailerCodeMachine.provide({ actors: { lookupRetailer } }) },
    actions: {
      redirectToLogin: () => effects.redirectToLogin(),
      notifyOrderCreated: (_, { order }) => effects.orderCreated(order),
      notifyPaymentCancelled: () => effects.paymentCancelled(),
      goToOrders: () => effects.goToOrders(),
      goToPendingOrders: () => effects.goToPendingOrders(),
    },
  })
}
