// Invoices and paid orders as the server answers them, for the invoice tab's component tests.
import type { Invoice } from '../../../src/api/queries/invoice-queries'
import type { OrderRow } from '../../../src/api/queries/order-list-queries'

export function invoice(overrides: Partial<Invoice> & { id: string }): Invoice {
  return {
    userid: 'cust-1',
    orderid: `order-${overrides.id}`,
    ordername: `订单 ${overrides.id}`,
    company: '演示测绘有限公司',
    ratenumber: '91350100M000100Y43',
    address: null,
    phone: null,
    email: 'finance@example.cn',
    banknum: null,
    status: 0,
    approveStatus: 0,
    type: 0,
    amount: 199,
    amountgross: 199,
    taxrate: 0.06,
    remark: null,
    approveRemark: null,
    content: [],
    oriId: null,
    invoicenum: null,
    issuetime: null,
    voidtime: null,
    creatortime: '2026-03-01T02:00:00.000Z',
    creatoruserid: 'cust-1',
    ...overrides,
  }
}

export function paidOrder(id: string, ordername: string, paymentamount: number): OrderRow {
  return {
    id,
    ordername,
    ordernum: `SO${id}`,
    creatortime: '2026-03-01T02:00:00.000Z',
    paymentamount,
    paymentstate: 1,
    purchasemethod: 'online',
    invoiceid: null,
  }
}

export const page = (list: Invoice[], total = list.length, currentPage = 1) => ({
  list,
  pagination: { currentPage, pageSize: 20, total },
})
