// Orders and lines as the API answers them (openapi.yaml OrderResponse, OrderRow, OrderDetail, OrderLine).
import { money } from '../../http/paging'
import { closingTimeOf, isClosedAt } from './order-closing'
import type { OrderLineRow, OrderRow } from './order-data'

type PaymentState = 0 | 1 | 2
type IsInvoice = 0 | 1 | 2 | 3
type DurationUnion = 'week' | 'month' | 'season' | 'halfyear' | 'none'
type PurchaseMethod = 'online' | 'offline'

const paymentState = (value: number) => value as PaymentState
const optionalMoney = (value: string | null) => (value === null ? -1 : money(value))

/**
 * Whether an unpaid order is closed (it can no longer be paid: the pending tab shows it as closed, without 'continue
 * paying'), and when it closes or closed (24 h after creation); a paid order has neither.
 */
function closing(order: OrderRow, now: Date) {
  if (order.paymentstate === 1) return { closed: false, closesAt: null }
  return { closed: isClosedAt(order, now), closesAt: closingTimeOf(order).toISOString() }
}

export function toOrderResponse(order: OrderRow) {
  return {
    id: order.id,
    ordernum: order.ordernum,
    ordername: order.ordername,
    paymentamount: money(order.paymentamount),
    baseamount: money(order.baseamount),
    username: order.username ?? '',
    userid: order.userid,
    paymentstate: paymentState(order.paymentstate),
    retailercode: order.retailercode,
    retailcount: order.retailcount ?? 1,
    creatortime: order.creatortime.toISOString(),
  }
}

export function toOrderRow(order: OrderRow, now: Date) {
  const amount = money(order.paymentamount)
  return {
    id: order.id,
    ordername: order.ordername,
    ordername_name: order.ordername,
    ordernum: order.ordernum,
    ordernum_name: order.ordernum,
    creatortime: order.creatortime.toISOString(),
    paymentamount: amount,
    paymentamount_name: amount.toFixed(2),
    baseamount: money(order.baseamount),
    paymentstate: paymentState(order.paymentstate),
    purchasemethod: order.purchasemethod as PurchaseMethod,
    invoiceid: order.invoiceid,
    licensestatus: order.licensestatus,
    retailercode: order.retailercode,
    ...closing(order, now),
  }
}

export function toOrderLine(line: OrderLineRow) {
  return {
    id: line.id,
    productname: line.productname,
    duration: line.duration,
    durationunion: line.durationunion as DurationUnion,
    weekprice: optionalMoney(line.weekprice),
    monthprice: optionalMoney(line.monthprice),
    seasonprice: optionalMoney(line.seasonprice),
    halfyearprice: optionalMoney(line.halfyearprice),
    number: line.number,
    ordercode: line.ordercode,
    projectprice: money(line.projectprice),
    licensestate: line.licensestate,
    producttype: line.producttype,
    productid: line.productid,
    featureid: line.featureid,
    dogState: line.dogState,
  }
}

/** The invoice record's issue state (0 not issued, 1 issued, 2 voided), null while the order has none. */
type InvoiceStatus = 0 | 1 | 2 | null

export function toOrderDetail(order: OrderRow, lines: OrderLineRow[], invoicestatus: InvoiceStatus, now: Date) {
  return {
    id: order.id,
    username: order.username ?? '',
    userid: order.userid,
    ordernum: order.ordernum,
    ordername: order.ordername,
    purchasemethod: order.purchasemethod as PurchaseMethod,
    paymentstate: paymentState(order.paymentstate),
    paymentamount: money(order.paymentamount),
    baseamount: money(order.baseamount),
    productiontype: order.productiontype,
    tracknum: order.tracknum,
    receivername: order.receivername,
    receiverphone: order.receiverphone,
    receiveraddress: order.receiveraddress,
    receiveremail: order.receiveremail,
    alipayordernum: order.alipayordernum,
    isinvoice: order.isinvoice as IsInvoice,
    invoiceid: order.invoiceid,
    invoicestatus,
    retailercode: order.retailercode,
    afterservice: order.afterservice,
    invitationcode: order.invitationcode,
    creatortime: order.creatortime.toISOString(),
    ...closing(order, now),
    lines: lines.map(toOrderLine),
  }
}

export function toOrderWithLines(order: OrderRow, lines: OrderLineRow[], now: Date) {
  return { ...toOrderRow(order, now), orderdetaillist: lines.map(toOrderLine) }
}
