// The cart handoff actor, one for the app. Its code is fetched when first needed (the cart page, /paystep) or at
// once when a handoff was left persisted (a tab closed in the wizard), so it never weighs on Home. Leaving /paystep
// before the order exists puts the handed-off items back in the cart (wizard.leave).
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'
import { useSessionActor } from '../../../session/session-context'
import { storage } from '../../../storage/storage'
import { CHECKOUT_CART_KEY } from '../checkout-keys'
import type { CartCheckoutActorRef } from './cart-checkout-actor'
import { CartRestoreNotice } from './cart-restore-notice'

const PAYSTEP_PATH = '/paystep'
const appPath = (pathname: string): string => pathname.replace(/^\/pc(?=\/|$)/, '') || '/'

interface CartCheckoutValue {
  actor: CartCheckoutActorRef | null
  load: () => Promise<CartCheckoutActorRef>
}

const CartCheckoutContext = createContext<CartCheckoutValue | null>(null)

// One per page load, also under React's development double render.
let appActor: Promise<CartCheckoutActorRef> | null = null
// Where the app opened: a persisted handoff resumes on /paystep and is put back anywhere else.
const startPathname = typeof window !== 'undefined' ? window.location.pathname : '/'

export function CartCheckoutProvider({ children }: { children: ReactNode }): React.JSX.Element {
  const router = useRouter()
  const queryClient = useQueryClient()
  const session = useSessionActor()
  const [actor, setActor] = useState<CartCheckoutActorRef | null>(null)

  const load = useCallback(() => {
    appActor ??= import('./cart-checkout-actor').then((module) =>
      module.startCartCheckoutActor(
        {
          queryClient,
          refreshCartCount: () => session.send({ type: 'cart.refresh' }),
          openPaystep: () => void router.navigate({ to: '/paystep', search: { source: 'cart' } }),
        },
        startPathname,
      ),
    )
    void appActor.then(setActor)
    return appActor
  }, [queryClient, router, session])

  useEffect(() => {
    if (storage.has(CHECKOUT_CART_KEY)) void load()
  }, [load])

  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (actor && appPath(event.toLocation.pathname) !== PAYSTEP_PATH && actor.getSnapshot().matches('inWizard')) {
          actor.send({ type: 'wizard.leave' })
        }
      }),
    [router, actor],
  )

  return (
    <CartCheckoutContext.Provider value={{ actor, load }}>
      <CartRestoreNotice actor={actor} />
      {children}
    </CartCheckoutContext.Provider>
  )
}

/** The handoff actor (null until its code is in; asking for it starts the load). */
export function useCartCheckoutActor(): CartCheckoutActorRef | null {
  return useCartCheckoutLoad().actor
}

/** The handoff actor as useCartCheckoutActor has it, and the load to wait for when it is not in yet. */
export function useCartCheckoutLoad(): CartCheckoutValue {
  const value = useContext(CartCheckoutContext)
  if (!value) throw new Error('useCartCheckoutActor needs a CartCheckoutProvider')
  const { actor, load } = value
  useEffect(() => {
    if (!actor) void load()
  }, [actor, load])
  return value
}
