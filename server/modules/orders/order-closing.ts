// Unpaid orders close ORDER_UNPAID_CLOSE_MS after they were created (paymentstate 2, closed_at set): lazily whenever
// the customer's orders are read or paid, and by a sweep in the server process for everyone else's. A closed order
// no longer counts towards the open-order cap and its QR is refused.
import type { FastifyBaseLogger } from 'fastify'
import type { DbOrTx } from '../../db/client'
import { ORDER_UNPAID_CLOSE_MS } from '../../../domain/limits'
import { closePendingAttemptsOfOrders } from '../payments/payment-data'
import { closeOrdersCreatedBy, type OrderRow } from './order-data'

/** How often the server sweeps (reads close a customer's orders at once, so this only keeps the table true). */
const ORDER_CLOSE_SWEEP_MS = 10 * 60 * 1000

/** When an unpaid order closes; a payment QR never outlives it. */
export const closingTimeMsOf = (order: Pick<OrderRow, 'creatortime'>): number => order.creatortime.getTime() + ORDER_UNPAID_CLOSE_MS
export const closingTimeOf = (order: Pick<OrderRow, 'creatortime'>): Date => new Date(closingTimeMsOf(order))

export const isClosedAt = (order: OrderRow, now: Date): boolean =>
  order.paymentstate !== 1 && (order.closed_at !== null || closingTimeMsOf(order) <= now.getTime())

/** Closes the overdue unpaid orders (of one customer, or all) and their pending attempts; answers how many closed. */
export async function closeOverdueOrders(db: DbOrTx, now: Date, userid?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await closeOrdersCreatedBy(tx, new Date(now.getTime() - ORDER_UNPAID_CLOSE_MS), now, userid)
    await closePendingAttemptsOfOrders(tx, ids)
    return ids.length
  })
}

/** The background sweep; answers its stop function. Several server processes may sweep: the updates are conditional. */
export function startOrderCloseSweep(db: DbOrTx, clock: () => Date, log: FastifyBaseLogger): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    closeOverdueOrders(db, clock())
      .then((closed) => {
        if (closed > 0) log.info({ closed }, 'closed unpaid orders past their payment time')
      })
      .catch((error: unknown) => log.error({ err: error }, 'closing unpaid orders failed'))
      .finally(() => {
        running = false
      })
  }, ORDER_CLOSE_SWEEP_MS)
  timer.unref()
  return () => clearInterval(timer)
}
