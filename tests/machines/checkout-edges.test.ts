// Edges of the checkout machine that the shipped wizard cannot produce through its calls today, tested from the
// spec's rules so that the next caller of the machine gets them right (storefront.md §4 order wizard, §8, §9).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { checkoutMachine, isOrderClosedError, type PaymentStatus } from '../../machines/checkout'
import { ApiError } from '../../domain/api-error'
import { ORDER_CLOSED_CODE, PAYMENT_POLL_CAP_MS, PAYMENT_POLL_INTERVAL_MS } from '../../domain/limits'
import {
  CHECKOUT_INPUT,
  CHECKOUT_ORDER,
  CHECKOUT_QR,
  PLAIN_FORM,
  REOPENED_INPUT,
  T0,
  checkoutSamples,
} from '../../tools/machine-model/samples/checkout'

afterEach(() => vi.useRealTimers())

describe('isOrderClosedError: only the order-closed refusal ends the purchase', () => {
  it('the server closed the unpaid order', () => {
    expect(isOrderClosedError(new ApiError(ORDER_CLOSED_CODE, '订单已关闭'))).toBe(true)
    expect(isOrderClosedError({ code: ORDER_CLOSED_CODE })).toBe(true)
  })

  it('any other failure is retried, not an order closed', () => {
    expect(isOrderClosedError(new ApiError(500, '服务器错误'))).toBe(false)
    expect(isOrderClosedError({ code: String(ORDER_CLOSED_CODE) })).toBe(false)
    expect(isOrderClosedError(new Error('network'))).toBe(false)
    expect(isOrderClosedError(null)).toBe(false)
    expect(isOrderClosedError(undefined)).toBe(false)
    expect(isOrderClosedError(ORDER_CLOSED_CODE)).toBe(false)
  })
})

describe('polling the order state', () => {
  it.each<[string, PaymentStatus | null | undefined]>([
    ['an answer without a state', undefined],
    ['an empty answer', null],
    ['an unpaid order', { paymentstate: 0 }],
  ])('%s keeps polling on step 2', async (_what, answer) => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
    const checkPaymentState = vi.fn(async () => answer as PaymentStatus)
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          createOrder: fromPromise(async () => CHECKOUT_ORDER),
          requestPaymentQr: fromPromise(async () => CHECKOUT_QR),
          checkPaymentState: fromPromise(checkPaymentState),
        },
      }),
      { input: CHECKOUT_INPUT },
    ).start()
    const errors: unknown[] = []
    actor.subscribe({ error: (error) => errors.push(error) })
    actor.send({ type: 'form.change', values: PLAIN_FORM })
    actor.send({ type: 'wizard.next' })
    actor.send(checkoutSamples.events['xstate.snapshot.agreementGate'][0] as never)
    actor.send({ type: 'wizard.next' })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'payment.confirm' })
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS * 2)
    expect(checkPaymentState).toHaveBeenCalledTimes(2)
    expect(errors).toEqual([])
    expect(actor.getSnapshot().status).toBe('active')
    expect(actor.getSnapshot().value).toEqual({ pay: 'waiting' })
    actor.stop()
  })
})

/** The wizard on step 2 with the plain form: the order made and the QR shown (storefront.md §4 order wizard). */
async function onStep2(overrides: Parameters<typeof checkoutMachine.provide>[0] = {}) {
  const actor = createActor(
    checkoutMachine.provide({
      ...overrides,
      actors: {
        createOrder: fromPromise(async () => CHECKOUT_ORDER),
        requestPaymentQr: fromPromise(async () => CHECKOUT_QR),
        checkPaymentState: fromPromise(async (): Promise<PaymentStatus> => ({ paymentstate: 0 })),
        ...overrides.actors,
      },
    }),
    { input: CHECKOUT_INPUT },
  ).start()
  actor.send({ type: 'form.change', values: PLAIN_FORM })
  actor.send({ type: 'wizard.next' })
  actor.send(checkoutSamples.events['xstate.snapshot.agreementGate'][0] as never)
  actor.send({ type: 'wizard.next' })
  await vi.advanceTimersByTimeAsync(0)
  actor.send({ type: 'payment.confirm' })
  await vi.advanceTimersByTimeAsync(0)
  return actor
}

describe('step 2 rules of the spec', () => {
  it('the order state is polled for at most 900000 ms: then payment unfinished, and no more polls', async () => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
    const checkPaymentState = vi.fn(async (): Promise<PaymentStatus> => ({ paymentstate: 0 }))
    const actor = await onStep2({ actors: { checkPaymentState: fromPromise(checkPaymentState) } })
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_CAP_MS - 1)
    expect(actor.getSnapshot().matches('pay')).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toEqual({ unfinished: 'timedOut' })
    const polls = checkPaymentState.mock.calls.length
    expect(polls).toBe(PAYMENT_POLL_CAP_MS / PAYMENT_POLL_INTERVAL_MS - 1)
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS * 5)
    expect(checkPaymentState).toHaveBeenCalledTimes(polls)
    actor.stop()
  })

  it('the order made is reported once (the cart handoff is used up with it)', async () => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
    const notifyOrderCreated = vi.fn()
    const actor = await onStep2({ actions: { notifyOrderCreated: (_, params) => notifyOrderCreated(params) } })
    expect(notifyOrderCreated).toHaveBeenCalledTimes(1)
    expect(notifyOrderCreated).toHaveBeenCalledWith({ order: CHECKOUT_ORDER })
    actor.stop()
  })

  it("a second 'next/finished' click while the first check runs asks the server once", async () => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
    const confirmPayment = vi.fn(() => new Promise<PaymentStatus>(() => {}))
    const actor = await onStep2({ actors: { confirmPayment: fromPromise(confirmPayment) } })
    actor.send({ type: 'payment.check' })
    actor.send({ type: 'payment.check' })
    await vi.advanceTimersByTimeAsync(0)
    expect(confirmPayment).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().value).toEqual({ pay: 'confirming' })
    actor.stop()
  })
})

describe("leaving a reopened order ('continue paying' from the personal centre)", () => {
  it('ends the wizard: the pending orders once, and nothing runs or answers after it', async () => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
    const goToPendingOrders = vi.fn()
    const checkPaymentState = vi.fn(async (): Promise<PaymentStatus> => ({ paymentstate: 0 }))
    const actor = createActor(
      checkoutMachine.provide({
        actors: { requestPaymentQr: fromPromise(async () => CHECKOUT_QR), checkPaymentState: fromPromise(checkPaymentState) },
        actions: { goToPendingOrders },
      }),
      { input: REOPENED_INPUT },
    ).start()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toEqual({ pay: 'waiting' })
    actor.send({ type: 'wizard.back' })
    expect(goToPendingOrders).toHaveBeenCalledTimes(1)
    // Final: the polling is stopped.
    expect(actor.getSnapshot().status).toBe('done')
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS * 3)
    expect(checkPaymentState).not.toHaveBeenCalled()
    expect(goToPendingOrders).toHaveBeenCalledTimes(1)
  })
})
