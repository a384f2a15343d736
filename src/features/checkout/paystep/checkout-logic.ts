// The order wizard with the real calls and the page's side effects (machines/order-wizard.ts stays pure).
import { fromPromise } from 'xstate'
import { orderWizardMachine, type CreatedOrder, type PaymentQr, type WizardProgress } from '../../../../machines/order-wizard'
import { createInvoiceRecord, createOrder, fetchOrderPaymentState } from '../../../api/queries/order-queries'
import { queryPaymentStatus, requestPaymentQr } from '../../../api/queries/payment-queries'
import { invoiceTypeOf } from '../../../../domain/invoice-type'
import { PAYMENT_QR_VALID_MS } from '../../../../domain/limits'
import { isMobile } from '../../../../domain/validation-patterns'
import { buildOrderPayload, idempotencyKey } from './order-payload'
import { saveProgress } from '../checkout-storage'

export interface WizardEffects {
  /** The purchase attempt the Idempotency-Key is made from (persisted with the draft). */
  attemptId: () => string
  /** The customer's mobile for the payment-status call (null: the order state by id is read instead). */
  phone: () => string | null
  redirectToLogin: () => void
  orderCreated: (order: CreatedOrder) => void
  paymentCancelled: () => void
  /** The server closed the order: the next one needs a new Idempotency-Key. */
  newAttempt: () => void
  goToOrders: () => void
}

/** The QR's validity is the server's remainingMs counted on this client's clock (a wrong client clock cannot shorten it). */
export function qrFromReply(reply: { qrContent: string; remainingMs: number }, now: number): PaymentQr {
  return { content: reply.qrContent, issuedAt: now, expiresAt: now + Math.min(reply.remainingMs, PAYMENT_QR_VALID_MS) }
}

export function paystepWizardLogic(effects: WizardEffects) {
  return orderWizardMachine.provide({
    actors: {
      createOrder: fromPromise(async ({ input }) => {
        const payload = buildOrderPayload(input)
        const order = await createOrder(payload, idempotencyKey(effects.attemptId(), payload))
        return {
          id: order.id,
          ordernum: order.ordernum,
          ordername: order.ordername,
          paymentamount: order.paymentamount,
          paymentstate: order.paymentstate,
        }
      }),
      requestPaymentQr: fromPromise(async ({ input: { order } }) => {
        const reply = await requestPaymentQr(order.ordernum, order.paymentamount, order.ordername)
        return qrFromReply(reply, Date.now())
      }),
      checkPaymentState: fromPromise(({ input: { order } }) => fetchOrderPaymentState(order.id)),
      confirmPayment: fromPromise(async ({ input: { order } }) => {
        const phone = effects.phone()
        return phone && isMobile(phone) ? queryPaymentStatus(order.ordernum, phone) : fetchOrderPaymentState(order.id)
      }),
      createInvoiceRecord: fromPromise(({ input: { userId, order, form } }) =>
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
          ...(form.companyname ? { company: form.companyname } : {}),
        }),
      ),
    },
    actions: {
      redirectToLogin: () => effects.redirectToLogin(),
      saveProgress: ({ context }, { progress }: { progress: WizardProgress | null }) =>
        saveProgress(context.userId ?? '', progress),
      notifyOrderCreated: (_, { order }) => effects.orderCreated(order),
      notifyPaymentCancelled: () => effects.paymentCancelled(),
      startNewAttempt: () => effects.newAttempt(),
      goToOrders: () => effects.goToOrders(),
    },
  })
}
