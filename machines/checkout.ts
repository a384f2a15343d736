import { and, assign, fromPromise, sendTo, setup, stateIn, type SnapshotFrom } from 'xstate'
import { ORDER_CLOSED_CODE, PAYMENT_POLL_CAP_MS, PAYMENT_POLL_INTERVAL_MS, PAYMENT_QR_VALID_MS, type DurationUnit } from '../domain/limits'
import {
  EMPTY_ORDER_FORM,
  isOrderFormValid,
  normalizeOrderForm,
  validateOrderForm,
  wantsInvoice,
  type OrderForm,
  type OrderFormErrors,
} from '../domain/order-form-rules'
import { isPaid } from '../domain/payment-status'
import type { PricedProduct, RetailerLine } from '../domain/pricing'
import { agreementGateMachine, isTicked } from './agreement-gate'
import { appliedRetailer, retailerCodeMachine, type AppliedRetailer } from './retailer-code'
import { errorText } from './sms-code'

type RetailerSnapshotEvent = { snapshot: SnapshotFrom<typeof retailerCodeMachine> }

/** One purchased line: the stored choice (product page) or a handed-off cart item (source=cart). */
export interface WizardItem {
  productid: string
  number: number
  duration: number
  durationunion: DurationUnit
  /** Set for lines from the cart. */
  cartitemid?: string
  /** The product's prices (what a reseller discount applies to). */
  product?: PricedProduct
  [field: string]: unknown
}

/** The lines the reseller code machine prices. */
export const retailerLines = (items: readonly WizardItem[]): RetailerLine[] =>
  items.map((item) => ({
    productid: item.productid,
    product: item.product ?? ({} as PricedProduct),
    durationunion: item.durationunion,
    duration: item.duration,
    number: item.number,
  }))

/** The create-order answer the wizard keeps (storefront.md §3 Order response). */
export interface CreatedOrder {
  id: string
  ordernum: string
  ordername: string
  paymentamount: number
  paymentstate?: number
}

/** The payment QR: its content and when it was issued and expires (ms since the epoch, the client's clock). */
export interface PaymentQr {
  content: string
  issuedAt: number
  expiresAt: number
}

/** Order state by id (polling) or the payment-status call (manual check): paymentstate 0 unpaid, 1 paid, 2 failed. */
export interface PaymentStatus {
  paymentstate?: number | null
  /** The payment-status call's data.code: 200 when paid. */
  code?: number | null
}

export type PurchaseSource = 'buy' | 'cart'

export interface CheckoutInput {
  /** The logged-in customer's id; none redirects to login. */
  userId: string | null
  items: WizardItem[]
  source: PurchaseSource
  /** Initial form values (e.g. the stored company name and tax number). */
  form?: Partial<OrderForm>
  /** One per purchase (made by the page): the Idempotency-Key of the order is derived from it. */
  attemptId: string
  /**
   * An unpaid order of the customer's, reopened from the personal centre ('continue paying' of 待支付): the wizard
   * starts at the payment step for it, with no form behind it and never a new order.
   */
  order?: CreatedOrder
}

export type UnfinishedReason = 'unpaid' | 'failed' | 'timedOut'

export interface CheckoutContext {
  userId: string | null
  /** The purchase attempt; `attempt` counts the new orders after the server closed one ('order again'). */
  attemptId: string
  attempt: number
  items: WizardItem[]
  source: PurchaseSource
  form: OrderForm
  errors: OrderFormErrors
  agreed: boolean
  retailer: AppliedRetailer | null
  order: CreatedOrder | null
  /** The order was reopened from the personal centre's pending orders: leaving it goes back there, not to a form. */
  fromOrders: boolean
  qr: PaymentQr | null
  /** The server msg of the last failure (order creation, QR, manual check, invoice record). */
  message: string
}

export type CheckoutEvent =
  | { type: 'form.change'; values: Partial<OrderForm> }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'payment.confirm' }
  | { type: 'payment.cancel' }
  | { type: 'qr.retry' }
  /** 'Refresh QR', offered once the shown QR has expired. */
  | { type: 'qr.refresh' }
  /** Step 2's manual 'next/finished' check. */
  | { type: 'payment.check' }
  /** Step 3's 'continue paying' (its back button too), with the current time. */
  | { type: 'payment.continue'; now: number }
  | { type: 'invoice.retry' }
  /** Step 4's 'finished': to the personal centre's orders. */
  | { type: 'wizard.finish' }
  /**
   * 'Order again' after the server closed the unpaid order: back to the form for a new order (a reopened order:
   * back to the personal centre's pending orders).
   */
  | { type: 'wizard.restart' }
  /** Sent by the page after restoring a persisted snapshot: timers do not survive a reload, step 2 starts them again. */
  | { type: 'checkout.resume'; now: number }
  /** The children's snapshots (invoke onSnapshot): the agreement box's tick and the applied reseller. */
  | { type: 'xstate.snapshot.agreementGate'; snapshot: SnapshotFrom<typeof agreementGateMachine> }
  | { type: 'xstate.snapshot.retailerCode'; snapshot: SnapshotFrom<typeof retailerCodeMachine> }

/** Whether two applied resellers give the same order (code, count and amount). */
export const sameRetailer = (a: AppliedRetailer | null, b: AppliedRetailer | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.code === b.code &&
    a.retailername === b.retailername &&
    a.retailerCount === b.retailerCount &&
    a.payableFen === b.payableFen)

/** The attempt id the order's Idempotency-Key is made from: a new one after 'order again'. */
export const attemptKey = (context: Pick<CheckoutContext, 'attemptId' | 'attempt'>): string =>
  context.attempt === 0 ? context.attemptId : `${context.attemptId}-${context.attempt}`

/** The QR's remaining validity at `now`, never below 0 (the UI shows it as mm:ss). */
export const qrRemainingMs = (qr: PaymentQr | null, now: number): number => (qr ? Math.max(0, qr.expiresAt - now) : 0)

export const qrValidAt = (qr: PaymentQr | null, now: number): boolean => qrRemainingMs(qr, now) > 0

/**
 * The QR from the payment QR call's answer: valid 15 minutes from issue, or until the server's expiry when that is
 * earlier (a resumed order's QR may be older).
 */
export function paymentQrFrom(reply: { qrContent: string; expiresAt?: string | null }, now: number): PaymentQr {
  const serverExpiry = reply.expiresAt ? Date.parse(reply.expiresAt) : Number.NaN
  const local = now + PAYMENT_QR_VALID_MS
  return {
    content: reply.qrContent,
    issuedAt: now,
    expiresAt: Number.isFinite(serverExpiry) ? Math.min(serverExpiry, local) : local,
  }
}

/** The QR call refused because the server closed the unpaid order (ORDER_CLOSED_CODE): no QR will ever come. */
export const isOrderClosedError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === ORDER_CLOSED_CODE

const STEP: Record<string, number> = {
  fillInfo: 0,
  checkOrder: 1,
  confirmingPayment: 1,
  requestingQr: 2,
  qrFailed: 2,
  orderClosed: 2,
  pay: 2,
  backToOrders: 2,
  unfinished: 3,
  complete: 4,
  finished: 4,
}

/** The step the wizard's step bar shows: 0 fill info, 1 check order, 2 pay, 3 payment unfinished, 4 payment complete. */
export function wizardStep(snapshot: { value: unknown }): number {
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value as object)[0]
  return STEP[top] ?? 0
}

/** After an edit, the messages shown stay only for fields that still fail and were not just edited. */
function remainingErrors(errors: OrderFormErrors, form: OrderForm, values: Partial<OrderForm>): OrderFormErrors {
  const failing = validateOrderForm(form)
  return Object.fromEntries(Object.entries(failing).filter(([field]) => field in errors && !(field in values))) as OrderFormErrors
}

/**
 * The order wizard of /paystep (storefront.md §4 'Order wizard', §5, §8, §9). Step 0 validates the form (the rules of
 * domain/order-form-rules.ts); step 1's next needs the agreement ticked, creates the order (once: an order kept
 * from a cancelled confirmation is reused) and asks to confirm that the digital licence subscription cannot be
 * cancelled or refunded; confirm requests the payment QR (step 2), cancel shows 'already cancelled payment' and goes
 * back to step 1. Step 2 polls the order state every 2 s, at most 900000 ms from entering it; network errors keep
 * polling; paid (paymentstate 1) stops polling, hides the QR, records the invoice if one was chosen: step 4. The
 * manual check finding it unpaid, a failed payment or the cap: step 3, whose 'continue paying' returns to step 2
 * with the same QR while it is valid (never after a failed payment: the server closed that attempt), else a new
 * QR for the same order. A QR refused because the server closed the unpaid order (24 h after it was made) stops
 * there: the message and 'order again', which forgets the order (and its Idempotency-Key) and returns to the form.
 * No user id: redirect to login.
 *
 * An unpaid order reopened from the personal centre (input.order, 'continue paying') starts at step 2: a QR is
 * requested for it at once (the server answers the valid attempt, or a new one for the same order once it expired,
 * or refuses a closed or paid order). There is no form behind it: back from step 2 and 'order again' after the server
 * closed it both return to the personal centre's pending orders; no order is ever created.
 *
 * The agreement box (agreement-gate) and the reseller code (retailer-code) are children invoked for the whole
 * purchase; the wizard follows their snapshots (onSnapshot): the box's tick while step 1 shows, the applied reseller
 * while the form shows. The page persists the whole snapshot, children included (getPersistedSnapshot), and
 * restores it on a reload, then sends checkout.resume: step 2 polls again with the stored QR while it is valid, else
 * asks a new one for the same order (never a second order: the Idempotency-Key comes from the persisted attempt),
 * and in any state the reseller code is told (code.resume), so a code restored with its mismatch message showing is
 * checked again.
 */
export const checkoutMachine = setup({
  types: {} as {
    context: CheckoutContext
    events: CheckoutEvent
    input: CheckoutInput
  },
  actors: {
    agreementGate: agreementGateMachine,
    retailerCode: retailerCodeMachine,
    // Stryker disable all: equivalent, placeholders every user of the machine replaces (the page's .provide(), the suites)
    // Supplied by the page with .provide(). POST /api/business/C_orderManage (Idempotency-Key from the payload)
    createOrder: fromPromise<
      CreatedOrder,
      {
        userId: string
        attemptId: string
        items: WizardItem[]
        source: PurchaseSource
        form: OrderForm
        retailer: AppliedRetailer | null
      }
    >(async () => ({ id: '', ordernum: '', ordername: '', paymentamount: 0 })),
    // POST /api/pay/wx/createQrCode {orderNum, price, title}; paymentQrFrom(reply, Date.now())
    requestPaymentQr: fromPromise<PaymentQr, { order: CreatedOrder }>(async () => ({
      content: '',
      issuedAt: 0,
      expiresAt: 0,
    })),
    // GET /api/business/C_orderManage/status/{id}: data.paymentstate
    checkPaymentState: fromPromise<PaymentStatus, { order: CreatedOrder }>(async () => ({ paymentstate: 0 })),
    // POST /api/pay/wx/queryPayStatus {OutTradeNo, phone}: data.code 200 when paid
    confirmPayment: fromPromise<PaymentStatus, { order: CreatedOrder }>(async () => ({ code: 0 })),
    // POST /api/business/C_invoice (idempotent per order on the server)
    createInvoiceRecord: fromPromise<unknown, { userId: string; order: CreatedOrder; form: OrderForm }>(async () => undefined),
  },
  // Stryker restore all
  guards: {
    loggedOut: ({ context }) => context.userId === null,
    /** The reseller code's snapshot applies another reseller than the wizard holds. */
    // Used only by the retailerCode child's onSnapshot, so the event is always its snapshot.
    retailerChanged: ({ context, event }) =>
      !sameRetailer(context.retailer, appliedRetailer((event as unknown as RetailerSnapshotEvent).snapshot.context)),
    formValid: ({ context }) => isOrderFormValid(context.form),
    agreed: ({ context }) => context.agreed,
    hasOrder: ({ context }) => context.order !== null,
    openedFromOrders: ({ context }) => context.fromOrders,
    invoiceChosen: ({ context }) => wantsInvoice(context.form),
    paid: (_, params: { status: PaymentStatus | null | undefined }) => isPaid(params.status),
    paymentFailed: (_, params: { status: PaymentStatus | null | undefined }) => params.status?.paymentstate === 2,
    qrValid: ({ context }, params: { now: number }) => qrValidAt(context.qr, params.now),
    orderClosed: (_, params: { error: unknown }) => isOrderClosedError(params.error),
  },
  actions: {
    // Supplied by the page with .provide().
    redirectToLogin: () => {},
    /** The order exists: the cart handoff is used up (cart-checkout's order.created). */
    notifyOrderCreated: (_, _params: { order: CreatedOrder }) => {},
    /** 'already cancelled payment' */
    notifyPaymentCancelled: () => {},
    /** To /user/orderManagement (the personal centre's order tab). */
    goToOrders: () => {},
    /** To the personal centre's pending orders (待支付), where a reopened order came from. */
    goToPendingOrders: () => {},
    setForm: assign(({ context }, params: { values: Partial<OrderForm> }) => {
      const form = { ...context.form, ...params.values }
      return { form, errors: remainingErrors(context.errors, form, params.values) }
    }),
    dropOrder: assign({ order: null, qr: null }),
    setRetailer: assign({ retailer: (_, params: { retailer: AppliedRetailer | null }) => params.retailer }),
    /** The reseller code restarts what a restored snapshot lost (its mismatch message's timer). */
    resumeRetailerCode: sendTo('retailerCode', { type: 'code.resume' }),
  },
  delays: {
    pollInterval: PAYMENT_POLL_INTERVAL_MS,
    pollCap: PAYMENT_POLL_CAP_MS,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    userId: input.userId,
    attemptId: input.attemptId,
    attempt: 0,
    items: input.items,
    source: input.source,
    form: { ...EMPTY_ORDER_FORM, ...input.form },
    errors: {},
    agreed: false,
    retailer: null,
    order: input.order ?? null,
    fromOrders: input.order !== undefined,
    qr: null,
    // Stryker disable next-line StringLiteral: equivalent, every step that shows the message is reached by a transition that sets or clears it
    message: '',
  }),
  invoke: [
    {
      id: 'agreementGate',
      src: 'agreementGate',
      // The box is only shown (and clicked) at step 1.
      onSnapshot: {
        guard: stateIn('#checkout.checkOrder'),
        actions: assign({ agreed: ({ event }) => isTicked(event.snapshot) }),
      },
    },
    {
      id: 'retailerCode',
      src: 'retailerCode',
      input: ({ context }) => ({ lines: retailerLines(context.items), code: context.form.retailercode }),
      // The code field is only on the form; typing and checking change nothing the order depends on.
      onSnapshot: [
        {
          guard: and([stateIn('#checkout.fillInfo'), 'retailerChanged', 'hasOrder']),
          // The order no longer matches the reseller: the next 'next' creates a new one.
          actions: [{ type: 'setRetailer', params: ({ event }) => ({ retailer: appliedRetailer(event.snapshot.context) }) }, 'dropOrder'],
        },
        {
          guard: and([stateIn('#checkout.fillInfo'), 'retailerChanged']),
          actions: { type: 'setRetailer', params: ({ event }) => ({ retailer: appliedRetailer(event.snapshot.context) }) },
        },
      ],
    },
  ],
  // A restored snapshot has no timers (step 2 restarts its own below).
  on: { 'checkout.resume': { actions: 'resumeRetailerCode' } },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'loggedOut', target: 'loginRequired' },
        { guard: 'openedFromOrders', target: 'requestingQr' },
        { target: 'fillInfo' },
      ],
    },
    loginRequired: {
      // Stryker disable next-line StringLiteral: equivalent, nothing follows it: the page leaves for login, and without an owner nothing is saved
      type: 'final',
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'No user id: the page goes to login',
      entry: 'redirectToLogin',
    },
    fillInfo: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Step 0: the order form (name, phone, e-mail, invoice, tax number, invitation code)',
      initial: 'editing',
      on: {
        'form.change': [
          {
            // The order no longer matches the form: the next 'next' creates a new one.
            guard: 'hasOrder',
            actions: [{ type: 'setForm', params: ({ event }) => ({ values: event.values }) }, 'dropOrder'],
          },
          { actions: { type: 'setForm', params: ({ event }) => ({ values: event.values }) } },
        ],
        'wizard.next': [
          {
            guard: 'formValid',
            target: 'checkOrder',
            actions: assign({ form: ({ context }) => normalizeOrderForm(context.form), errors: {} }),
          },
          { target: '.invalid', actions: assign({ errors: ({ context }) => validateOrderForm(context.form) }) },
        ],
      },
      states: {
        editing: {},
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        invalid: { description: "Each failing field's message (e.g. '请输入姓名')" },
      },
    },
    checkOrder: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Step 1: the order summary and the agreement box; next disabled until it is ticked',
      initial: 'reviewing',
      on: {
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, the form shows no message, and step 1 shows it only once a refused order set it again
        'wizard.back': { target: 'fillInfo', actions: assign({ message: '' }) },
        'wizard.next': [
          { guard: and(['agreed', 'hasOrder']), target: 'confirmingPayment' },
          { guard: 'agreed', target: '.creatingOrder' },
        ],
      },
      states: {
        reviewing: {},
        creatingOrder: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: 'Next busy: creating the order',
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => ({
              userId: context.userId!,
              attemptId: attemptKey(context),
              items: context.items,
              source: context.source,
              form: context.form,
              retailer: context.retailer,
            }),
            onDone: {
              target: '#checkout.confirmingPayment',
              actions: [
                // Stryker disable next-line StringLiteral: equivalent, the confirmation shows no message, and the QR's answer sets or clears it before step 2 shows one
                assign({ order: ({ event }) => event.output, message: '' }),
                { type: 'notifyOrderCreated', params: ({ event }) => ({ order: event.output }) },
              ],
            },
            onError: { target: 'failed', actions: assign({ message: ({ event }) => errorText(event.error) }) },
          },
          on: {
            // Explicit so the model tests click them: no second order, no leaving half-way.
            // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
            'wizard.next': { description: 'Ignored while the order is being created' },
            // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
            'wizard.back': { description: 'Ignored while the order is being created' },
          },
        },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        failed: { description: 'The server msg as a warning (order creation refused or network failure)' },
      },
    },
    confirmingPayment: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Step 1 with the confirmation: the digital licence subscription cannot be cancelled or refunded',
      on: {
        'payment.confirm': 'requestingQr',
        'payment.cancel': { target: 'checkOrder', actions: 'notifyPaymentCancelled' },
      },
    },
    requestingQr: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Step 2: the payment QR is loading',
      invoke: {
        id: 'requestPaymentQr',
        src: 'requestPaymentQr',
        input: ({ context }) => ({ order: context.order! }),
        onDone: {
          target: 'pay',
          actions: assign({ qr: ({ event }) => event.output, message: '' }),
        },
        onError: [
          {
            guard: { type: 'orderClosed', params: ({ event }) => ({ error: event.error }) },
            target: 'orderClosed',
            actions: assign({ message: ({ event }) => errorText(event.error) }),
          },
          { target: 'qrFailed', actions: assign({ message: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    orderClosed: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "Step 2: the server closed the unpaid order (the server msg); 'order again' starts a new order",
      on: {
        'wizard.restart': [
          // No form to return to: the customer picks another pending order or buys again from there.
          { guard: 'openedFromOrders', target: 'backToOrders' },
          {
            target: 'fillInfo',
            // The next order is a new purchase attempt: a new Idempotency-Key (the closed order's would answer it again).
            // Stryker disable next-line StringLiteral: equivalent, the form shows no message and every way from it to a step that shows one (creating the order) sets or clears it first
            actions: ['dropOrder', assign({ message: '', attempt: ({ context }) => context.attempt + 1 })],
          },
        ],
      },
    },
    qrFailed: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Step 2: the QR could not be issued (the server msg) and a retry',
      on: {
        'qr.retry': 'requestingQr',
        'wizard.back': [
          { guard: 'openedFromOrders', target: 'backToOrders' },
          // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, step 1 shows a message only after a refused order (which sets it), and the way on to step 2 requests a QR, whose answer sets or clears it
          { target: 'checkOrder', actions: assign({ message: '' }) },
        ],
      },
    },
    pay: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "Step 2: the QR with its remaining time, and 'paying, do not close window' while the order state is polled",
      initial: 'waiting',
      // The cap counts from each entry to step 2 (see docs/decisions-checkout-machines.md).
      after: { pollCap: 'unfinished.timedOut' },
      on: {
        'payment.check': '.confirming',
        'qr.refresh': 'requestingQr',
        'wizard.back': [{ guard: 'openedFromOrders', target: 'backToOrders' }, { target: 'checkOrder' }],
        // A restored snapshot has no timers: poll again (the cap counts from now) while the QR is valid, else a new QR.
        'checkout.resume': [
          {
            guard: { type: 'qrValid', params: ({ event }) => ({ now: event.now }) },
            target: 'pay',
            reenter: true,
            actions: 'resumeRetailerCode',
          },
          { target: 'requestingQr', actions: 'resumeRetailerCode' },
        ],
      },
      states: {
        waiting: {
          after: { pollInterval: 'polling' },
        },
        polling: {
          invoke: {
            id: 'checkPaymentState',
            src: 'checkPaymentState',
            input: ({ context }) => ({ order: context.order! }),
            onDone: [
              {
                guard: { type: 'paid', params: ({ event }) => ({ status: event.output }) },
                target: '#checkout.complete',
              },
              {
                guard: { type: 'paymentFailed', params: ({ event }) => ({ status: event.output }) },
                target: '#checkout.unfinished.failed',
              },
              { target: 'waiting' },
            ],
            // A network error keeps polling (until the cap).
            onError: 'waiting',
          },
        },
        confirming: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: "The manual 'next/finished' check (button busy)",
          invoke: {
            id: 'confirmPayment',
            src: 'confirmPayment',
            input: ({ context }) => ({ order: context.order! }),
            onDone: [
              {
                guard: { type: 'paid', params: ({ event }) => ({ status: event.output }) },
                target: '#checkout.complete',
              },
              { target: '#checkout.unfinished.unpaid' },
            ],
            onError: { target: 'waiting', actions: assign({ message: ({ event }) => errorText(event.error) }) },
          },
          on: {
            // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
            'payment.check': { description: 'Ignored while checking' },
          },
        },
      },
    },
    unfinished: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "Step 3: payment unfinished, with 'continue paying'",
      initial: 'unpaid',
      on: {
        'payment.continue': [
          {
            guard: { type: 'qrValid', params: ({ event }) => ({ now: event.now }) },
            target: 'pay',
            actions: assign({ message: '' }),
          },
          // The QR has expired: a new one for the same order.
          // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, the QR is loading (no message) until its answer sets or clears it
          { target: 'requestingQr', actions: assign({ message: '' }) },
        ],
      },
      states: {
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        unpaid: { description: 'The manual check found it unpaid' },
        failed: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: 'The payment failed (paymentstate 2)',
          on: {
            // The server closed the failed attempt, even while its time is valid: always a new QR for the same order.
            // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, the QR is loading (no message) until its answer sets or clears it
            'payment.continue': { target: '#checkout.requestingQr', actions: assign({ message: '' }) },
          },
        },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        timedOut: { description: 'Polling stopped at the 900000 ms cap' },
      },
    },
    complete: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Step 4: payment complete; the QR is hidden',
      // Stryker disable next-line StringLiteral: equivalent, step 4 shows a message only once a refused invoice record set it
      entry: assign({ qr: null, message: '' }),
      initial: 'settling',
      states: {
        settling: {
          always: [{ guard: 'invoiceChosen', target: 'recordingInvoice' }, { target: 'shown' }],
        },
        recordingInvoice: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: 'Creating the invoice record of the paid order',
          invoke: {
            id: 'createInvoiceRecord',
            src: 'createInvoiceRecord',
            input: ({ context }) => ({ userId: context.userId!, order: context.order!, form: context.form }),
            onDone: 'shown',
            onError: { target: 'invoiceFailed', actions: assign({ message: ({ event }) => errorText(event.error) }) },
          },
        },
        shown: {
          on: { 'wizard.finish': '#checkout.finished' },
        },
        invoiceFailed: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: 'Paid, but the invoice record failed: the server msg, a retry, or ask later under invoice management',
          on: {
            'invoice.retry': 'recordingInvoice',
            'wizard.finish': '#checkout.finished',
          },
        },
      },
    },
    finished: {
      type: 'final',
      entry: 'goToOrders',
    },
    backToOrders: {
      type: 'final',
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "A reopened order left (back, or 'order again' once closed): the personal centre's pending orders",
      entry: 'goToPendingOrders',
    },
  },
})
