import { ChakraProvider } from '@chakra-ui/react'
import { ShopMessages } from '../../src/components/shop-message'
import { appSystem } from '../../src/theme/app-system'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { countLocked, durationLocked, subscriptionConfigMachine } from '../../machines/subscription-config'
import type { Product } from '../../src/api/queries/product-detail-queries'
import { SubscriptionConfigurator } from '../../src/features/checkout/buy/subscription-configurator'
import type { PurchaseData } from '../../src/features/checkout/checkout-choice'
import { i18n, switchLanguage } from '../../src/i18n/i18n'
import { testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import { GUARD_WINDOW_MS } from './prevent-double-click-spec'
import { specContextKey, subscriptionScenarios } from './subscription-config-scenarios'
import {
  COURSE,
  LINES,
  NO_SEASON_PRICE,
  PRODUCTS,
  SUBSCRIPTION_SAMPLES,
  SubscriptionSpec,
  TEAM_OF_FIVE,
  TERRA,
  TEXT,
  UNIT_LABELS,
  UNITS,
  WEEKLY,
  type Purchase,
  type Unit,
} from './subscription-config-spec'
import { refusesPress } from '../support/refuses-press'

void i18n.changeLanguage('zh-CN')

// The generated paths come from machines/subscription-config.ts and run against the shipped /BuyMenu configurator;
// what each step must show comes from SubscriptionSpec (tests/machines/subscription-config-spec.ts, written from
// storefront.md), never from the machine's snapshot.

const onSubscribe = vi.fn<(data: PurchaseData) => void>()
const onLoginRequired = vi.fn<(data: PurchaseData) => void>()
const onAddToCart = vi.fn(async (_data: PurchaseData) => '添加成功')
const onChoiceDropped = vi.fn<() => void>()

function Host({
  initialProductId,
  initialChoice,
}: {
  initialProductId?: string
  initialChoice?: Pick<PurchaseData, 'durationunion' | 'duration' | 'count'>
}): React.JSX.Element {
  const [loggedIn, setLoggedIn] = useState(false)
  return (
    <ChakraProvider value={appSystem}>
      <button data-testid="log-in" onClick={() => setLoggedIn(true)} />
      <button data-testid="log-out" onClick={() => setLoggedIn(false)} />
      <SubscriptionConfigurator
        products={PRODUCTS}
        initialProductId={initialProductId}
        initialChoice={initialChoice}
        loggedIn={loggedIn}
        onSubscribe={onSubscribe}
        onLoginRequired={onLoginRequired}
        onAddToCart={onAddToCart}
        onChoiceDropped={onChoiceDropped}
      />
      <ShopMessages />
    </ChakraProvider>
  )
}

const byId = <T extends HTMLElement>(id: string): T => screen.getByTestId<T>(id)
const subscribe = (): HTMLButtonElement => byId('buymenu-subscribe')
const handed = (fn: typeof onSubscribe): Purchase[] =>
  fn.mock.calls.map(([data]) => ({ id: data.id, durationunion: data.durationunion as Unit, duration: data.duration, count: data.count }))

/** What the user must see now, per the specification model. */
function expectShown(spec: SubscriptionSpec): void {
  const product = spec.product
  const types = LINES.map((line) => byId(`buymenu-type-${line}`).getAttribute('aria-pressed') === 'true')
  expect(types, 'the type listed').toEqual(LINES.map((line) => line === spec.listedType))
  const listed = screen.queryAllByTestId('buymenu-product-item').map((item) => item.dataset.id)
  expect(listed, 'the products listed').toEqual(PRODUCTS.filter((each) => each.type === spec.listedType).map((each) => each.id))
  const duration = byId<HTMLInputElement>('buymenu-duration')
  const count = byId<HTMLInputElement>('buymenu-count')
  expect(Number(duration.value), 'duration').toBe(spec.duration)
  expect(Number(count.value), 'count').toBe(spec.count)
  expect(duration.disabled, 'duration disabled').toBe(product === null || spec.durationFixed() !== null)
  expect(count.disabled, 'count disabled').toBe(product === null || spec.countFixed() !== null)
  const pressed = screen.queryAllByTestId('buymenu-product-item').filter((item) => item.getAttribute('aria-pressed') === 'true')
  expect(
    pressed.map((item) => item.dataset.id),
    'chosen product',
  ).toEqual(product ? [product.id] : [])
  const slider = screen.queryByTestId<HTMLInputElement>('buymenu-unit-slider')
  if (spec.limited()) {
    expect(slider, 'a limited product shows no slider').toBeNull()
    expect(byId('buymenu-unit-fixed').textContent).toBe(UNIT_LABELS[spec.unit])
  } else {
    expect(slider!.value, 'slider step').toBe(String(UNITS.indexOf(spec.unit)))
    expect(slider!.disabled, 'slider disabled').toBe(product === null)
  }
  expect(screen.queryByText(TEXT.pickFirst) !== null, 'pick a product first').toBe(product === null)
  expect(document.querySelector('label[for="buymenu-duration"]')?.textContent, 'the duration names its unit').toContain(
    `(${UNIT_LABELS[spec.unit]})`,
  )
  expect(screen.queryByText(TEXT.durationAtLeastOne) !== null, 'duration hint').toBe(product !== null && spec.duration < 1)
  expect(screen.queryByText(TEXT.durationAtMost) !== null, 'duration bound').toBe(spec.durationTooLong())
  expect(screen.queryByText(TEXT.countAtMost) !== null, 'count bound').toBe(spec.countTooLarge())
  expect(duration.getAttribute('aria-invalid') === 'true', 'duration invalid').toBe(spec.durationTooLong())
  expect(count.getAttribute('aria-invalid') === 'true', 'count invalid').toBe(spec.countTooLarge())
  expect(screen.queryByText(TEXT.priceUnknown) !== null, 'unknown price hint').toBe(spec.priceUnknown() && !spec.comingSoon())
  const fixedDuration = spec.durationFixed()
  if (fixedDuration !== null) expect(screen.getByText(TEXT.lockedDuration(fixedDuration, spec.unit))).toBeTruthy()
  const fixedCount = spec.countFixed()
  if (fixedCount !== null) expect(screen.getByText(TEXT.lockedCount(fixedCount))).toBeTruthy()
  expect(screen.queryByText(/该产品(时长|数量)固定为/) !== null, 'a fixed value is explained').toBe(
    fixedDuration !== null || fixedCount !== null,
  )
  expect(byId('buymenu-total').textContent, 'total').toBe(spec.total())
  expect(subscribe().textContent).toBe(spec.comingSoon() ? TEXT.comingSoon : TEXT.subscribe)
  expect(refusesPress(subscribe()), 'subscribe disabled').toBe(!spec.subscribeEnabled())
  expect(refusesPress(byId('buymenu-add-cart')), 'add to cart disabled').toBe(!spec.canSubscribe())
  expect(handed(onSubscribe), 'what subscribe handed over').toEqual(spec.subscribed)
  expect(handed(onLoginRequired), 'what a login was asked for').toEqual(spec.loginRequests)
  expect(onChoiceDropped, 'stored choices forgotten').toHaveBeenCalledTimes(spec.forgotten)
  expect(onAddToCart).not.toHaveBeenCalled()
}

type SpecStep =
  | { type: 'type.choose'; productType: string }
  | { type: 'product.pick'; product: Product }
  | { type: 'unit.change'; unit: Unit }
  | { type: 'duration.change'; duration: number }
  | { type: 'count.change'; count: number }
  | { type: 'session.change'; loggedIn: boolean }
  | { type: 'subscribe' }

function applyToSpec(spec: SubscriptionSpec, step: SpecStep, now: number): void {
  spec.tick(now)
  switch (step.type) {
    case 'type.choose':
      return spec.chooseType(step.productType)
    case 'product.pick':
      return spec.pick(step.product)
    case 'unit.change':
      return spec.slide(step.unit)
    case 'duration.change':
      return spec.typeDuration(step.duration)
    case 'count.change':
      return spec.typeCount(step.count)
    case 'session.change':
      return spec.session(step.loggedIn)
    case 'subscribe':
      return spec.clickSubscribe(now)
  }
}

/** What the user does for each step, on the shipped configurator. */
async function perform(step: SpecStep): Promise<void> {
  switch (step.type) {
    case 'type.choose':
      fireEvent.click(byId(`buymenu-type-${step.productType}`))
      return
    case 'product.pick': {
      // Only the listed type's products are there to click: a product of another type cannot be picked.
      const item = screen.queryAllByTestId('buymenu-product-item').find((each) => each.dataset.id === step.product.id)
      if (item) fireEvent.click(item)
      return
    }
    case 'unit.change': {
      // A limited product shows its one unit without a slider: there is nothing to move.
      const slider = screen.queryByTestId('buymenu-unit-slider')
      if (slider) fireEvent.change(slider, { target: { value: String(UNITS.indexOf(step.unit)) } })
      return
    }
    case 'duration.change':
      fireEvent.change(byId('buymenu-duration'), { target: { value: String(step.duration) } })
      return
    case 'count.change':
      fireEvent.change(byId('buymenu-count'), { target: { value: String(step.count) } })
      return
    case 'session.change':
      fireEvent.click(byId(step.loggedIn ? 'log-in' : 'log-out'))
      return
    case 'subscribe':
      fireEvent.click(subscribe())
  }
}

let spec = new SubscriptionSpec()
let seen = 0

/** Feeds the spec the steps taken since the last check (the boundary check before a delay sees one step less). */
function specFor(ctx: HarnessContext): SubscriptionSpec {
  for (const step of ctx.stepsSoFar.slice(seen)) if (step.kind === 'user') applyToSpec(spec, step.event as SpecStep, Date.now())
  seen = ctx.stepsSoFar.length
  spec.tick(Date.now())
  return spec
}

const resetCallbacks = (): void => {
  onSubscribe.mockReset()
  onLoginRequired.mockReset()
  onAddToCart.mockClear()
  onChoiceDropped.mockReset()
}

const adapter: MachineAdapter<typeof subscriptionConfigMachine> = {
  samples: SUBSCRIPTION_SAMPLES,
  // Locks distinguish states so the refused duration and count changes of a locked product are generated too.
  contextKey: specContextKey,
  render: () => {
    resetCallbacks()
    spec = new SubscriptionSpec(false, Date.now())
    seen = 0
    render(<Host />)
  },
  events: {
    'type.choose': (event) => perform(event as SpecStep),
    'product.pick': (event) => perform(event as SpecStep),
    'unit.change': (event) => perform(event as SpecStep),
    'duration.change': (event) => perform(event as SpecStep),
    'count.change': (event) => perform(event as SpecStep),
    'session.change': (event) => perform(event as SpecStep),
    subscribe: (event) => perform(event as SpecStep),
  },
  readState: () => byId('buymenu').getAttribute('data-state'),
  // Every state is judged by the specification alone.
  states: { '*': (ctx) => expectShown(specFor(ctx)) },
}

testMachinePaths({
  machine: subscriptionConfigMachine,
  adapter,
  scenarios: subscriptionScenarios(subscriptionConfigMachine),
})

type Action = SpecStep | { type: 'wait'; ms: number }

/** Drives the shipped configurator through hand-written steps, checking after each what the specification shows. */
async function runSpecScenario(steps: (Action | Action[])[], initialProductId?: string): Promise<SubscriptionSpec> {
  const actions = steps.flat()
  vi.useFakeTimers()
  resetCallbacks()
  const model = new SubscriptionSpec(false, Date.now())
  render(<Host initialProductId={initialProductId} />)
  await act(flush)
  const initial = PRODUCTS.find((product) => product.id === initialProductId)
  if (initial) {
    model.chooseType(initial.type)
    model.pick(initial)
  }
  expectShown(model)
  for (const [index, action] of actions.entries()) {
    await act(async () => {
      if (action.type === 'wait') vi.advanceTimersByTime(action.ms)
      else await perform(action)
      await flush()
    })
    if (action.type !== 'wait') applyToSpec(model, action, Date.now())
    model.tick(Date.now())
    try {
      expectShown(model)
    } catch (error) {
      throw new Error(`after step ${index + 1} ${JSON.stringify(action)}: ${(error as Error).message}`, { cause: error })
    }
  }
  return model
}

async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

const typeStep = (productType: string): Action => ({ type: 'type.choose', productType })
/** As a customer picks a product: its type, then the product in the list. */
const pickStep = (product: Product): Action[] => [typeStep(product.type), { type: 'product.pick', product }]
const unit = (value: Unit): Action => ({ type: 'unit.change', unit: value })
const duration = (value: number): Action => ({ type: 'duration.change', duration: value })
const count = (value: number): Action => ({ type: 'count.change', count: value })
const logIn: Action = { type: 'session.change', loggedIn: true }
const logOut: Action = { type: 'session.change', loggedIn: false }
const click: Action = { type: 'subscribe' }
const wait = (ms: number): Action => ({ type: 'wait', ms })

describe('BuyMenu configurator against the specification (hand-written paths)', () => {
  afterEach(() => {
    cleanup()
    vi.clearAllTimers()
    vi.useRealTimers()
  })

  it('prices every unit of a weekly product: unit price x duration x count, and each slider move sets the duration to 1', () =>
    runSpecScenario([
      pickStep(WEEKLY),
      duration(3),
      count(2),
      unit('month'),
      duration(2),
      unit('season'),
      count(4),
      unit('halfyear'),
      duration(5),
      unit('week'),
    ]))

  it('a unit without a price shows ? and a hint, and nothing can be subscribed at it until another unit is chosen', () =>
    runSpecScenario([
      pickStep(NO_SEASON_PRICE),
      logIn,
      duration(2),
      unit('season'),
      click,
      duration(3),
      count(2),
      click,
      unit('halfyear'),
      click,
    ]))

  it('picking another product resets count, duration and unit, and applies its fixed count or duration', () =>
    runSpecScenario([
      pickStep(WEEKLY),
      unit('season'),
      duration(7),
      count(3),
      pickStep(TEAM_OF_FIVE),
      count(2),
      duration(4),
      unit('halfyear'),
      pickStep(COURSE),
      duration(3),
      count(9),
      unit('month'),
      pickStep(WEEKLY),
      pickStep(TERRA),
    ]))

  it('keeps the count at least 1 and the duration at least 0, whole numbers, and subscribe needs a duration of 1', () =>
    runSpecScenario([
      pickStep(WEEKLY),
      logIn,
      count(0),
      count(-4),
      count(2.7),
      duration(0),
      click,
      duration(-2),
      click,
      duration(1.9),
      click,
    ]))

  it('subscribe hands over what was chosen, then rests for 5 s; logged out it asks for a login with the same data', () =>
    runSpecScenario([
      pickStep(TEAM_OF_FIVE),
      unit('season'),
      duration(2),
      click,
      click,
      wait(GUARD_WINDOW_MS - 1),
      click,
      wait(1),
      logIn,
      duration(3),
      click,
      pickStep(WEEKLY),
      click,
      wait(GUARD_WINDOW_MS),
      click,
      logOut,
      wait(GUARD_WINDOW_MS),
      click,
    ]))

  it('choosing another product type drops the chosen product: nothing is bought until a listed product is picked', () =>
    runSpecScenario([
      logIn,
      pickStep(TEAM_OF_FIVE),
      typeStep('SummitSolid'),
      typeStep('SummitLab'),
      click,
      typeStep('SummitSolid'),
      click,
      pickStep(COURSE),
      click,
      typeStep('SummitMap'),
      pickStep(WEEKLY),
      duration(4),
      typeStep('SummitTerra'),
      typeStep('SummitMap'),
    ]))

  it('a duration above 999 or a count above 9999 stays as typed, says the bound, and nothing can be bought', () =>
    runSpecScenario([
      logIn,
      pickStep(WEEKLY),
      duration(1000),
      click,
      duration(99999),
      count(10000),
      click,
      duration(999),
      click,
      count(9999),
      click,
      wait(GUARD_WINDOW_MS),
      count(12345),
      unit('month'),
      duration(1500),
      count(2),
      click,
    ]))

  it('the coming-soon line cannot be subscribed', () => runSpecScenario([logIn, pickStep(TERRA), duration(3), click, count(2)]))

  it('opens with the product of the query id and its fixed values', () => runSpecScenario([logIn, click], 'p-course'))
})

describe('BuyMenu configurator with what was chosen before the login', () => {
  afterEach(cleanup)

  it('shows the product, unit, duration and count chosen before, and subscribing hands them over', () => {
    resetCallbacks()
    render(<Host initialProductId="p-week" initialChoice={{ durationunion: 'season', duration: 2, count: 3 }} />)
    fireEvent.click(byId('log-in'))
    const model = new SubscriptionSpec(true)
    model.pick(WEEKLY)
    model.slide('season')
    model.typeDuration(2)
    model.typeCount(3)
    expectShown(model)
    fireEvent.click(subscribe())
    model.clickSubscribe(0)
    expectShown(model)
  })

  it('another product type drops the restored product, and the page forgets the stored choice', () => {
    resetCallbacks()
    render(<Host initialProductId="p-team" initialChoice={{ durationunion: 'month', duration: 2, count: 5 }} />)
    fireEvent.click(byId('log-in'))
    const model = new SubscriptionSpec(true)
    model.chooseType(TEAM_OF_FIVE.type)
    model.pick(TEAM_OF_FIVE)
    model.typeDuration(2)
    expectShown(model)
    fireEvent.click(byId('buymenu-type-SummitLab'))
    model.chooseType('SummitLab')
    expectShown(model)
    expect(onChoiceDropped).toHaveBeenCalledTimes(1)
    fireEvent.click(subscribe())
    fireEvent.click(byId('buymenu-add-cart'))
    expect(onSubscribe).not.toHaveBeenCalled()
    expect(onAddToCart).not.toHaveBeenCalled()
  })

  it('a fixed count or duration wins over what was chosen before', () => {
    resetCallbacks()
    render(<Host initialProductId="p-course" initialChoice={{ durationunion: 'month', duration: 2, count: 3 }} />)
    const model = new SubscriptionSpec(false)
    model.chooseType(COURSE.type)
    model.pick(COURSE)
    model.slide('month')
    model.typeDuration(2)
    model.typeCount(3)
    expectShown(model)
  })
})

describe('BuyMenu add to cart', () => {
  afterEach(cleanup)

  it('adds what was chosen to the cart and shows the server message', async () => {
    resetCallbacks()
    render(<Host initialProductId="p-week" />)
    fireEvent.click(byId('log-in'))
    fireEvent.change(byId('buymenu-count'), { target: { value: '2' } })
    await act(async () => {
      fireEvent.click(byId('buymenu-add-cart'))
    })
    expect(onAddToCart).toHaveBeenCalledTimes(1)
    expect(onAddToCart.mock.calls[0][0]).toMatchObject({ id: 'p-week', durationunion: 'week', duration: 1, count: 2 })
    expect((await screen.findByTestId('shop-message')).textContent).toBe('添加成功')
  })

  // The server answers in zh-CN; the page says a known message in the reader's language (src/i18n/success-text.ts).
  it.each([
    ['en', 'Added successfully', 'The duration is fixed at 16 weeks for this product'],
    ['zh-TW', '新增成功', '該產品時長固定為 16 週'],
  ] as const)('%s: the server’s 添加成功 and a fixed duration read in the page’s language', async (language, added, fixed) => {
    resetCallbacks()
    await act(() => switchLanguage(language))
    try {
      render(<Host initialProductId="p-course" />)
      expect(screen.getByText(fixed)).toBeTruthy()
      fireEvent.click(byId('log-in'))
      await act(async () => {
        fireEvent.click(byId('buymenu-add-cart'))
      })
      expect((await screen.findByTestId('shop-message')).textContent).toBe(added)
    } finally {
      await act(() => i18n.changeLanguage('zh-CN'))
    }
  })

  it('logged out, add to cart asks for a login instead', () => {
    resetCallbacks()
    render(<Host initialProductId="p-week" />)
    fireEvent.click(byId('buymenu-add-cart'))
    expect(handed(onLoginRequired)).toEqual([{ id: 'p-week', durationunion: 'week', duration: 1, count: 1 }])
    expect(onAddToCart).not.toHaveBeenCalled()
  })
})

describe('the configurator machine on what the page never sends (storefront.md §4, §5)', () => {
  const calls: string[] = []
  const machine = subscriptionConfigMachine.provide({
    actions: { submit: () => void calls.push('submit'), requestLogin: () => void calls.push('requestLogin') },
  })
  const started = (input?: { loggedIn?: boolean }) => {
    calls.length = 0
    const actor = createActor(machine, { input }).start()
    actor.send({ type: 'product.pick', product: WEEKLY })
    return actor
  }

  it('a count or duration that is not a number becomes the minimum (count 1, duration 0)', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      const actor = started()
      actor.send({ type: 'count.change', count: 3 })
      actor.send({ type: 'duration.change', duration: 3 })
      actor.send({ type: 'count.change', count: value })
      actor.send({ type: 'duration.change', duration: value })
      const spec = new SubscriptionSpec()
      spec.pick(WEEKLY)
      spec.typeCount(1)
      spec.typeDuration(0)
      expect([actor.getSnapshot().context.count, actor.getSnapshot().context.duration], String(value)).toEqual([spec.count, spec.duration])
      actor.stop()
    }
  })

  it('with nothing chosen, neither the count nor the duration is fixed', () => {
    const spec = new SubscriptionSpec()
    expect([countLocked(null), durationLocked(null)]).toEqual([spec.countFixed() !== null, spec.durationFixed() !== null])
  })

  it('a slider that does not move keeps the duration', () => {
    const actor = started()
    actor.send({ type: 'duration.change', duration: 4 })
    actor.send({ type: 'unit.change', unit: 'week' })
    expect(actor.getSnapshot().context.duration).toBe(4)
    actor.stop()
  })

  it("lists the page's product's type from the start (no first render of another list), else the first line", () => {
    for (const [input, expected] of [
      [{ productType: 'SummitLab' }, 'SummitLab'],
      [{ loggedIn: true }, LINES[0]],
      [undefined, LINES[0]],
    ] as const) {
      const actor = createActor(machine, { input }).start()
      expect(actor.getSnapshot().context.productType, JSON.stringify(input)).toBe(expected)
      actor.stop()
    }
  })

  it('logged in from the start, subscribe hands over; otherwise it asks for a login', () => {
    for (const [input, expected] of [
      [{ loggedIn: true }, 'submit'],
      [{ loggedIn: false }, 'requestLogin'],
      [{}, 'requestLogin'],
      [undefined, 'requestLogin'],
    ] as const) {
      const actor = started(input)
      actor.send({ type: 'subscribe' })
      expect(calls, JSON.stringify(input)).toEqual([expected])
      actor.stop()
    }
  })
})
