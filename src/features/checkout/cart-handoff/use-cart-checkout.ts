// The cart page's side of the handoff (machines/cart-checkout.ts): the /cart route hands it to the cart feature.
import type { CartHandoffItem } from '../../../../machines/cart-checkout'
import { useCartCheckoutLoad } from './cart-checkout-context'
import { useCartCheckoutSelector } from './use-cart-checkout-selector'

export interface CartCheckout {
  busy: boolean
  failure: string | null
  /** Sends checkout.start, once the handoff code is in (a click before that is not lost); false when nothing was
   *  selected ('请至少选择一项产品!'). */
  start: (items: CartHandoffItem[], totalFen: number | null) => Promise<boolean>
}

export function useCartCheckout(): CartCheckout {
  const { actor, load } = useCartCheckoutLoad()
  // Busy until the handoff code is in (a moment on the first visit) and while the items are taken out.
  const busy = useCartCheckoutSelector(actor, (state) => state.matches('removing'), true)
  const failure = useCartCheckoutSelector(actor, (state) => (state.matches({ idle: 'failed' }) ? state.context.message : null), null)
  return {
    busy,
    failure,
    start: async (items, totalFen) => {
      const ready = actor ?? (await load())
      ready.send({ type: 'checkout.start', items, totalFen })
      return !ready.getSnapshot().matches({ idle: 'nothingSelected' })
    },
  }
}
