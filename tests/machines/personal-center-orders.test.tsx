// The personal centre's orders tab against stubbed API answers: the paid and pending lists (columns, index across
// pages, paging, search, empty and error states), continue paying and closed orders, the order-detail dialog (lines,
// duration labels, amounts; Escape gives focus back) and the download dialog (entries per product, '未查找到该软件').
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../domain/api-error'
import { ORDER_LIST_MENU_ID } from '../../domain/limits'
import { i18n } from '../../src/i18n/i18n'
import { callsTo, resetApi, stubApi } from './support/fake-api-client'
import { DOWNLOADS, HOUR, orderDetail, orderLine, orderRow, page } from './support/order-samples'
import { renderOrdersTab } from './support/render-orders-tab'

vi.mock('../../src/api/client', () => import('./support/fake-api-client'))
// Only the hook is replaced; the session's pure rules (profileIdOf) stay the real ones.
vi.mock('../../src/session/use-session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/session/use-session')>()),
  useSession: () => ({ user: { id: 'cust-1' } }),
}))

const LIST = '/api/business/C_customers/getOrderListWithStatus'
const DETAIL = '/api/business/C_orderManage/detail/{id}'
const LINES = '/api/business/C_orderDetail/getList'
const DOWNLOAD_LIST = '/api/business/C_softwaredownload'

void i18n.changeLanguage('zh-CN')

beforeEach(() => resetApi())
afterEach(() => cleanup())

/** 23 paid orders, 10 a page, newest first; the search filters by part of the order number. */
function stubPaidOrders(total = 23) {
  const all = Array.from({ length: total }, (_, index) => orderRow(index + 1))
  stubApi('POST', LIST, ({ body }) => {
    const matching = all.filter((row) => row.paymentstate === body?.paymentstate && row.ordernum.includes(String(body?.ordernum ?? '')))
    const current = Number(body?.currentPage)
    return page(matching.slice((current - 1) * 10, current * 10), current, 10, matching.length)
  })
  return all
}

const rows = () => screen.getAllByTestId('order-row')
const cellsOf = (testId: string) => screen.getAllByTestId(testId).map((cell) => cell.textContent)

describe('orders lists', () => {
  it('lists paid orders 10 a page with the index continuing across pages, the total and the request the spec names', async () => {
    const all = stubPaidOrders()
    const rendered = renderOrdersTab()
    await screen.findByTestId('orders-table')
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('订单类型')
    expect(screen.getByRole('tab', { name: '已支付' }).getAttribute('aria-selected')).toBe('true')
    expect(rows()).toHaveLength(10)
    expect(cellsOf('order-index')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])
    expect(cellsOf('order-number')[0]).toBe(all[0].ordernum)
    expect(cellsOf('order-name')[0]).toBe(all[0].ordername)
    expect(cellsOf('order-amount').slice(0, 2)).toEqual(['199.00', '398.00'])
    // China time, marked as such unless the test's clock is on China time.
    const created = new Date(all[0].creatortime)
    const chinaTime = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(
      created,
    )
    expect(cellsOf('order-created')[0]).toBe(created.getTimezoneOffset() === -480 ? chinaTime : `${chinaTime} (UTC+8)`)
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '序号',
      '订单名称',
      '订单编号',
      '创建时间',
      '金额（元）',
      '操作',
    ])
    expect(screen.getByTestId('orders-pagination-total').textContent).toBe('共 23 条')
    expect(callsTo('POST', LIST)[0].body).toEqual({
      paymentstate: 1,
      purchasemethod: 'online',
      menuId: ORDER_LIST_MENU_ID,
      currentPage: 1,
      pageSize: 10,
      sort: 'desc',
    })

    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }))
    await waitFor(() => expect(cellsOf('order-index')[0]).toBe('11'))
    expect(rendered.searchChanges.at(-1)).toEqual({ tab: undefined, page: 2, q: undefined })
    expect(callsTo('POST', LIST).at(-1)?.body).toMatchObject({ currentPage: 2 })
    fireEvent.click(screen.getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(cellsOf('order-index')).toEqual(['21', '22', '23']))
  })

  it('searches by order number on Enter and on the button; an empty box clears the search; no match says 没有搜到结果', async () => {
    const all = stubPaidOrders()
    const rendered = renderOrdersTab({ page: 2 })
    await screen.findByTestId('orders-table')
    const box = screen.getByRole('textbox', { name: '订单编号' })
    expect(box.getAttribute('placeholder')).toBe('请输入订单编号')
    fireEvent.change(box, { target: { value: ` ${all[4].ordernum} ` } })
    fireEvent.submit(box.closest('form')!)
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(rendered.searchChanges.at(-1)).toEqual({ tab: undefined, page: undefined, q: all[4].ordernum })
    expect(callsTo('POST', LIST).at(-1)?.body).toMatchObject({ ordernum: all[4].ordernum, currentPage: 1 })

    fireEvent.change(screen.getByRole('textbox', { name: '订单编号' }), { target: { value: 'NO-SUCH-ORDER' } })
    fireEvent.click(screen.getByRole('button', { name: '搜索' }))
    expect((await screen.findByTestId('orders-empty')).textContent).toBe('没有搜到结果')

    fireEvent.change(screen.getByRole('textbox', { name: '订单编号' }), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(rows()).toHaveLength(10))
    expect(rendered.searchChanges.at(-1)).toEqual({ tab: undefined, page: undefined, q: undefined })
    expect(callsTo('POST', LIST).at(-1)?.body).not.toHaveProperty('ordernum')
  })

  it('a page past the last (an old link) says the page is empty, not that there are no orders, and offers page 1', async () => {
    stubPaidOrders()
    const rendered = renderOrdersTab({ page: 9 })
    const empty = await screen.findByTestId('orders-empty')
    expect(empty.textContent).toContain('这一页没有内容')
    expect(empty.textContent).not.toContain('暂无已支付的订单')
    fireEvent.click(within(empty).getByRole('button', { name: '回到第一页' }))
    await waitFor(() => expect(rows()).toHaveLength(10))
    expect(rendered.searchChanges.at(-1)).toEqual({ tab: undefined, page: undefined, q: undefined })
    expect(cellsOf('order-index')[0]).toBe('1')
  })

  it('shows the empty state of each list, and a failed load announced with a retry that loads it', async () => {
    stubApi('POST', LIST, () => page([], 1, 10, 0))
    renderOrdersTab()
    expect((await screen.findByTestId('orders-empty')).textContent).toBe('暂无已支付的订单')
    cleanup()

    let fail = true
    stubApi('POST', LIST, () => {
      if (fail) throw new ApiError(500, '服务器错误')
      return page([orderRow(1, { paymentstate: 0 })], 1, 10)
    })
    renderOrdersTab({ tab: 'pending' })
    const error = await screen.findByTestId('orders-error')
    expect(error.getAttribute('role')).toBe('alert')
    expect(error.textContent).toContain('订单加载失败')
    fail = false
    fireEvent.click(within(error).getByRole('button', { name: '重试' }))
    await waitFor(() => expect(rows()).toHaveLength(1))
  })

  it('the pending list shows the amount due and continue paying as a link to /paystep?order=<id>; a closed order shows 已关闭 and no link', async () => {
    const open = orderRow(1, { paymentstate: 0, paymentamount: 169.15 })
    const closedByServer = orderRow(2, { paymentstate: 2, closed: true })
    const overdue = orderRow(3, { paymentstate: 0, closesAt: new Date(Date.now() - HOUR).toISOString() })
    stubApi('POST', LIST, () => page([open, closedByServer, overdue], 1, 10))
    renderOrdersTab({ tab: 'pending' })
    await screen.findByTestId('orders-table')
    expect(callsTo('POST', LIST)[0].body).toMatchObject({ paymentstate: 0 })
    expect(screen.getAllByRole('columnheader')[4].textContent).toBe('应付金额（元）')
    expect(cellsOf('order-amount')[0]).toBe('169.15')
    const [first, second, third] = rows()
    const link = within(first).getByRole('link', { name: `继续支付订单 ${open.ordernum}` })
    expect(link.getAttribute('href')).toBe(`/paystep?order=${open.id}`)
    expect(link.textContent).toBe('继续支付')
    for (const row of [second, third]) {
      expect(within(row).getByTestId('order-closed').textContent).toBe('已关闭')
      expect(within(row).queryByRole('link')).toBeNull()
    }
    expect(screen.queryByTestId('order-download')).toBeNull()
    // Why it is closed: a tooltip on hover (and keyboard focus: the badge takes a tab stop), and its description.
    const closed = within(second).getByTestId('order-closed')
    expect(closed.getAttribute('tabindex')).toBe('0')
    expect(closed.getAttribute('aria-description')).toBe('订单超过 24 小时未支付，已自动关闭')
    fireEvent.pointerMove(closed, { pointerType: 'mouse' })
    expect((await screen.findByRole('tooltip')).textContent).toBe('订单超过 24 小时未支付，已自动关闭')
  })

  it('switching sub-tab resets page and search and lists the other payment state', async () => {
    stubPaidOrders()
    const rendered = renderOrdersTab({ page: 2, q: 'SO2026' })
    await screen.findByTestId('orders-table')
    fireEvent.click(screen.getByRole('tab', { name: '待支付' }))
    await waitFor(() => expect(rendered.searchChanges.at(-1)).toEqual({ tab: 'pending', page: undefined, q: undefined }))
    expect((await screen.findByTestId('orders-empty')).textContent).toBe('暂无待支付的订单')
    expect(callsTo('POST', LIST).at(-1)?.body).toMatchObject({ paymentstate: 0, currentPage: 1 })
    expect(callsTo('POST', LIST).at(-1)?.body).not.toHaveProperty('ordernum')
  })
})

describe('order-detail dialog', () => {
  it('shows the order and its lines (周 and 永久, unit price of the unit, quantity, server total, unlicensed count); Escape gives focus back', async () => {
    const row = orderRow(1)
    stubApi('POST', LIST, () => page([row], 1, 10))
    stubApi('GET', DETAIL, () => orderDetail(row))
    stubApi('POST', LINES, () =>
      page(
        [
          orderLine(),
          orderLine({
            id: 'line-2',
            productname: 'SummitLab 课程版',
            producttype: 'SummitLab',
            durationunion: 'none',
            duration: 1,
            number: 1,
            projectprice: 2599,
            licensestate: 0,
          }),
        ],
        1,
        2,
      ),
    )
    renderOrdersTab()
    const details = await screen.findByRole('button', { name: `查看订单 ${row.ordernum} 的详情` })
    details.focus()
    fireEvent.click(details)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: '订单详情' })).toBeTruthy()
    await within(dialog).findByTestId('order-detail')
    expect(callsTo('GET', DETAIL)[0].params?.path).toEqual({ id: row.id })
    expect(callsTo('POST', LINES)[0].body).toEqual({ ordercode: row.ordernum })
    const field = (key: string) => within(dialog).getByTestId(`order-detail-${key}`).textContent
    expect(field('ordernum')).toBe(row.ordernum)
    expect(field('state')).toBe('已支付')
    expect(field('amount')).toBe('199.00')
    expect(field('method')).toBe('线上购买')
    expect(field('receiver')).toBe('张三')
    expect(field('retailer')).toBe('SUMMIT-DEMO')
    expect(field('invoice')).toBe('企业普通发票')
    // Without a discount there is no original total to show.
    expect(within(dialog).queryByTestId('order-detail-baseamount')).toBeNull()
    expect(within(dialog).queryByTestId('order-detail-discount')).toBeNull()
    const cells = (testId: string) =>
      within(dialog)
        .getAllByTestId(testId)
        .map((cell) => cell.textContent)
    expect(cells('order-line-product')).toEqual(['SummitMap 标准版', 'SummitLab 课程版'])
    expect(cells('order-line-duration')).toEqual(['2 周', '永久'])
    expect(cells('order-line-unit-price')).toEqual(['199.00', '—'])
    expect(cells('order-line-quantity')).toEqual(['3', '1'])
    expect(cells('order-line-total')).toEqual(['1194.00', '2599.00'])
    expect(cells('order-line-unlicensed')).toEqual(['3', '0'])

    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(details))
  })

  it("with a reseller's discount shows the original total and the discount beside the amount paid, so the lines add up", async () => {
    const row = { ...orderRow(1), paymentamount: 7129.8 }
    stubApi('POST', LIST, () => page([row], 1, 10))
    stubApi('GET', DETAIL, () => orderDetail(row, { baseamount: 8388 }))
    stubApi('POST', LINES, () => page([orderLine()], 1, 1))
    renderOrdersTab()
    fireEvent.click(await screen.findByRole('button', { name: `查看订单 ${row.ordernum} 的详情` }))
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByTestId('order-detail')
    const field = (key: string) => within(dialog).getByTestId(`order-detail-${key}`).textContent
    expect([field('amount'), field('baseamount'), field('discount')]).toEqual(['7129.80', '8388.00', '1258.20'])
    expect(within(dialog).getByText('订单原价')).toBeTruthy()
    expect(within(dialog).getByText('优惠金额')).toBeTruthy()
  })

  it('a failed detail is announced inside the dialog with a retry', async () => {
    const row = orderRow(1)
    stubApi('POST', LIST, () => page([row], 1, 10))
    let fail = true
    stubApi('GET', DETAIL, () => {
      if (fail) throw new ApiError(404, '订单不存在')
      return orderDetail(row)
    })
    stubApi('POST', LINES, () => page([orderLine()], 1, 1))
    renderOrdersTab()
    fireEvent.click(await screen.findByTestId('order-details'))
    const dialog = await screen.findByRole('dialog')
    const error = await within(dialog).findByTestId('order-detail-error')
    expect(error.getAttribute('role')).toBe('alert')
    expect(error.textContent).toContain('订单详情加载失败')
    fail = false
    fireEvent.click(within(error).getByRole('button', { name: '重试' }))
    expect((await within(dialog).findByTestId('order-detail-ordernum')).textContent).toBe(row.ordernum)
  })
})

describe('download dialog', () => {
  async function openDownloads(lines: ReturnType<typeof orderLine>[]) {
    const row = orderRow(1)
    stubApi('POST', LIST, () => page([row], 1, 10))
    stubApi('POST', LINES, () => page(lines, 1, lines.length))
    stubApi('GET', DOWNLOAD_LIST, () => page(DOWNLOADS, 1, 100))
    renderOrdersTab()
    fireEvent.click(await screen.findByRole('button', { name: `下载订单 ${row.ordernum} 的软件` }))
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByTestId('downloads')
    return dialog
  }

  it("offers SummitMap's installer and environment package with links opening in a new tab and the password with a copy button", async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const dialog = await openDownloads([orderLine()])
    expect(within(dialog).getByRole('heading', { name: '软件下载' })).toBeTruthy()
    const offers = within(dialog).getAllByTestId('download-offer')
    expect(offers.map((offer) => offer.getAttribute('data-key'))).toEqual(['SummitMap', 'SummitMapEnv'])
    expect(offers.map((offer) => within(offer).getByRole('heading').textContent)).toEqual(['SummitMap 安装包', 'SummitMap 运行环境包'])
    const link = within(offers[0]).getByRole('link')
    expect(link.getAttribute('href')).toBe('https://pan.example/SummitMap')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener')
    expect(within(offers[1]).getByTestId('download-password').textContent).toBe('env1')
    fireEvent.click(within(offers[1]).getByRole('button', { name: '复制 SummitMap 运行环境包 的提取码' }))
    await waitFor(() => expect(within(offers[1]).getByTestId('download-copy-status').textContent).toBe('已复制'))
    expect(writeText).toHaveBeenCalledWith('env1')
    expect(within(dialog).queryByTestId('download-not-found')).toBeNull()
  })

  it("lets the customer choose among the order's products; SummitLab's teaching data without a link says 未查找到该软件", async () => {
    const dialog = await openDownloads([
      orderLine(),
      orderLine({ id: 'line-2', productname: 'SummitLab 标准版', producttype: 'SummitLab' }),
      orderLine({ id: 'line-3' }),
    ])
    const select = within(dialog).getByRole('combobox', { name: '选择软件' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['SummitMap', 'SummitLab'])
    await act(async () => {
      fireEvent.change(select, { target: { value: 'SummitLab' } })
    })
    const offers = within(dialog).getAllByTestId('download-offer')
    expect(offers.map((offer) => offer.getAttribute('data-kind'))).toEqual(['installer', 'teachingData'])
    expect(within(offers[0]).getByRole('link').getAttribute('href')).toBe('https://pan.example/SummitLab')
    expect(within(offers[1]).getByTestId('download-not-found').textContent).toBe('未查找到该软件')
    expect(within(offers[1]).queryByRole('link')).toBeNull()
  })

  it('says 未查找到该软件 for a product without any entry, and for an order without a known product', async () => {
    const dialog = await openDownloads([orderLine({ producttype: 'SummitTerra', productname: 'SummitTerra 标准版' })])
    const [offer] = within(dialog).getAllByTestId('download-offer')
    expect(offer.getAttribute('data-key')).toBe('SummitTerra')
    expect(within(offer).getByTestId('download-not-found').textContent).toBe('未查找到该软件')
    cleanup()
    resetApi()
    const empty = await openDownloads([])
    expect(within(empty).getByTestId('download-not-found').textContent).toBe('未查找到该软件')
    expect(within(empty).queryByTestId('download-offer')).toBeNull()
  })
})
