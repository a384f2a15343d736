import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifyManager } from '@tanstack/react-query'
import { createActor, fromPromise, type EventObject } from 'xstate'
import { cartCheckoutMachine, type CartCheckoutInput, type CartHandoffItem } from '../../machines/cart-checkout'
import type { CartItem, CartItemInput } from '../../src/api/queries/cart-queries'
import { collectedPaths } from '../harness/collected-paths'
import { CoverageRecorder } from '../harness/coverage'
import { executeRecordedPath, testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import { machineShape, replayPath, type PathStep } from '../../tools/machine-model/paths'
import { CART_SAMPLES, cartScenarios, REMOVE_REFUSED, RESUMES } from './cart-checkout-paths'
import { CART, CartCheckoutSpec, FREE_LINE, PAID, RESTORE_FAILED, totalFen, UNKNOWN_LINE, type Where } from './cart-checkout-spec'
import { refusesPress } from '../support/refuses-press'

// The generated paths come from machines/cart-checkout.ts and run against what ships: the cart page
// (src/features/cart/cart-page.tsx, given the checkout feature's useCartCheckout as the /cart route does), the app's
// handoff provider and actor (src/features/checkout/cart-handoff/), real browser storage and a
// router; only the network (the cart calls) and the /paystep page (the wizard has its own suite) are stand-ins.
// What each step must show comes from CartCheckoutSpec (tests/machines/cart-checkout-spec.ts), not from the machine.

interface Pending {
  resolve: (value: string) => void
  reject: (error: unknown) => void
}

/** The cart calls' server: the cart, the calls it got, and the answers the path decides. */
class FakeCartServer {
  cart: CartItem[] = [...CART]
  readonly removeCalls: string[][] = []
  readonly createCalls: CartItemInput[] = []
  private pendingRemove: Pending | null = null
  private pendingCreate: Pending | null = null
  private acceptCreates = false

  batchRemove = (ids: readonly string[]): Promise<string> => {
    this.removeCalls.push([...ids])
    return new Promise((resolve, reject) => {
      this.pendingRemove = {
        resolve: (msg) => {
          this.cart = this.cart.filter((item) => !ids.includes(item.id))
          resolve(msg)
        },
        reject,
      }
    })
  }

  create = (body: CartItemInput): Promise<string> => {
    this.createCalls.push(body)
    const add = () => {
      const line = CART.find((item) => item.productid === body.productid && item.durationunion === body.durationunion)!
      this.cart.push({ ...line, number: body.number, duration: body.duration })
    }
    if (this.acceptCreates) {
      add()
      return Promise.resolve('添加成功')
    }
    return new Promise((resolve, reject) => {
      this.pendingCreate = {
        resolve: (msg) => {
          add()
          resolve(msg)
        },
        reject,
      }
    })
  }

  answerRemove(error?: unknown): void {
    const pending = this.pendingRemove
    if (!pending) throw new Error('no batch remove call is waiting')
    this.pendingRemove = null
    if (error === undefined) pending.resolve('删除成功')
    else pending.reject(error)
  }

  /** Answers the waiting create call; a success answers the following ones of the same put-back at once. */
  answerCreate(error?: unknown): void {
    const pending = this.pendingCreate
    if (!pending) throw new Error('no create call is waiting')
    this.pendingCreate = null
    if (error === undefined) {
      this.acceptCreates = true
      pending.resolve('添加成功')
    } else pending.reject(error)
  }

  endOfPutBack(): void {
    this.acceptCreates = false
  }
}

let server = new FakeCartServer()

vi.mock('../../src/api/queries/cart-queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/api/queries/cart-queries')>()
  const { queryOptions } = await import('@tanstack/react-query')
  return {
    ...original,
    cartListOptions: () => queryOptions({ queryKey: original.cartKeys.list(), queryFn: async () => [...server.cart] }),
    batchRemoveCartItems: (ids: readonly string[]) => server.batchRemove(ids),
    createCartItem: (body: CartItemInput) => server.create(body),
  }
})

const sessionSends: string[] = []
let navigate: (to: Where) => Promise<void> = async () => {}
let currentPath: () => string = () => ''

const HANDOFF_KEY = 'summit_checkout.cart'

/** Loads the app's modules afresh (the handoff actor is one per page load) and renders /cart or /paystep. */
async function renderApp(start: { where: Where; kept: CartItem[] | null }): Promise<void> {
  vi.resetModules()
  localStorage.clear()
  if (start.kept) localStorage.setItem(HANDOFF_KEY, JSON.stringify({ type: 'Object', value: { source: 'cart', items: start.kept } }))
  window.history.replaceState(null, '', `/pc${start.where}`)
  const [
    React,
    router,
    query,
    chakra,
    { appSystem },
    { i18n, loadLanguageTexts },
    session,
    checkout,
    { CartPage },
    { itemsFromCart },
    { useCartCheckout },
    { ShopMessages },
  ] = await Promise.all([
    import('react'),
    import('@tanstack/react-router'),
    import('@tanstack/react-query'),
    import('@chakra-ui/react'),
    import('../../src/theme/app-system'),
    import('../../src/i18n/i18n'),
    import('../../src/session/session-context'),
    import('../../src/features/checkout/cart-handoff/cart-checkout-context'),
    import('../../src/features/cart/cart-page'),
    import('../../src/features/checkout/paystep/paystep-items'),
    import('../../src/features/checkout/cart-handoff/use-cart-checkout'),
    import('../../src/components/shop-message'),
    // In the module cache before the provider asks for it, so the handoff actor starts within the first render.
    import('../../src/features/checkout/cart-handoff/cart-checkout-actor'),
    // The message region's lazy chunk, likewise: a message then shows within settle().
    import('../../src/components/shop-toaster'),
  ])
  await loadLanguageTexts('zh-CN')
  await i18n.changeLanguage('zh-CN')
  const fakeSession = { send: (event: { type: string }) => sessionSends.push(event.type) } as unknown as Parameters<
    typeof session.SessionProvider
  >[0]['actor']

  /** /paystep stand-in: the lines the wizard starts with (decided once, as PaystepPage does); the order is created. */
  function PaystepStandIn(): React.JSX.Element {
    const actor = checkout.useCartCheckoutActor()
    return actor ? <PaystepLines actor={actor} /> : <p data-testid="paystep-loading" />
  }
  function PaystepLines({ actor }: { actor: NonNullable<ReturnType<typeof checkout.useCartCheckoutActor>> }): React.JSX.Element {
    const [lines] = React.useState(() => itemsFromCart(actor.getSnapshot().context.handoff?.items ?? []))
    return (
      <section data-testid="paystep">
        <ul>
          {lines.map((line) => (
            <li key={line.cartitemid} data-testid="paystep-line">
              {line.cartitemid}
            </li>
          ))}
        </ul>
        <button
          data-testid="order-created"
          onClick={() => {
            // As PaystepWizard does once the order exists.
            if (actor.getSnapshot().matches('inWizard')) actor.send({ type: 'order.created' })
          }}
        />
      </section>
    )
  }

  const root = router.createRootRoute({
    component: () => (
      <session.SessionProvider actor={fakeSession}>
        <checkout.CartCheckoutProvider>
          <router.Outlet />
        </checkout.CartCheckoutProvider>
      </session.SessionProvider>
    ),
  })
  const routes = [
    router.createRoute({
      getParentRoute: () => root,
      path: '/cart',
      component: function CartRoute() {
        return <CartPage checkout={useCartCheckout()} />
      },
    }),
    router.createRoute({ getParentRoute: () => root, path: '/paystep', component: PaystepStandIn }),
    router.createRoute({ getParentRoute: () => root, path: '/Buy', component: () => <p /> }),
  ]
  const app = router.createRouter({
    routeTree: root.addChildren(routes),
    history: router.createMemoryHistory({ initialEntries: [start.where === '/paystep' ? '/paystep?source=cart' : start.where] }),
  })
  const queryClient = new query.QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(['cart', 'list'], [...server.cart])
  navigate = async (to) => {
    await app.navigate({ to })
  }
  currentPath = () => app.state.location.pathname
  await act(async () => {
    render(
      <chakra.ChakraProvider value={appSystem}>
        <query.QueryClientProvider client={queryClient}>
          <router.RouterProvider router={app} />
          <ShopMessages />
        </query.QueryClientProvider>
      </chakra.ChakraProvider>,
    )
    await app.load()
  })
  await settle()
}

// React Query notifies on a timer by default; the paths run on fake timers, so notify on a microtask instead.
notifyManager.setScheduler((callback) => void Promise.resolve().then(callback))

// Captured before any test fakes the timers: settling waits for real module loads and I/O.
const realSetImmediate = globalThis.setImmediate

/** Lets the lazy handoff actor, the router and the cart list catch up (real microtasks and module loads). */
async function settle(): Promise<void> {
  for (let round = 0; round < 4; round++) {
    await act(async () => {
      for (let i = 0; i < 20; i++) await Promise.resolve()
      await new Promise((resolve) => realSetImmediate(resolve))
    })
  }
}

const kept = (): CartItem[] | null => {
  const raw = localStorage.getItem(HANDOFF_KEY)
  if (raw === null) return null
  const value = (JSON.parse(raw) as { value: { source: string; items: CartItem[] } }).value
  expect(value.source, 'the kept handoff comes from the cart').toBe('cart')
  return value.items
}
const asInput = (item: CartItem): CartItemInput => ({
  productid: item.productid,
  producttype: item.producttype,
  productname: item.productname,
  number: item.number,
  duration: item.duration,
  durationunion: item.durationunion,
})
const ids = (items: readonly CartItem[] | null): string[] | null => items?.map((item) => item.id) ?? null

/** What the user must see now, and what the app must have done, per the specification model. */
function expectShown(spec: CartCheckoutSpec): void {
  expect(currentPath(), 'where the customer is').toBe(spec.where)
  const notice = screen.queryByTestId('cart-restore-failed')
  if (spec.phase === 'restoreFailed') {
    expect(within(notice!).getByTestId('cart-restore-failed-text').textContent).toBe(`${RESTORE_FAILED}${spec.restoreError}`)
    expect(within(notice!).getByTestId<HTMLButtonElement>('cart-restore-retry').disabled).toBe(false)
  } else expect(notice, 'no put-back failure shown').toBeNull()
  if (spec.where === '/cart') {
    const rows = screen.queryAllByTestId('cart-row')
    expect(
      rows.map((row) => row.dataset.id),
      'the cart lines',
    ).toEqual(spec.cart.map((item) => item.id))
    expect(
      rows.filter((row) => row.dataset.ticked === 'true').map((row) => row.dataset.id),
      'selected lines',
    ).toEqual(spec.cart.filter((item) => spec.selected.has(item.id)).map((item) => item.id))
    if (spec.cart.length > 0) {
      expect(screen.getByTestId<HTMLButtonElement>('cart-checkout').disabled, 'checkout disabled').toBe(!spec.checkoutEnabled())
      expect(refusesPress(screen.getByTestId('cart-batch-delete')), 'busy while removing').toBe(spec.phase === 'removing')
    }
    const message = screen.queryByTestId('shop-message')
    expect(message?.textContent ?? null, 'the message').toBe(spec.message?.text ?? null)
    expect(message?.dataset.status ?? null).toBe(spec.message?.status ?? null)
  } else {
    const lines = screen.queryAllByTestId('paystep-line').map((line) => line.textContent)
    expect(lines, 'the lines the wizard received').toEqual(ids(spec.wizardItems) ?? [])
  }
  expect(ids(kept()), 'the handoff kept for a reload').toEqual(ids(spec.kept))
  if (spec.kept) expect(kept()).toEqual(spec.kept)
  expect(server.removeCalls, 'batch remove calls').toEqual(spec.removeCalls)
  expect(server.createCalls, 'create calls putting lines back').toEqual(spec.createCalls.map(asInput))
  expect(
    sessionSends.filter((type) => type === 'cart.refresh'),
    'cart count refreshes',
  ).toHaveLength(spec.refreshes)
}

async function setSelection(wanted: readonly string[]): Promise<void> {
  for (const row of screen.queryAllByTestId('cart-row')) {
    const on = wanted.includes(row.dataset.id!)
    if ((row.dataset.ticked === 'true') !== on) {
      await act(async () => {
        fireEvent.click(within(row).getByRole('checkbox'))
      })
      expect(row.dataset.ticked, `line ${row.dataset.id} (un)selected`).toBe(String(on))
    }
  }
}

let spec = new CartCheckoutSpec(CART, { where: '/cart', kept: null })
let seen = 0

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error))

function specFor(ctx: HarnessContext): CartCheckoutSpec {
  for (const step of ctx.stepsSoFar.slice(seen)) applyStep(spec, step)
  seen = ctx.stepsSoFar.length
  return spec
}

function applyStep(model: CartCheckoutSpec, step: PathStep): void {
  const event = step.event as EventObject & { items?: CartItem[]; error?: unknown }
  switch (event.type) {
    case 'checkout.start':
      model.goTo('/cart')
      model.select(ids(event.items ?? [])!)
      return model.clickCheckout()
    case 'order.created':
      return model.orderCreated()
    case 'wizard.leave':
      return model.goTo('/cart')
    case 'restore.retry':
      return model.retry()
    case 'xstate.done.actor.removeFromCart':
      return model.removeAnswered(true)
    case 'xstate.error.actor.removeFromCart':
      return model.removeAnswered(false, errorMessage(event.error))
    case 'xstate.done.actor.restoreToCart':
      return model.restoreAnswered(true)
    case 'xstate.error.actor.restoreToCart':
      return model.restoreAnswered(false, errorMessage(event.error))
  }
}

const startOf = (input: CartCheckoutInput): { where: Where; kept: CartItem[] | null } => ({
  where: input.where === 'paystep' ? '/paystep' : '/cart',
  kept: (input.handoff?.items as CartItem[] | undefined) ?? null,
})

function adapterFor(input: CartCheckoutInput): MachineAdapter<typeof cartCheckoutMachine> {
  return {
    input,
    samples: CART_SAMPLES,
    render: async () => {
      server = new FakeCartServer()
      // A kept handoff's lines left the cart when it was made.
      const gone = new Set(input.handoff?.items.map((item) => item.id))
      server.cart = CART.filter((item) => !gone.has(item.id))
      sessionSends.length = 0
      spec = new CartCheckoutSpec(server.cart, startOf(input))
      seen = 0
      vi.useRealTimers()
      await renderApp(startOf(input))
      vi.useFakeTimers()
    },
    // Selecting lines must render before the checkout click reads them: each part is its own act().
    eventsInAct: false,
    events: {
      'checkout.start': async (event) => {
        if (currentPath() !== '/cart') {
          await act(() => navigate('/cart'))
          await settle()
        }
        await setSelection(event.items.map((item) => item.id))
        await act(async () => {
          fireEvent.click(screen.getByTestId('cart-checkout'))
        })
        await settle()
      },
      'order.created': async () => {
        await act(async () => {
          fireEvent.click(screen.getByTestId('order-created'))
        })
      },
      'wizard.leave': async () => {
        await act(() => navigate('/cart'))
        await settle()
      },
      'restore.retry': async () => {
        await act(async () => {
          fireEvent.click(screen.getByTestId('cart-restore-retry'))
        })
        await settle()
      },
    },
    settle: {
      removeFromCart: {
        done: async () => {
          server.answerRemove()
          await settle()
        },
        error: async (error) => {
          server.answerRemove(error)
          await settle()
        },
      },
      restoreToCart: {
        done: async () => {
          server.answerCreate()
          await settle()
          server.endOfPutBack()
        },
        error: async (error) => {
          server.answerCreate(error)
          await settle()
        },
      },
    },
    // Every state is judged by the specification alone.
    states: { '*': (ctx) => expectShown(specFor(ctx)) },
  }
}

const recorder = new CoverageRecorder(cartCheckoutMachine)
const shape = machineShape(cartCheckoutMachine)

describe('cart checkout started with a kept handoff', () => {
  for (const [input, events] of RESUMES) {
    for (const path of collectedPaths(input.where, () => [replayPath(shape, events, input)]))
      it(`${input.where}: ${path.description}`, () => executeRecordedPath(cartCheckoutMachine, adapterFor(input), path, recorder))
  }
})

testMachinePaths({
  machine: cartCheckoutMachine,
  adapter: adapterFor({ where: 'elsewhere', handoff: null }),
  recorder,
  scenarios: cartScenarios(),
})

/** Opens /paystep?source=cart by hand (a bookmark, the address bar): the lines the wizard would start with. */
async function openPaystepByHand(): Promise<string[]> {
  await act(() => navigate('/paystep'))
  await settle()
  return screen.queryAllByTestId('paystep-line').map((line) => line.textContent ?? '')
}

async function checkoutPaid(): Promise<void> {
  await setSelection(PAID.map((item) => item.id))
  await act(async () => {
    fireEvent.click(screen.getByTestId('cart-checkout'))
  })
  await settle()
}

describe('what the wizard is handed after the checkout is over (hand-written)', () => {
  const fresh = async (): Promise<void> => {
    server = new FakeCartServer()
    sessionSends.length = 0
    await renderApp({ where: '/cart', kept: null })
  }
  afterEach(() => {
    cleanup()
    localStorage.clear()
  })

  it('after a refused removal the lines stay in the cart and a wizard opened by hand gets none', async () => {
    await fresh()
    await checkoutPaid()
    await act(async () => server.answerRemove(REMOVE_REFUSED))
    await settle()
    expect(screen.getByTestId('shop-message').textContent).toBe('无权操作其他用户的数据')
    expect(await openPaystepByHand()).toEqual([])
    expect(kept()).toBeNull()
  })

  it('once the order exists the next visit of the wizard gets no cart lines', async () => {
    await fresh()
    await checkoutPaid()
    await act(async () => server.answerRemove())
    await settle()
    await act(async () => fireEvent.click(screen.getByTestId('order-created')))
    await act(() => navigate('/cart'))
    await settle()
    expect(await openPaystepByHand()).toEqual([])
    expect(server.createCalls).toEqual([])
  })

  it('once the lines are back in the cart the next visit of the wizard gets none', async () => {
    await fresh()
    await checkoutPaid()
    await act(async () => server.answerRemove())
    await settle()
    await act(() => navigate('/cart'))
    await settle()
    await act(async () => server.answerCreate())
    await settle()
    server.endOfPutBack()
    expect(screen.queryAllByTestId('cart-row').map((row) => row.dataset.id)).toEqual(['c3', 'c4', 'c1', 'c2'])
    expect(await openPaystepByHand()).toEqual([])
  })
})

describe('the cart checkout machine refuses what the cart page never sends (storefront.md §4, §5)', () => {
  const provided = cartCheckoutMachine.provide({
    actors: {
      removeFromCart: fromPromise<unknown, { ids: string[] }>(() => new Promise(() => {})),
      restoreToCart: fromPromise<unknown, { items: CartHandoffItem[] }>(() => new Promise(() => {})),
    },
  })
  it('a checkout whose total is 0 or less, or unknown, takes nothing out of the cart', () => {
    for (const items of [[FREE_LINE], [UNKNOWN_LINE], [FREE_LINE, UNKNOWN_LINE]]) {
      const actor = createActor(provided, { input: { where: 'elsewhere', handoff: null } }).start()
      actor.send({ type: 'checkout.start', items, totalFen: totalFen(items) })
      expect(actor.getSnapshot().matches('removing'), JSON.stringify(totalFen(items))).toBe(false)
      actor.send({ type: 'checkout.start', items: PAID, totalFen: -1 })
      expect(actor.getSnapshot().matches('removing')).toBe(false)
      actor.send({ type: 'checkout.start', items: PAID, totalFen: totalFen(PAID) })
      expect(actor.getSnapshot().matches('removing')).toBe(true)
      actor.stop()
    }
  })
})
