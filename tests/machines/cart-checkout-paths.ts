import type { EventObject } from 'xstate'
import type { CartCheckoutInput } from '../../machines/cart-checkout'
import type { CartItem } from '../../src/api/queries/cart-queries'
import { ApiError } from '../../src/api/api-error'
import { doneEvent, errorEvent } from '../../tools/machine-model/paths'
import { FREE_LINE, PAID, totalFen, UNKNOWN_LINE } from './cart-checkout-spec'

export const REMOVE_REFUSED = new ApiError(403, '无权操作其他用户的数据', 403)
export const RESTORE_REFUSED = new ApiError(400, '该产品不支持在线购买', 400)

/** The cart's checkout button with these lines selected (their total as the cart page computes it). */
export const start = (items: CartItem[]): EventObject => ({ type: 'checkout.start', items, totalFen: totalFen(items) }) as EventObject

/** Nothing selected, a free line (0.00), a line of unknown price (?), two paid lines. */
export const CART_SAMPLES = {
  events: { 'checkout.start': [start([]), start([FREE_LINE]), start([UNKNOWN_LINE]), start(PAID)] },
  errors: { removeFromCart: [REMOVE_REFUSED], restoreToCart: [RESTORE_REFUSED] },
}

/** Hand-written paths from an empty start, beyond transition coverage. */
export function cartScenarios(): EventObject[][] {
  return [
    // Back from the wizard, the lines are in the cart again and can be checked out again.
    [
      start(PAID),
      doneEvent('removeFromCart'),
      { type: 'wizard.leave' },
      doneEvent('restoreToCart'),
      start([PAID[1]]),
      doneEvent('removeFromCart'),
    ],
    // A refused removal, then nothing selected, then a checkout that works.
    [
      start(PAID),
      errorEvent('removeFromCart', REMOVE_REFUSED),
      start([]),
      start(PAID),
      doneEvent('removeFromCart'),
      { type: 'order.created' },
    ],
  ]
}

/** The app (re)opened with a kept handoff: on /paystep it resumes the wizard; anywhere else the lines go back. */
const HANDOFF = { source: 'cart' as const, items: PAID }
export const RESUMES: Array<[CartCheckoutInput, EventObject[]]> = [
  // Opened on /paystep with nothing kept (a purchase from the product page): the cart checkout is idle.
  [{ where: 'paystep', handoff: null }, [start([])]],
  [{ where: 'paystep', handoff: HANDOFF }, [{ type: 'order.created' }]],
  [{ where: 'paystep', handoff: HANDOFF }, [{ type: 'wizard.leave' }, doneEvent('restoreToCart')]],
  [
    { where: 'elsewhere', handoff: HANDOFF },
    [errorEvent('restoreToCart', RESTORE_REFUSED), { type: 'restore.retry' }, doneEvent('restoreToCart')],
  ],
]
