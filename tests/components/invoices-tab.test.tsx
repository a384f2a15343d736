// The invoice tab's table against a stand-in server: loading, empty, error with a retry, every column in three
// languages, the actions a row allows, server-side paging through the route, the refetch while an invoice awaits
// issue (and not while the browser tab is hidden or once none waits), and the download of an invoice's files one
// second apart with its progress and failures.
import { QueryClient, focusManager, queryOptions } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../domain/api-error'
import { INVOICE_DOWNLOAD_GAP_MS } from '../../domain/limits'
import type { Invoice, InvoiceListParams } from '../../src/api/queries/invoice-queries'
import { InvoicesTab } from '../../src/features/invoices/invoices-tab'
import { switchLanguage } from '../../src/i18n/i18n'
import { storage } from '../../src/storage/storage'
import { invoice, page } from './support/invoice-fixtures'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

// The stand-in server: C_invoice/getList is `server.list`, the annex link is `server.url`.
const server = vi.hoisted(() => ({
  list: vi.fn<(params: { userid: string; page: number }) => Promise<unknown>>(),
  url: vi.fn<(fileId: string) => Promise<string>>(),
  pollMs: 40,
}))

vi.mock('../../src/api/queries/invoice-queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/api/queries/invoice-queries')>()
  return {
    ...original,
    invoiceListOptions: (params: InvoiceListParams) =>
      queryOptions({ queryKey: original.invoiceKeys.list(params), staleTime: 0, queryFn: () => server.list(params) as never }),
  }
})
vi.mock('../../src/api/queries/contract-queries', () => ({ annexDownloadUrl: server.url }))
// The real rule, with a short interval so the refetch shows within a test.
vi.mock('../../src/features/invoices/invoice-status', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/features/invoices/invoice-status')>()
  return { ...original, invoicePollInterval: (list: Invoice[] | undefined) => (original.invoicePollInterval(list) ? server.pollMs : false) }
})

beforeEach(() => {
  server.list.mockReset()
  server.url.mockReset()
  server.url.mockImplementation(async (fileId) => `/api/file/Download/annexFile?token=${fileId}`)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  focusManager.setFocused(undefined)
  storage.clear()
})

async function renderTab(pageNumber?: number) {
  const onPageChange = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const harness = await renderWithApp(<InvoicesTab page={pageNumber} onPageChange={onPageChange} />, queryClient)
  return { ...harness, onPageChange }
}

const rows = () => screen.getAllByTestId('invoice-row')
const rowOf = (id: string) => rows().find((row) => row.getAttribute('data-id') === id)!
const cell = (id: string, testId: string) => within(rowOf(id)).getByTestId(testId).textContent

const ISSUED = invoice({
  id: 'inv-issued',
  ordername: 'SummitMap 标准版',
  status: 1,
  approveStatus: 1,
  type: 1,
  amount: 1990.5,
  invoicenum: '24350000000000000001',
  content: [
    { fileId: 'file-1', name: '发票-1.pdf' },
    { fileId: 'file-2', name: '发票-2.pdf' },
  ],
})
const REJECTED = invoice({
  id: 'inv-rejected',
  company: null,
  ratenumber: '35010019900101118X',
  approveStatus: 2,
  approveRemark: '身份证号有误',
})
const REISSUE = invoice({ id: 'inv-reissue', oriId: 'inv-old', ordername: 'SummitSolid 专业版', status: 1, approveStatus: 1 })
const OLD = invoice({
  id: 'inv-old',
  ordername: 'SummitSolid 专业版',
  status: 2,
  approveStatus: 1,
  content: [{ fileId: 'file-3', name: '红字发票.pdf' }],
})

describe('InvoicesTab: the table', () => {
  it('shows a loading state while the list loads, then the rows, asking for the signed-in customer and the page', async () => {
    let answer: (value: unknown) => void = () => {}
    server.list.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    await renderTab(3)
    expect((await screen.findByTestId('invoices-loading')).getAttribute('role')).toBe('status')
    expect(screen.getByTestId('invoices-loading').textContent).toContain('发票加载中…')
    expect(server.list).toHaveBeenCalledWith({ userid: 'cust-1', page: 3 })
    act(() => answer(page([ISSUED], 41, 3)))
    await screen.findByTestId('invoices-table')
    expect(screen.queryByTestId('invoices-loading')).toBeNull()
  })

  it('says when there are no invoices; an empty later page offers the first page', async () => {
    server.list.mockResolvedValue(page([]))
    await renderTab()
    expect((await screen.findByTestId('invoices-empty')).textContent).toBe('暂无发票')
    expect(screen.queryByTestId('invoices-first-page')).toBeNull()
    cleanup()
    const { onPageChange } = await renderTab(4)
    expect((await screen.findByTestId('invoices-empty')).textContent).toContain('这一页没有发票')
    fireEvent.click(screen.getByTestId('invoices-first-page'))
    expect(onPageChange).toHaveBeenCalledWith(1)
  })

  it('announces a failure with a retry that asks again', async () => {
    server.list.mockRejectedValueOnce(new ApiError(500, 'boom')).mockResolvedValue(page([ISSUED]))
    await renderTab()
    const error = await screen.findByTestId('invoices-error')
    expect(error.getAttribute('role')).toBe('alert')
    expect(error.textContent).toContain('发票加载失败')
    fireEvent.click(screen.getByTestId('invoices-retry'))
    await screen.findByTestId('invoices-table')
    expect(server.list).toHaveBeenCalledTimes(2)
  })

  it('shows every column: names with the re-issue marker, title, taxpayer number, type, amount, statuses, remark, time', async () => {
    server.list.mockResolvedValue(page([REISSUE, ISSUED, REJECTED, OLD]))
    await renderTab()
    await screen.findByTestId('invoices-table')
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '订单名称',
      '发票抬头',
      '纳税人识别号',
      '发票类型',
      '金额（元）',
      '开具状态',
      '审核状态',
      '申请时间',
      '操作',
    ])
    expect(cell('inv-issued', 'invoice-orders')).toBe('SummitMap 标准版')
    expect(cell('inv-issued', 'invoice-company')).toBe('演示测绘有限公司')
    expect(cell('inv-issued', 'invoice-ratenumber')).toBe('91350100M000100Y43')
    expect(cell('inv-issued', 'invoice-type')).toBe('专用发票')
    expect(cell('inv-issued', 'invoice-amount')).toBe('1990.50')
    expect(cell('inv-issued', 'invoice-status')).toBe('已开具')
    expect(cell('inv-issued', 'invoice-approval')).toBe('审核通过')
    expect(cell('inv-issued', 'invoice-created')).toMatch(/2026/)
    expect(within(rowOf('inv-issued')).queryByTestId('invoice-reissued')).toBeNull()
    // A re-issue is marked (its hint a tooltip on hover and keyboard focus, and its description); a personal invoice
    // says so; a rejection shows its remark.
    expect(cell('inv-reissue', 'invoice-orders')).toBe('SummitSolid 专业版重开')
    const reissued = within(rowOf('inv-reissue')).getByTestId('invoice-reissued')
    expect(reissued.getAttribute('tabindex')).toBe('0')
    expect(reissued.getAttribute('aria-description')).toBe('重开的发票')
    fireEvent.keyDown(document.body, { key: 'Tab' })
    act(() => reissued.focus())
    expect((await screen.findByRole('tooltip')).textContent).toBe('重开的发票')
    expect(cell('inv-rejected', 'invoice-company')).toBe('个人')
    expect(cell('inv-rejected', 'invoice-type')).toBe('普通发票')
    expect(cell('inv-rejected', 'invoice-status')).toBe('未开具')
    expect(cell('inv-rejected', 'invoice-approval')).toBe('审核驳回')
    expect(cell('inv-rejected', 'invoice-approve-remark')).toBe('驳回原因：身份证号有误')
    expect(cell('inv-old', 'invoice-status')).toBe('已作废')
  })

  it.each([
    ['en', ['Special VAT invoice', 'Issued', 'Approved'], ['Ordinary invoice', 'Not issued', 'Rejected', 'Reason: 身份证号有误']],
    ['zh-TW', ['專用發票', '已開立', '審核通過'], ['普通發票', '未開立', '審核駁回', '駁回原因：身份证号有误']],
  ] as const)('%s: types and statuses translated', async (language, issued, rejected) => {
    await switchLanguage(language)
    server.list.mockResolvedValue(page([ISSUED, REJECTED]))
    await renderTab()
    await screen.findByTestId('invoices-table')
    expect([cell('inv-issued', 'invoice-type'), cell('inv-issued', 'invoice-status'), cell('inv-issued', 'invoice-approval')]).toEqual(
      issued,
    )
    expect([
      cell('inv-rejected', 'invoice-type'),
      cell('inv-rejected', 'invoice-status'),
      cell('inv-rejected', 'invoice-approval'),
      cell('inv-rejected', 'invoice-approve-remark'),
    ]).toEqual(rejected)
  })

  it('offers download when issued or voided, re-issue when issued and no re-issue of it waits', async () => {
    const waitingReissueOfIssued = invoice({ id: 'inv-waiting', oriId: 'inv-issued', status: 0, approveStatus: 0 })
    const other = invoice({ id: 'inv-other', status: 1, approveStatus: 1, content: [{ fileId: 'f', name: 'x.pdf' }] })
    server.list.mockResolvedValue(page([waitingReissueOfIssued, ISSUED, OLD, other, REJECTED]))
    await renderTab()
    await screen.findByTestId('invoices-table')
    const actions = (id: string) => ({
      download: within(rowOf(id)).queryByTestId('invoice-download') !== null,
      reissue: within(rowOf(id)).queryByTestId('invoice-reissue') !== null,
      waiting: within(rowOf(id)).queryByTestId('invoice-reissue-waiting') !== null,
    })
    expect(actions('inv-issued')).toEqual({ download: true, reissue: false, waiting: true })
    expect(actions('inv-other')).toEqual({ download: true, reissue: true, waiting: false })
    expect(actions('inv-old')).toEqual({ download: true, reissue: false, waiting: false })
    expect(actions('inv-rejected')).toEqual({ download: false, reissue: false, waiting: false })
    expect(actions('inv-waiting')).toEqual({ download: false, reissue: false, waiting: false })
    // Each action names its invoice for a screen reader.
    expect(within(rowOf('inv-other')).getByTestId('invoice-reissue').getAttribute('aria-label')).toBe('重开：发票“订单 inv-other”')
    expect(within(rowOf('inv-issued')).getByTestId('invoice-details').getAttribute('aria-label')).toBe('查看发票“SummitMap 标准版”的详情')
  })

  it('re-issue opens the re-issue dialog for that invoice; closing it comes back to the table', async () => {
    const other = invoice({
      id: 'inv-other',
      invoicenum: '26119000000000000042',
      company: '待重开测绘有限公司',
      status: 1,
      approveStatus: 1,
    })
    server.list.mockResolvedValue(page([other]))
    await renderTab()
    await screen.findByTestId('invoices-table')
    fireEvent.click(screen.getByTestId('invoice-reissue'))
    const dialog = await screen.findByTestId('reissue-dialog')
    expect(dialog.textContent).toContain('26119000000000000042')
    expect(dialog.textContent).toContain('待重开测绘有限公司')
    fireEvent.click(screen.getByTestId('reissue-close'))
    await vi.waitFor(() => expect(screen.queryByTestId('reissue-dialog')).toBeNull())
  })

  it('pages on the server: the total, and a page button asks the route for that page', async () => {
    server.list.mockResolvedValue(page([ISSUED], 45, 1))
    const { onPageChange } = await renderTab()
    await screen.findByTestId('invoices-table')
    expect(screen.getByTestId('invoices-pagination-total').textContent).toBe('共 45 条')
    const buttons = screen.getAllByTestId('invoices-pagination-page').map((button) => button.textContent)
    expect(buttons).toEqual(['1', '2', '3'])
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }))
    await vi.waitFor(() => expect(onPageChange).toHaveBeenCalledWith(2))
  })

  it('a single page shows no page buttons', async () => {
    server.list.mockResolvedValue(page([ISSUED], 20))
    await renderTab()
    await screen.findByTestId('invoices-table')
    expect(screen.queryByTestId('invoices-pagination-page')).toBeNull()
  })
})

describe('InvoicesTab: an invoice on its way to being issued', () => {
  const waiting = invoice({ id: 'inv-new', status: 0, approveStatus: 0 })
  const issued = { ...waiting, status: 1 as const, approveStatus: 1 as const, content: [{ fileId: 'f', name: 'a.pdf' }] }

  it('asks again while a row awaits issue, shows it issued without a reload, then stops asking', async () => {
    server.list
      .mockResolvedValueOnce(page([waiting]))
      .mockResolvedValueOnce(page([waiting]))
      .mockResolvedValue(page([issued]))
    await renderTab()
    await screen.findByTestId('invoices-table')
    expect(screen.getByTestId('invoices-waiting').textContent).toBe('有发票正在开具，列表会自动刷新')
    expect(screen.getByTestId('invoices-waiting').getAttribute('role')).toBe('status')
    await vi.waitFor(() => expect(cell('inv-new', 'invoice-status')).toBe('已开具'))
    expect(within(rowOf('inv-new')).getByTestId('invoice-download')).toBeTruthy()
    expect(screen.getByTestId('invoices-waiting').textContent).toBe('')
    const calls = server.list.mock.calls.length
    expect(calls).toBeGreaterThanOrEqual(3)
    await new Promise((resolve) => setTimeout(resolve, server.pollMs * 5))
    expect(server.list).toHaveBeenCalledTimes(calls)
  })

  it('an approved invoice not yet issued is still awaited; a rejected one is not', async () => {
    server.list.mockResolvedValue(page([invoice({ id: 'inv-approved', status: 0, approveStatus: 1 })]))
    await renderTab()
    await screen.findByTestId('invoices-table')
    await vi.waitFor(() => expect(server.list.mock.calls.length).toBeGreaterThanOrEqual(3))
    cleanup()
    server.list.mockReset()
    server.list.mockResolvedValue(page([REJECTED]))
    await renderTab()
    await screen.findByTestId('invoices-table')
    await new Promise((resolve) => setTimeout(resolve, server.pollMs * 5))
    expect(server.list).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('invoices-waiting').getAttribute('data-polling')).toBe('false')
  })

  it('does not ask while the browser tab is hidden, and asks again when it is back', async () => {
    server.list.mockResolvedValue(page([waiting]))
    await renderTab()
    await screen.findByTestId('invoices-table')
    act(() => focusManager.setFocused(false))
    await new Promise((resolve) => setTimeout(resolve, server.pollMs * 2))
    const hiddenCalls = server.list.mock.calls.length
    await new Promise((resolve) => setTimeout(resolve, server.pollMs * 5))
    expect(server.list).toHaveBeenCalledTimes(hiddenCalls)
    act(() => focusManager.setFocused(true))
    await vi.waitFor(() => expect(server.list.mock.calls.length).toBeGreaterThan(hiddenCalls + 1))
  })
})

describe('InvoicesTab: download', () => {
  it('starts each file one after the other INVOICE_DOWNLOAD_GAP_MS apart, saying which one of how many', async () => {
    server.list.mockResolvedValue(page([ISSUED]))
    await renderTab()
    await screen.findByTestId('invoices-table')
    const started: Array<[string, string]> = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      started.push([this.getAttribute('href')!, this.download])
    })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(screen.getByTestId('invoice-download'))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(started).toEqual([['/api/file/Download/annexFile?token=file-1', '发票-1.pdf']])
    const status = screen.getByTestId('invoice-download-status')
    expect(status.getAttribute('role')).toBe('status')
    expect(status.textContent).toBe('正在下载第 1 个文件，共 2 个')
    await act(() => vi.advanceTimersByTimeAsync(INVOICE_DOWNLOAD_GAP_MS - 1))
    expect(started).toHaveLength(1)
    expect(server.url).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(started).toEqual([
      ['/api/file/Download/annexFile?token=file-1', '发票-1.pdf'],
      ['/api/file/Download/annexFile?token=file-2', '发票-2.pdf'],
    ])
    expect(server.url.mock.calls.map(([fileId]) => fileId)).toEqual(['file-1', 'file-2'])
    expect(status.textContent).toBe('已开始下载 2 个文件')
    expect(screen.getByTestId('invoice-download-error').textContent).toBe('')
    click.mockRestore()
  })

  it('names the files whose link failed (announced) and still downloads the others', async () => {
    server.list.mockResolvedValue(page([ISSUED]))
    server.url.mockImplementation(async (fileId) => {
      if (fileId === 'file-1') throw new ApiError(403, '无权下载该文件')
      return `/api/file/Download/annexFile?token=${fileId}`
    })
    await renderTab()
    await screen.findByTestId('invoices-table')
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(screen.getByTestId('invoice-download'))
    await act(() => vi.advanceTimersByTimeAsync(INVOICE_DOWNLOAD_GAP_MS))
    expect(click).toHaveBeenCalledTimes(1)
    const error = screen.getByTestId('invoice-download-error')
    expect(error.getAttribute('role')).toBe('alert')
    expect(error.textContent).toBe('发票-1.pdf 下载失败，请稍后重试')
    click.mockRestore()
  })
})
