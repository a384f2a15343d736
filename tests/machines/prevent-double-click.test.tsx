import { ChakraProvider } from '@chakra-ui/react'
import { appSystem } from '../../src/theme/app-system'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preventDoubleClickMachine } from '../../machines/prevent-double-click'
import { GuardedButton } from '../../src/components/guarded-button'
import { SubscriptionConfigurator } from '../../src/features/checkout/buy/subscription-configurator'
import type { Product } from '../../src/api/queries/product-detail-queries'
import { i18n } from '../../src/i18n/i18n'
import { CoverageRecorder } from '../harness/coverage'
import { testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import { doubleClickScenario } from './prevent-double-click-scenario'
import { DoubleClickSpec, GUARD_WINDOW_MS } from './prevent-double-click-spec'
import { refusesPress } from '../support/refuses-press'

void i18n.changeLanguage('zh-CN')

// The generated paths come from machines/prevent-double-click.ts; what each step must show comes from
// DoubleClickSpec (storefront.md §9: disabled for 5 s after a click), never from the machine's snapshot. They run
// against the shipped GuardedButton, alone and where the app uses it (the BuyMenu's add-to-cart button).

/** A product of the BuyMenu (storefront.md §3): priced by week, nothing locked. */
const PRODUCT: Product = {
  lang: 'zh-CN',
  typename: '',
  havefree: 0,
  enabledmark: 1,
  sortcode: 1,
  id: 'p-week',
  name: 'SummitMap 标准版',
  type: 'SummitMap',
  ismonth: 0,
  weekprice: 199,
  monthprice: 699,
  seasonprice: 1899,
  halfyearprice: 3499,
}

interface Surface {
  name: string
  render: () => void
  button: () => HTMLButtonElement
  /** What the click handler was called with, once per accepted click. */
  handlerCalls: () => unknown[][]
  /** What one accepted click hands the handler. */
  expectedCall: (call: unknown[]) => void
}

const onClick = vi.fn()
const onAddToCart = vi.fn(async () => '添加成功')

const SURFACES: Surface[] = [
  {
    name: 'GuardedButton',
    render: () =>
      render(
        <ChakraProvider value={appSystem}>
          <GuardedButton onClick={onClick}>提交订单</GuardedButton>
        </ChakraProvider>,
      ),
    button: () => screen.getByRole<HTMLButtonElement>('button', { name: '提交订单' }),
    handlerCalls: () => onClick.mock.calls,
    expectedCall: (call) => expect((call[0] as { type: string }).type).toBe('click'),
  },
  {
    name: 'BuyMenu add to cart',
    render: () =>
      render(
        <ChakraProvider value={appSystem}>
          <SubscriptionConfigurator
            products={[PRODUCT]}
            initialProductId="p-week"
            loggedIn
            onSubscribe={() => {}}
            onLoginRequired={() => {}}
            onAddToCart={onAddToCart}
          />
        </ChakraProvider>,
      ),
    button: () => screen.getByTestId<HTMLButtonElement>('buymenu-add-cart'),
    handlerCalls: () => onAddToCart.mock.calls as unknown[][],
    // Picking a product sets duration 1 and count 1 in its default unit (week for ismonth 0): storefront.md §4.
    expectedCall: (call) => expect(call[0]).toMatchObject({ id: 'p-week', durationunion: 'week', duration: 1, count: 1 }),
  },
]

function expectShown(surface: Surface, spec: DoubleClickSpec): void {
  const button = surface.button()
  expect(refusesPress(button), `disabled (${spec.msLeft()} ms of the window left)`).toBe(!spec.enabled())
  const calls = surface.handlerCalls()
  expect(calls, 'the handler runs once per accepted click').toHaveLength(spec.accepted.length)
  for (const call of calls) surface.expectedCall(call)
}

const recorder = new CoverageRecorder(preventDoubleClickMachine)
for (const surface of SURFACES) {
  let spec = new DoubleClickSpec()
  let seen = 0
  const specFor = (ctx: HarnessContext): DoubleClickSpec => {
    for (const step of ctx.stepsSoFar.slice(seen)) if (step.kind === 'user') spec.click(Date.now())
    seen = ctx.stepsSoFar.length
    spec.tick(Date.now())
    return spec
  }
  const adapter: MachineAdapter<typeof preventDoubleClickMachine> = {
    render: () => {
      onClick.mockReset()
      onAddToCart.mockClear()
      spec = new DoubleClickSpec(Date.now())
      seen = 0
      surface.render()
    },
    events: {
      'button.click': () => {
        fireEvent.click(surface.button())
      },
    },
    readState: () => surface.button().getAttribute('data-state'),
    states: { '*': (ctx) => expectShown(surface, specFor(ctx)) },
  }
  describe(surface.name, () => {
    testMachinePaths({
      machine: preventDoubleClickMachine,
      adapter,
      // One coverage report (reports/machines/preventDoubleClick.json) for both surfaces.
      recorder,
      scenarios: [doubleClickScenario(preventDoubleClickMachine)],
    })
  })
}

type Action = { type: 'click' } | { type: 'wait'; ms: number }

/** Drives a shipped surface through hand-written steps, checking after each what the specification shows. */
async function runSpecScenario(surface: Surface, actions: Action[]): Promise<void> {
  vi.useFakeTimers()
  onClick.mockReset()
  onAddToCart.mockClear()
  const spec = new DoubleClickSpec(Date.now())
  surface.render()
  await act(flush)
  expectShown(surface, spec)
  for (const [index, action] of actions.entries()) {
    await act(async () => {
      if (action.type === 'click') fireEvent.click(surface.button())
      else vi.advanceTimersByTime(action.ms)
      await flush()
    })
    if (action.type === 'click') spec.click(Date.now())
    spec.tick(Date.now())
    try {
      expectShown(surface, spec)
    } catch (error) {
      throw new Error(`after step ${index + 1} ${JSON.stringify(action)}: ${(error as Error).message}`, { cause: error })
    }
  }
}

async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

const click: Action = { type: 'click' }
const wait = (ms: number): Action => ({ type: 'wait', ms })

describe.each(SURFACES)('$name against the specification (hand-written paths)', (surface) => {
  afterEach(() => {
    cleanup()
    vi.clearAllTimers()
    vi.useRealTimers()
  })

  it('is disabled for exactly 5 s after a click, and a click in the window neither counts nor restarts it', () =>
    runSpecScenario(surface, [click, wait(1000), click, wait(GUARD_WINDOW_MS - 1001), click, wait(1), click, click]))

  it('accepts a click at once when the window is long over, each time', () =>
    runSpecScenario(surface, [click, wait(60_000), click, wait(GUARD_WINDOW_MS), click, wait(GUARD_WINDOW_MS - 1), wait(1)]))
})

describe('GuardedButton outside the model', () => {
  afterEach(cleanup)

  it('stays disabled when the caller disables it, whatever the machine state', () => {
    render(
      <ChakraProvider value={appSystem}>
        <GuardedButton disabled onClick={onClick}>
          提交订单
        </GuardedButton>
      </ChakraProvider>,
    )
    onClick.mockReset()
    fireEvent.click(SURFACES[0].button())
    expect(refusesPress(SURFACES[0].button())).toBe(true)
    expect(onClick).not.toHaveBeenCalled()
  })
})
