// Starts the cart handoff actor once for the app and hands it down; leaving /paystep before the order exists puts
// the handed-off items back in the cart (wizard.leave).
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { useSessionActor } from '../session/session-context'
import { appPath, PAYSTEP_PATH, startCartCheckoutActor, type CartCheckoutActorRef } from './cart-checkout-actor'

const CartCheckoutContext = createContext<CartCheckoutActorRef | null>(null)

// One per page load, also under React's development double render.
let appActor: CartCheckoutActorRef | null = null

export function CartCheckoutProvider({ children }: { children: ReactNode }): React.JSX.Element {
  const router = useRouter()
  const queryClient = useQueryClient()
  const session = useSessionActor()
  appActor ??= startCartCheckoutActor(
    {
      queryClient,
      refreshCartCount: () => session.send({ type: 'cart.refresh' }),
      openPaystep: () => void router.navigate({ to: '/paystep', search: { source: 'cart' } }),
    },
    typeof window !== 'undefined' ? window.location.pathname : '/',
  )
  const actor = appActor

  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (appPath(event.toLocation.pathname) !== PAYSTEP_PATH && actor.getSnapshot().matches('inWizard')) {
          actor.send({ type: 'wizard.leave' })
        }
      }),
    [router, actor],
  )

  return <CartCheckoutContext.Provider value={actor}>{children}</CartCheckoutContext.Provider>
}

export function useCartCheckoutActor(): CartCheckoutActorRef {
  const actor = useContext(CartCheckoutContext)
  if (!actor) throw new Error('useCartCheckoutActor needs a CartCheckoutProvider')
  return actor
}
