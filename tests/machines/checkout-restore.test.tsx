// The checkout's persisted snapshot (src/features/checkout/checkout-storage.ts) and what the customer is told when it
// cannot be restored; the cart handoff's restoreFailed shown with a retry (cart-restore-notice.tsx).
import { ChakraProvider } from '@chakra-ui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type Snapshot } from 'xstate'
import { cartCheckoutMachine } from '../../machines/cart-checkout'
import { checkoutMachine } from '../../machines/checkout'
import { retailerCodeMachine, type RetailerLookupResult } from '../../machines/retailer-code'
import { ApiError } from '../../domain/api-error'
import { CartRestoreNotice } from '../../src/features/checkout/cart-handoff/cart-restore-notice'
import { CHECKOUT_WIZARD_KEY } from '../../src/features/checkout/checkout-keys'
import { CHECKOUT_SNAPSHOT_VERSION, readCheckout, saveCheckout } from '../../src/features/checkout/checkout-storage'
import type { CheckoutCalls } from '../../src/features/checkout/paystep/checkout-logic'
import { PaystepWizard } from '../../src/features/checkout/paystep/paystep-wizard'
import { i18n } from '../../src/i18n/i18n'
import { storage } from '../../src/storage/storage'
import { appSystem } from '../../src/theme/app-system'
import {
  CHECKOUT_INPUT,
  CHECKOUT_ORDER,
  CHECKOUT_QR,
  PLAIN_FORM,
  RESELLER,
  T0,
  checkoutSamples,
} from '../../tools/machine-model/samples/checkout'

void i18n.changeLanguage('zh-CN')

beforeEach(() => storage.remove(CHECKOUT_WIZARD_KEY))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const freshSnapshot = (): Snapshot<unknown> => {
  const actor = createActor(checkoutMachine, { input: CHECKOUT_INPUT }).start()
  actor.send({ type: 'form.change', values: PLAIN_FORM })
  const persisted = actor.getPersistedSnapshot()
  actor.stop()
  return JSON.parse(JSON.stringify(persisted)) as Snapshot<unknown>
}

describe('the persisted checkout (checkout.wizard)', () => {
  it('restores the snapshot of this customer', () => {
    saveCheckout('u1', freshSnapshot())
    const read = readCheckout('u1', checkoutMachine)
    expect(read.status).toBe('restored')
  })

  it("another customer's unfinished purchase is not theirs to resume, and stays", () => {
    saveCheckout('u1', freshSnapshot())
    expect(readCheckout('u2', checkoutMachine)).toEqual({ status: 'none' })
    expect(storage.has(CHECKOUT_WIZARD_KEY)).toBe(true)
    expect(readCheckout(null, checkoutMachine)).toEqual({ status: 'none' })
  })

  it('an older format, a corrupt value or a state that no longer exists: dropped and reported', () => {
    const cases: unknown[] = [
      { version: CHECKOUT_SNAPSHOT_VERSION - 1, owner: 'u1', snapshot: freshSnapshot() },
      'not json {',
      { version: CHECKOUT_SNAPSHOT_VERSION, owner: 'u1', snapshot: { ...freshSnapshot(), value: 'paymentLounge' } },
    ]
    for (const value of cases) {
      storage.set(CHECKOUT_WIZARD_KEY, value as Record<string, unknown>)
      expect(readCheckout('u1', checkoutMachine), JSON.stringify(value)).toEqual({ status: 'failed' })
      expect(storage.has(CHECKOUT_WIZARD_KEY)).toBe(false)
    }
  })
})

// ---------------------------------------------------------------- the shipped wizard

const pending = () => fromPromise(() => new Promise<never>(() => {}))
function callsWith(overrides: Partial<Record<keyof CheckoutCalls, unknown>> = {}): CheckoutCalls {
  return {
    lookupRetailer: pending(),
    createOrder: pending(),
    requestPaymentQr: pending(),
    checkPaymentState: pending(),
    confirmPayment: pending(),
    createInvoiceRecord: pending(),
    ...overrides,
  } as unknown as CheckoutCalls
}

function renderWizard(props: { resume?: Snapshot<unknown>; restoreFailed?: boolean; calls?: CheckoutCalls }) {
  const cart = createActor(cartCheckoutMachine, { input: { where: 'paystep', handoff: null } }).start()
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem}>
        <PaystepWizard
          input={CHECKOUT_INPUT}
          resume={props.resume}
          restoreFailed={props.restoreFailed}
          profile={null}
          calls={props.calls ?? callsWith()}
          navigation={{ toLogin: vi.fn(), toOrders: vi.fn(), toPendingOrders: vi.fn() }}
          cartCheckout={cart}
        />
      </ChakraProvider>
    </I18nextProvider>,
  )
}

describe('the shipped wizard with a persisted snapshot', () => {
  it('says when the earlier progress could not be restored, and starts at step 0', () => {
    renderWizard({ restoreFailed: true })
    expect(screen.getByTestId('paystep-restore-failed').textContent).toBe('上次的支付进度无法恢复，已重新开始')
    expect(screen.getByTestId('paystep-wizard').dataset.step).toBe('0')
  })

  it('resumes step 2 with the stored QR and polls again, without a second order; saves every change', async () => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
    const actor = createActor(
      checkoutMachine.provide({
        actors: { createOrder: fromPromise(async () => CHECKOUT_ORDER), requestPaymentQr: fromPromise(async () => CHECKOUT_QR) },
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
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot<unknown>
    actor.stop()

    vi.setSystemTime(T0 + 60_000)
    const createOrder = vi.fn(() => new Promise<never>(() => {}))
    const checkPaymentState = vi.fn(async () => ({ paymentstate: 0 }))
    renderWizard({
      resume: persisted,
      calls: callsWith({ createOrder: fromPromise(createOrder), checkPaymentState: fromPromise(checkPaymentState) }),
    })
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByTestId('paystep-wizard').dataset.step).toBe('2')
    expect(screen.queryByTestId('paystep-restore-failed')).toBeNull()
    expect(screen.getByTestId('paystep-ordernum').textContent).toBe(CHECKOUT_ORDER.ordernum)
    expect(screen.getByTestId('paystep-qr').dataset.qrContent).toBe(CHECKOUT_QR.content)
    expect(screen.getByTestId('paystep-qr-remaining').textContent).toBe('14:00')
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(checkPaymentState).toHaveBeenCalledTimes(1)
    expect(createOrder).not.toHaveBeenCalled()
    // Saved as the page saves it: this customer's, in the current format, still at step 2.
    const saved = storage.get<{ owner: string; version: number; snapshot: { value: unknown } }>(CHECKOUT_WIZARD_KEY)
    expect(saved?.owner).toBe('u1')
    expect(saved?.version).toBe(CHECKOUT_SNAPSHOT_VERSION)
    expect(saved?.snapshot.value).toEqual({ pay: 'waiting' })
  })
})

describe('the shipped wizard restored with the reseller code at work', () => {
  /** Step 0 with the code typed and checked; each lookup answers the next of `answers` (none left: never answers). */
  async function savedWithCode(answers: RetailerLookupResult[][], then?: (retailer: { send: (event: never) => void }) => void) {
    const lookup = fromPromise<RetailerLookupResult[], { retailcode: string }>(() => {
      const answer = answers.shift()
      return answer ? Promise.resolve(answer) : new Promise<never>(() => {})
    })
    const actor = createActor(
      checkoutMachine.provide({ actors: { retailerCode: retailerCodeMachine.provide({ actors: { lookupRetailer: lookup } }) } }),
      { input: CHECKOUT_INPUT },
    ).start()
    actor.send({ type: 'form.change', values: { ...PLAIN_FORM, retailercode: 'SUMMIT-DEMO' } })
    const retailer = actor.getSnapshot().children.retailerCode!
    retailer.send({ type: 'code.change', code: 'SUMMIT-DEMO' })
    retailer.send({ type: 'code.check' })
    await Promise.resolve()
    await Promise.resolve()
    then?.(retailer as never)
    // Saved as the test means it: the check in flight, or the mismatch message showing.
    expect(retailer.getSnapshot().value).toBe(answers.length === 0 && then ? 'checking' : 'mismatch')
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot<unknown>
    actor.stop()
    return persisted
  }

  it('saved while the applied code was checked again (the page left mid-call): checked again, reseller and count kept', async () => {
    const persisted = await savedWithCode([[RESELLER]], (retailer) => {
      retailer.send({ type: 'count.change', count: 2 } as never)
      retailer.send({ type: 'code.check' } as never)
    })
    const lookup = vi.fn(async () => [RESELLER])
    renderWizard({ resume: persisted, calls: callsWith({ lookupRetailer: fromPromise(lookup) }) })
    await act(async () => {})
    expect(lookup).toHaveBeenCalledTimes(1)
    expect(lookup.mock.calls[0]).toMatchObject([{ input: { retailcode: 'SUMMIT-DEMO' } }])
    expect(screen.getByTestId('paystep-retailer-name').textContent).toContain('华东分销')
    expect(screen.getByTestId<HTMLInputElement>('paystep-retailer-count').value).toBe('2')
    expect(screen.queryByTestId('paystep-retailer-mismatch')).toBeNull()
  })

  it('saved with the mismatch message showing: the code is checked again, the message shows its second and goes', async () => {
    vi.useFakeTimers()
    const persisted = await savedWithCode([[]])
    const lookup = vi.fn(async () => [])
    renderWizard({ resume: persisted, calls: callsWith({ lookupRetailer: fromPromise(lookup) }) })
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(lookup).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('paystep-retailer-mismatch').textContent).toBe('分销商信息匹配失败')
    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(screen.getByTestId('paystep-retailer-mismatch').textContent).toBe('分销商信息匹配失败')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.queryByTestId('paystep-retailer-mismatch')).toBeNull()
    expect(screen.getByTestId<HTMLInputElement>('paystep-retailer-code').value).toBe('SUMMIT-DEMO')
  })
})

describe('the cart handoff that could not be put back (cart-checkout restoreFailed)', () => {
  it('shows the server msg on any page, and retry puts the items back', async () => {
    let fail = true
    const restoreToCart = vi.fn(async (): Promise<unknown> => {
      if (fail) throw new ApiError(400, '该产品不支持在线购买', 400)
      return undefined
    })
    const items = [{ id: 'c1', productid: 'p-map', number: 1, duration: 2, durationunion: 'week' as const }]
    const actor = createActor(cartCheckoutMachine.provide({ actors: { restoreToCart: fromPromise(restoreToCart) } }), {
      input: { where: 'elsewhere', handoff: { source: 'cart', items } },
    }).start()
    render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={appSystem}>
          <CartRestoreNotice actor={actor} />
        </ChakraProvider>
      </I18nextProvider>,
    )
    await act(async () => {})
    expect(screen.getByTestId('cart-restore-failed').textContent).toContain('商品未能放回购物车：该产品不支持在线购买')
    fail = false
    fireEvent.click(screen.getByTestId('cart-restore-retry'))
    await act(async () => {})
    expect(restoreToCart).toHaveBeenCalledTimes(2)
    expect(screen.queryByTestId('cart-restore-failed')).toBeNull()
    expect(actor.getSnapshot().value).toEqual({ idle: 'restored' })
    actor.stop()
  })
})
