import { act, cleanup, render, screen } from '@testing-library/react'
import { useMachine } from '@xstate/react'
import { createActor, fromPromise, type EventObject, type Snapshot } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
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
import { retailerCodeMachine } from '../../machines/retailer-code'
import { ApiError } from '../../src/api/api-error'
import {
  ORDER_CLOSED_CODE,
  ORDER_CLOSED_MSG,
  PAYMENT_POLL_CAP_MS,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_QR_VALID_MS,
} from '../../domain/limits'
import { normalizeOrderForm, ORDER_FORM_MESSAGES_ZH, validateOrderForm, type OrderForm } from '../../domain/order-form-rules'
import { CoverageRecorder } from '../harness/coverage'
import { executePath, testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import { afterEvent, doneEvent, errorEvent, machineShape, replayPath, stateKey, type PathStep } from '../../tools/machine-model/paths'
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
  T0,
} from '../../tools/machine-model/samples/checkout'

// ---------------------------------------------------------------- fixtures (tools/machine-model/samples/checkout.ts)

const freshInput: CheckoutInput = CHECKOUT_INPUT
const [TICKED] = checkoutSamples.events['xstate.snapshot.agreementGate']

// ---------------------------------------------------------------- a test-only view of the wizard

const calls = {
  redirectToLogin: vi.fn(),
  notifyOrderCreated: vi.fn<(order: CreatedOrder) => void>(),
  notifyPaymentCancelled: vi.fn(),
  goToOrders: vi.fn(),
}
let actorRef: {
  send: (event: CheckoutEvent) => void
  getSnapshot: () => ReturnType<typeof checkoutMachine.resolveState>
} | null = null

const mmss = (ms: number): string =>
  `${String(Math.floor(ms / 60_000)).padStart(2, '0')}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`

function WizardHost({ logic, input }: { logic: HarnessContext['actors']; input: CheckoutInput }): React.JSX.Element {
  const [snapshot, , ref] = useMachine(
    checkoutMachine.provide({
      actors: {
        createOrder: logic.promise(),
        requestPaymentQr: logic.promise(),
        checkPaymentState: logic.promise(),
        confirmPayment: logic.promise(),
        createInvoiceRecord: logic.promise(),
      },
      actions: {
        redirectToLogin: () => calls.redirectToLogin(),
        notifyOrderCreated: (_, params) => calls.notifyOrderCreated(params.order),
        notifyPaymentCancelled: () => calls.notifyPaymentCancelled(),
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
const toActor = (event: CheckoutEvent): void => actorRef!.send(event)
const formChange = (values: Partial<OrderForm>): EventObject => ({ type: 'form.change', values }) as EventObject
const continueAt = (now: number): EventObject => ({ type: 'payment.continue', now }) as EventObject
type Check = Parameters<MachineAdapter<typeof checkoutMachine>['states'][string]>[0]

/** The purchase attempt the order is asked with: a new one after each 'order again' (a new Idempotency-Key). */
function attemptAfter(steps: readonly PathStep[]): string {
  const restarts = steps.filter((step) => step.event.type === 'wizard.restart').length
  return restarts === 0 ? CHECKOUT_INPUT.attemptId : `${CHECKOUT_INPUT.attemptId}-${restarts}`
}

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
  expect(order).toEqual(ORDER)
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

function adapterFor(input: CheckoutInput): MachineAdapter<typeof checkoutMachine> {
  return {
    input,
    samples: checkoutSamples,
    contextKey: (context) => [
      validateOrderForm(context.form),
      context.form.isinvoice !== 0,
      context.agreed,
      context.order !== null,
      context.retailer !== null,
    ],
    render: ({ actors }) => {
      vi.setSystemTime(T0)
      for (const fn of Object.values(calls)) fn.mockReset()
      wasInPay = false
      render(<WizardHost logic={actors} input={input} />)
    },
    // Events go straight to the actor: the wizard's screens are built elsewhere.
    events: {
      'form.change': toActor,
      'xstate.snapshot.agreementGate': toActor,
      'xstate.snapshot.retailerCode': toActor,
      'checkout.resume': toActor,
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
          { userId: USER, attemptId: attemptAfter(check.stepsSoFar), items: ITEMS, source: 'buy', form, retailer },
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
        expect(check.snapshot.context.order).toEqual(ORDER)
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
        // Nothing is polled or asked any more.
        expect(check.actors.pending('checkPaymentState')).toHaveLength(0)
        expect(check.actors.pending('requestPaymentQr')).toHaveLength(0)
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
        const { form } = check.snapshot.context
        expect(form.isinvoice).not.toBe(0)
        expect(check.actors.pending('createInvoiceRecord').map((call) => call.input)).toEqual([{ userId: USER, order: ORDER, form }])
      },
      'complete.shown': (check) => {
        common(check, 4)
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
describe('checkout opened without a user, and an order the server closed', () => {
  for (const [name, input, events] of starts) {
    const path = replayPath(shape, events, input)
    it(`${name}: ${path.description}`, async () => {
      await executePath(checkoutMachine, adapterFor(input), path, recorder)
      recorder.pathDone({ description: path.description, passed: true })
    })
  }
})

testMachinePaths({
  machine: checkoutMachine,
  adapter: adapterFor(freshInput),
  recorder,
  scenarios: [
    // The whole purchase with an enterprise invoice: two unpaid polls and a network error keep polling; paid on the
    // third; the invoice record; finished.
    [
      formChange(ENTERPRISE),
      { type: 'wizard.next' },
      { type: 'wizard.next' },
      TICKED,
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
      TICKED,
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
