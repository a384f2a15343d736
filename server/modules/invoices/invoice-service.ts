// Invoice records: one per order, whoever asks first — the payment notification (the invoice chosen in the order
// form) or the invoice call (the wizard's, after payment, or the personal centre's) — however often they ask.
// Only the caller's paid orders; amounts are the orders' paid amounts, never the client's. The caller's invoices,
// and the re-issue request of an issued one (docs/invoices.md: the lifecycle; issuing is invoice-issuing.ts).
import { TransactionRollbackError } from 'drizzle-orm'
import type { Identity } from '../../auth/identity'
import type { Db, DbOrTx } from '../../db/client'
import { badRequest, conflict, forbidden, notFound } from '../../http/api-error'
import { pageWindow, type PageRequest } from '../../http/paging'
import { invoiceTypeOf } from '../../../domain/invoice-type'
import { invoiceCompanyOf } from '../../../domain/order-form-rules'
import { invoiceFormOf, invoiceFormRefusal, invoiceTypeOfKind, normalizeInvoiceForm } from '../../../domain/invoice-form-rules'
import { isReissueWithoutCause, REISSUE_WITHOUT_CAUSE_MSG } from '../../../domain/invoice-reissue-rules'
import { INVOICE_LIST_PAGE_SIZE } from '../../../domain/limits'
import { toFen } from '../../../domain/pricing'
import { requireCustomer } from '../customers/customer-service'
import type { OrderRow } from '../orders/order-data'
import { fenToNumeric } from '../orders/order-pricing'
import { ownOrderById } from '../orders/order-service'
import { parseFileList } from '../files/file-list'
import {
  findInvoiceById,
  INVOICE_MISSING_MSG,
  insertInvoice,
  selectOwnInvoiceFileLists,
  selectOwnInvoicesPage,
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

/**
 * After payment: the invoice the customer chose in the order form (none for isinvoice 0), made out to the name the
 * form gave, and to its company only for an enterprise invoice (an order names the customer's company whatever the
 * invoice). Idempotent.
 */
export async function invoiceOnPayment(tx: DbOrTx, order: OrderRow, at: Date): Promise<void> {
  if (order.isinvoice === 0) return
  await insertInvoiceOnce(
    tx,
    {
      username: order.receivername?.trim() || order.username,
      userid: order.userid,
      creatoruserid: order.userid,
      orderid: order.id,
      ordername: order.ordername,
      company: invoiceCompanyOf(order),
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

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null)

/** The body's value when sent (blank included), else the fallback. */
const given = (value: string | undefined, fallback: string | null) => (value === undefined ? fallback : value)

interface InvoiceTitle {
  type: 0 | 1
  company: string | null
  ratenumber: string | null
  address: string | null
  phone: string | null
  email: string | null
  banknum: string | null
}

/**
 * The title as stored (trimmed, no company on a personal invoice), or the 400 of the invoice form's first refusal
 * (domain/invoice-form-rules.ts: the kind is what the record stands for, from its type and company).
 */
function refusedTitleOr(title: InvoiceTitle): InvoiceTitle {
  const form = normalizeInvoiceForm(invoiceFormOf(title))
  const kind = form.kind
  const refusal = invoiceFormRefusal(form)
  if (refusal) throw badRequest(refusal)
  return {
    type: invoiceTypeOfKind(kind),
    company: blankToNull(form.company),
    ratenumber: form.ratenumber,
    address: blankToNull(form.address),
    phone: blankToNull(form.phone),
    email: form.email,
    banknum: blankToNull(form.banknum),
  }
}

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
  // Absent fields come from the order form (a field sent blank stays blank: a personal invoice sends no company); the
  // title is then judged by the request dialog's own rules.
  const title = refusedTitleOr({
    type,
    company: given(input.company, invoiceCompanyOf(first)),
    ratenumber: input.ratenumber,
    address: given(input.address, first.receiveraddress),
    phone: given(input.phone, first.receiverphone),
    email: given(input.email, first.receiveremail),
    banknum: given(input.banknum, null),
  })
  const record: NewInvoice = {
    username: blankToNull(input.username) ?? customer.username,
    userid: customer.id,
    creatoruserid: customer.id,
    orderid: ids.join(','),
    ordername: orders.map((order) => order.ordername).join('、'),
    ...title,
    status: 0,
    approveStatus: 0,
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

export async function invoicesPage(db: Db, identity: Identity | null, input: PageRequest) {
  const customer = await requireCustomer(db, identity)
  const window = pageWindow(input, INVOICE_LIST_PAGE_SIZE)
  return { ...(await selectOwnInvoicesPage(db, customer.id, window)), window }
}

/** The caller's invoice, else 404 (none) or 403 (another customer's), like orders and contracts. */
export async function ownInvoice(db: Db, identity: Identity | null, id: string): Promise<InvoiceRow> {
  const customer = await requireCustomer(db, identity)
  const invoice = await findInvoiceById(db, id)
  if (!invoice) throw notFound(INVOICE_MISSING_MSG)
  if (invoice.userid !== customer.id) throw forbidden()
  return invoice
}

/** Whether the file is listed in one of the customer's invoices (a rule of files/annex-access.ts). */
export async function isOwnInvoiceFile(db: DbOrTx, customerId: string, fileId: string): Promise<boolean> {
  const lists = await selectOwnInvoiceFileLists(db, customerId)
  return lists.some((text) => parseFileList(text).some((file) => file.fileId === fileId))
}

export interface ReissueInput {
  id: string
  remark?: string
  type?: 0 | 1
  company?: string
  ratenumber?: string
  address?: string
  phone?: string
  email?: string
  banknum?: string
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | undefined
  return e?.code === '23505' || e?.cause?.code === '23505'
}

/**
 * A re-issue request of the caller's issued invoice: a new invoice waiting for approval, with the original's orders
 * and amounts and the title corrected by the body. At most one open re-issue per invoice (invoices_oriid_open_uq).
 */
export async function requestReissue(db: Db, identity: Identity | null, input: ReissueInput, now: Date): Promise<InvoiceRow> {
  const original = await ownInvoice(db, identity, input.id)
  if (original.status === 2) throw conflict('该发票已作废，不能重开')
  if (original.status !== 1) throw conflict('该发票尚未开具，不能重开')
  const title = refusedTitleOr({
    type: input.type ?? (original.type === 1 ? 1 : 0),
    company: given(input.company, original.company),
    ratenumber: given(input.ratenumber, original.ratenumber),
    address: given(input.address, original.address),
    phone: given(input.phone, original.phone),
    email: given(input.email, original.email),
    banknum: given(input.banknum, original.banknum),
  })
  if (isReissueWithoutCause(invoiceFormOf(original), invoiceFormOf(title), input.remark ?? '')) throw badRequest(REISSUE_WITHOUT_CAUSE_MSG)
  try {
    return await insertInvoice(db, {
      username: original.username,
      userid: original.userid,
      creatoruserid: original.userid,
      orderid: original.orderid,
      ordername: original.ordername,
      ...title,
      status: 0,
      approveStatus: 0,
      amount: original.amount,
      amountgross: original.amountgross,
      taxrate: original.taxrate,
      remark: blankToNull(input.remark),
      oriId: original.id,
      creatortime: now,
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('该发票已有重开申请正在处理，请等待处理结果')
    throw error
  }
}
