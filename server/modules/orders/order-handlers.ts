// Orders (thin: rules in order-service.ts). Amounts are computed by the server; identity only from the token.
import type { PaymentState } from '../../../domain/payment-status'
import type { HandlerMap } from '../../http/operation-types'
import { page, wholeList } from '../../http/paging'
import { createOrder, linesOfOrderNumber, orderPaymentState, ordersPage, ordersWithLines, orderWithLines } from './order-service'
import { toOrderDetail, toOrderLine, toOrderResponse, toOrderRow, toOrderWithLines } from './order-view'

export const orderHandlers: HandlerMap = {
  async createOrder({ db, identity, body, request, clock }) {
    const header = request.headers['idempotency-key']
    const key = Array.isArray(header) ? header[0] : header
    const order = await createOrder(db, identity, body, key || undefined, clock())
    return { data: toOrderResponse(order), msg: '下单成功' }
  },

  async getOrderDetail({ db, identity, params, clock }) {
    const now = clock()
    const { order, lines, invoicestatus } = await orderWithLines(db, identity, params.id, now)
    return { data: toOrderDetail(order, lines, invoicestatus, now) }
  },

  async getOrderPaymentState({ db, caches, identity, params, clock }) {
    const order = await orderPaymentState(db, identity, params.id, clock(), caches.orders)
    return { data: { id: order.id, paymentstate: order.paymentstate as PaymentState } }
  },

  async listOrderLines({ db, identity, body }) {
    return { data: wholeList((await linesOfOrderNumber(db, identity, body.ordercode)).map(toOrderLine)) }
  },

  async listOrdersWithLines({ db, identity, body, clock }) {
    const now = clock()
    const rows = await ordersWithLines(db, identity, body.paymentstate, now)
    return { data: rows.map(({ order, lines }) => toOrderWithLines(order, lines, now)) }
  },

  async listOrdersByStatus({ db, identity, body, clock }) {
    const now = clock()
    const { rows, total, window } = await ordersPage(db, identity, body, now)
    return {
      data: page(
        rows.map((row) => toOrderRow(row, now)),
        total,
        window,
      ),
    }
  },
}
