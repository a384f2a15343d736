// Invoice records: one per order, whoever asks first — the payment notification (the invoice chosen in the order
// form) or the invoice call (the wizard's, after payment, or the personal centre's) — however often they ask.
// Only the caller's paid orders; amounts are the orders' paid amounts, never the client's.
import { TransactionRollbackError } from 'drizzle-orm'
import type { Identity } from '../../auth/identity'
import type { Db, DbOrTx } from '../../db/client'
import { badRequest, conflict } from '../../http/api-error'
import { invoiceTypeOf } from '../../../domain/invoice-type'
import { ORDER_FORM_MESSAGES_ZH } from '../../../domain/order-form-rules'
import { toFen } from '../../../domain/pricing'
import { requireCustomer } from '../customers/customer-service'
import type { OrderRow } from '../orders/order-data'
import { fenToNumeric } from '../orders/order-pricing'
import { ownOrderById } from '../orders/order-service'
import {
  findInvoiceById,
  insertInvoice,
  invoiceLinksOf,
  linkOrdersOnce,
  ordersOfInvoice,
  setOrdersInvoice,
  type InvoiceRow,
  type NewInvoice,
} from './invoice-data'

/** VAT rate recorded on a new request (information technology services); finance may change it when issuing. */
const INVOICE_TAX_RATE = '0.0600'

/**
 * Inserts the invoice and links its orders in a savepoint; when any order is already invoiced the savepoint is
 * rolled back and undefined answered (the caller then reads the invoice that won).
 */
async function insertInvoiceOnce(tx: DbOrTx, record: NewInvoice, orderIds: string[], at: Date): Promise<InvoiceRow | undefined> {
  try {
    return await tx.transaction(async (sp) => {
      const invoice = await insertInvoice(sp, record)
      const linked = await linkOrdersOnce(sp, invoice.id, orderIds, at)
      if (linked.length !== orderIds.length) sp.rollback()
      await setOrdersInvoice(sp, orderIds, invoice.id)
      return invoice
    })
  } catch (error) {
    if (error instanceof TransactionRollbackError) return undefined
    throw error
  }
}

/** The invoice already covering exactly these orders; 409 when some are covered by other invoices. */
async function existingInvoiceOf(db: DbOrTx, orderIds: string[]): Promise<InvoiceRow | undefined> {
  const links = await invoiceLinksOf(db, orderIds)
  if (links.size === 0) return undefined
  const invoiceIds = new Set(links.values())
  if (invoiceIds.size === 1 && links.size === orderIds.length) {
    const [invoiceid] = invoiceIds
    const covered = await ordersOfInvoice(db, invoiceid)
    if (covered.length === orderIds.length) return findInvoiceById(db, invoiceid)
  }
  throw conflict('所选订单已申请过发票')
}

/** After payment: the invoice the customer chose in the order form (none for isinvoice 0). Idempotent. */
export async function invoiceOnPayment(tx: DbOrTx, order: OrderRow, at: Date): Promise<void> {
  if (order.isinvoice === 0) return
  await insertInvoiceOnce(
    tx,
    {
      username: order.username,
      userid: order.userid,
      creatoruserid: order.userid,
      orderid: order.id,
      ordername: order.ordername,
      company: order.company,
      ratenumber: order.ratenumber,
      address: order.receiveraddress,
      phone: order.receiverphone,
      email: order.receiveremail,
      status: 0,
      approveStatus: 0,
      type: invoiceTypeOf(order.isinvoice),
      amount: order.paymentamount,
      amountgross: order.paymentamount,
      taxrate: INVOICE_TAX_RATE,
      creatortime: at,
    },
    [order.id],
    at,
  )
}

export interface InvoiceInput {
  username?: string
  orderid: string
  company?: string
  type?: 0 | 1
  amount?: number
  amountgross?: number
  ratenumber: string
  address?: string
  phone?: string
  email?: string
  banknum?: string
}

const blankToNull = (text: string | undefined) => (text?.trim() ? text.trim() : null)

/** POST C_invoice: an invoice request for the caller's paid orders; the same orders again answer the same invoice. */
export async function requestInvoice(db: Db, identity: Identity | null, input: InvoiceInput, now: Date): Promise<InvoiceRow> {
  const customer = await requireCustomer(db, identity)
  const ids = [
    ...new Set(
      input.orderid
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ]
  if (ids.length === 0) throw badRequest('orderid: 请选择要开票的订单')
  if (ids.length > 50) throw badRequest('orderid: 一次最多为50笔订单开票')
  const orders: OrderRow[] = []
  for (const id of ids) orders.push(await ownOrderById(db, customer.id, id))
  if (orders.some((order) => order.paymentstate !== 1)) throw badRequest('订单尚未支付，不能申请发票')

  const existing = await existingInvoiceOf(db, ids)
  if (existing) return existing

  const amountFen = orders.reduce((sum, order) => sum + toFen(order.paymentamount), 0)
  for (const sent of [input.amount, input.amountgross]) {
    if (sent !== undefined && toFen(sent) !== amountFen) throw badRequest(`发票金额与订单金额不一致（应为 ${fenToNumeric(amountFen)} 元）`)
  }
  const first = orders[0]
  const type = input.type ?? invoiceTypeOf(first.isinvoice)
  const company = blankToNull(input.company) ?? first.company
  if (type === 1 && !company) throw badRequest(ORDER_FORM_MESSAGES_ZH.companyRequired)
  const record: NewInvoice = {
    username: blankToNull(input.username) ?? customer.username,
    userid: customer.id,
    creatoruserid: customer.id,
    orderid: ids.join(','),
    ordername: orders.map((order) => order.ordername).join('、'),
    company,
    ratenumber: input.ratenumber.trim(),
    address: blankToNull(input.address) ?? first.receiveraddress,
    phone: blankToNull(input.phone) ?? first.receiverphone,
    email: blankToNull(input.email) ?? first.receiveremail,
    banknum: blankToNull(input.banknum),
    status: 0,
    approveStatus: 0,
    type,
    amount: fenToNumeric(amountFen),
    amountgross: fenToNumeric(amountFen),
    taxrate: INVOICE_TAX_RATE,
    creatortime: now,
  }
  const created = await db.transaction((tx) => insertInvoiceOnce(tx, record, ids, now))
  if (created) return created
  // A concurrent request (or the payment notification) invoiced these orders first.
  const winner = await existingInvoiceOf(db, ids)
  if (!winner) throw conflict('发票正在创建，请稍后重试')
  return winner
}
