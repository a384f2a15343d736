// /paystep?order=<id> ('continue paying' of a pending order) rendered through the real route options (loader,
// pending and error components) with the server answers stubbed at the API client: an unpaid order opens the wizard
// at step 2 with the server's order and lines and asks its QR; a paid one shows 'already paid' and never asks a QR;
// a closed one shows the closed message and leads back to the pending orders; an id the server refuses (another
// customer's, unknown) or one that is not an id shows a message and never the wizard. A stored wizard of another
// purchase is left as it was.
import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ORDER_CLOSED_CODE, ORDER_CLOSED_MSG } from '../../domain/limits'
import { api } from '../../src/api/client'
import type { OrderDetail, OrderLine } from '../../src/api/queries/order-detail-queries'
import { CHECKOUT_WIZARD_KEY } from '../../src/features/checkout/checkout-keys'
import { i18n } from '../../src/i18n/i18n'
import { Route as PaystepRoute } from '../../src/routes/_loggedIn/paystep'
import { parseSearch, stringifySearch } from '../../src/router/search-serialization'
import { storage } from '../../src/storage/storage'
import { appSystem } from '../../src/theme/app-system'

// Only the hook is replaced; the session's pure rules (profileIdOf) stay the real ones.
vi.mock('../../src/session/use-session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/session/use-session')>()),
  useSession: () => ({ hasSession: true, isLoggedIn: true, user: { id: 'u1', phonenum: '13800138000' } }),
}))
vi.mock('../../src/features/checkout/cart-handoff/cart-checkout-context', async () => {
  const { createActor: actorOf } = await import('xstate')
  const { cartCheckoutMachine: machine } = await import('../../machines/cart-checkout')
  const actor = actorOf(machine, { input: { where: 'paystep', handoff: null } }).start()
  return { useCartCheckoutActor: () => actor }
})

const ORDER: OrderDetail = {
  id: 'ord_42',
  ordernum: 'SO202611240042',
  ordername: 'SummitMap-订阅',
  paymentstate: 0,
  paymentamount: 169.15,
}
const LINES: OrderLine[] = [
  {
    id: 'l1',
    productid: 'p-map',
    productname: 'SummitMap 标准版',
    producttype: 'SummitMap',
    duration: 1,
    durationunion: 'week',
    number: 1,
    ordercode: ORDER.ordernum,
    weekprice: 199,
  },
]
const QR_CONTENT = 'http://localhost/api/sandbox/pay/checkout?trade=SO202611240042-2'

type Answer = { code: number; msg?: string; data: unknown }
/** What the stubbed server answers per path (the envelope; HTTP status = code unless 200). */
let answers: Record<string, Answer>
let calls: Array<{ method: string; path: string; body?: unknown; params?: unknown }>

function reply(path: string): { data?: Answer; error?: Answer; response: Response } {
  const answer = answers[path] ?? { code: 404, msg: 'not stubbed', data: null }
  const status = answer.code === 200 ? 200 : answer.code
  return answer.code === 200
    ? { data: answer, response: new Response(null, { status }) }
    : { error: answer, response: new Response(null, { status }) }
}

beforeEach(() => {
  calls = []
  answers = {
    '/api/business/C_orderManage/detail/{id}': { code: 200, data: ORDER },
    '/api/business/C_orderDetail/getList': { code: 200, data: { list: LINES, pagination: { total: 1, currentPage: 1, pageSize: 10 } } },
    '/api/pay/wx/createQrCode': {
      code: 200,
      data: {
        qrContent: QR_CONTENT,
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
        remainingMs: 600_000,
        ordernum: ORDER.ordernum,
        outTradeNo: 't2',
      },
    },
    '/api/business/C_orderManage/status/{id}': { code: 200, data: { id: ORDER.id, paymentstate: 0 } },
  }
  vi.spyOn(api, 'GET').mockImplementation((async (path: string, init?: { params?: unknown }) => {
    calls.push({ method: 'GET', path, params: init?.params })
    return reply(path)
  }) as never)
  vi.spyOn(api, 'POST').mockImplementation((async (path: string, init?: { body?: unknown }) => {
    calls.push({ method: 'POST', path, body: init?.body })
    return reply(path)
  }) as never)
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

let router: ReturnType<typeof makeRouter>
let queryClient: QueryClient

function makeRouter(url: string) {
  const root = createRootRoute({ component: () => <Outlet /> })
  const loggedIn = createRoute({ getParentRoute: () => root, id: '_loggedIn' })
  const { validateSearch, loaderDeps, loader, pendingComponent, errorComponent, component } = PaystepRoute.options
  const paystep = createRoute({
    getParentRoute: () => loggedIn,
    path: 'paystep',
    validateSearch,
    loaderDeps,
    loader,
    pendingComponent,
    errorComponent,
    component,
  } as never)
  const centre = createRoute({ getParentRoute: () => loggedIn, path: 'PersonalCenter', component: () => <p data-testid="centre" /> })
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return createRouter({
    routeTree: root.addChildren([loggedIn.addChildren([paystep, centre])]),
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch,
    stringifySearch,
    context: { queryClient, session: undefined as never },
  })
}

async function open(url: string): Promise<void> {
  await i18n.changeLanguage('zh-CN')
  router = makeRouter(url)
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={appSystem}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ChakraProvider>
      </I18nextProvider>,
    )
    await router.load()
  })
}

const called = (path: string) => calls.filter((call) => call.path === path)

describe("/paystep?order=<id> ('continue paying' of a pending order)", () => {
  it('an unpaid order: the wizard at step 2 with the server’s number, name, amount and lines, and its QR', async () => {
    const other = { version: 2, owner: 'u1', snapshot: { status: 'active', value: 'fillInfo', context: { order: { id: 'other' } } } }
    storage.set(CHECKOUT_WIZARD_KEY, other)
    await open(`/paystep?order=${ORDER.id}`)
    const wizard = await screen.findByTestId('paystep-wizard')
    expect(wizard.dataset.step).toBe('2')
    await screen.findByTestId('paystep-qr')
    expect(screen.getByTestId('paystep-ordernum').textContent).toBe(ORDER.ordernum)
    expect(screen.getByTestId('paystep-ordername').textContent).toBe(ORDER.ordername)
    expect(screen.getByTestId('paystep-amount').textContent).toBe('169.15')
    expect(screen.getByTestId('paystep-qr').dataset.qrContent).toBe(QR_CONTENT)
    const lines = screen.getAllByTestId('paystep-reopened-line')
    expect(lines.map((line) => line.textContent)).toEqual(['SummitMap 标准版1 周1'])
    expect(called('/api/business/C_orderManage/detail/{id}').map((call) => call.params)).toEqual([{ path: { id: ORDER.id } }])
    expect(called('/api/business/C_orderDetail/getList').map((call) => call.body)).toEqual([{ ordercode: ORDER.ordernum }])
    expect(called('/api/pay/wx/createQrCode').map((call) => call.body)).toEqual([
      { orderNum: ORDER.ordernum, price: ORDER.paymentamount, title: ORDER.ordername },
    ])
    expect(called('/api/business/C_orderManage').length).toBe(0)
    // Back leads to the pending orders; the stored wizard of another purchase is untouched.
    expect(screen.getByTestId('paystep-back').textContent).toBe('返回待支付订单')
    await act(async () => {
      fireEvent.click(screen.getByTestId('paystep-back'))
      await router.load()
    })
    expect(router.state.location.pathname).toBe('/PersonalCenter')
    expect(router.state.location.search).toEqual({ value: '0', tab: 'pending' })
    expect(storage.get(CHECKOUT_WIZARD_KEY)).toEqual(other)
    expect(document.title).toContain('支付流程')
  })

  it('a paid order: "already paid", a link to the paid orders, never a QR', async () => {
    answers['/api/business/C_orderManage/detail/{id}'] = { code: 200, data: { ...ORDER, paymentstate: 1 } }
    await open(`/paystep?order=${ORDER.id}`)
    const paid = await screen.findByTestId('paystep-already-paid')
    expect(within(paid).getByTestId('paystep-already-paid-text').textContent).toBe('该订单已支付，无需重复支付')
    expect(within(paid).getByTestId('paystep-already-paid-ordernum').textContent).toBe(ORDER.ordernum)
    const link = within(paid).getByTestId('paystep-to-paid-orders')
    expect(link.getAttribute('href')).toBe('/PersonalCenter?value=0')
    expect(screen.queryByTestId('paystep-wizard')).toBeNull()
    expect(called('/api/pay/wx/createQrCode')).toEqual([])
  })

  it('an order the server closed: its message and the way back to the pending orders', async () => {
    answers['/api/business/C_orderManage/detail/{id}'] = { code: 200, data: { ...ORDER, paymentstate: 2 } }
    answers['/api/pay/wx/createQrCode'] = { code: ORDER_CLOSED_CODE, msg: ORDER_CLOSED_MSG, data: null }
    await open(`/paystep?order=${ORDER.id}`)
    const closed = await screen.findByTestId('paystep-closed')
    expect(closed.textContent).toContain('该订单已关闭')
    expect(within(closed).getByTestId('paystep-closed-message').textContent).toBe(ORDER_CLOSED_MSG)
    const button = within(closed).getByTestId('paystep-restart')
    expect(button.textContent).toBe('返回待支付订单')
    await act(async () => {
      fireEvent.click(button)
      await router.load()
    })
    expect(router.state.location.pathname).toBe('/PersonalCenter')
    expect(router.state.location.search).toEqual({ value: '0', tab: 'pending' })
    expect(called('/api/business/C_orderManage').length).toBe(0)
  })

  for (const code of [403, 404]) {
    it(`an order the server refuses (${code}: another customer's or unknown): a message, never the wizard`, async () => {
      answers['/api/business/C_orderManage/detail/{id}'] = { code, msg: code === 403 ? '无权访问' : '订单不存在', data: null }
      await open(`/paystep?order=${ORDER.id}`)
      const refused = await screen.findByTestId('paystep-reopened-refused')
      expect(within(refused).getByRole('alert').textContent).toBe('未找到该订单，或该订单不属于当前账号')
      expect(screen.queryByTestId('paystep-wizard')).toBeNull()
      expect(called('/api/business/C_orderDetail/getList')).toEqual([])
      expect(called('/api/pay/wx/createQrCode')).toEqual([])
    })
  }

  it('a failed load (not a refusal): the message and a retry that loads the order again', async () => {
    answers['/api/business/C_orderManage/detail/{id}'] = { code: 500, msg: '服务器繁忙', data: null }
    await open(`/paystep?order=${ORDER.id}`)
    const failed = await screen.findByTestId('paystep-reopened-refused')
    expect(within(failed).getByRole('alert').textContent).toBe('订单加载失败: 服务器繁忙')
    answers['/api/business/C_orderManage/detail/{id}'] = { code: 200, data: ORDER }
    await act(async () => {
      fireEvent.click(screen.getByTestId('paystep-reopened-retry'))
      await router.load()
    })
    expect((await screen.findByTestId('paystep-wizard')).dataset.step).toBe('2')
  })

  for (const id of ['a b', 'x'.repeat(65), '../orders']) {
    it(`an order id that is not an id (${JSON.stringify(id).slice(0, 20)}): a message, and nothing asked of the server`, async () => {
      await open(`/paystep?order=${encodeURIComponent(id)}`)
      const refused = await screen.findByTestId('paystep-reopened-refused')
      expect(within(refused).getByRole('alert').textContent).toBe('未找到该订单，或该订单不属于当前账号')
      expect(calls).toEqual([])
    })
  }
})
