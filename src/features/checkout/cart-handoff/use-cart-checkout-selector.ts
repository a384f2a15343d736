// A value of the cart handoff actor's snapshot, with a fallback while its code loads.
import { useCallback, useSyncExternalStore } from 'react'
import type { CartCheckoutActorRef } from './cart-checkout-actor'

const noSubscription = () => () => {}

/** A value of the handoff actor's snapshot (fallback while the actor loads). */
export function useCartCheckoutSelector<T>(
  actor: CartCheckoutActorRef | null,
  select: (snapshot: ReturnType<CartCheckoutActorRef['getSnapshot']>) => T,
  fallback: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription()
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  return useSyncExternalStore(subscribe, () => (actor ? select(actor.getSnapshot()) : fallback))
}
