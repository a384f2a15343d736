// The phone's /create (issue 20) against a stand-in server: the licence creation machine given the QR code's machine
// code: nothing ticked says '请选择数据'; a line whose product already has a valid licence on this machine cannot be
// ticked and says why; a refusal shows the server's msg and keeps the tick; one tick → makelicense with that machine,
// two → mutiBatchCreate; 'back' leads to /apply with the machine code. Axe finds nothing.
import { QueryClient, queryOptions } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../domain/api-error'
import type { Licence, OrderWithLines } from '../../src/api/queries/licence-queries'
import { PhoneLicenceCreation } from '../../src/features/licence-application/phone-licence-creation'
import { parseSearch, stringifySearch } from '../../src/router/search-serialization'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

const server = vi.hoisted(() => ({
  held: vi.fn<() => Promise<unknown>>(),
  orders: vi.fn<(userid: string) => Promise<unknown>>(),
  make: vi.fn<(body: unknown) => Promise<{ msg: string }>>(),
  batch: vi.fn<(bodies: unknown) => Promise<{ msg: string }>>(),
}))

vi.mock('../../src/api/queries/licence-queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/api/queries/licence-queries')>()
  const { licenceKeys } = original
  return {
    ...original,
    heldLicencesOptions: () => queryOptions({ queryKey: licenceKeys.held(), staleTime: 0, queryFn: () => server.held() as never }),
    licensableOrdersOptions: (userid: string) =>
      queryOptions({ queryKey: licenceKeys.licensable(userid), staleTime: 0, queryFn: () => server.orders(userid) as never }),
  }
})
vi.mock('../../src/api/queries/licence-calls', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/queries/licence-calls')>()),
  makeLicence: server.make,
  batchMakeLicences: server.batch,
}))

const MACHINE = 'PC-7F3A'

const line = (id: string, productid: string, productname: string) => ({
  id,
  productid,
  productname,
  producttype: 'SummitMap',
  featureid: null,
  duration: 1,
  durationunion: 'week',
  ordercode: 'SO-1',
  number: 1,
  licensestate: 1,
})

const ORDERS = [
  {
    id: 'order-1',
    ordernum: 'SO-1',
    purchasemethod: 'online',
    paymentstate: 1,
    orderdetaillist: [
      line('line-map', 'prod-map-standard', 'SummitMap 标准版'),
      line('line-solid', 'prod-solid-pro', 'SummitSolid 专业版'),
      line('line-held', 'prod-map-pro', 'SummitMap 专业版'),
    ],
  },
] as unknown as OrderWithLines[]

const HELD: Licence[] = [{ id: 'lic-1', machinecode: MACHINE, productid: 'prod-map-pro', state: 1 }]

beforeEach(() => {
  server.orders.mockResolvedValue(ORDERS)
  server.held.mockResolvedValue(HELD)
})
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

async function renderCreation() {
  const root = createRootRoute()
  const create = createRoute({ getParentRoute: () => root, path: '/create', component: () => <PhoneLicenceCreation machine={MACHINE} /> })
  const apply = createRoute({ getParentRoute: () => root, path: '/apply', component: () => <p>apply page</p> })
  const router = createRouter({
    routeTree: root.addChildren([create, apply]),
    history: createMemoryHistory({ initialEntries: [`/create?machine=${MACHINE}`] }),
    parseSearch,
    stringifySearch,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const harness = await renderWithApp(<RouterProvider router={router} />, queryClient)
  await waitFor(() => expect(screen.getAllByTestId('phone-licence-line')).toHaveLength(3))
  return { ...harness, router }
}

const lineOf = (id: string) => screen.getAllByTestId('phone-licence-line').find((each) => each.dataset.line === id)!
const tick = (id: string) => within(lineOf(id)).getByTestId('phone-licence-tick') as HTMLInputElement
const state = () => screen.getByTestId('phone-licence-creation').dataset.state

describe('PhoneLicenceCreation (/create on a phone)', () => {
  it('refuses creating with nothing ticked, and a product already licensed on this machine cannot be ticked', async () => {
    await renderCreation()
    fireEvent.click(screen.getByTestId('phone-licence-submit'))
    // Waited for: under a loaded CI the message once came a render after the click.
    await waitFor(() => expect(screen.getByTestId('phone-licence-message').textContent).toBe('请选择数据'))
    expect(tick('line-held').disabled).toBe(true)
    const reason = document.getElementById(tick('line-held').getAttribute('aria-describedby')!)
    expect(reason?.textContent).toBe('您已选择相同产品或已生成有效许可证，请选择其他产品')
    expect(tick('line-map').disabled).toBe(false)
    const result = await axe.run(document.body, { rules: { region: { enabled: false } } })
    expect(result.violations.map((violation) => violation.id)).toEqual([])
  })

  it('one tick → the warning → makelicense for the machine; a refusal shows the msg and keeps the tick', async () => {
    server.make.mockRejectedValueOnce(new ApiError(400, '订单已失效'))
    await renderCreation()
    fireEvent.click(tick('line-map'))
    await waitFor(() => expect(tick('line-map').checked).toBe(true))
    fireEvent.click(screen.getByTestId('phone-licence-submit'))
    expect(screen.getByTestId('phone-licence-warning')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByTestId('phone-licence-accept')))
    await waitFor(() => expect(screen.getByTestId('phone-licence-message').textContent).toBe('订单已失效'))
    expect(server.make).toHaveBeenCalledWith(expect.objectContaining({ machinecode: MACHINE, orderdetailproductid: 'line-map' }))
    expect(tick('line-map').checked).toBe(true)

    server.make.mockResolvedValueOnce({ msg: '许可证生成成功' })
    fireEvent.click(screen.getByTestId('phone-licence-submit'))
    await act(async () => fireEvent.click(screen.getByTestId('phone-licence-accept')))
    await waitFor(() => expect(screen.getByTestId('phone-licence-success').textContent).toBe('许可证生成成功'))
    expect(state()).toBe('created')
    expect(server.batch).not.toHaveBeenCalled()
  })

  it('two ticks → mutiBatchCreate with both for the machine; cancelling the warning says 已取消', async () => {
    server.batch.mockResolvedValueOnce({ msg: '批量生成成功' })
    await renderCreation()
    fireEvent.click(tick('line-map'))
    fireEvent.click(tick('line-solid'))
    await waitFor(() => expect(tick('line-solid').checked).toBe(true))
    fireEvent.click(screen.getByTestId('phone-licence-submit'))
    fireEvent.click(screen.getByTestId('phone-licence-cancel'))
    expect(screen.getByTestId('phone-licence-message').textContent).toBe('已取消')
    fireEvent.click(screen.getByTestId('phone-licence-submit'))
    await act(async () => fireEvent.click(screen.getByTestId('phone-licence-accept')))
    await waitFor(() => expect(screen.getByTestId('phone-licence-success').textContent).toBe('批量生成成功'))
    const bodies = server.batch.mock.calls[0]![0] as Array<{ machinecode: string; orderdetailproductid: string }>
    expect(bodies.map((body) => [body.machinecode, body.orderdetailproductid])).toEqual([
      [MACHINE, 'line-map'],
      [MACHINE, 'line-solid'],
    ])
  })

  it("'back' leads to /apply with the machine code", async () => {
    const { router } = await renderCreation()
    await act(async () => fireEvent.click(screen.getByTestId('phone-licence-back')))
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply'))
    expect(router.state.location.search).toEqual({ machine: MACHINE })
  })
})
