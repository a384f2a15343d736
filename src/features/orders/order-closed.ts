// Whether a pending row is closed: the server says so (an unpaid order past its payment time), or its closing time has
// passed while the page stayed open. A failed payment (paymentstate 2, not closed) can still be paid.
import type { OrderRow } from '../../api/queries/order-list-queries'

export function isOrderClosed(row: Pick<OrderRow, 'paymentstate' | 'closed' | 'closesAt'>, now: number): boolean {
  if (row.paymentstate === 1) return false
  if (row.closed === true) return true
  return typeof row.closesAt === 'string' && Date.parse(row.closesAt) <= now
}
