import { ChakraProvider } from '@chakra-ui/react'
import { appSystem } from '../../src/theme/app-system'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EventObject } from 'xstate'
import { canSubscribe, countLocked, durationLocked, isComingSoon, subscriptionConfigMachine, type SubscriptionConfigEvent } from '../../machines/subscription-config'
import type { Product } from '../../src/api/queries/product-detail-queries'
import { SubscriptionConfigurator } from '../../src/features/checkout/buy/subscription-configurator'
import type { PurchaseData } from '../../src/features/checkout/checkout-choice'
import { formatYuan, lineTotalFen } from '../../domain/pricing'
import { i18n } from '../../src/i18n/i18n'
import { testMachinePaths, type MachineAdapter } from '../harness/execute'
import { afterEvent, type PathStep } from '../../tools/machine-model/paths'

void i18n.changeLanguage('zh-CN')

const base = { typename: '', havefree: 0 as const, enabledmark: 1 as const, sortcode: 1 }
/** Priced by week, every unit offered. */
const weekly: Product = {
  ...base,
  id: 'p-week',
  name: 'SummitMap 标准版',
  type: 'SummitMap',
  ismonth: 0,
  weekprice: 199,
  monthprice: 699,
  seasonprice: 1899,
  halfyearprice: 3499,
}
/** Priced by month, the count fixed to 5, the week price unknown. */
const teamOfFive: Product = {
  ...base,
  id: 'p-team',
  name: 'SummitSolid 团队五套装',
  type: 'SummitSolid',
  ismonth: 1,
  weekprice: -1,
  monthprice: 3999,
  seasonprice: 10999,
  halfyearprice: 19999,
  onemonth: 5,
}
/** Week-limited, the duration fixed to 16 weeks: only the week unit. */
const course: Product = {
  ...base,
  id: 'p-course',
  name: 'SummitLab 学期课程包',
  type: 'SummitLab',
  ismonth: 2,
  weekprice: 59.9,
  monthprice: -1,
  seasonprice: -1,
  halfyearprice: -1,
  limitduration: 16,
}
/** The fourth line: coming soon. */
const terra: Product = {
  ...base,
  id: 'p-terra',
  name: 'SummitTerra 地形版',
  type: 'SummitTerra',
  ismonth: 1,
  weekprice: -1,
  monthprice: -1,
  seasonprice: -1,
  halfyearprice: -1,
}
const PRODUCTS = [weekly, teamOfFive, course, terra]

const onSubscribe = vi.fn<(data: PurchaseData) => void>()
const onLoginRequired = vi.fn()
const onAddToCart = vi.fn(async () => '添加成功')

function Host({ initialProductId }: { initialProductId?: string }): React.JSX.Element {
  const [loggedIn, setLoggedIn] = useState(false)
  return (
    <ChakraProvider value={appSystem}>
      <button data-testid="log-in" onClick={() => setLoggedIn(true)} />
      <button data-testid="log-out" onClick={() => setLoggedIn(false)} />
      <SubscriptionConfigurator
        products={PRODUCTS}
        initialProductId={initialProductId}
        loggedIn={loggedIn}
        onSubscribe={onSubscribe}
        onLoginRequired={onLoginRequired}
        onAddToCart={onAddToCart}
      />
    </ChakraProvider>
  )
}

const byId = <T extends HTMLElement>(id: string): T => screen.getByTestId<T>(id)
const subscribe = (): HTMLButtonElement => byId('buymenu-subscribe')
const ran = (steps: readonly PathStep[], action: string): number =>
  steps.flatMap((step) => step.actions).filter((each) => each === action).length

type Snapshot = Parameters<NonNullable<MachineAdapter<typeof subscriptionConfigMachine>['states'][string]>>[0]

/** What every state shows of the context: inputs, unit, total, and the callbacks run so far. */
function checkConfiguration({ snapshot, stepsSoFar }: Snapshot, coolingDown: boolean): void {
  const { product, unit, duration, count } = snapshot.context
  const duration$ = byId<HTMLInputElement>('buymenu-duration')
  const count$ = byId<HTMLInputElement>('buymenu-count')
  expect(Number(duration$.value)).toBe(duration)
  expect(Number(count$.value)).toBe(count)
  expect(onSubscribe).toHaveBeenCalledTimes(ran(stepsSoFar, 'submit'))
  expect(onLoginRequired).toHaveBeenCalledTimes(ran(stepsSoFar, 'requestLogin'))
  if (!product) {
    expect(duration$.disabled).toBe(true)
    expect(count$.disabled).toBe(true)
    expect(byId<HTMLInputElement>('buymenu-unit-slider').disabled).toBe(true)
    expect(byId('buymenu-total').textContent).toBe('0.00')
    expect(subscribe().disabled).toBe(true)
    expect(byId<HTMLButtonElement>('buymenu-add-cart').disabled).toBe(true)
    return
  }
  const chosen = product as Product
  expect(screen.getAllByTestId('buymenu-product-item').find((item) => item.getAttribute('aria-pressed') === 'true')?.dataset.id).toBe(chosen.id)
  expect(duration$.disabled).toBe(chosen.limitduration != null)
  expect(count$.disabled).toBe(chosen.onemonth != null)
  if (chosen.ismonth === 2 || chosen.onemonth != null || chosen.limitduration != null) {
    // Limited products show their one unit only.
    expect(screen.queryByTestId('buymenu-unit-slider')).toBeNull()
    expect(byId('buymenu-unit-fixed').textContent).toBe(chosen.ismonth === 1 ? '月' : '周')
  } else {
    expect(byId<HTMLInputElement>('buymenu-unit-slider').value).toBe(String(['week', 'month', 'season', 'halfyear'].indexOf(unit)))
  }
  expect(byId('buymenu-total').textContent).toBe(formatYuan(lineTotalFen(chosen, unit, duration, count)))
  expect(subscribe().textContent).toBe(isComingSoon(chosen) ? '敬请期待' : '立即订阅')
  expect(subscribe().disabled).toBe(coolingDown || !canSubscribe(snapshot.context))
}

const pick = (product: Product): EventObject => ({ type: 'product.pick', product }) as EventObject
const events = (...list: SubscriptionConfigEvent[]): EventObject[] => list

const adapter: MachineAdapter<typeof subscriptionConfigMachine> = {
  samples: {
    events: {
      'product.pick': PRODUCTS.map(pick),
      'unit.change': events({ type: 'unit.change', unit: 'season' }, { type: 'unit.change', unit: 'week' }),
      'duration.change': events({ type: 'duration.change', duration: 0 }, { type: 'duration.change', duration: 3 }),
      'count.change': events({ type: 'count.change', count: 2 }),
      'session.change': events({ type: 'session.change', loggedIn: true }, { type: 'session.change', loggedIn: false }),
    },
  },
  // Locks distinguish states so the refused duration and count changes of a locked product are generated too.
  contextKey: (context) => [context.loggedIn, canSubscribe(context), countLocked(context.product), durationLocked(context.product)],
  render: () => {
    onSubscribe.mockReset()
    onLoginRequired.mockReset()
    render(<Host />)
  },
  events: {
    'product.pick': async (event) => {
      fireEvent.click(byId(`buymenu-type-${event.product.type}`))
      for (let i = 0; i < 5; i++) await Promise.resolve()
      const item = screen.getAllByTestId('buymenu-product-item').find((each) => each.dataset.id === event.product.id)
      fireEvent.click(item!)
    },
    'unit.change': (event) => {
      // A limited product shows its one unit without a slider: there is nothing to change.
      const slider = screen.queryByTestId('buymenu-unit-slider')
      if (!slider) return
      fireEvent.change(slider, { target: { value: String(['week', 'month', 'season', 'halfyear'].indexOf(event.unit)) } })
    },
    'duration.change': (event) => {
      fireEvent.change(byId('buymenu-duration'), { target: { value: String(event.duration) } })
    },
    'count.change': (event) => {
      fireEvent.change(byId('buymenu-count'), { target: { value: String(event.count) } })
    },
    'session.change': (event) => {
      fireEvent.click(byId(event.loggedIn ? 'log-in' : 'log-out'))
    },
    subscribe: () => {
      fireEvent.click(subscribe())
    },
  },
  readState: () => byId('buymenu').getAttribute('data-state'),
  states: {
    choosing: (check) => checkConfiguration(check, false),
    'configuring.ready': (check) => checkConfiguration(check, false),
    'configuring.coolingDown': (check) => {
      checkConfiguration(check, true)
      expect(subscribe().getAttribute('data-state')).toBe('coolingDown')
    },
  },
}

testMachinePaths({
  machine: subscriptionConfigMachine,
  adapter,
  scenarios: [
    // A unit change after editing the duration sets it back to 1; the guard window passes and subscribe works again.
    [
      { type: 'session.change', loggedIn: true },
      pick(weekly),
      { type: 'duration.change', duration: 4 },
      { type: 'count.change', count: 3 },
      { type: 'unit.change', unit: 'halfyear' },
      { type: 'subscribe' },
      { type: 'subscribe' },
      afterEvent(subscriptionConfigMachine, 'configuring.coolingDown'),
      { type: 'subscribe' },
    ] as EventObject[],
    // Picking another product resets what the previous one had set.
    [pick(course), pick(weekly), { type: 'count.change', count: 0 }, pick(teamOfFive)] as EventObject[],
  ],
})

describe('BuyMenu configurator outside the model', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('totals unit price x duration x count to 2 decimals, and ? for an unknown price', () => {
    render(<Host />)
    fireEvent.click(byId('buymenu-type-SummitMap'))
    fireEvent.click(screen.getByText('SummitMap 标准版'))
    fireEvent.change(byId('buymenu-duration'), { target: { value: '3' } })
    fireEvent.change(byId('buymenu-count'), { target: { value: '2' } })
    expect(byId('buymenu-total').textContent).toBe('1194.00')
    fireEvent.click(byId('buymenu-type-SummitLab'))
    fireEvent.click(screen.getByText('SummitLab 学期课程包'))
    expect(byId<HTMLInputElement>('buymenu-duration').value).toBe('16')
    expect(byId('buymenu-total').textContent).toBe('958.40')
    fireEvent.click(byId('buymenu-type-SummitSolid'))
    fireEvent.click(screen.getByText('SummitSolid 团队五套装'))
    expect(byId<HTMLInputElement>('buymenu-count').value).toBe('5')
    expect(byId('buymenu-total').textContent).toBe('19995.00')
    fireEvent.click(byId('buymenu-type-SummitTerra'))
    fireEvent.click(screen.getByText('SummitTerra 地形版'))
    expect(byId('buymenu-total').textContent).toBe('?')
    expect(subscribe().textContent).toBe('敬请期待')
    expect(subscribe().disabled).toBe(true)
  })

  it('opens with the product of the query id and hands subscribe the purchase data', () => {
    render(<Host initialProductId="p-week" />)
    fireEvent.click(byId('log-in'))
    expect(byId('buymenu-type-SummitMap').getAttribute('aria-selected')).toBe('true')
    fireEvent.change(byId('buymenu-unit-slider'), { target: { value: '2' } })
    fireEvent.change(byId('buymenu-duration'), { target: { value: '2' } })
    fireEvent.change(byId('buymenu-count'), { target: { value: '3' } })
    fireEvent.click(subscribe())
    expect(onSubscribe).toHaveBeenCalledTimes(1)
    expect(onSubscribe.mock.calls[0][0]).toMatchObject({ id: 'p-week', durationunion: 'season', duration: 2, count: 3 })
  })

  it('adds to the cart and shows the server message', async () => {
    onAddToCart.mockClear()
    render(<Host initialProductId="p-week" />)
    fireEvent.click(byId('log-in'))
    await act(async () => {
      fireEvent.click(byId('buymenu-add-cart'))
    })
    expect(onAddToCart).toHaveBeenCalledTimes(1)
    expect((await screen.findByTestId('shop-message')).textContent).toBe('添加成功')
  })

  it('logged out, add to cart asks for a login instead', () => {
    onLoginRequired.mockReset()
    onAddToCart.mockClear()
    render(<Host initialProductId="p-week" />)
    fireEvent.click(byId('buymenu-add-cart'))
    expect(onLoginRequired).toHaveBeenCalledTimes(1)
    expect(onAddToCart).not.toHaveBeenCalled()
  })
})
