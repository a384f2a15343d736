// 开票申请 against a stand-in server: the invoiceable orders (several ticked together, the total the sum of their paid
// amounts), the form prefilled from the profile, the domain rule's messages per field (announced, tied to the box),
// the personal kind asking for an ID number, the body sent, and after it the server's msg, the reloaded invoice and
// order queries and a closed dialog; a refusal stays in the dialog with everything typed.
import { QueryClient, queryOptions } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../domain/api-error'
import { INVOICE_FORM_MESSAGES_ZH } from '../../domain/invoice-form-rules'
import type { InvoiceRequest } from '../../src/api/queries/invoice-queries'
import type { OrderRow } from '../../src/api/queries/order-list-queries'
import type { CustomerInfo } from '../../src/api/queries/user-queries'
import { InvoicesTab } from '../../src/features/invoices/invoices-tab'
import { switchLanguage } from '../../src/i18n/i18n'
import { storage } from '../../src/storage/storage'
import { invoice, page, paidOrder } from './support/invoice-fixtures'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'
import { CREDIT_CODE_WRONG_CHECK, RESIDENT_ID_WRONG_CHECK } from '../support/taxpayer-numbers'

startEachTestInZhCN()

const server = vi.hoisted(() => ({
  orders: [] as unknown[],
  info: {} as Record<string, unknown>,
  request: vi.fn<(body: unknown) => Promise<{ invoice: unknown; msg: string }>>(),
}))

vi.mock('../../src/api/queries/invoice-queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/api/queries/invoice-queries')>()
  return {
    ...original,
    invoiceListOptions: (params: { userid: string; page: number }) =>
      queryOptions({ queryKey: original.invoiceKeys.list(params), queryFn: async () => page([]) as never }),
    requestInvoice: server.request,
  }
})
vi.mock('../../src/api/queries/order-list-queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/api/queries/order-list-queries')>()
  return {
    ...original,
    invoiceableOrdersOptions: () =>
      queryOptions({
        queryKey: original.orderKeys.invoiceable,
        queryFn: async () => ({
          list: server.orders as OrderRow[],
          pagination: { currentPage: 1, pageSize: 100, total: server.orders.length },
        }),
      }),
  }
})
vi.mock('../../src/api/queries/user-queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/api/queries/user-queries')>()
  return {
    ...original,
    customerInfoOptions: () =>
      queryOptions({ queryKey: original.userKeys.info('customer'), queryFn: async () => ({ ...server.info }) as CustomerInfo }),
  }
})

const ORDERS = [paidOrder('o1', 'SummitMap 标准版', 199), paidOrder('o2', 'SummitSolid 专业版', 1000.1), paidOrder('o3', 'SummitLab', 0.2)]

beforeEach(() => {
  server.orders = ORDERS
  server.info = {
    id: 'cust-1',
    username: '演示用户',
    phonenum: '13800001111',
    email: 'finance@example.cn',
    companyname: '演示测绘有限公司',
    companysocialcreditcode: '91350100M000100Y43',
  }
  server.request.mockReset()
  server.request.mockResolvedValue({ invoice: invoice({ id: 'inv-new' }), msg: '发票申请已提交' })
})

afterEach(() => {
  cleanup()
  storage.clear()
})

async function openDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const onPageChange = vi.fn()
  const harness = await renderWithApp(<InvoicesTab page={2} onPageChange={onPageChange} />, queryClient)
  fireEvent.click(screen.getByTestId('invoices-request'))
  await screen.findByTestId('invoice-request-dialog')
  return { ...harness, onPageChange }
}

const box = (name: string) => screen.getByTestId(`invoice-form-${name}-input`) as HTMLInputElement
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } })
const kindSelect = () => screen.getByTestId('invoice-form-kind') as HTMLSelectElement
const orderBox = (ordernum: string) =>
  within(screen.getAllByTestId('invoice-request-order').find((each) => each.getAttribute('data-ordernum') === ordernum)!).getByRole(
    'checkbox',
  )
/** Ticks (or unticks) an order and waits for the checkbox to say so. */
async function tick(ordernum: string) {
  const input = orderBox(ordernum) as HTMLInputElement
  const was = input.checked
  fireEvent.click(input)
  await vi.waitFor(() => expect((orderBox(ordernum) as HTMLInputElement).checked).toBe(!was))
}
/** A click on 提交申请 (which, in a browser, first moves focus to the button). */
function submit() {
  const button = screen.getByTestId('invoice-request-submit')
  act(() => button.focus())
  fireEvent.click(button)
}

/** The message tied to a box: aria-invalid, aria-describedby naming an element with role alert. */
function messageOf(name: string): string | null {
  const input = box(name)
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  const alert = ids.map((id) => document.getElementById(id)).find((element) => element?.getAttribute('role') === 'alert')
  if (!alert) {
    expect(input.getAttribute('aria-invalid')).toBeNull()
    return null
  }
  expect(input.getAttribute('aria-invalid')).toBe('true')
  return alert.textContent
}

describe('InvoiceRequestDialog', () => {
  it("lists the invoiceable orders with their paid amounts and is prefilled from the customer's profile", async () => {
    await openDialog()
    await screen.findByTestId('invoice-request-form')
    expect(screen.getAllByTestId('invoice-request-order').map((each) => each.textContent)).toEqual([
      'SummitMap 标准版（SOo1）199.00',
      'SummitSolid 专业版（SOo2）1000.10',
      'SummitLab（SOo3）0.20',
    ])
    expect(kindSelect().value).toBe('2')
    expect(box('company').value).toBe('演示测绘有限公司')
    expect(box('ratenumber').value).toBe('91350100M000100Y43')
    expect(box('phone').value).toBe('13800001111')
    expect(box('email').value).toBe('finance@example.cn')
    expect(box('address').value).toBe('')
    expect(box('banknum').value).toBe('')
    expect(screen.getByLabelText('纳税人识别号')).toBe(box('ratenumber'))
    expect(screen.getByLabelText('地址（选填）')).toBe(box('address'))
    expect(screen.queryAllByRole('alert')).toHaveLength(0)
    // No box takes more than the contract (a longer text met the schema's refusal, in English).
    expect(['company', 'ratenumber', 'address', 'phone', 'email', 'banknum'].map((name) => box(name).maxLength)).toEqual([
      100, 30, 200, 13, 100, 60,
    ])
  })

  it('the total is the sum of the ticked orders’ paid amounts', async () => {
    await openDialog()
    await screen.findByTestId('invoice-request-form')
    const total = screen.getByTestId('invoice-request-total')
    expect(total.textContent).toBe('0.00')
    await tick('SOo2')
    await vi.waitFor(() => expect(total.textContent).toBe('1000.10'))
    await tick('SOo3')
    await vi.waitFor(() => expect(total.textContent).toBe('1000.30'))
    await tick('SOo2')
    await vi.waitFor(() => expect(total.textContent).toBe('0.20'))
  })

  it('a single invoiceable order is ticked already', async () => {
    server.orders = [ORDERS[1]!]
    await openDialog()
    await screen.findByTestId('invoice-request-form')
    expect((orderBox('SOo2') as HTMLInputElement).checked).toBe(true)
    expect(screen.getByTestId('invoice-request-total').textContent).toBe('1000.10')
  })

  it('shows each message of the domain rule on change, tied to its box, and a special invoice needs address, phone and bank', async () => {
    await openDialog()
    await screen.findByTestId('invoice-request-form')
    type('company', ' ')
    expect(messageOf('company')).toBe(INVOICE_FORM_MESSAGES_ZH.companyRequired)
    type('ratenumber', '')
    expect(messageOf('ratenumber')).toBe('请输入纳税人识别号')
    type('email', 'nope')
    expect(messageOf('email')).toBe('请输入正确的邮箱地址')
    type('phone', '12')
    expect(messageOf('phone')).toBe('请输入正确的手机号或座机号')
    fireEvent.blur(box('address'))
    expect(messageOf('address')).toBeNull()
    fireEvent.change(kindSelect(), { target: { value: '3' } })
    expect(screen.getByLabelText('地址')).toBe(box('address'))
    fireEvent.blur(box('address'))
    expect(messageOf('address')).toBe('请输入地址')
    fireEvent.blur(box('banknum'))
    expect(messageOf('banknum')).toBe('请输入开户行及账号')
    type('address', '福州市鼓楼区')
    type('banknum', '招商银行 6225 0000')
    type('phone', '0591-12345678')
    for (const name of ['address', 'banknum', 'phone']) expect(messageOf(name)).toBeNull()
  })

  it('a personal invoice takes an ID number (label and placeholder say so), without company; the credit code is not carried over', async () => {
    await openDialog()
    await screen.findByTestId('invoice-request-form')
    fireEvent.change(kindSelect(), { target: { value: '1' } })
    expect(screen.queryByTestId('invoice-form-company-input')).toBeNull()
    expect(screen.getByLabelText('身份证号')).toBe(box('ratenumber'))
    expect(box('ratenumber').placeholder).toBe('个人发票请输入身份证号')
    expect(box('ratenumber').value).toBe('')
    fireEvent.blur(box('ratenumber'))
    expect(messageOf('ratenumber')).toBe('请输入身份证号')
    // Back to an enterprise invoice: the profile's credit code again.
    fireEvent.change(kindSelect(), { target: { value: '2' } })
    expect(box('ratenumber').value).toBe('91350100M000100Y43')
    expect(box('ratenumber').placeholder).toBe('请输入纳税人识别号（统一社会信用代码）')
  })

  it("a number not of its kind's format: the message under its box, announced, and nothing sent", async () => {
    await openDialog()
    await screen.findByTestId('invoice-request-form')
    await tick('SOo1')
    type('ratenumber', CREDIT_CODE_WRONG_CHECK)
    expect(messageOf('ratenumber')).toBe('请输入正确的纳税人识别号')
    submit()
    await vi.waitFor(() => expect(document.activeElement).toBe(box('ratenumber')))
    expect(server.request).not.toHaveBeenCalled()
    type('ratenumber', ' 91350100m000100y43 ')
    expect(messageOf('ratenumber')).toBeNull()
    fireEvent.change(kindSelect(), { target: { value: '1' } })
    type('ratenumber', RESIDENT_ID_WRONG_CHECK)
    expect(messageOf('ratenumber')).toBe('请输入正确的身份证号或证件号码')
    type('ratenumber', 'E1234 5678')
    expect(messageOf('ratenumber')).toBe('请输入正确的身份证号或证件号码')
    type('ratenumber', 'e12345678')
    expect(messageOf('ratenumber')).toBeNull()
    submit()
    await vi.waitFor(() => expect(server.request).toHaveBeenCalledTimes(1))
    expect(server.request.mock.calls[0]![0]).toMatchObject({ type: 0, company: '', ratenumber: 'E12345678' })
  })

  it('submit without an order or with a wrong box sends nothing: every message shows and the first place gets focus', async () => {
    server.info = { ...server.info, email: null }
    await openDialog()
    await screen.findByTestId('invoice-request-form')
    submit()
    const ordersError = await screen.findByTestId('invoice-request-orders-error')
    expect(ordersError.textContent).toBe('请选择要开票的订单')
    expect(ordersError.getAttribute('role')).toBe('alert')
    expect(screen.getByTestId('invoice-request-orders').getAttribute('aria-describedby')).toContain('invoice-request-orders-error')
    expect(messageOf('email')).toBe('请输入正确的邮箱地址')
    expect(document.activeElement).toBe(orderBox('SOo1'))
    await tick('SOo1')
    submit()
    await vi.waitFor(() => expect(document.activeElement).toBe(box('email')))
    expect(screen.queryByTestId('invoice-request-orders-error')).toBeNull()
    expect(server.request).not.toHaveBeenCalled()
  })

  it('sends the ticked orders as a comma list, the kind as type, the title fields trimmed and the total; then the msg, reloads and closes', async () => {
    const { queryClient, onPageChange } = await openDialog()
    await screen.findByTestId('invoice-request-form')
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    await tick('SOo1')
    await tick('SOo3')
    fireEvent.change(kindSelect(), { target: { value: '3' } })
    type('ratenumber', ' 91350100m000100y43 ')
    type('address', ' 福州市鼓楼区 1 号 ')
    type('phone', '0591-12345678')
    type('banknum', '招商银行 6225 0000')
    submit()
    await vi.waitFor(() => expect(server.request).toHaveBeenCalledTimes(1))
    const body: InvoiceRequest = server.request.mock.calls[0]![0] as InvoiceRequest
    expect(body).toEqual({
      orderid: 'o1,o3',
      type: 1,
      company: '演示测绘有限公司',
      ratenumber: '91350100M000100Y43',
      address: '福州市鼓楼区 1 号',
      phone: '0591-12345678',
      email: 'finance@example.cn',
      banknum: '招商银行 6225 0000',
      amount: 199.2,
    })
    await vi.waitFor(() => expect(screen.queryByTestId('invoice-request-dialog')).toBeNull())
    expect((await screen.findByTestId('shop-message')).textContent).toBe('发票申请已提交')
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['invoices'] })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] })
    // The new invoice is the newest: back to page 1 where it shows.
    expect(onPageChange).toHaveBeenCalledWith(1)
  })

  it('a personal invoice sends an empty company (never the one of the order form) and type 0; every box as left', async () => {
    await openDialog()
    await screen.findByTestId('invoice-request-form')
    await tick('SOo2')
    fireEvent.change(kindSelect(), { target: { value: '1' } })
    type('ratenumber', '35010019900101118x')
    submit()
    await vi.waitFor(() => expect(server.request).toHaveBeenCalledTimes(1))
    expect(server.request.mock.calls[0]![0]).toEqual({
      orderid: 'o2',
      type: 0,
      company: '',
      ratenumber: '35010019900101118X',
      address: '',
      phone: '13800001111',
      email: 'finance@example.cn',
      banknum: '',
      amount: 1000.1,
    })
  })

  it('a refusal shows the server msg in the dialog and keeps everything typed', async () => {
    server.request.mockRejectedValue(new ApiError(409, '所选订单已申请过发票'))
    await openDialog()
    await screen.findByTestId('invoice-request-form')
    await tick('SOo1')
    type('address', '福州市')
    submit()
    const refusal = await screen.findByTestId('invoice-request-refusal')
    expect(refusal.textContent).toBe('所选订单已申请过发票')
    expect(refusal.getAttribute('role')).toBe('alert')
    expect(screen.getByTestId('invoice-request-dialog')).toBeTruthy()
    expect(box('address').value).toBe('福州市')
    expect((orderBox('SOo1') as HTMLInputElement).checked).toBe(true)
  })

  it('says when no paid order is left to invoice', async () => {
    server.orders = []
    await openDialog()
    const none = await screen.findByTestId('invoice-request-no-orders')
    expect(none.textContent).toBe('没有可开票的订单：已支付的订单都已申请过发票')
    expect(screen.queryByTestId('invoice-request-submit')).toBeNull()
  })

  it('translates the form and its messages (en, zh-TW)', async () => {
    await switchLanguage('en')
    await openDialog()
    await screen.findByTestId('invoice-request-form')
    expect(screen.getByRole('heading', { name: 'Request invoice' })).toBeTruthy()
    type('email', 'x')
    expect(messageOf('email')).toBe('Please enter a correct e-mail address')
    type('ratenumber', CREDIT_CODE_WRONG_CHECK)
    expect(messageOf('ratenumber')).toBe('Please enter a correct taxpayer identification number')
    cleanup()
    await switchLanguage('zh-TW')
    await openDialog()
    await screen.findByTestId('invoice-request-form')
    fireEvent.change(kindSelect(), { target: { value: '1' } })
    fireEvent.blur(box('ratenumber'))
    expect(messageOf('ratenumber')).toBe('請輸入身分證號')
    type('ratenumber', RESIDENT_ID_WRONG_CHECK)
    expect(messageOf('ratenumber')).toBe('請輸入正確的身分證號或證件號碼')
  })
})
