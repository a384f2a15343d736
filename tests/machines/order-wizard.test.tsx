import { act, cleanup, render, screen } from '@testing-library/react'
import { useMachine } from '@xstate/react'
import { createActor, fromPromise, type EventObject } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  orderWizardMachine,
  paymentQrFrom,
  qrRemainingMs,
  wizardStep,
  type CreatedOrder,
  type OrderWizardEvent,
  type OrderWizardInput,
  type PaymentQr,
  type PaymentStatus,
  type WizardItem,
  type WizardProgress,
} from '../../machines/order-wizard'
import type { AppliedRetailer } from '../../machines/retailer-code'
import { ApiError } from '../../src/api/api-error'
import {
  ORDER_CLOSED_CODE,
  ORDER_CLOSED_MSG,
  PAYMENT_POLL_CAP_MS,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_QR_VALID_MS,
} from '../../domain/limits'
import {
  EMPTY_ORDER_FORM,
  normalizeOrderForm,
  ORDER_FORM_MESSAGES_ZH,
  validateOrderForm,
  type OrderForm,
} from '../../domain/order-form-rules'
import { CoverageRecorder } from '../harness/coverage'
import { executePath, testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import { afterEvent, doneEvent, errorEvent, machineShape, replayPath, stateKey, type PathStep } from '../../tools/machine-model/paths'

// ---------------------------------------------------------------- fixtures

/** The fake clock's start: the sample QR is issued then. */
const T0 = Date.UTC(2026, 10, 23, 8, 0, 0)
const ITEMS: WizardItem[] = [
  { productid: 'p-map', productname: 'SummitMap 标准版', number: 1, duration: 2, durationunion: 'week' },
]
const ORDER: CreatedOrder = { id: 'o1', ordernum: 'SO202611230001', ordername: 'SummitMap-订阅', paymentamount: 398 }
const QR: PaymentQr = {
  content: 'http://localhost/api/sandbox/pay/checkout?trade=SO202611230001-1',
  issuedAt: T0,
  expiresAt: T0 + PAYMENT_QR_VALID_MS,
}
const RETAILER: AppliedRetailer = { code: 'R-001', retailername: '华东分销', retailerCount: 1, payableFen: 33_830 }
const ENTERPRISE: OrderForm = {
  username: ' 张三 ',
  receiverphone: '13800138000',
  receiveremail: 'zhang@example.cn',
  companyname: '华东测绘有限公司',
  isinvoice: 2,
  ratenumber: '91110000MA01ABCD2X',
  retailercode: ' R-001 ',
}
const PLAIN: OrderForm = { ...EMPTY_ORDER_FORM, username: '李四', receiverphone: '010-88886666' }

const USER = 'u1'
const freshInput: OrderWizardInput = { userId: USER, items: ITEMS, source: 'buy', now: T0 }
const progress = (qr: PaymentQr | null): WizardProgress => ({
  order: ORDER,
  qr,
  form: normalizeOrderForm(ENTERPRISE),
  items: ITEMS,
  source: 'cart',
  retailer: null,
})

// ---------------------------------------------------------------- a test-only view of the wizard

const calls = {
  redirectToLogin: vi.fn(),
  saveProgress: vi.fn<(progress: WizardProgress | null) => void>(),
  notifyOrderCreated: vi.fn<(order: CreatedOrder) => void>(),
  notifyPaymentCancelled: vi.fn(),
  startNewAttempt: vi.fn(),
  goToOrders: vi.fn(),
}
/** What the page would have persisted so far. */
let persisted: WizardProgress | null = null
let actorRef: {
  send: (event: OrderWizardEvent) => void
  getSnapshot: () => ReturnType<typeof orderWizardMachine.resolveState>
} | null = null

const mmss = (ms: number): string =>
  `${String(Math.floor(ms / 60_000)).padStart(2, '0')}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`

function WizardHost({ logic, input }: { logic: HarnessContext['actors']; input: OrderWizardInput }): React.JSX.Element {
  const [snapshot, , ref] = useMachine(
    orderWizardMachine.provide({
      actors: {
        createOrder: logic.promise(),
        requestPaymentQr: logic.promise(),
        checkPaymentState: logic.promise(),
        confirmPayment: logic.promise(),
        createInvoiceRecord: logic.promise(),
      },
      actions: {
        redirectToLogin: () => calls.redirectToLogin(),
        saveProgress: (_, params) => {
          persisted = params.progress
          calls.saveProgress(params.progress)
        },
        notifyOrderCreated: (_, params) => calls.notifyOrderCreated(params.order),
        notifyPaymentCancelled: () => calls.notifyPaymentCancelled(),
        startNewAttempt: () => calls.startNewAttempt(),
        goToOrders: () => calls.goToOrders(),
      },
    }),
    { input },
  )
  actorRef = ref as never
  const { context } = snapshot
  const step = wizardStep(snapshot)
  return (
    <section data-testid="wizard" data-state={stateKey(snapshot)} data-step={step}>
      {snapshot.matches({ fillInfo: 'invalid' }) && (
        <ul data-testid="form-errors">
          {Object.entries(context.errors).map(([field, code]) => (
            <li key={field}>{ORDER_FORM_MESSAGES_ZH[code]}</li>
          ))}
        </ul>
      )}
      {snapshot.matches('checkOrder') && (
        <button data-testid="next" disabled={!context.agreed || snapshot.matches({ checkOrder: 'creatingOrder' })}>
          下一步
        </button>
      )}
      {snapshot.matches('confirmingPayment') && <div role="dialog">数字许可订阅一经购买，不可取消或退款</div>}
      {snapshot.matches('pay') && context.qr && (
        <>
          <img data-testid="qr" alt={context.qr.content} />
          <span data-testid="qr-remaining">{mmss(qrRemainingMs(context.qr, Date.now()))}</span>
        </>
      )}
      {context.message && <p role="alert">{context.message}</p>}
    </section>
  )
}

// ---------------------------------------------------------------- the adapter

const ran = (steps: readonly PathStep[], action: string): number =>
  steps.flatMap((step) => step.actions).filter((each) => each === action).length
const wizard = (): HTMLElement => screen.getByTestId('wizard')
const toActor = (event: OrderWizardEvent): void => actorRef!.send(event)
const events = (...list: OrderWizardEvent[]): EventObject[] => list
const formChange = (values: Partial<OrderForm>): EventObject => ({ type: 'form.change', values }) as EventObject
const continueAt = (now: number): EventObject => ({ type: 'payment.continue', now }) as EventObject
type Check = Parameters<MachineAdapter<typeof orderWizardMachine>['states'][string]>[0]

/** Every state: the step shown and the page callbacks run exactly as often as the model says. */
function common({ snapshot, stepsSoFar, path }: Check, step: number): void {
  expect(wizard().dataset.step).toBe(String(step))
  const all = [{ actions: path.initialActions } as PathStep, ...stepsSoFar]
  for (const [name, fn] of Object.entries(calls)) expect(fn, name).toHaveBeenCalledTimes(ran(all, name))
  const qrShown = screen.queryByTestId('qr') !== null
  expect(qrShown).toBe(snapshot.matches('pay'))
  if (!snapshot.matches('checkOrder') && !snapshot.matches('fillInfo') && !snapshot.matches('confirmingPayment')) {
    expect(screen.queryByTestId('next')).toBeNull()
  }
}

function checkPay(check: Check): void {
  common(check, 2)
  const { qr, order } = check.snapshot.context
  expect(screen.getByTestId('qr').getAttribute('alt')).toBe(qr!.content)
  expect(screen.getByTestId('qr-remaining').textContent).toBe(mmss(qrRemainingMs(qr, Date.now())))
  // A reload now resumes this order with this QR.
  expect(persisted).toMatchObject({ order, qr })
}

function checkUnfinished(check: Check, alert: string | null): void {
  common(check, 3)
  // Polling has stopped.
  expect(check.actors.pending('checkPaymentState')).toHaveLength(0)
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(alert)
}

/** When the wizard entered step 2 (the cap counts from there), on the fake clock. */
let payEnteredAt = 0
let wasInPay = false

function adapterFor(input: OrderWizardInput): MachineAdapter<typeof orderWizardMachine> {
  return {
    input,
    samples: {
      events: {
        'form.change': [formChange(ENTERPRISE), formChange(PLAIN), formChange({ username: '' })],
        'retailer.change': events(
          { type: 'retailer.change', retailer: RETAILER },
          { type: 'retailer.change', retailer: null },
        ),
        'agreement.change': events(
          { type: 'agreement.change', ticked: true },
          { type: 'agreement.change', ticked: false },
        ),
        // One minute after the QR was issued (still valid), and 1 ms after it expired.
        'payment.continue': [continueAt(T0 + 60_000), continueAt(QR.expiresAt)],
      },
      outputs: {
        createOrder: [ORDER],
        requestPaymentQr: [QR],
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
    },
    contextKey: (context) => [
      validateOrderForm(context.form),
      context.form.isinvoice !== 0,
      context.agreed,
      context.order !== null,
    ],
    render: ({ actors }) => {
      vi.setSystemTime(T0)
      for (const fn of Object.values(calls)) fn.mockReset()
      persisted = input.resume ?? null
      wasInPay = false
      render(<WizardHost logic={actors} input={input} />)
    },
    // Events go straight to the actor: the wizard's screens are built elsewhere.
    events: {
      'form.change': toActor,
      'retailer.change': toActor,
      'agreement.change': toActor,
      'wizard.next': toActor,
      'wizard.back': toActor,
      'payment.confirm': toActor,
      'payment.cancel': toActor,
      'qr.retry': toActor,
      'qr.refresh': toActor,
      'payment.check': toActor,
      'payment.continue': toActor,
      'invoice.retry': toActor,
      'wizard.finish': toActor,
      'wizard.restart': toActor,
    },
    readState: () => {
      const inPay = actorRef!.getSnapshot().matches('pay')
      if (inPay && !wasInPay) payEnteredAt = Date.now()
      wasInPay = inPay
      return wizard().dataset.state
    },
    // The 2 s interval: 1 ms before it nothing has changed. The cap: it fires 900000 ms after entering step 2,
    // however long the path has already spent there.
    advanceTime: (ms, step) => {
      const isCap = step.delay?.delay === 'pollCap'
      const due = isCap ? payEnteredAt + ms - Date.now() : ms
      vi.advanceTimersByTime(due - 1)
      if (isCap) expect(actorRef!.getSnapshot().matches('pay'), `${due - 1} ms into the cap`).toBe(true)
      else expect(stateKey(actorRef!.getSnapshot() as never)).toBe(stateKey(step.from))
      vi.advanceTimersByTime(1)
    },
    states: {
      'loginRequired (done)': (check) => {
        common(check, 0)
        expect(calls.redirectToLogin).toHaveBeenCalledTimes(1)
      },
      'fillInfo.editing': (check) => {
        common(check, 0)
        expect(screen.queryByTestId('form-errors')).toBeNull()
      },
      'fillInfo.invalid': (check) => {
        common(check, 0)
        const { errors, form } = check.snapshot.context
        const failing = validateOrderForm(form)
        // Shown: the refused fields that still fail and were not edited since.
        for (const [field, code] of Object.entries(errors)) expect(failing[field as keyof typeof failing]).toBe(code)
        expect([...screen.getByTestId('form-errors').children].map((li) => li.textContent)).toEqual(
          Object.values(errors).map((code) => ORDER_FORM_MESSAGES_ZH[code]),
        )
        if (check.stepsSoFar.at(-1)?.event.type === 'wizard.next') {
          expect(Object.keys(errors).length).toBeGreaterThan(0)
          expect(errors).toEqual(failing)
        }
      },
      'checkOrder.reviewing': (check) => {
        common(check, 1)
        expect((screen.getByTestId('next') as HTMLButtonElement).disabled).toBe(!check.snapshot.context.agreed)
        expect(screen.queryByRole('alert')).toBeNull()
      },
      'checkOrder.creatingOrder': (check) => {
        common(check, 1)
        expect((screen.getByTestId('next') as HTMLButtonElement).disabled).toBe(true)
        const { form, retailer } = check.snapshot.context
        expect(check.actors.pending('createOrder').map((call) => call.input)).toEqual([
          { userId: USER, items: ITEMS, source: 'buy', form, retailer },
        ])
        // The form reaches the order trimmed.
        expect(form).toEqual(normalizeOrderForm(form))
      },
      'checkOrder.failed': (check) => {
        common(check, 1)
        expect(screen.getByRole('alert').textContent).toBe('订单金额与当前价格不一致，请刷新后重试')
      },
      confirmingPayment: (check) => {
        common(check, 1)
        expect(screen.getByRole('dialog').textContent).toBe('数字许可订阅一经购买，不可取消或退款')
        expect(persisted).toMatchObject({ order: ORDER, qr: null })
      },
      requestingQr: (check) => {
        common(check, 2)
        expect(check.actors.pending('requestPaymentQr').map((call) => call.input)).toEqual([{ order: ORDER }])
      },
      qrFailed: (check) => {
        common(check, 2)
        expect(screen.getByRole('alert').textContent).toBe('订单已支付')
      },
      orderClosed: (check) => {
        common(check, 2)
        expect(screen.getByRole('alert').textContent).toBe(ORDER_CLOSED_MSG)
        // Nothing is polled or asked any more; the closed order is still what a reload would show.
        expect(check.actors.pending('checkPaymentState')).toHaveLength(0)
        expect(check.actors.pending('requestPaymentQr')).toHaveLength(0)
        expect(persisted?.order).toEqual(ORDER)
      },
      'pay.waiting': (check) => {
        checkPay(check)
        expect(check.actors.pending('checkPaymentState')).toHaveLength(0)
      },
      'pay.polling': (check) => {
        checkPay(check)
        expect(check.actors.pending('checkPaymentState').map((call) => call.input)).toEqual([{ order: ORDER }])
      },
      'pay.confirming': (check) => {
        checkPay(check)
        expect(check.actors.pending('checkPaymentState')).toHaveLength(0)
        expect(check.actors.pending('confirmPayment').map((call) => call.input)).toEqual([{ order: ORDER }])
      },
      'unfinished.unpaid': (check) => checkUnfinished(check, null),
      'unfinished.failed': (check) => checkUnfinished(check, null),
      'unfinished.timedOut': (check) => checkUnfinished(check, null),
      'complete.recordingInvoice': (check) => {
        common(check, 4)
        expect(persisted).toBeNull()
        const { form } = check.snapshot.context
        expect(form.isinvoice).not.toBe(0)
        expect(check.actors.pending('createInvoiceRecord').map((call) => call.input)).toEqual([
          { userId: USER, order: ORDER, form },
        ])
      },
      'complete.shown': (check) => {
        common(check, 4)
        expect(persisted).toBeNull()
        expect(screen.queryByRole('alert')).toBeNull()
        // An invoice record only when an invoice was chosen.
        const recorded = check.actors.calls.filter((call) => call.id === 'createInvoiceRecord').length
        expect(recorded > 0).toBe(check.snapshot.context.form.isinvoice !== 0)
      },
      'complete.invoiceFailed': (check) => {
        common(check, 4)
        expect(screen.getByRole('alert').textContent).toBe('发票申请失败')
      },
      'finished (done)': (check) => {
        common(check, 4)
        expect(calls.goToOrders).toHaveBeenCalledTimes(1)
      },
    },
  }
}

// ---------------------------------------------------------------- model paths

const recorder = new CoverageRecorder(orderWizardMachine)
const shape = machineShape(orderWizardMachine)
const pollCap = afterEvent(orderWizardMachine, 'pay', 'pollCap')
const pollInterval = afterEvent(orderWizardMachine, 'pay.waiting')

const starts: Array<[string, OrderWizardInput, EventObject[]]> = [
  ['no user id', { ...freshInput, userId: null }, []],
  // Reloaded at step 2 one minute after the QR was issued: the same QR, 14 minutes left, polling again.
  [
    'resumed with a valid QR',
    { ...freshInput, resume: progress(QR), now: T0 + 60_000 },
    [pollInterval, doneEvent('checkPaymentState', { paymentstate: 1 }), doneEvent('createInvoiceRecord', {})],
  ],
  // Reloaded after the QR expired: a new QR for the same order.
  [
    'resumed with an expired QR',
    { ...freshInput, resume: progress(QR), now: QR.expiresAt },
    [doneEvent('requestPaymentQr', QR), pollInterval],
  ],
  // Reloaded the next day: the server closed the unpaid order and refuses its QR; 'order again' returns to the form
  // (forgetting the order and its Idempotency-Key), and next reviews a new order.
  [
    'resumed after the server closed the order',
    { ...freshInput, resume: progress(QR), now: QR.expiresAt + 24 * 3600_000 },
    [
      errorEvent('requestPaymentQr', new ApiError(ORDER_CLOSED_CODE, ORDER_CLOSED_MSG, ORDER_CLOSED_CODE)),
      { type: 'wizard.restart' },
      { type: 'wizard.next' },
    ],
  ],
  // Reloaded while the no-refund confirmation was open: asked again, the order is not created twice.
  [
    'resumed before the confirmation',
    { ...freshInput, resume: progress(null) },
    [{ type: 'payment.cancel' }, { type: 'wizard.next' }],
  ],
]
describe('order wizard opened without a user or with stored progress', () => {
  for (const [name, input, events] of starts) {
    const path = replayPath(shape, events, input)
    it(`${name}: ${path.description}`, async () => {
      await executePath(orderWizardMachine, adapterFor(input), path, recorder)
      recorder.pathDone({ description: path.description, passed: true })
    })
  }
})

testMachinePaths({
  machine: orderWizardMachine,
  adapter: adapterFor(freshInput),
  recorder,
  scenarios: [
    // The whole purchase with an enterprise invoice: two unpaid polls and a network error keep polling; paid on the
    // third; the invoice record; finished.
    [
      formChange(ENTERPRISE),
      { type: 'wizard.next' },
      { type: 'wizard.next' },
      { type: 'agreement.change', ticked: true },
      { type: 'wizard.next' },
      { type: 'wizard.next' },
      doneEvent('createOrder', ORDER),
      { type: 'payment.confirm' },
      doneEvent('requestPaymentQr', QR),
      pollInterval,
      doneEvent('checkPaymentState', { paymentstate: 0 }),
      pollInterval,
      errorEvent('checkPaymentState', new Error('Network Error')),
      pollInterval,
      doneEvent('checkPaymentState', { paymentstate: 1 }),
      doneEvent('createInvoiceRecord', {}),
      { type: 'wizard.finish' },
    ] as EventObject[],
    // Cancel at the confirmation, back to step 0, change the form: the kept order is dropped and a new one made.
    [
      formChange(PLAIN),
      { type: 'wizard.next' },
      { type: 'agreement.change', ticked: true },
      { type: 'wizard.next' },
      doneEvent('createOrder', ORDER),
      { type: 'payment.cancel' },
      { type: 'wizard.back' },
      formChange({ username: '王五' }),
      { type: 'wizard.next' },
      { type: 'wizard.next' },
    ] as EventObject[],
    // Polling for a while, then the cap (900000 ms from entering step 2); continue paying with the expired QR.
    [
      formChange(PLAIN),
      { type: 'wizard.next' },
      { type: 'agreement.change', ticked: true },
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
  ],
})

// ---------------------------------------------------------------- outside the model: real timers of the actor

describe('order wizard polling on the fake clock', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  function startAtPay(checkPaymentState: () => Promise<PaymentStatus>) {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
    const createInvoiceRecord = vi.fn(async (): Promise<unknown> => ({}))
    const actor = createActor(
      orderWizardMachine.provide({
        actors: {
          checkPaymentState: fromPromise(checkPaymentState),
          createInvoiceRecord: fromPromise(createInvoiceRecord),
        },
      }),
      { input: { ...freshInput, resume: progress(QR), now: T0 } },
    ).start()
    expect(actor.getSnapshot().value).toEqual({ pay: 'waiting' })
    return { actor, createInvoiceRecord }
  }

  it('polls every 2 s for at most 900000 ms, then stops at step 3', async () => {
    const check = vi.fn(async (): Promise<PaymentStatus> => ({ paymentstate: 0 }))
    const { actor } = startAtPay(check)
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
    const { actor } = startAtPay(check)
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
    const { actor, createInvoiceRecord } = startAtPay(check)
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
    vi.useFakeTimers()
    vi.setSystemTime(T0)
    const actor = createActor(
      orderWizardMachine.provide({
        actors: { checkPaymentState: fromPromise(check), confirmPayment: fromPromise(confirmPayment) },
      }),
      { input: { ...freshInput, resume: progress(QR), now: T0 } },
    ).start()
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
    vi.useFakeTimers()
    vi.setSystemTime(T0)
    const actor = createActor(
      orderWizardMachine.provide({
        actors: { checkPaymentState: fromPromise(check), requestPaymentQr: fromPromise(requestPaymentQr) },
      }),
      { input: { ...freshInput, resume: progress(QR), now: T0 } },
    ).start()
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

describe('order wizard helpers', () => {
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
    const actor = createActor(orderWizardMachine.provide({ actors: { createOrder: fromPromise(createOrder) } }), {
      input: freshInput,
    }).start()
    actor.send({ type: 'form.change', values: PLAIN })
    actor.send({ type: 'wizard.next' })
    actor.send({ type: 'agreement.change', ticked: true })
    act(() => {
      actor.send({ type: 'wizard.next' })
      actor.send({ type: 'wizard.next' })
    })
    expect(createOrder).toHaveBeenCalledTimes(1)
    actor.stop()
  })
})
