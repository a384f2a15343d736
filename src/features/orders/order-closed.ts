// A pending order the customer can no longer pay: the server closed it (paymentstate 2, or its `closed` flag), or its
// 24 hours passed while the list was on screen (the server closes it at the next read).
import { ORDER_UNPAID_CLOSE_MS } from '../../../domain/limits'
import type { OrderRow } from '../../api/queries/order-list-queries'

export function isOrderClosed(row: OrderRow & { closed?: boolean }, now: number): boolean {
  if (row.paymentstate === 1) return false
  if (row.paymentstate === 2 || row.closed === true) return true
  return new Date(row.creatortime).getTime() + ORDER_UNPAID_CLOSE_MS <= now
}
