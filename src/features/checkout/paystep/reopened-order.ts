// An unpaid order reopened from the personal centre ('continue paying', /paystep?order=<id>): the id as the contract's
// Id schema accepts it, and the server's order and lines as the wizard holds them.
import type { CreatedOrder } from '../../../../machines/checkout'
import type { DurationUnit } from '../../../../domain/limits'
import type { OrderDetail, OrderLine } from '../../../api/queries/order-detail-queries'
import type { PaystepItem } from './paystep-items'

/** openapi.yaml components.schemas.Id: 1 to 64 letters, digits, '_' or '-'. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/

export const isOrderId = (value: string | undefined): value is string => value !== undefined && ORDER_ID.test(value)

/** The order as the wizard keeps it: the server's number, name and amount. */
export const reopenedOrder = (detail: OrderDetail): CreatedOrder => ({
  id: detail.id,
  ordernum: detail.ordernum,
  ordername: detail.ordername,
  paymentamount: detail.paymentamount,
  paymentstate: detail.paymentstate,
})

/** The order's lines as wizard items (shown at step 2; a permanent line has the unit 'none'). */
export const itemsFromOrderLines = (lines: readonly OrderLine[]): PaystepItem[] =>
  lines.map((line) => ({
    productid: line.productid,
    productname: line.productname,
    producttype: line.producttype ?? '',
    number: line.number,
    duration: line.duration,
    durationunion: line.durationunion as DurationUnit,
    product: {
      weekprice: line.weekprice ?? -1,
      monthprice: line.monthprice ?? -1,
      seasonprice: line.seasonprice ?? -1,
      halfyearprice: line.halfyearprice ?? -1,
    },
  }))
