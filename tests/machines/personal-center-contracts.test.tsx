// The contracts sub-tab against stubbed API answers (the server's listContracts/getContract and the annex download are
// built in another branch): the list by the signed-in purchaser, 20 a page, searched by contract number; the detail
// dialog with the customer-meaningful fields and the files, each opened through its short-lived link.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../domain/api-error'
import { i18n } from '../../src/i18n/i18n'
import { callsTo, resetApi, stubApi } from './support/fake-api-client'
import { contract, page } from './support/order-samples'
import { renderOrdersTab } from './support/render-orders-tab'

vi.mock('../../src/api/client', () => import('./support/fake-api-client'))
// Only the hook is replaced; the session's pure rules (profileIdOf) stay the real ones.
vi.mock('../../src/session/use-session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/session/use-session')>()),
  useSession: () => ({ user: { id: 'cust-1' } }),
}))

const LIST = '/api/business/C_contracts/getList'
const DETAIL = '/api/business/C_contracts/detail/{id}'
const ANNEX = '/api/file/Download/annex/{fileId}'

void i18n.changeLanguage('zh-CN')

beforeEach(() => resetApi())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function stubContracts(total = 25) {
  const all = Array.from({ length: total }, (_, index) => contract(index + 1))
  stubApi('POST', LIST, ({ body }) => {
    const matching = all.filter((each) => each.contractnum.includes(String(body?.contractnum ?? '')))
    const current = Number(body?.currentPage)
    return page(matching.slice((current - 1) * 20, current * 20), current, 20, matching.length)
  })
  return all
}

describe('contracts sub-tab', () => {
  it("lists the signed-in customer's contracts 20 a page with number, name, total, start, end and Details; search by contract number", async () => {
    const all = stubContracts()
    const rendered = renderOrdersTab({ tab: 'contracts' })
    await screen.findByTestId('contracts-table')
    expect(screen.getByRole('tab', { name: '合同' }).getAttribute('aria-selected')).toBe('true')
    expect(callsTo('POST', LIST)[0].body).toEqual({ purchaserid: 'cust-1', currentPage: 1, pageSize: 20, sort: 'desc' })
    expect(screen.getAllByTestId('contract-row')).toHaveLength(20)
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '合同编号',
      '合同名称',
      '合同总金额（元）',
      '开始日期',
      '结束日期',
      '操作',
    ])
    const [first] = screen.getAllByTestId('contract-row')
    expect(within(first).getByTestId('contract-number').textContent).toBe(all[0].contractnum)
    expect(within(first).getByTestId('contract-amount').textContent).toBe('27596.00')
    expect(within(first).getByTestId('contract-start').textContent).toBe('2024年3月1日')
    expect(screen.getByTestId('contracts-pagination-total').textContent).toBe('共 25 条')
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }))
    await waitFor(() => expect(screen.getAllByTestId('contract-row')).toHaveLength(5))
    expect(rendered.searchChanges.at(-1)).toEqual({ tab: 'contracts', page: 2, q: undefined })

    fireEvent.change(screen.getByRole('textbox', { name: '合同编号' }), { target: { value: all[21].contractnum } })
    fireEvent.submit(screen.getByRole('search'))
    await waitFor(() => expect(screen.getAllByTestId('contract-row')).toHaveLength(1))
    expect(callsTo('POST', LIST).at(-1)?.body).toMatchObject({ contractnum: all[21].contractnum, currentPage: 1 })
  })

  it('a page past the last says the page is empty and goes back to page 1 on request', async () => {
    stubContracts(21)
    const rendered = renderOrdersTab({ tab: 'contracts', page: 5 })
    const empty = await screen.findByTestId('contracts-empty')
    expect(empty.textContent).toContain('这一页没有内容')
    expect(empty.textContent).not.toContain('暂无合同')
    fireEvent.click(within(empty).getByRole('button', { name: '回到第一页' }))
    await waitFor(() => expect(screen.getAllByTestId('contract-row')).toHaveLength(20))
    expect(rendered.searchChanges.at(-1)).toEqual({ tab: 'contracts', page: undefined, q: undefined })
  })

  it('says so when there is no contract, and announces a failed load with a retry', async () => {
    let fail = true
    stubApi('POST', LIST, () => {
      if (fail) throw new ApiError(500, 'failed')
      return page([], 1, 20, 0)
    })
    renderOrdersTab({ tab: 'contracts' })
    const error = await screen.findByTestId('contracts-error')
    expect(error.getAttribute('role')).toBe('alert')
    fail = false
    fireEvent.click(within(error).getByRole('button', { name: '重试' }))
    expect((await screen.findByTestId('contracts-empty')).textContent).toBe('暂无合同')
  })

  it("the detail dialog shows the contract's fields and opens each file through its download link in a new tab", async () => {
    const [listed] = stubContracts(1)
    stubApi('GET', DETAIL, () =>
      contract(1, {
        contracttype: 1,
        moneytype: 1,
        ordernames: 'SummitMap 专业版 订单',
        purchasercompany: '华测空间信息技术有限公司',
        socialcreditcode: '91110108MA01SUMMIT',
        salername: '北京峰图科技有限公司',
        contractrange: 'SummitMap 专业版 2 套',
        creatortime: '2024-03-01T08:00:00.000Z',
        contractfiles: [
          { fileId: 'file-1', name: '合同正文.pdf' },
          { fileId: 'file-2', name: '附件一.pdf' },
        ],
      }),
    )
    stubApi('GET', ANNEX, ({ params }) => {
      if (params?.path?.fileId === 'file-2') throw new ApiError(404, '文件不存在')
      return { url: `https://files.example/${params?.path?.fileId}?sig=1` }
    })
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderOrdersTab({ tab: 'contracts' })
    const details = await screen.findByRole('button', { name: `查看合同 ${listed.contractnum} 的详情` })
    fireEvent.click(details)
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByTestId('contract-detail')
    expect(callsTo('GET', DETAIL)[0].params?.path).toEqual({ id: listed.id })
    const field = (key: string) => within(dialog).getByTestId(`contract-detail-${key}`).textContent
    expect(field('contractnum')).toBe(listed.contractnum)
    expect(field('amount')).toBe('27596.00')
    expect(field('type')).toBe('采购合同')
    expect(field('moneyType')).toBe('付款')
    expect(field('orders')).toBe('SummitMap 专业版 订单')
    expect(field('purchaserCompany')).toBe('华测空间信息技术有限公司')
    expect(field('socialCreditCode')).toBe('91110108MA01SUMMIT')
    expect(field('saler')).toBe('北京峰图科技有限公司')
    expect(field('range')).toBe('SummitMap 专业版 2 套')
    expect(field('description')).toBe('无')
    // Internal ids are not shown.
    expect(dialog.textContent).not.toContain('cust-1')

    const files = within(dialog).getAllByTestId('contract-file')
    expect(files.map((file) => file.textContent)).toEqual(['合同正文.pdf', '附件一.pdf'])
    fireEvent.click(within(dialog).getByRole('button', { name: '下载 合同正文.pdf' }))
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://files.example/file-1?sig=1', '_blank', 'noopener'))
    expect(callsTo('GET', ANNEX)[0].params?.path).toEqual({ fileId: 'file-1' })
    expect(within(dialog).getByTestId('contract-file-error').textContent).toBe('')

    fireEvent.click(files[1])
    await waitFor(() => expect(within(dialog).getByTestId('contract-file-error').textContent).toBe('文件下载失败，请稍后重试'))
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('a contract without files says so', async () => {
    stubContracts(1)
    stubApi('GET', DETAIL, () => contract(1, { contractfiles: [] }))
    renderOrdersTab({ tab: 'contracts' })
    fireEvent.click(await screen.findByTestId('contract-details'))
    const dialog = await screen.findByRole('dialog')
    expect((await within(dialog).findByTestId('contract-files-empty')).textContent).toBe('暂无合同文件')
    expect(within(dialog).queryByTestId('contract-file')).toBeNull()
  })
})
