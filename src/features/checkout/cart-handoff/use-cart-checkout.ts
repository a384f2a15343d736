// The cart page's side of the handoff (machines/cart-checkout.ts): the /cart route hands it to the cart feature.
import type { CartHandoffItem } from '../../../../machines/cart-checkout'
import { useCartCheckoutActor } from './cart-checkout-context'
import { useCartCheckoutSelector } from './use-cart-checkout-selector'

export interface CartCheckout {
  busy: boolean
  failure: string | null
  /** Sends checkout.start; false when nothing was selected ('请至少选择一项产品!'). */
  start: (items: CartHandoffItem[], totalFen: number | null) => boolean
}

export function useCartCheckout(): CartCheckout {
  const actor = useCartCheckoutActor()
  // Busy until the handoff code is in (a moment on the first visit) and while the items are taken out.
  const busy = useCartCheckoutSelector(actor, (state) => state.matches('removing'), true)
  const failure = useCartCheckoutSelector(actor, (state) => (state.matches({ idle: 'failed' }) ? state.context.message : null), null)
  return {
    busy,
    failure,
    start: (items, totalFen) => {
      if (!actor) return true
      actor.send({ type: 'checkout.start', items, totalFen })
      return !actor.getSnapshot().matches({ idle: 'nothingSelected' })
    },
  }
}
