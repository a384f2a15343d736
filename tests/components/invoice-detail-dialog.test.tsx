// The invoice-detail dialog against a stand-in server: every field a customer understands (number, dates, title,
// kind, amounts, tax rate, statuses and remarks), a personal invoice's ID number, the original of a re-issue, the files
// and their download; loading and an announced failure; Escape and the close button close it.
import { QueryClient, queryOptions } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../domain/api-error'
import type { Invoice } from '../../src/api/queries/invoice-queries'
import { InvoiceDetailDialog, taxRateText } from '../../src/features/invoices/invoice-detail-dialog'
import { switchLanguage } from '../../src/i18n/i18n'
import { storage } from '../../src/storage/storage'
import { invoice } from './support/invoice-fixtures'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

const server = vi.hoisted(() => ({ detail: vi.fn<(id: string) => Promise<unknown>>() }))

vi.mock('../../src/api/queries/invoice-queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/api/queries/invoice-queries')>()
  return {
    ...original,
    invoiceDetailOptions: (id: string) =>
      queryOptions({ queryKey: original.invoiceKeys.detail(id), queryFn: () => server.detail(id) as Promise<Invoice> }),
  }
})

const ORIGINAL = invoice({
  id: 'inv-1',
  status: 2,
  approveStatus: 1,
  invoicenum: '24350000000000000001',
  voidtime: '2026-03-05T02:00:00.000Z',
})
const REISSUE = invoice({
  id: 'inv-2',
  oriId: 'inv-1',
  ordername: 'SummitMap 标准版、SummitLab',
  type: 1,
  company: '演示测绘有限公司',
  ratenumber: '91350100M000100Y43',
  address: '福州市鼓楼区 1 号',
  phone: '0591-12345678',
  email: 'finance@example.cn',
  banknum: '招商银行 6225 0000',
  amount: 1199,
  amountgross: 1199,
  taxrate: 0.06,
  status: 1,
  approveStatus: 1,
  remark: '抬头有误，重开',
  approveRemark: '同意重开',
  invoicenum: '24350000000000000002',
  issuetime: '2026-03-05T02:00:00.000Z',
  content: [{ fileId: 'file-9', name: '24350000000000000002.pdf' }],
})

beforeEach(() => {
  server.detail.mockReset()
  server.detail.mockImplementation(async (id) => {
    const found = [ORIGINAL, REISSUE].find((each) => each.id === id)
    if (!found) throw new ApiError(404, '发票不存在')
    return found
  })
})

afterEach(() => {
  cleanup()
  storage.clear()
})

async function openDetail(shown: Invoice) {
  const onClose = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await renderWithApp(<InvoiceDetailDialog invoice={shown} onClose={onClose} />, queryClient)
  return { onClose }
}

const value = (key: string) => screen.getByTestId(`invoice-detail-${key}`).textContent

describe('InvoiceDetailDialog', () => {
  it('shows every field of a re-issued special invoice, the original and the files', async () => {
    await openDetail(REISSUE)
    expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '发票详情' })).toBeTruthy()
    await screen.findByTestId('invoice-detail')
    expect(value('invoicenum')).toBe('24350000000000000002')
    expect(value('orders')).toBe('SummitMap 标准版、SummitLab')
    expect(value('kind')).toBe('企业增值税专用发票')
    expect(value('company')).toBe('演示测绘有限公司')
    expect(value('ratenumber')).toBe('91350100M000100Y43')
    expect(value('address')).toBe('福州市鼓楼区 1 号')
    expect(value('phone')).toBe('0591-12345678')
    expect(value('banknum')).toBe('招商银行 6225 0000')
    expect(value('email')).toBe('finance@example.cn')
    expect(value('amount')).toBe('1199.00')
    expect(value('amountgross')).toBe('1199.00')
    expect(value('taxrate')).toBe('6%')
    expect(value('status')).toBe('已开具')
    expect(value('approval')).toBe('审核通过')
    expect(value('approveRemark')).toBe('同意重开')
    expect(value('remark')).toBe('抬头有误，重开')
    expect(value('issued')).toMatch(/2026/)
    expect(value('voided')).toBe('—')
    await vi.waitFor(() => expect(value('original')).toBe('24350000000000000001（已作废）'))
    expect(server.detail).toHaveBeenCalledWith('inv-1')
    expect(screen.getAllByTestId('invoice-detail-file').map((file) => file.textContent)).toEqual(['24350000000000000002.pdf'])
    expect(screen.getByTestId('invoice-detail-download').getAttribute('aria-label')).toBe('下载发票“SummitMap 标准版、SummitLab”的文件')
    // No internal ids.
    expect(screen.getByTestId('invoice-detail').textContent).not.toContain('cust-1')
    expect(screen.getByTestId('invoice-detail').textContent).not.toContain('order-inv-2')
  })

  it('a personal invoice in approval: ID number, no title, no number or files yet, no download', async () => {
    const personal = invoice({ id: 'inv-3', company: null, ratenumber: '35010019900101118X' })
    server.detail.mockResolvedValue(personal)
    await openDetail(personal)
    await screen.findByTestId('invoice-detail')
    expect(value('kind')).toBe('个人普通发票')
    expect(value('company')).toBe('个人')
    expect(within(screen.getByTestId('invoice-detail')).getByText('身份证号')).toBeTruthy()
    expect(value('ratenumber')).toBe('35010019900101118X')
    expect(value('invoicenum')).toBe('—')
    expect(value('status')).toBe('未开具')
    expect(value('approval')).toBe('审核中')
    expect(screen.queryByTestId('invoice-detail-original')).toBeNull()
    expect(screen.getByTestId('invoice-detail-no-files').textContent).toBe('发票文件尚未生成')
    expect(screen.queryByTestId('invoice-detail-download')).toBeNull()
  })

  it('in English', async () => {
    await switchLanguage('en')
    await openDetail(REISSUE)
    await screen.findByTestId('invoice-detail')
    expect(value('kind')).toBe('Enterprise special VAT invoice')
    expect(value('status')).toBe('Issued')
    expect(within(screen.getByTestId('invoice-detail')).getByText('Tax rate')).toBeTruthy()
    await vi.waitFor(() => expect(value('original')).toBe('24350000000000000001 (Voided)'))
  })

  it('announces a failure to load', async () => {
    await openDetail(invoice({ id: 'inv-missing' }))
    const error = await screen.findByTestId('invoice-detail-error')
    expect(error.getAttribute('role')).toBe('alert')
    expect(error.textContent).toContain('发票详情加载失败')
  })

  it('says the original is loading while its own call is under way, and says so when that call fails', async () => {
    let failOriginal: (() => void) | undefined
    server.detail.mockImplementation((id) =>
      id === 'inv-1'
        ? new Promise((_, reject) => (failOriginal = () => reject(new ApiError(503, '服务暂不可用'))))
        : Promise.resolve(REISSUE),
    )
    await openDetail(REISSUE)
    await screen.findByTestId('invoice-detail')
    await vi.waitFor(() => expect(value('original')).toBe('加载中…'))
    // The dialog says loading from its first render; the original's call may be made a moment later on a busy machine.
    await vi.waitFor(() => expect(failOriginal).toBeTypeOf('function'))
    failOriginal!()
    expect(value('original')).toBe('加载中…')
    await vi.waitFor(() => expect(value('original')).toBe('原发票信息加载失败'))
    expect(value('invoicenum')).toBe('24350000000000000002')
  })

  it('Escape and the close button ask to close', async () => {
    const { onClose } = await openDetail(REISSUE)
    await screen.findByTestId('invoice-detail')
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    fireEvent.click(screen.getByTestId('invoice-detail-dialog-close'))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(2))
  })
})

describe("taxRateText (the invoice file's formatTaxRate, a dash for none)", () => {
  it.each([
    [0.06, '6%'],
    [0.13, '13%'],
    [0.015, '1.5%'],
    [0, '0%'],
    [null, '—'],
    [undefined, '—'],
    [Number.NaN, '—'],
  ])('%s → %s', (rate, text) => expect(taxRateText(rate)).toBe(text))
})
