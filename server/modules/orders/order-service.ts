// Order rules: the caller's own orders only; amounts, prices and the order name always computed here from the
// catalogue and the reseller code (an amount the client saw that differs is refused, never charged); an
// Idempotency-Key makes a retried or double-clicked create answer the first order; a customer has at most
// ORDER_OPEN_UNPAID_MAX open unpaid orders, and unpaid orders close after ORDER_UNPAID_CLOSE_MS (order-closing.ts).
import { createHash, randomInt } from 'node:crypto'
import type { Identity } from '../../auth/identity'
import type { ChangeCache } from '../../db/change-cache'
import type { Db, DbOrTx } from '../../db/client'
import { badRequest, conflict, forbidden, notFound } from '../../http/api-error'
import { pageWindow } from '../../http/paging'
import {
  ORDER_LIST_PAGE_SIZE,
  ORDER_OPEN_UNPAID_MAX,
  ORDER_OPEN_UNPAID_MAX_MSG,
  ORDER_UNPAID_CLOSE_MS,
  type DurationUnit,
} from '../../../domain/limits'
import { canonicalJson } from '../../../domain/canonical-json'
import { orderFormRefusal, submittedOrderForm, type OrderForm } from '../../../domain/order-form-rules'
import { orderName } from '../../../domain/order-name'
import { formatYuan, toFen } from '../../../domain/pricing'
import { requireCustomer } from '../customers/customer-service'
import { findInvoiceById } from '../invoices/invoice-data'
import { RETAILER_COUNT_WITHOUT_CODE_MSG, RETAILER_MISMATCH_MSG } from '../../../domain/retailer-code-rules'
import { retailerOfCode, retailerTerms } from '../retailers/retailer-service'
import { closeOverdueOrders, closingTimeMsOf } from './order-closing'
import {
  countOpenUnpaidOrders,
  findOrderById,
  findOrderByIdempotencyKey,
  findOrderByNum,
  insertOrderLines,
  insertOrderUnlessKeyUsed,
  lockCustomerOrders,
  selectLinesOfOrders,
  selectOwnOrders,
  selectOwnOrdersPage,
  type OrderFilter,
  type OrderLineRow,
  type OrderRow,
} from './order-data'
import { fenToNumeric, priceOrder, type PricedOrder } from './order-pricing'

export interface OrderInput {
  productDetails: Array<{ productid: string; number: number; duration: number; durationunion: DurationUnit }>
  paymentamount: number
  baseamount?: number
  receivername: string
  receiverphone: string
  receiveraddress?: string
  receiveremail?: string
  retailercode?: string
  retailcount?: number
  company?: string
  isinvoice?: 0 | 1 | 2 | 3
  ratenumber?: string
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | undefined
  return e?.code === '23505' || e?.cause?.code === '23505'
}

const requestHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex')

/** SM + Beijing time to the second + 6 random digits: 22 characters, a valid WeChat/Alipay out_trade_no prefix. */
function newOrderNumber(now: Date): string {
  const beijing = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14)
  return `SM${beijing}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

/** The payload's order form as ordered (trimmed, hidden fields dropped), checked with the client's own rules (storefront.md section 5). */
function checkedOrderForm(input: OrderInput): OrderForm {
  const form = submittedOrderForm({
    username: input.receivername,
    receiverphone: input.receiverphone,
    receiveremail: input.receiveremail ?? '',
    companyname: input.company ?? '',
    isinvoice: input.isinvoice ?? 0,
    ratenumber: input.ratenumber ?? '',
    retailercode: input.retailercode ?? '',
  })
  const refusal = orderFormRefusal(form)
  if (refusal !== null) throw badRequest(refusal)
  return form
}

async function priceInput(db: DbOrTx, userid: string, input: OrderInput, now: Date) {
  const code = input.retailercode?.trim() ?? ''
  const retailer = await retailerOfCode(db, userid, code, now)
  if (code !== '' && !retailer) throw badRequest(RETAILER_MISMATCH_MSG)
  const retailcount = input.retailcount ?? 1
  if (!retailer && retailcount !== 1) throw badRequest(RETAILER_COUNT_WITHOUT_CODE_MSG)
  const priced = await priceOrder(db, input.productDetails, retailcount, retailer ? retailerTerms(retailer) : null)
  // Refused, never charged: the customer confirms the amount they saw.
  if (toFen(input.paymentamount) !== priced.payableFen) {
    throw badRequest(`订单金额与服务器计算的金额不一致（应付 ${formatYuan(priced.payableFen)} 元），请刷新后重新下单`)
  }
  if (input.baseamount !== undefined && toFen(input.baseamount) !== priced.totalFen) {
    throw badRequest(`订单原价与服务器计算的金额不一致（原价 ${formatYuan(priced.totalFen)} 元），请刷新后重新下单`)
  }
  return { priced, retailercode: retailer ? retailer.retailcode : null }
}

function orderLines(order: OrderRow, priced: PricedOrder) {
  return priced.lines.map(({ product, input, unitFen, payableFen }) => ({
    orderid: order.id,
    ordercode: order.ordernum,
    productid: product.id,
    productname: product.name,
    producttype: product.type,
    productcode: product.code,
    featureid: product.profeatureid,
    dogState: product.dogState,
    duration: input.duration,
    durationunion: input.durationunion,
    weekprice: product.weekprice,
    monthprice: product.monthprice,
    seasonprice: product.seasonprice,
    halfyearprice: product.halfyearprice,
    price: fenToNumeric(unitFen),
    projectprice: fenToNumeric(payableFen),
    // Each of the count's seats (times the retailer count) needs a licence.
    number: input.number * priced.retailcount,
    licensestate: input.number * priced.retailcount,
  }))
}

/** An earlier order made with the same key: the same request answers it, another request is refused. */
function replay(existing: OrderRow, hash: string): OrderRow {
  if (existing.idempotency_hash !== hash) throw conflict('该幂等键已用于另一笔订单，请刷新页面后重新下单')
  return existing
}

export async function createOrder(db: Db, identity: Identity | null, input: OrderInput, idempotencyKey: string | undefined, now: Date) {
  const customer = await requireCustomer(db, identity)
  const hash = requestHash(input)
  if (idempotencyKey) {
    const existing = await findOrderByIdempotencyKey(db, customer.id, idempotencyKey)
    if (existing) return replay(existing, hash)
  }
  const form = checkedOrderForm(input)
  const { priced, retailercode } = await priceInput(db, customer.id, input, now)
  for (let attempt = 1; ; attempt += 1) {
    try {
      const created = await db.transaction(async (tx) => {
        // One create of this customer at a time: a retry of a key answers its order, the cap counts exactly.
        await lockCustomerOrders(tx, customer.id)
        if (idempotencyKey) {
          const existing = await findOrderByIdempotencyKey(tx, customer.id, idempotencyKey)
          if (existing) return existing
        }
        await closeOverdueOrders(tx, now, customer.id)
        const open = await countOpenUnpaidOrders(tx, customer.id, new Date(now.getTime() - ORDER_UNPAID_CLOSE_MS))
        if (open >= ORDER_OPEN_UNPAID_MAX) throw conflict(ORDER_OPEN_UNPAID_MAX_MSG)
        const order = await insertOrderUnlessKeyUsed(tx, {
          ordernum: newOrderNumber(now),
          ordername: orderName(priced.lines.map((line) => line.product.type)),
          userid: customer.id,
          username: customer.username,
          paymentstate: 0,
          paymentamount: fenToNumeric(priced.payableFen),
          baseamount: fenToNumeric(priced.totalFen),
          purchasemethod: 'online',
          receivername: form.username,
          receiverphone: form.receiverphone,
          receiveraddress: input.receiveraddress?.trim() || null,
          receiveremail: form.receiveremail || null,
          company: form.companyname || null,
          ratenumber: form.ratenumber || null,
          isinvoice: form.isinvoice,
          retailercode,
          retailcount: priced.retailcount,
          idempotency_key: idempotencyKey ?? null,
          idempotency_hash: idempotencyKey ? hash : null,
          creatoruserid: customer.id,
          creatortime: now,
        })
        if (order) await insertOrderLines(tx, orderLines(order, priced))
        return order
      })
      if (created) return created.idempotency_key ? replay(created, hash) : created
      // A concurrent request with the same key inserted first (and has committed: the insert waited for it).
      const winner = await findOrderByIdempotencyKey(db, customer.id, idempotencyKey!)
      if (!winner) throw conflict('订单正在创建，请稍后重试')
      return replay(winner, hash)
    } catch (error) {
      // Two orders drew the same number in the same second: draw again.
      if (isUniqueViolation(error) && attempt < 5) continue
      throw error
    }
  }
}

/** The caller's order, else 403 (another customer's) or 404 (none), like the cart. */
export function ownOrder(order: OrderRow | undefined, customerId: string): OrderRow {
  if (!order) throw notFound('订单不存在')
  if (order.userid !== customerId) throw forbidden()
  return order
}

export async function ownOrderById(db: DbOrTx, customerId: string, id: string) {
  return ownOrder(await findOrderById(db, id), customerId)
}

export async function ownOrderByNum(db: DbOrTx, customerId: string, ordernum: string) {
  return ownOrder(await findOrderByNum(db, ordernum), customerId)
}

/** The caller, with their overdue unpaid orders closed first, so that every read shows the true payment state. */
async function customerWithOrdersClosed(db: Db, identity: Identity | null, now: Date) {
  const customer = await requireCustomer(db, identity)
  await closeOverdueOrders(db, now, customer.id)
  return customer
}

export async function orderWithLines(db: Db, identity: Identity | null, id: string, now: Date) {
  const customer = await customerWithOrdersClosed(db, identity, now)
  const order = await ownOrderById(db, customer.id, id)
  const invoice = order.invoiceid ? await findInvoiceById(db, order.invoiceid) : undefined
  const invoicestatus = invoice ? (invoice.status as 0 | 1 | 2) : null
  return { order, lines: await selectLinesOfOrders(db, [order.id]), invoicestatus }
}

/** What the payment poll needs of an order (server/app-caches.ts). */
export interface CachedOrderState {
  id: string
  userid: string
  paymentstate: number
  creatortime: Date
  closed: boolean
}

/** A cached state answers only while no read would change it: paid, closed, or unpaid before its closing time. */
// As numbers: comparing two Dates converts each through valueOf on V8's slow path, on every poll (issue 19).
const settledAt = (state: CachedOrderState, now: Date) => state.paymentstate === 1 || state.closed || now.getTime() < closingTimeMsOf(state)

/**
 * The payment poll. With a cache, the caller's own order seen before costs no query; anything else (a miss,
 * another customer's order, an order due to close) takes the full path, with its refusals.
 */
export async function orderPaymentState(
  db: Db,
  identity: Identity | null,
  id: string,
  now: Date,
  cache?: ChangeCache<CachedOrderState>,
): Promise<CachedOrderState> {
  const cached = identity?.kind === 'customer' ? await cache?.latest(id) : undefined
  if (cached && cached.userid === identity?.id && settledAt(cached, now)) return cached
  const mark = cache?.mark() ?? 0
  const customer = await customerWithOrdersClosed(db, identity, now)
  const order = await ownOrderById(db, customer.id, id)
  const state = {
    id: order.id,
    userid: order.userid,
    paymentstate: order.paymentstate,
    creatortime: order.creatortime,
    closed: order.closed_at !== null,
  }
  cache?.set(id, state, mark)
  return state
}

export async function linesOfOrderNumber(db: Db, identity: Identity | null, ordercode: string) {
  const customer = await requireCustomer(db, identity)
  const order = await ownOrderByNum(db, customer.id, ordercode.trim())
  return selectLinesOfOrders(db, [order.id])
}

export interface OrderListInput extends OrderFilter {
  currentPage?: number
  pageSize?: number
  sort?: 'asc' | 'desc'
}

/** Order list page size: portal.md section 9. */

export async function ordersPage(db: Db, identity: Identity | null, input: OrderListInput, now: Date) {
  const customer = await customerWithOrdersClosed(db, identity, now)
  const window = pageWindow(input, ORDER_LIST_PAGE_SIZE)
  const filter: OrderFilter = {
    paymentstate: input.paymentstate,
    purchasemethod: input.purchasemethod,
    ordernum: input.ordernum?.trim() || undefined,
    retailercode: input.retailercode?.trim() || undefined,
    invoiceable: input.invoiceable === true,
  }
  return { ...(await selectOwnOrdersPage(db, customer.id, filter, window, input.sort ?? 'desc')), window }
}

export async function ordersWithLines(db: Db, identity: Identity | null, paymentstate: number | undefined, now: Date) {
  const customer = await customerWithOrdersClosed(db, identity, now)
  const orders = await selectOwnOrders(db, customer.id, { paymentstate })
  const lines = await selectLinesOfOrders(
    db,
    orders.map((order) => order.id),
  )
  const byOrder = new Map<string, OrderLineRow[]>()
  for (const line of lines) byOrder.set(line.orderid, [...(byOrder.get(line.orderid) ?? []), line])
  return orders.map((order) => ({ order, lines: byOrder.get(order.id) ?? [] }))
}
