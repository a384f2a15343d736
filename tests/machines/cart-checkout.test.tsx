import { render, screen } from '@testing-library/react'
import { useMachine } from '@xstate/react'
import { describe, expect, it, vi } from 'vitest'
import type { EventObject } from 'xstate'
import {
  cartCheckoutMachine,
  type CartCheckoutEvent,
  type CartCheckoutInput,
  type CartHandoff,
  type CartHandoffItem,
} from '../../machines/cart-checkout'
import { ApiError } from '../../src/api/api-error'
import { zhCNShop } from '../../src/i18n/resources/zh-CN-shop'
import { CoverageRecorder } from '../harness/coverage'
import { executePath, testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import { doneEvent, errorEvent, machineShape, replayPath, stateKey, type PathStep } from '../../tools/machine-model/paths'

const ITEMS: CartHandoffItem[] = [
  { id: 'c1', productid: 'p-map', productname: 'SummitMap 标准版', number: 1, duration: 2, durationunion: 'week' },
  { id: 'c2', productid: 'p-solid', productname: 'SummitSolid 专业版', number: 2, duration: 1, durationunion: 'month' },
]
const HANDOFF: CartHandoff = { source: 'cart', items: ITEMS }

const calls = {
  persistHandoff: vi.fn<(handoff: CartHandoff) => void>(),
  handOff: vi.fn<(handoff: CartHandoff) => void>(),
  clearHandoff: vi.fn(),
  refreshCartCount: vi.fn(),
}
let send: (event: CartCheckoutEvent) => void = () => {}

// A test-only view of the app-level actor: what the cart page and /paystep would show of it. Events go straight
// to the actor (the cart page's checkout button and the wizard's leave are built elsewhere).
function CheckoutHost({
  logic,
  input,
}: {
  logic: HarnessContext['actors']
  input: CartCheckoutInput
}): React.JSX.Element {
  const [snapshot, sendEvent] = useMachine(
    cartCheckoutMachine.provide({
      actors: { removeFromCart: logic.promise(), restoreToCart: logic.promise() },
      actions: {
        persistHandoff: (_, params) => calls.persistHandoff(params.handoff),
        handOff: (_, params) => calls.handOff(params.handoff),
        clearHandoff: () => calls.clearHandoff(),
        refreshCartCount: () => calls.refreshCartCount(),
      },
    }),
    { input },
  )
  send = sendEvent
  const { context } = snapshot
  return (
    <section data-testid="checkout" data-state={stateKey(snapshot)}>
      {snapshot.matches({ idle: 'nothingSelected' }) && <p role="alert">{zhCNShop.cart.selectOne}</p>}
      {(snapshot.matches({ idle: 'failed' }) || snapshot.matches('restoreFailed')) && (
        <p role="alert">{context.message}</p>
      )}
      {snapshot.matches('removing') && <span data-testid="checkout-busy" />}
      {snapshot.matches('inWizard') && (
        <ul data-testid="wizard-items">
          {context.handoff?.items.map((item) => (
            <li key={item.id}>{item.id}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

const ran = (steps: readonly PathStep[], action: string): number =>
  steps.flatMap((step) => step.actions).filter((each) => each === action).length
const start = (items: CartHandoffItem[], totalFen: number | null): EventObject =>
  ({ type: 'checkout.start', items, totalFen }) as EventObject

function expectCalls(stepsSoFar: readonly PathStep[], initialActions: readonly string[]): void {
  const all = [{ actions: [...initialActions] }, ...stepsSoFar] as PathStep[]
  for (const [name, fn] of Object.entries(calls)) expect(fn, name).toHaveBeenCalledTimes(ran(all, name))
  // The wizard receives exactly the selected items, source=cart, and the same is persisted.
  for (const fn of [calls.persistHandoff, calls.handOff])
    for (const [handoff] of fn.mock.calls) expect(handoff).toEqual(HANDOFF)
}

function adapterFor(input: CartCheckoutInput): MachineAdapter<typeof cartCheckoutMachine> {
  return {
    input,
    samples: {
      events: {
        'checkout.start': [start([], 0), start(ITEMS, 0), start(ITEMS, null), start(ITEMS, 179_600)],
      },
      errors: {
        removeFromCart: [new ApiError(403, '无权操作其他用户的数据', 403)],
        restoreToCart: [new ApiError(400, '该产品不支持在线购买', 400)],
      },
    },
    render: ({ actors }) => {
      for (const fn of Object.values(calls)) fn.mockReset()
      render(<CheckoutHost logic={actors} input={input} />)
    },
    events: {
      'checkout.start': (event) => send(event),
      'order.created': (event) => send(event),
      'wizard.leave': (event) => send(event),
      'restore.retry': (event) => send(event),
    },
    readState: () => screen.getByTestId('checkout').dataset.state,
    states: {
      'idle.ready': ({ stepsSoFar, path }) => {
        expect(screen.queryByRole('alert')).toBeNull()
        expectCalls(stepsSoFar, path.initialActions)
      },
      'idle.nothingSelected': () => expect(screen.getByRole('alert').textContent).toBe('请至少选择一项产品!'),
      'idle.failed': ({ stepsSoFar, path }) => {
        expect(screen.getByRole('alert').textContent).toBe('无权操作其他用户的数据')
        // Nothing was handed off: the items stay in the cart.
        expectCalls(stepsSoFar, path.initialActions)
        expect(calls.handOff).not.toHaveBeenCalled()
      },
      'idle.restored': ({ stepsSoFar, path }) => {
        expectCalls(stepsSoFar, path.initialActions)
        expect(calls.clearHandoff).toHaveBeenCalled()
      },
      removing: ({ actors, stepsSoFar, path }) => {
        expect(screen.getByTestId('checkout-busy')).toBeTruthy()
        // Removed first: this round has persisted and handed off nothing yet.
        expect(actors.pending('removeFromCart').map((call) => call.input)).toEqual([{ ids: ['c1', 'c2'] }])
        expectCalls(stepsSoFar, path.initialActions)
      },
      inWizard: ({ stepsSoFar, path }) => {
        expect(screen.getByTestId('wizard-items').textContent).toBe('c1c2')
        expectCalls(stepsSoFar, path.initialActions)
      },
      restoring: ({ actors }) => {
        expect(actors.pending('restoreToCart').map((call) => call.input)).toEqual([{ items: ITEMS }])
      },
      restoreFailed: ({ stepsSoFar, path }) => {
        expect(screen.getByRole('alert').textContent).toBe('该产品不支持在线购买')
        expectCalls(stepsSoFar, path.initialActions)
      },
    },
  }
}

const recorder = new CoverageRecorder(cartCheckoutMachine)
const shape = machineShape(cartCheckoutMachine)

// The app (re)opened with a persisted handoff: on /paystep it resumes the wizard; anywhere else the items go back.
const resumes: Array<[CartCheckoutInput, EventObject[]]> = [
  [{ where: 'paystep', handoff: HANDOFF }, [{ type: 'order.created' }]],
  [{ where: 'paystep', handoff: HANDOFF }, [{ type: 'wizard.leave' }, doneEvent('restoreToCart')]],
  [
    { where: 'elsewhere', handoff: HANDOFF },
    [
      errorEvent('restoreToCart', new ApiError(400, '该产品不支持在线购买', 400)),
      { type: 'restore.retry' },
      doneEvent('restoreToCart'),
    ],
  ],
]
describe('cart checkout started with a persisted handoff', () => {
  for (const [input, events] of resumes) {
    const path = replayPath(shape, events, input)
    it(`${input.where}: ${path.description}`, async () => {
      await executePath(cartCheckoutMachine, adapterFor(input), path, recorder)
      recorder.pathDone({ description: path.description, passed: true })
    })
  }
})

testMachinePaths({ machine: cartCheckoutMachine, adapter: adapterFor({ where: 'elsewhere', handoff: null }), recorder })
