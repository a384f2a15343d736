// The reseller dashboard's client rules (src/features/retailer/) against a stand-in server of 25 coded orders: the
// URL search (validateRetailerSearch, an impossible day dropped), the filter form refusing a reversed date range with
// its message, the show-all button of an empty filtered page, the page control reaching page 2, the export reading the
// applied filter, and the reseller's own phone in the details.
import { QueryClient, queryOptions } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIST_SEARCH_MAX_LENGTH, RETAILER_ORDER_PAGE_SIZE } from '../../domain/limits'
import type { RetailerDetail, RetailerOrderFilter, RetailerOrderRow } from '../../src/api/queries/retailer-queries'
import { RetailerOrders } from '../../src/features/retailer/retailer-orders'
import { filterOfSearch, validateRetailerSearch } from '../../src/features/retailer/retailer-search'
import { RetailerSummary } from '../../src/features/retailer/retailer-summary'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

const EMPTY: RetailerOrderFilter = { ordernum: '', startDate: '', endDate: '' }

/** 25 paid coded orders, newest first, 594.15 each. */
const ROWS: RetailerOrderRow[] = Array.from({ length: 25 }, (_, index) => ({
  id: `o${index + 1}`,
  ordernum: `SO2026030100${String(index + 1).padStart(2, '0')}`,
  ordername: `订单 ${index + 1}`,
  username: '张三',
  phone: '138****0001',
  company: '甲测绘',
  products: 'SummitMap 标准版',
  quantity: 1,
  paymentamount: 594.15,
  paidtime: '2026-03-01T02:00:00.000Z',
}))

const DETAIL: RetailerDetail = {
  id: 'retailer-demo',
  retailername: '王经理',
  companyname: '测绘之星科技有限公司',
  phonenumber: '13900000001',
  retailcode: 'SUMMIT-DEMO',
  retaillevel: 'level-2',
  levelname: '二级分销商',
  retailnum: 2,
  ordercount: 25,
  totalcount: 14853.75,
  commissionrate: 0.1,
  commission: 1485.38,
} as RetailerDetail

const server = vi.hoisted(() => ({
  orders: vi.fn<(filter: RetailerOrderFilter, page: number) => Promise<unknown>>(),
  all: vi.fn<(filter: RetailerOrderFilter) => Promise<unknown>>(),
}))

vi.mock('../../src/api/queries/retailer-queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/api/queries/retailer-queries')>()
  return {
    ...original,
    retailerOrdersOptions: (filter: RetailerOrderFilter, page: number) =>
      queryOptions({ queryKey: original.retailerKeys.orders(filter, page), queryFn: () => server.orders(filter, page) as never }),
    fetchAllRetailerOrders: (filter: RetailerOrderFilter) => server.all(filter) as never,
    retailerDetailOptions: (id: string) => queryOptions({ queryKey: original.retailerKeys.detail(id), queryFn: async () => DETAIL }),
    retailLevelsOptions: () =>
      queryOptions({
        queryKey: original.retailerKeys.levels(),
        queryFn: async () => [{ id: 'level-2', levelname: '二级分销商', commissionrate: 0.1 }],
      }),
  }
})
const downloads = vi.hoisted(() => ({ names: [] as string[] }))
vi.mock('../../src/components/browser-download', () => ({
  startBrowserDownload: (_url: string, name: string) => downloads.names.push(name),
}))

/** The stand-in's answer: the rows matching the filter's number part, one page of 20, totals of the whole set. */
function answer(filter: RetailerOrderFilter, page: number) {
  const matching = ROWS.filter((row) => row.ordernum.includes(filter.ordernum))
  const cents = matching.reduce((sum, row) => sum + Math.round(row.paymentamount * 100), 0)
  return {
    list: matching.slice((page - 1) * RETAILER_ORDER_PAGE_SIZE, page * RETAILER_ORDER_PAGE_SIZE),
    pagination: { currentPage: page, pageSize: RETAILER_ORDER_PAGE_SIZE, total: matching.length },
    totals: { count: matching.length, quantity: matching.length, amount: cents / 100, commission: Math.round(cents / 10) / 100 },
  }
}

beforeEach(() => {
  server.orders.mockReset()
  server.orders.mockImplementation(async (filter, page) => answer(filter, page))
  server.all.mockReset()
  server.all.mockImplementation(async (filter) => ROWS.filter((row) => row.ordernum.includes(filter.ordernum)))
  downloads.names.length = 0
  URL.createObjectURL = vi.fn(() => 'blob:csv')
  URL.revokeObjectURL = vi.fn()
})

afterEach(() => {
  cleanup()
})

/** The order section as the route holds it: filter and page are state that its callbacks change. */
async function renderOrders(initial: { filter?: RetailerOrderFilter; page?: number } = {}) {
  const onFilterChange = vi.fn()
  const onPageChange = vi.fn()
  function Route() {
    const [filter, setFilter] = useState(initial.filter ?? EMPTY)
    const [page, setPage] = useState(initial.page ?? 1)
    return (
      <RetailerOrders
        filter={filter}
        page={page}
        onFilterChange={(next) => {
          onFilterChange(next)
          setFilter(next)
          setPage(1)
        }}
        onPageChange={(next) => {
          onPageChange(next)
          setPage(next)
        }}
      />
    )
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const harness = await renderWithApp(<Route />, queryClient)
  return { ...harness, onFilterChange, onPageChange }
}

const orderNumbers = () => screen.queryAllByTestId('retailer-order-num').map((cell) => cell.textContent)

describe('validateRetailerSearch', () => {
  it('keeps a valid page, number part and date range', () => {
    expect(validateRetailerSearch({ page: '2', q: ' 0012 ', from: '2026-03-01', to: '2026-03-31' })).toEqual({
      page: 2,
      q: '0012',
      from: '2026-03-01',
      to: '2026-03-31',
    })
    expect(validateRetailerSearch({ from: '2028-02-29' })).toEqual({ from: '2028-02-29' })
    expect(filterOfSearch({ q: '0012', to: '2026-03-31' })).toEqual({ ordernum: '0012', startDate: '', endDate: '2026-03-31' })
  })

  it('drops impossible days instead of rolling them over', () => {
    expect(validateRetailerSearch({ from: '2026-02-30' })).toEqual({})
    expect(validateRetailerSearch({ from: '2026-02-29', to: '2026-03-01' })).toEqual({ to: '2026-03-01' })
    expect(validateRetailerSearch({ to: '2026-04-31' })).toEqual({})
    expect(validateRetailerSearch({ from: '2026-13-01', to: '2026-00-10' })).toEqual({})
    expect(validateRetailerSearch({ from: '2026-3-1', to: '1 March' })).toEqual({})
  })

  it('drops a reversed range whole, a bad page and an overlong or blank number part', () => {
    expect(validateRetailerSearch({ from: '2026-03-02', to: '2026-03-01' })).toEqual({})
    expect(validateRetailerSearch({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-03-01', to: '2026-03-01' })
    for (const page of ['0', '-1', '1.5', 'x', '']) expect(validateRetailerSearch({ page })).toEqual({})
    expect(validateRetailerSearch({ q: '   ' })).toEqual({})
    expect(validateRetailerSearch({ q: 'A'.repeat(LIST_SEARCH_MAX_LENGTH + 1) })).toEqual({})
    expect(validateRetailerSearch({ q: 'A'.repeat(LIST_SEARCH_MAX_LENGTH) }).q).toHaveLength(LIST_SEARCH_MAX_LENGTH)
  })
})

describe('the order filter', () => {
  it('refuses a reversed date range with its message and applies the range once it is put right', async () => {
    const { onFilterChange } = await renderOrders()
    await screen.findAllByTestId('retailer-order-row')
    fireEvent.change(screen.getByTestId('retailer-filter-start'), { target: { value: '2026-03-02' } })
    fireEvent.change(screen.getByTestId('retailer-filter-end'), { target: { value: '2026-03-01' } })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveProperty('textContent', '结束日期不能早于开始日期')
    expect(alert.id).toBe('retailer-filter-date-error')
    expect(screen.getByTestId('retailer-filter-end').getAttribute('aria-describedby')).toBe('retailer-filter-date-error')
    expect(screen.getByTestId('retailer-filter-search')).toHaveProperty('disabled', true)
    // Enter in a field submits the form: still refused.
    fireEvent.submit(screen.getByTestId('retailer-filter'))
    expect(onFilterChange).not.toHaveBeenCalled()
    expect(server.orders.mock.calls.every(([filter]) => filter.startDate === '')).toBe(true)

    fireEvent.change(screen.getByTestId('retailer-filter-end'), { target: { value: '2026-03-02' } })
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(screen.getByTestId('retailer-filter-end').getAttribute('aria-describedby')).toBeNull()
    fireEvent.click(screen.getByTestId('retailer-filter-search'))
    expect(onFilterChange).toHaveBeenCalledWith({ ordernum: '', startDate: '2026-03-02', endDate: '2026-03-02' })
    await waitFor(() => expect(server.orders).toHaveBeenCalledWith({ ordernum: '', startDate: '2026-03-02', endDate: '2026-03-02' }, 1))
  })

  it('offers show-all on a filtered page with no orders, which clears the filter', async () => {
    const { onFilterChange } = await renderOrders({ filter: { ordernum: 'NOPE', startDate: '2026-03-01', endDate: '' } })
    const empty = await screen.findByTestId('retailer-orders-empty')
    expect(within(empty).getByText('没有符合条件的订单')).toBeTruthy()
    expect(screen.getByTestId('retailer-export')).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByTestId('retailer-orders-show-all'))
    expect(onFilterChange).toHaveBeenCalledWith(EMPTY)
    await waitFor(() => expect(orderNumbers()).toHaveLength(RETAILER_ORDER_PAGE_SIZE))
    expect(screen.getByTestId<HTMLInputElement>('retailer-filter-ordernum').value).toBe('')
    expect(screen.getByTestId<HTMLInputElement>('retailer-filter-start').value).toBe('')
  })

  it('offers show-all on a page past the end too, and no show-all when the reseller has no orders at all', async () => {
    await renderOrders({ page: 3 })
    await screen.findByTestId('retailer-orders-empty')
    fireEvent.click(screen.getByTestId('retailer-orders-show-all'))
    await waitFor(() => expect(orderNumbers()).toHaveLength(RETAILER_ORDER_PAGE_SIZE))
    cleanup()
    server.orders.mockImplementation(async (_filter, page) => ({
      list: [],
      pagination: { currentPage: page, pageSize: RETAILER_ORDER_PAGE_SIZE, total: 0 },
      totals: { count: 0, quantity: 0, amount: 0, commission: 0 },
    }))
    await renderOrders()
    await screen.findByTestId('retailer-orders-empty')
    expect(screen.queryByTestId('retailer-orders-show-all')).toBeNull()
  })
})

describe('the page control', () => {
  it('shows 20 of 25 orders with the totals of all 25, and page 2 shows the other 5', async () => {
    const { onPageChange } = await renderOrders()
    await waitFor(() => expect(orderNumbers()).toEqual(ROWS.slice(0, 20).map((row) => row.ordernum)))
    const totals = screen.getByTestId('retailer-totals')
    expect(totals.textContent).toBe('共 25 笔订单，数量 25，实付合计 14853.75 元，佣金 1485.38 元')
    const control = screen.getByTestId('retailer-orders-pagination')
    expect(within(control).getByTestId('retailer-orders-pagination-total').textContent).toContain('25')
    const pageTwo = within(control).getByRole('button', { name: '第 2 页' })
    expect(
      within(control)
        .getAllByTestId('retailer-orders-pagination-page')
        .map((button) => button.textContent),
    ).toEqual(['1', '2'])
    fireEvent.click(pageTwo)
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith(2))
    await waitFor(() => expect(orderNumbers()).toEqual(ROWS.slice(20).map((row) => row.ordernum)))
    expect(server.orders).toHaveBeenLastCalledWith(EMPTY, 2)
    expect(screen.getByTestId('retailer-totals').textContent).toBe(totals.textContent)
    fireEvent.click(within(screen.getByTestId('retailer-orders-pagination')).getByTestId('retailer-orders-pagination-prev'))
    await waitFor(() => expect(onPageChange).toHaveBeenLastCalledWith(1))
    await waitFor(() => expect(orderNumbers()).toHaveLength(20))
  })
})

describe('the export', () => {
  it('reads the applied filter, not the whole set, and names the file by its range', async () => {
    const filter = { ordernum: '0012', startDate: '2026-03-01', endDate: '2026-03-01' }
    await renderOrders({ filter })
    await screen.findAllByTestId('retailer-order-row')
    fireEvent.click(screen.getByTestId('retailer-export'))
    await waitFor(() => expect(screen.getByTestId('retailer-export-notice').textContent).toBe('已导出 1 笔订单'))
    expect(server.all).toHaveBeenCalledWith(filter)
    expect(downloads.names).toEqual(['分销订单-20260301-20260301.csv'])
  })
})

describe('the details', () => {
  it('show the reseller’s own phone in full, with name, level, company and code', async () => {
    await renderWithApp(<RetailerSummary retailerId="retailer-demo" />)
    expect((await screen.findByTestId('retailer-phone')).textContent).toBe('13900000001')
    expect(screen.getByTestId('retailer-name').textContent).toBe('王经理')
    expect(screen.getByTestId('retailer-level').textContent).toBe('二级分销商')
    expect(screen.getByTestId('retailer-code').textContent).toBe('SUMMIT-DEMO')
  })
})
