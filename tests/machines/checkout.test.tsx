import { ChakraProvider } from '@chakra-ui/react'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createActor, fromPromise, type EventObject, type Snapshot } from 'xstate'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cartCheckoutMachine } from '../../machines/cart-checkout'
import {
  checkoutMachine,
  paymentQrFrom,
  qrRemainingMs,
  wizardStep,
  type CheckoutEvent,
  type CheckoutInput,
  type CreatedOrder,
  type PaymentQr,
  type PaymentStatus,
} from '../../machines/checkout'
import { retailerCodeMachine, type RetailerLookupResult } from '../../machines/retailer-code'
import { ApiError } from '../../src/api/api-error'
import {
  ORDER_CLOSED_CODE,
  ORDER_CLOSED_MSG,
  PAYMENT_POLL_CAP_MS,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_QR_VALID_MS,
} from '../../domain/limits'
import { isOrderFormValid, normalizeOrderForm, type OrderForm } from '../../domain/order-form-rules'
import { PdfDialog } from '../../src/components/pdf/pdf-dialog'
import { STUB_VIEW_HEIGHT } from './support/stub-pdf-pages'
import { CHECKOUT_WIZARD_KEY } from '../../src/features/checkout/checkout-keys'
import { readCheckout } from '../../src/features/checkout/checkout-storage'
import type { CheckoutCalls } from '../../src/features/checkout/paystep/checkout-logic'
import { PaystepWizard } from '../../src/features/checkout/paystep/paystep-wizard'
import { ShopMessages } from '../../src/components/shop-message'
import { i18n } from '../../src/i18n/i18n'
import { storage } from '../../src/storage/storage'
import { appSystem } from '../../src/theme/app-system'
import { CoverageRecorder } from '../harness/coverage'
import { collectedPaths } from '../harness/collected-paths'
import { executeRecordedPath, testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import { afterEvent, doneEvent, errorEvent, machineShape, replayPath } from '../../tools/machine-model/paths'
import { CheckoutSpec, STEP_TITLES, TEXTS, type Call, type FormField, type SpecReseller, type SpecStep } from './checkout-spec'
import { MISMATCH_MS } from './retailer-code-spec'
import {
  APPLIED_RESELLER,
  CHECKOUT_INPUT,
  RESELLER,
  CHECKOUT_ITEMS as ITEMS,
  CHECKOUT_ORDER as ORDER,
  CHECKOUT_QR as QR,
  CHECKOUT_USER as USER,
  checkoutSamples,
  ENTERPRISE_FORM as ENTERPRISE,
  PLAIN_FORM as PLAIN,
  REOPENED_INPUT,
  T0,
} from '../../tools/machine-model/samples/checkout'
import { refusesPress } from '../support/refuses-press'

// The generated paths come from machines/checkout.ts; they run against the shipped wizard
// (src/features/checkout/paystep/paystep-wizard.tsx, with controlled calls and navigation), and what each step must
// show and call comes from CheckoutSpec (tests/machines/checkout-spec.ts, written from storefront.md), never from the
// machine's snapshot. The children's snapshot events are produced as the user produces them: the agreement read to the
// end and agreed (pdf.js stubbed as in agreement-gate.test.tsx), the invitation code typed and checked.

void i18n.changeLanguage('zh-CN')

const freshInput: CheckoutInput = CHECKOUT_INPUT
const [TICKED] = checkoutSamples.events['xstate.snapshot.agreementGate']
const formChange = (values: Partial<OrderForm>): EventObject => ({ type: 'form.change', values }) as EventObject
const continueAt = (now: number): EventObject => ({ type: 'payment.continue', now }) as EventObject
const resumeAt = (now: number): EventObject => ({ type: 'checkout.resume', now }) as EventObject
const [RESELLER_MATCHED, RESELLER_NONE, RESELLER_COUNTED] = checkoutSamples.events['xstate.snapshot.retailerCode']
const [CREATE_REFUSED] = checkoutSamples.errors.createOrder
const [QR_REFUSED] = checkoutSamples.errors.requestPaymentQr
const [INVOICE_REFUSED] = checkoutSamples.errors.createInvoiceRecord

vi.mock('../../src/components/pdf/pdf-pages', () => import('./support/stub-pdf-pages'))

function Providers({ children }: { children: React.ReactNode }): React.JSX.Element {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem}>
        {children}
        <ShopMessages />
      </ChakraProvider>
    </I18nextProvider>
  )
}

beforeAll(async () => {
  // Loads the lazy chunks (the agreement's pages, the payment QR) once, so they render at once on the fake clock.
  render(
    <Providers>
      <PdfDialog url="/pc/seed/guides/subscription-agreement.pdf" title="warm-up" onClose={() => {}} />
    </Providers>,
  )
  await screen.findByTestId('stub-pages')
  cleanup()
  await import('../../src/features/checkout/paystep/payment-qr')
  // The messages' region (已取消支付 is one), likewise.
  await import('../../src/components/shop-toaster')
})

// ---------------------------------------------------------------- the shipped wizard, driven as a user drives it

const navigation = { toLogin: vi.fn(), toOrders: vi.fn(), toPendingOrders: vi.fn() }
let spec = new CheckoutSpec(true)
let input: CheckoutInput = freshInput
let calls: CheckoutCalls
let unmount: () => void = () => {}

function mount(resume?: Snapshot<unknown>): void {
  const cart = createActor(cartCheckoutMachine, { input: { where: 'paystep', handoff: null } }).start()
  unmount = render(
    <Providers>
      <PaystepWizard input={input} resume={resume} profile={null} calls={calls} navigation={navigation} cartCheckout={cart} />
    </Providers>,
  ).unmount
}

const byId = (id: string): HTMLElement => screen.getByTestId(id)
const maybe = (id: string): HTMLElement | null => screen.queryByTestId(id)
const button = (id: string): HTMLButtonElement => screen.getByTestId<HTMLButtonElement>(id)
const flush = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}
/** One user action, rendered before the next. */
async function user(action: () => void): Promise<void> {
  await act(async () => {
    action()
    await flush()
  })
}

const FIELD_IDS: Partial<Record<FormField, string>> = {
  username: 'paystep-username',
  receiverphone: 'paystep-phone',
  receiveremail: 'paystep-email',
  companyname: 'paystep-company',
  ratenumber: 'paystep-taxnumber',
}

/** Types a field of the order form when it shows and holds something else. */
async function typeField(field: FormField, value: string | number): Promise<void> {
  const id = field === 'isinvoice' ? 'paystep-invoice' : FIELD_IDS[field]!
  const element = maybe(id) as HTMLInputElement | null
  if (!element || element.value === String(value)) return
  await user(() => fireEvent.change(element, { target: { value: String(value) } }))
  spec.apply({ type: 'type', field, value }, Date.now())
}

async function typeForm(values: Partial<OrderForm>): Promise<void> {
  // The invoice fields are cleared while they show, then the invoice kind chosen, then filled in. The invitation code
  // is typed and checked by the reseller events.
  const order: FormField[] = [
    'username',
    'receiverphone',
    'receiveremail',
    'companyname',
    'ratenumber',
    'isinvoice',
    'companyname',
    'ratenumber',
  ]
  for (const field of order) if (field in values) await typeField(field, values[field as keyof OrderForm] as string | number)
}

/** R-001 (华东分销, 85 % on SummitMap): 398.00 a unit, 338.30 payable at count 1, 676.60 at count 2. */
const specReseller = (count: number): SpecReseller => ({
  code: 'R-001',
  retailername: '华东分销',
  retailerCount: count,
  payableFen: count * 33_830,
})

/** Leaves the invitation code field: the code is checked and the lookup answers R-001. */
async function checkCode(): Promise<void> {
  await user(() => fireEvent.blur(byId('paystep-retailer-code')))
  await act(async () => {
    ctxNow!.actors.resolve('lookupRetailer', [RESELLER])
    await flush()
  })
}

/**
 * The reseller as the wizard must hold it: none (the code cleared), or R-001 at a retailer count (typed, checked, the
 * count typed). Asked for the reseller already applied, the code is checked again, which must change nothing.
 */
async function applyReseller(count: number | null): Promise<void> {
  if (!maybe('paystep-form')) return
  const code = byId('paystep-retailer-code') as HTMLInputElement
  if (count === null) {
    if (spec.reseller === null) return
    await user(() => fireEvent.change(code, { target: { value: '' } }))
    spec.apply({ type: 'reseller', reseller: null }, Date.now())
    return
  }
  if (spec.reseller === null) {
    if (code.value !== 'R-001') await user(() => fireEvent.change(code, { target: { value: 'R-001' } }))
    await checkCode()
    spec.apply({ type: 'reseller', reseller: specReseller(1) }, Date.now())
  } else if (spec.reseller.retailerCount === count) await checkCode()
  if (spec.reseller!.retailerCount !== count) {
    await user(() => fireEvent.change(byId('paystep-retailer-count'), { target: { value: String(count) } }))
    spec.apply({ type: 'reseller', reseller: specReseller(count) }, Date.now())
  }
}

async function tick(ticked: boolean): Promise<void> {
  const box = maybe('paystep-agreement-box')
  // The box is clicked at step 1 only (the confirmation covers it).
  if (!box || maybe('paystep-confirm') || spec.ticked === ticked) return
  if (!ticked) await user(() => fireEvent.click(box))
  else {
    await user(() => fireEvent.click(byId('paystep-agreement-link')))
    const scroller = byId('pdf-dialog-scroll')
    await user(() => {
      scroller.scrollTop = scroller.scrollHeight - STUB_VIEW_HEIGHT
      fireEvent.scroll(scroller)
    })
    await user(() => fireEvent.click(byId('paystep-agree')))
  }
  spec.apply({ type: 'tick', ticked }, Date.now())
}

/** The clock set (not waited) to `now`; the fake timers keep their own time. */
function setClock(now: number): void {
  spec.shift(now - Date.now())
  vi.setSystemTime(now)
}

let ctxNow: HarnessContext | null = null
const click = (id: string, step: SpecStep) => async (): Promise<void> => {
  await user(() => fireEvent.click(button(id)))
  spec.apply(step, Date.now())
}

const mmss = (ms: number): string => {
  const seconds = Math.ceil(ms / 1000)
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}
const text = (id: string): string | null => maybe(id)?.textContent ?? null

/** What the user must see now, and what the wizard must have called, per the specification model. */
function expectShown(ctx: HarnessContext): void {
  const now = Date.now()
  const { view } = spec
  const step = spec.step()
  expect(byId('paystep-step-bar').dataset.step, 'step bar').toBe(String(step))
  expect(document.querySelector('[aria-current="step"]')?.textContent, 'current step title').toBe(`${step + 1}${STEP_TITLES[step]}`)
  // Step 0: the form with the refused fields' messages.
  expect(maybe('paystep-form') !== null, 'the form').toBe(view === 'form')
  if (view === 'form') {
    for (const [field, id] of Object.entries(FIELD_IDS)) {
      const shown = maybe(id) as HTMLInputElement | null
      if (shown) expect(shown.value, field).toBe(spec.form[field as FormField])
      expect(text(`${id}-error`), `${field} message`).toBe(spec.errors[field as FormField] ?? null)
    }
    expect((byId('paystep-invoice') as HTMLSelectElement).value, 'invoice').toBe(String(spec.form.isinvoice))
    expect(text('paystep-retailer-name'), 'reseller').toBe(spec.reseller ? `分销商: ${spec.reseller.retailername}` : null)
    expect((maybe('paystep-retailer-count') as HTMLInputElement | null)?.value ?? null, 'retailer count').toBe(
      spec.reseller ? String(spec.reseller.retailerCount) : null,
    )
  }
  // Step 1: the review, the agreement box, next and back, the confirmation.
  const review = view === 'review' || view === 'creating' || view === 'orderFailed' || view === 'confirm'
  expect(maybe('paystep-review') !== null, 'the review').toBe(review)
  if (review) {
    expect(byId('paystep-agreement-box').getAttribute('aria-checked'), 'agreement ticked').toBe(String(spec.ticked))
    expect(refusesPress(button('paystep-next')), 'next disabled').toBe(!spec.ticked || view === 'creating')
    expect(refusesPress(button('paystep-back')), 'back disabled').toBe(view === 'creating')
    expect(text('paystep-order-failed'), 'order refused').toBe(view === 'orderFailed' ? spec.message : null)
    expect(text('paystep-confirm-text'), 'confirmation').toBe(view === 'confirm' ? TEXTS.confirm : null)
  }
  if (spec.justCancelled) expect(screen.getByText(TEXTS.cancelled)).toBeTruthy()
  // Step 2: the order, the QR with its countdown, the manual check.
  const pay = view === 'requestingQr' || view === 'qrFailed' || spec.paying()
  expect(maybe('paystep-pay') !== null, 'the pay step').toBe(pay)
  if (pay) {
    expect(text('paystep-ordernum'), 'order number').toBe(spec.order!.ordernum)
    expect(text('paystep-pending')).toBe(TEXTS.pending)
    expect(text('paystep-qr-loading'), 'QR loading').toBe(view === 'requestingQr' ? TEXTS.requesting : null)
    expect(text('paystep-qr-failed'), 'QR refused').toBe(view === 'qrFailed' ? `${TEXTS.qrFailed}: ${spec.message}` : null)
    expect(maybe('paystep-qr')?.dataset.qrContent ?? null, 'the QR').toBe(spec.paying() ? spec.qr!.content : null)
    if (spec.paying()) {
      expect(text('paystep-paying')).toBe(TEXTS.paying)
      const expired = spec.qrExpired(now)
      expect(text('paystep-qr-expired'), 'expired').toBe(expired ? TEXTS.expired : null)
      expect(maybe('paystep-refresh-qr') !== null, 'refresh offered').toBe(expired)
      // The countdown shows the remaining validity, refreshed every second.
      if (!expired) {
        const left = spec.qr!.expiresAt - now
        expect([mmss(left), mmss(left + 1000)], 'remaining').toContain(text('paystep-qr-remaining'))
      }
      const alert = within(byId('paystep-pay'))
        .queryAllByRole('alert')
        .map((each) => each.textContent)
      expect(alert, 'check failure message').toEqual(spec.message ? [spec.message] : [])
    }
    if (view !== 'qrFailed') expect(refusesPress(button('paystep-check')), 'check disabled').toBe(view !== 'paying' && view !== 'polling')
  }
  expect(text('paystep-closed-message'), 'closed order').toBe(view === 'closed' ? spec.message : null)
  if (view === 'closed') expect(byId('paystep-closed').textContent).toContain(TEXTS.closed)
  // Step 3 and 4.
  const unfinished = view === 'unpaid' || view === 'failed' || view === 'timedOut'
  expect(text('paystep-unfinished-text'), 'unfinished').toBe(unfinished ? TEXTS.unfinished[view] : null)
  const complete = spec.isPaid()
  expect(maybe('paystep-complete') !== null, 'complete').toBe(complete)
  if (complete) {
    expect(byId('paystep-complete').textContent).toContain(TEXTS.complete)
    expect(text('paystep-invoice-failed'), 'invoice refused').toBe(
      view === 'invoiceFailed' ? `${TEXTS.invoiceFailed}: ${spec.message}` : null,
    )
    expect(refusesPress(button('paystep-finish')), 'finish disabled').toBe(view === 'recordingInvoice')
    expect(maybe('paystep-qr'), 'QR hidden').toBeNull()
  }
  // The calls.
  const inputs = (id: string) => ctx.actors.calls.filter((call) => call.id === id).map((call) => call.input)
  const pending = (id: string) => ctx.actors.pending(id).length
  expect(inputs('createOrder'), 'createOrder').toEqual(
    spec.orders.map((order) => ({
      userId: USER,
      attemptId: order.attempt === 0 ? freshInput.attemptId : `${freshInput.attemptId}-${order.attempt}`,
      items: ITEMS,
      source: 'buy',
      form: order.form,
      retailer: order.reseller,
    })),
  )
  expect(pending('createOrder'), 'creating').toBe(view === 'creating' ? 1 : 0)
  expect(inputs('requestPaymentQr'), 'QR requests').toEqual(Array.from({ length: spec.qrRequests }, () => ({ order: ORDER })))
  expect(pending('requestPaymentQr'), 'QR requested').toBe(view === 'requestingQr' ? 1 : 0)
  for (const id of ['checkPaymentState', 'confirmPayment']) {
    for (const each of inputs(id)) expect(each, id).toEqual({ order: ORDER })
  }
  expect(pending('checkPaymentState'), 'polling').toBe(view === 'polling' ? 1 : 0)
  expect(pending('confirmPayment'), 'checking').toBe(view === 'checking' ? 1 : 0)
  expect(inputs('createInvoiceRecord'), 'invoice records').toEqual(
    Array.from({ length: spec.invoiceRecords }, () => ({ userId: USER, order: ORDER, form: spec.form })),
  )
  expect(pending('createInvoiceRecord'), 'recording').toBe(view === 'recordingInvoice' ? 1 : 0)
  expect(navigation.toLogin, 'to login').toHaveBeenCalledTimes(spec.toLogin)
  expect(navigation.toOrders, 'to orders').toHaveBeenCalledTimes(spec.toOrders)
  expect(navigation.toPendingOrders, 'to pending orders').toHaveBeenCalledTimes(spec.toPendingOrders)
  expect(storage.has(CHECKOUT_WIZARD_KEY), 'kept for the next visit').toBe(spec.kept())
  // A reopened order: its lines at step 2, and the way back leads to the pending orders (no form behind it).
  expect(maybe('paystep-reopened-lines') !== null, 'the reopened order lines').toBe(pay && spec.reopened)
  if (pay && spec.reopened) expect(within(byId('paystep-reopened-lines')).getAllByRole('row')).toHaveLength(ITEMS.length + 1)
  if (pay) expect(text('paystep-back'), 'back').toBe(spec.reopened ? TEXTS.toPendingOrders : TEXTS.back)
  if (view === 'closed') expect(text('paystep-restart'), 'order again').toBe(spec.reopened ? TEXTS.toPendingOrders : TEXTS.restart)
}

const settled = (call: Call) => ({
  done: (output: unknown, ctx: HarnessContext) => {
    spec.apply({ type: 'reply', call, output }, Date.now())
    ctx.actors.resolve(call, output)
  },
  error: (error: unknown, ctx: HarnessContext) => {
    spec.apply({ type: 'fail', call, error }, Date.now())
    ctx.actors.reject(call, error)
  },
})

function adapterFor(start: CheckoutInput): MachineAdapter<typeof checkoutMachine> {
  return {
    input: start,
    samples: checkoutSamples,
    // Only whether the form passes tells states apart: the generated paths cover step 0 and 1's form and agreement,
    // the long scenarios below the rest (fewer, stronger paths: the suite is mutation-tested).
    contextKey: (context) => isOrderFormValid(context.form),
    eventsInAct: false,
    render: (ctx) => {
      ctxNow = ctx
      vi.setSystemTime(T0)
      storage.remove(CHECKOUT_WIZARD_KEY)
      navigation.toLogin.mockReset()
      navigation.toOrders.mockReset()
      navigation.toPendingOrders.mockReset()
      input = start
      spec = new CheckoutSpec(start.userId !== null, start.order ?? null)
      calls = {
        lookupRetailer: ctx.actors.promise(),
        createOrder: ctx.actors.promise(),
        requestPaymentQr: ctx.actors.promise(),
        checkPaymentState: ctx.actors.promise(),
        confirmPayment: ctx.actors.promise(),
        createInvoiceRecord: ctx.actors.promise(),
      } as unknown as CheckoutCalls
      mount()
    },
    events: {
      'form.change': (event) => typeForm(event.values),
      'xstate.snapshot.agreementGate': (event) => tick(event.snapshot.value === 'ticked'),
      'xstate.snapshot.retailerCode': (event) =>
        applyReseller(event.snapshot.value === 'matched' ? event.snapshot.context.retailerCount : null),
      // A reload: the page restores the saved snapshot and resumes.
      'checkout.resume': async (event) => {
        const saved = readCheckout(USER, checkoutMachine)
        if (saved.status !== 'restored') throw new Error(`nothing to restore: ${saved.status}`)
        await user(() => unmount())
        setClock(event.now)
        await user(() => mount(saved.snapshot))
        spec.apply({ type: 'reload' }, Date.now())
      },
      'wizard.next': click('paystep-next', { type: 'next' }),
      'wizard.back': click('paystep-back', { type: 'back' }),
      'payment.confirm': click('paystep-confirm-ok', { type: 'confirm' }),
      'payment.cancel': click('paystep-confirm-cancel', { type: 'cancel' }),
      'qr.retry': click('paystep-qr-retry', { type: 'retry' }),
      // Offered once the QR has expired: the clock is set to its expiry and the countdown refreshes (within 1 s).
      'qr.refresh': async () => {
        if (!spec.qrExpired(Date.now())) {
          setClock(spec.qr!.expiresAt)
          await act(async () => {
            vi.advanceTimersByTime(1000)
            await flush()
          })
          spec.tick(Date.now())
        }
        await click('paystep-refresh-qr', { type: 'refresh' })()
      },
      'payment.check': click('paystep-check', { type: 'check' }),
      // 'Continue paying' and step 3's back button both continue; the paths take them in turn.
      'payment.continue': async (event, ctx) => {
        setClock(event.now)
        await click(ctx.stepsSoFar.length % 2 === 0 ? 'paystep-continue' : 'paystep-back', { type: 'continue' })()
      },
      'invoice.retry': click('paystep-invoice-retry', { type: 'invoiceRetry' }),
      'wizard.finish': click('paystep-finish', { type: 'finish' }),
      'wizard.restart': click('paystep-restart', { type: 'restart' }),
    },
    settle: Object.fromEntries(
      (['createOrder', 'requestPaymentQr', 'checkPaymentState', 'confirmPayment', 'createInvoiceRecord'] as const).map((call) => [
        call,
        settled(call),
      ]),
    ),
    readState: () => byId('paystep-wizard').dataset.state,
    // The poll is due 2 s after step 2 shows or the last answer; the cap 900000 ms after entering step 2, however
    // long the path has already spent there. 1 ms before either, nothing has been asked or stopped yet.
    advanceTime: (ms, step, ctx) => {
      const isCap = step.delay?.delay === 'pollCap'
      const due = (isCap ? spec.capAt : spec.pollDueAt) - Date.now()
      if (!isCap) expect(due, 'the poll interval').toBe(ms)
      const before = ctx.actors.calls.map((call) => `${call.id}:${call.settled}:${call.signal.aborted}`)
      vi.advanceTimersByTime(due - 1)
      if (!isCap)
        expect(
          ctx.actors.calls.map((call) => `${call.id}:${call.settled}:${call.signal.aborted}`),
          `${due - 1} ms`,
        ).toEqual(before)
      else
        expect(ctx.actors.calls.filter((call) => call.signal.aborted && !call.settled && /Payment/.test(call.id)).length).toBe(
          before.filter((each) => /Payment.*:false:true$/.test(each)).length,
        )
      vi.advanceTimersByTime(1)
      spec.tick(Date.now())
    },
    states: { '*': expectShown },
  }
}

// ---------------------------------------------------------------- model paths

const recorder = new CoverageRecorder(checkoutMachine)
const shape = machineShape(checkoutMachine)
const pollCap = afterEvent(checkoutMachine, 'pay', 'pollCap')
const pollInterval = afterEvent(checkoutMachine, 'pay.waiting')

const starts: Array<[string, CheckoutInput, EventObject[]]> = [
  ['no user id', { ...freshInput, userId: null }, []],
  // The server closed the unpaid order and refuses its QR; 'order again' returns to the form with a new attempt
  // (a new Idempotency-Key), and next reviews a new order.
  [
    'the server closed the order',
    freshInput,
    [
      formChange(PLAIN),
      { type: 'wizard.next' },
      TICKED,
      { type: 'wizard.next' },
      doneEvent('createOrder', ORDER),
      { type: 'payment.confirm' },
      errorEvent('requestPaymentQr', new ApiError(ORDER_CLOSED_CODE, ORDER_CLOSED_MSG, ORDER_CLOSED_CODE)),
      { type: 'wizard.restart' },
      { type: 'wizard.next' },
      { type: 'wizard.next' },
    ],
  ],
]
const reopenedStarts: Array<[string, EventObject[]]> = [
  // The QR at once; paid on the first poll: step 4 without an invoice record (the server records the invoice the
  // order was placed with), finished.
  [
    'paid',
    [doneEvent('requestPaymentQr', QR), pollInterval, doneEvent('checkPaymentState', { paymentstate: 1 }), { type: 'wizard.finish' }],
  ],
  // Back from the QR: to the pending orders, never to a form.
  ['left at the QR', [doneEvent('requestPaymentQr', QR), { type: 'wizard.back' }]],
  // A refused QR and back: to the pending orders.
  ['left after a refused QR', [errorEvent('requestPaymentQr', QR_REFUSED), { type: 'wizard.back' }]],
  // A refused QR, the retry answers that the server closed the order: its button leads to the pending orders.
  [
    'closed by the server',
    [
      errorEvent('requestPaymentQr', QR_REFUSED),
      { type: 'qr.retry' },
      errorEvent('requestPaymentQr', new ApiError(ORDER_CLOSED_CODE, ORDER_CLOSED_MSG, ORDER_CLOSED_CODE)),
      { type: 'wizard.restart' },
    ],
  ],
]
describe("checkout reopened from the personal centre ('continue paying' of a pending order)", () => {
  for (const [name, events] of reopenedStarts) {
    for (const path of collectedPaths(name, () => [replayPath(shape, events, REOPENED_INPUT)]))
      it(`${name}: ${path.description}`, () => executeRecordedPath(checkoutMachine, adapterFor(REOPENED_INPUT), path, recorder))
  }
})

describe('checkout opened without a user, and an order the server closed', () => {
  for (const [name, start, events] of starts) {
    for (const path of collectedPaths(name, () => [replayPath(shape, events, start)]))
      it(`${name}: ${path.description}`, () => executeRecordedPath(checkoutMachine, adapterFor(start), path, recorder))
  }
})

/** The form filled (`form`), the order made, its confirmation cancelled, and back to the form with the order kept. */
const orderMadeThenBack = (...form: EventObject[]): EventObject[] => [
  ...form,
  { type: 'wizard.next' },
  TICKED,
  { type: 'wizard.next' },
  doneEvent('createOrder', ORDER),
  { type: 'payment.cancel' },
  { type: 'wizard.back' },
]

testMachinePaths({
  machine: checkoutMachine,
  adapter: adapterFor(freshInput),
  recorder,
  scenarios: [
    // Enterprise invoice and reseller R-001. Next while the order is being created changes nothing; the refused
    // order and creating it again; cancel keeps the order for the next confirmation; a refused QR and its retry;
    // two unpaid polls and a network error keep polling; paid on the third; the invoice record refused, retried,
    // refused again; finished anyway.
    [
      formChange(ENTERPRISE),
      RESELLER_MATCHED,
      { type: 'wizard.next' },
      TICKED,
      { type: 'wizard.next' },
      { type: 'wizard.next' },
      { type: 'wizard.back' },
      errorEvent('createOrder', CREATE_REFUSED),
      { type: 'wizard.next' },
      doneEvent('createOrder', ORDER),
      { type: 'payment.cancel' },
      { type: 'wizard.next' },
      { type: 'payment.confirm' },
      errorEvent('requestPaymentQr', QR_REFUSED),
      { type: 'qr.retry' },
      doneEvent('requestPaymentQr', QR),
      pollInterval,
      doneEvent('checkPaymentState', { paymentstate: 0 }),
      pollInterval,
      errorEvent('checkPaymentState', new Error('Network Error')),
      pollInterval,
      doneEvent('checkPaymentState', { paymentstate: 1 }),
      errorEvent('createInvoiceRecord', INVOICE_REFUSED),
      { type: 'invoice.retry' },
      errorEvent('createInvoiceRecord', INVOICE_REFUSED),
      { type: 'wizard.finish' },
    ] as EventObject[],
    // Back from a refused QR and from step 2 keep the order; checking the applied code again keeps it; the reseller
    // dropped on the form drops it; R-001 at a retailer count of 2 goes into the next order. The manual check: refused (message, polling again), unpaid (step 3), continue with the valid
    // QR; a failed payment always asks a new QR; refresh; reloads with the QR valid and expired; paid, the invoice
    // record, finished.
    [
      formChange(ENTERPRISE),
      RESELLER_MATCHED,
      { type: 'wizard.next' },
      TICKED,
      { type: 'wizard.next' },
      doneEvent('createOrder', ORDER),
      { type: 'payment.confirm' },
      errorEvent('requestPaymentQr', QR_REFUSED),
      { type: 'wizard.back' },
      { type: 'wizard.next' },
      { type: 'payment.confirm' },
      doneEvent('requestPaymentQr', QR),
      { type: 'wizard.back' },
      { type: 'wizard.back' },
      RESELLER_MATCHED,
      { type: 'wizard.next' },
      { type: 'wizard.next' },
      { type: 'payment.cancel' },
      { type: 'wizard.back' },
      RESELLER_NONE,
      RESELLER_COUNTED,
      { type: 'wizard.next' },
      { type: 'wizard.next' },
      doneEvent('createOrder', ORDER),
      { type: 'payment.confirm' },
      doneEvent('requestPaymentQr', QR),
      { type: 'payment.check' },
      { type: 'payment.check' },
      errorEvent('confirmPayment', new Error('Network Error')),
      { type: 'payment.check' },
      doneEvent('confirmPayment', { code: 0, paymentstate: 0 }),
      continueAt(T0 + 60_000),
      pollInterval,
      doneEvent('checkPaymentState', { paymentstate: 2 }),
      continueAt(T0 + 60_000),
      doneEvent('requestPaymentQr', QR),
      { type: 'qr.refresh' },
      doneEvent('requestPaymentQr', QR),
      resumeAt(T0 + 60_000),
      resumeAt(QR.expiresAt),
      doneEvent('requestPaymentQr', QR),
      pollInterval,
      doneEvent('checkPaymentState', { paymentstate: 1 }),
      doneEvent('createInvoiceRecord', { id: 'inv1' }),
      { type: 'wizard.finish' },
    ] as EventObject[],
    // Cancel at the confirmation, back to step 0, change the form: the kept order is dropped and a new one made.
    [
      ...orderMadeThenBack(formChange(PLAIN)),
      formChange({ username: '王五' }),
      { type: 'wizard.next' },
      { type: 'wizard.next' },
    ] as EventObject[],
    // Polling for a while, then the cap (900000 ms from entering step 2); continue paying with the expired QR.
    [
      formChange(PLAIN),
      { type: 'wizard.next' },
      TICKED,
      { type: 'wizard.next' },
      doneEvent('createOrder', ORDER),
      { type: 'payment.confirm' },
      doneEvent('requestPaymentQr', QR),
      pollInterval,
      doneEvent('checkPaymentState', { paymentstate: 0 }),
      pollInterval,
      pollCap,
      continueAt(QR.expiresAt + 5000),
    ] as EventObject[],
    // No invoice: the manual check finds it paid, step 4 at once (no invoice record).
    [
      formChange(PLAIN),
      { type: 'wizard.next' },
      TICKED,
      { type: 'wizard.next' },
      doneEvent('createOrder', ORDER),
      { type: 'payment.confirm' },
      doneEvent('requestPaymentQr', QR),
      { type: 'payment.check' },
      doneEvent('confirmPayment', { code: 200, paymentstate: 1 }),
      { type: 'wizard.finish' },
    ] as EventObject[],
    // The reseller's count changed on the form after the order with R-001 at 1 was made: the next order has count 2.
    [
      ...orderMadeThenBack(formChange(PLAIN), RESELLER_MATCHED),
      RESELLER_COUNTED,
      { type: 'wizard.next' },
      { type: 'wizard.next' },
      doneEvent('createOrder', ORDER),
    ] as EventObject[],
  ],
})

// ---------------------------------------------------------------- outside the model: real timers of the actor

type Provided = Parameters<typeof checkoutMachine.provide>[0]

/**
 * The snapshot the page persists at step 2 (getPersistedSnapshot through JSON, as in localStorage): an enterprise
 * order with the sample QR, the agreement box ticked and reseller R-001 applied.
 */
async function persistedAtPay(): Promise<Snapshot<unknown>> {
  const createOrder = vi.fn(async () => ORDER)
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        createOrder: fromPromise(createOrder),
        requestPaymentQr: fromPromise(async () => QR),
        retailerCode: retailerCodeMachine.provide({ actors: { lookupRetailer: fromPromise(async () => [RESELLER]) } }),
      },
    }),
    { input: freshInput },
  ).start()
  // The children are driven as the page drives them; the wizard follows their snapshots.
  actor.send(formChange(ENTERPRISE) as CheckoutEvent)
  const code = actor.getSnapshot().children.retailerCode!
  code.send({ type: 'code.change', code: 'R-001' })
  code.send({ type: 'code.check' })
  await vi.advanceTimersByTimeAsync(0)
  expect(actor.getSnapshot().context.retailer).toEqual(APPLIED_RESELLER)
  actor.send({ type: 'wizard.next' })
  const gate = actor.getSnapshot().children.agreementGate!
  gate.send({ type: 'agreement.open' })
  gate.send({ type: 'agreement.scroll', distanceToBottom: 0 })
  gate.send({ type: 'agreement.agree' })
  expect(actor.getSnapshot().context.agreed).toBe(true)
  actor.send({ type: 'wizard.next' })
  await vi.advanceTimersByTimeAsync(0)
  actor.send({ type: 'payment.confirm' })
  await vi.advanceTimersByTimeAsync(0)
  expect(actor.getSnapshot().value).toEqual({ pay: 'waiting' })
  expect(createOrder).toHaveBeenCalledTimes(1)
  const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot<unknown>
  actor.stop()
  return persisted
}

/** A reload at `now`: the persisted snapshot restored (children included), then checkout.resume as the page sends it. */
function reloadAt(persisted: Snapshot<unknown>, now: number, provided: Provided = {}) {
  vi.setSystemTime(now)
  const actor = createActor(checkoutMachine.provide(provided), { snapshot: persisted, input: freshInput }).start()
  actor.send({ type: 'checkout.resume', now })
  return actor
}

/** The wizard persisted at step 2 (fake timers from T0) with R-404 typed and checked after it: its mismatch showing. */
async function persistedWithMismatchAtPay(): Promise<Snapshot<unknown>> {
  vi.useFakeTimers()
  vi.setSystemTime(T0)
  const noMatch = {
    actors: {
      retailerCode: retailerCodeMachine.provide({
        actors: { lookupRetailer: fromPromise(async (): Promise<RetailerLookupResult[]> => []) },
      }),
    },
  }
  const atPay = createActor(checkoutMachine.provide(noMatch), { snapshot: await persistedAtPay(), input: freshInput }).start()
  atPay.getSnapshot().children.retailerCode!.send({ type: 'code.change', code: 'R-404' })
  atPay.getSnapshot().children.retailerCode!.send({ type: 'code.check' })
  await vi.advanceTimersByTimeAsync(0)
  expect(atPay.getSnapshot().children.retailerCode!.getSnapshot().value).toBe('mismatch')
  const persisted = JSON.parse(JSON.stringify(atPay.getPersistedSnapshot())) as Snapshot<unknown>
  atPay.stop()
  return persisted
}

describe('checkout persisted and restored (XState persisted snapshots)', () => {
  afterEach(() => vi.useRealTimers())

  it('a reload at step 2 resumes the same order, QR, form, reseller and ticked box; polling starts again', async () => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
    const persisted = await persistedAtPay()
    const createOrder = vi.fn(async () => ORDER)
    const check = vi.fn(async (): Promise<PaymentStatus> => ({ paymentstate: 0 }))
    const actor = reloadAt(persisted, T0 + 60_000, {
      actors: { createOrder: fromPromise(createOrder), checkPaymentState: fromPromise(check) },
    })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual({ pay: 'waiting' })
    expect(snapshot.context).toMatchObject({ order: ORDER, qr: QR, retailer: APPLIED_RESELLER, agreed: true })
    expect(snapshot.context.form).toEqual(normalizeOrderForm(ENTERPRISE))
    // The children came back too: the box is still ticked, R-001 still applied.
    expect(snapshot.children.agreementGate?.getSnapshot().value).toBe('ticked')
    expect(snapshot.children.retailerCode?.getSnapshot().value).toBe('matched')
    expect(qrRemainingMs(snapshot.context.qr, Date.now())).toBe(14 * 60_000)
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS)
    expect(check).toHaveBeenCalledTimes(1)
    // Never a second order.
    expect(createOrder).not.toHaveBeenCalled()
    actor.stop()
  })

  it('a reload after the QR expired asks a new QR for the same order', async () => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
    const persisted = await persistedAtPay()
    const requestPaymentQr = vi.fn(
      async (_: { input: { order: CreatedOrder } }): Promise<PaymentQr> => ({
        ...QR,
        issuedAt: QR.expiresAt,
        expiresAt: QR.expiresAt + PAYMENT_QR_VALID_MS,
      }),
    )
    const actor = reloadAt(persisted, QR.expiresAt, { actors: { requestPaymentQr: fromPromise(requestPaymentQr) } })
    expect(actor.getSnapshot().value).toBe('requestingQr')
    await vi.advanceTimersByTimeAsync(0)
    expect(requestPaymentQr).toHaveBeenCalledTimes(1)
    expect(requestPaymentQr.mock.calls[0][0].input).toEqual({ order: ORDER })
    expect(actor.getSnapshot().matches('pay')).toBe(true)
    actor.stop()
  })

  // The code field is gone at step 2, but the code machine lives for the whole purchase: a check that failed just as
  // the confirmation was clicked can be stored with its message showing.
  for (const [when, now, value] of [
    ['while the QR is valid', T0 + 60_000, { pay: 'waiting' }],
    ['after the QR expired', QR.expiresAt, 'requestingQr'],
  ] as const) {
    it(`a reload at step 2 ${when} checks again a code stored with its mismatch showing`, async () => {
      const persisted = await persistedWithMismatchAtPay()
      const lookup = vi.fn(async (_: { input: { retailcode: string } }): Promise<RetailerLookupResult[]> => [])
      const actor = reloadAt(persisted, now, {
        actors: { retailerCode: retailerCodeMachine.provide({ actors: { lookupRetailer: fromPromise(lookup) } }) },
      })
      expect(actor.getSnapshot().value).toEqual(value)
      const code = () => actor.getSnapshot().children.retailerCode!.getSnapshot().value
      expect(code()).toBe('checking')
      await vi.advanceTimersByTimeAsync(0)
      expect(lookup).toHaveBeenCalledTimes(1)
      expect(lookup.mock.calls[0]![0].input).toEqual({ retailcode: 'R-404' })
      expect(code()).toBe('mismatch')
      await vi.advanceTimersByTimeAsync(MISMATCH_MS)
      expect(code()).toBe('none')
      actor.stop()
    })
  }

  it('a code checked again after a reload at step 2 that now matches changes nothing of the order being paid', async () => {
    const persisted = await persistedWithMismatchAtPay()
    // The reseller's data changed meanwhile: R-404 is now a code of another reseller.
    const other: RetailerLookupResult = { ...RESELLER, retailername: '华南分销', discount: 0.9 }
    const actor = reloadAt(persisted, T0 + 60_000, {
      actors: { retailerCode: retailerCodeMachine.provide({ actors: { lookupRetailer: fromPromise(async () => [other]) } }) },
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().children.retailerCode!.getSnapshot().value).toBe('matched')
    // Step 1's review (back from step 2) shows the terms of the order kept: still R-001's reseller.
    expect(actor.getSnapshot().context).toMatchObject({ order: ORDER, retailer: APPLIED_RESELLER })
    actor.send({ type: 'wizard.back' })
    expect(actor.getSnapshot().context).toMatchObject({ order: ORDER, retailer: APPLIED_RESELLER })
    actor.stop()
  })

  it('a reload before the order exists keeps the form and the attempt (the same Idempotency-Key)', () => {
    const actor = createActor(checkoutMachine, { input: freshInput }).start()
    actor.send(formChange(PLAIN) as CheckoutEvent)
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot<unknown>
    actor.stop()
    const restored = createActor(checkoutMachine, { snapshot: persisted, input: { ...freshInput, attemptId: 'other' } }).start()
    expect(restored.getSnapshot().value).toEqual({ fillInfo: 'editing' })
    expect(restored.getSnapshot().context).toMatchObject({ attemptId: 'a1b2c3', attempt: 0 })
    expect(restored.getSnapshot().context.form).toMatchObject({ username: '李四', receiverphone: '010-88886666' })
    restored.stop()
  })
})

describe('checkout polling on the fake clock', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  async function startAtPay(checkPaymentState: () => Promise<PaymentStatus>, provided: Provided['actors'] = {}) {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
    const persisted = await persistedAtPay()
    const createInvoiceRecord = vi.fn(async (): Promise<unknown> => ({}))
    const actor = reloadAt(persisted, T0, {
      actors: { checkPaymentState: fromPromise(checkPaymentState), createInvoiceRecord: fromPromise(createInvoiceRecord), ...provided },
    })
    expect(actor.getSnapshot().value).toEqual({ pay: 'waiting' })
    return { actor, createInvoiceRecord }
  }

  it('polls every 2 s for at most 900000 ms, then stops at step 3', async () => {
    const check = vi.fn(async (): Promise<PaymentStatus> => ({ paymentstate: 0 }))
    const { actor } = await startAtPay(check)
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS - 1)
    expect(check).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(check).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS)
    expect(check).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_CAP_MS - 2 * PAYMENT_POLL_INTERVAL_MS - 1)
    expect(actor.getSnapshot().matches('pay')).toBe(true)
    const before = check.mock.calls.length
    // 2 s apart, never more often: 449 checks fit before the cap (the 450th would be due at the cap itself).
    expect(before).toBe(PAYMENT_POLL_CAP_MS / PAYMENT_POLL_INTERVAL_MS - 1)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toEqual({ unfinished: 'timedOut' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(check.mock.calls.length).toBeLessThanOrEqual(before + 1)
    expect(actor.getSnapshot().value).toEqual({ unfinished: 'timedOut' })
    actor.stop()
  })

  it('network errors keep polling until the cap', async () => {
    const check = vi.fn(async (): Promise<PaymentStatus> => {
      throw new Error('Network Error')
    })
    const { actor } = await startAtPay(check)
    await vi.advanceTimersByTimeAsync(10 * PAYMENT_POLL_INTERVAL_MS)
    expect(check).toHaveBeenCalledTimes(10)
    expect(actor.getSnapshot().matches('pay')).toBe(true)
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_CAP_MS)
    expect(actor.getSnapshot().value).toEqual({ unfinished: 'timedOut' })
    actor.stop()
  })

  it('paid: polling stops, the QR is hidden, the invoice record is created once, step 4', async () => {
    let polls = 0
    const check = vi.fn(async (): Promise<PaymentStatus> => ({ paymentstate: ++polls === 3 ? 1 : 0 }))
    const { actor, createInvoiceRecord } = await startAtPay(check)
    await vi.advanceTimersByTimeAsync(3 * PAYMENT_POLL_INTERVAL_MS)
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual({ complete: 'shown' })
    expect(wizardStep(snapshot)).toBe(4)
    expect(snapshot.context.qr).toBeNull()
    expect(createInvoiceRecord).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(check).toHaveBeenCalledTimes(3)
    actor.stop()
  })

  it("continue paying within the QR's validity keeps the QR and restarts the 900000 ms window", async () => {
    const check = vi.fn(async (): Promise<PaymentStatus> => ({ paymentstate: 0 }))
    const confirmPayment = vi.fn(async (): Promise<PaymentStatus> => ({ code: 0 }))
    const { actor } = await startAtPay(check, { confirmPayment: fromPromise(confirmPayment) })
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    actor.send({ type: 'payment.check' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toEqual({ unfinished: 'unpaid' })
    actor.send({ type: 'payment.continue', now: Date.now() })
    expect(actor.getSnapshot().value).toEqual({ pay: 'waiting' })
    expect(actor.getSnapshot().context.qr).toEqual(QR)
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_CAP_MS - 1)
    expect(actor.getSnapshot().matches('pay')).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toEqual({ unfinished: 'timedOut' })
    actor.stop()
  })

  it('after a failed payment, continue paying asks for a new QR even while the old one is still valid', async () => {
    const NEW_QR: PaymentQr = { content: `${QR.content}-2`, issuedAt: T0, expiresAt: T0 + PAYMENT_QR_VALID_MS }
    const check = vi.fn(async (): Promise<PaymentStatus> => ({ paymentstate: 2 }))
    const requestPaymentQr = vi.fn(async (): Promise<PaymentQr> => NEW_QR)
    const { actor } = await startAtPay(check, { requestPaymentQr: fromPromise(requestPaymentQr) })
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS)
    expect(actor.getSnapshot().value).toEqual({ unfinished: 'failed' })
    actor.send({ type: 'payment.continue', now: Date.now() })
    expect(actor.getSnapshot().value).toBe('requestingQr')
    await vi.advanceTimersByTimeAsync(0)
    expect(requestPaymentQr).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches('pay')).toBe(true)
    expect(actor.getSnapshot().context.qr).toEqual(NEW_QR)
    actor.stop()
  })
})

describe('checkout helpers', () => {
  it('the QR is valid 15 minutes, or until an earlier server expiry', () => {
    expect(paymentQrFrom({ qrContent: 'x', expiresAt: null }, T0)).toEqual({
      content: 'x',
      issuedAt: T0,
      expiresAt: T0 + 900_000,
    })
    const earlier = new Date(T0 + 60_000).toISOString()
    expect(paymentQrFrom({ qrContent: 'x', expiresAt: earlier }, T0).expiresAt).toBe(T0 + 60_000)
    expect(qrRemainingMs(QR, T0 + 60_000)).toBe(14 * 60_000)
    expect(qrRemainingMs(QR, QR.expiresAt + 1)).toBe(0)
    expect(qrRemainingMs(null, T0)).toBe(0)
  })

  it('a double click on next creates one order', () => {
    const createOrder = vi.fn(() => new Promise<CreatedOrder>(() => {}))
    const actor = createActor(checkoutMachine.provide({ actors: { createOrder: fromPromise(createOrder) } }), {
      input: freshInput,
    }).start()
    actor.send({ type: 'form.change', values: PLAIN })
    actor.send({ type: 'wizard.next' })
    actor.send(TICKED as CheckoutEvent)
    act(() => {
      actor.send({ type: 'wizard.next' })
      actor.send({ type: 'wizard.next' })
    })
    expect(createOrder).toHaveBeenCalledTimes(1)
    actor.stop()
  })
})
