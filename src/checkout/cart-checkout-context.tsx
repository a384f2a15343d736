// The cart handoff actor, one for the app. Its code is fetched when first needed (the cart page, /paystep) or at
// once when a handoff was left persisted (a tab closed in the wizard), so it never weighs on Home. Leaving /paystep
// before the order exists puts the handed-off items back in the cart (wizard.leave).
import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSessionActor } from '../session/session-context'
import { storage } from '../storage/storage'
import type { CartCheckoutActorRef } from './cart-checkout-actor'

/** Same key as CART_CHECKOUT_KEY (purchase-data.ts), kept here so that Home does not load the checkout code. */
const HANDOFF_KEY = 'CARTBUYDATA'
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
    if (storage.has(HANDOFF_KEY)) void load()
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
      <RestoreFailedNotice actor={actor} />
      {children}
    </CartCheckoutContext.Provider>
  )
}

/** The items left in the wizard could not be put back in the cart (wherever the customer is): the server msg and a retry. */
function RestoreFailedNotice({ actor }: { actor: CartCheckoutActorRef | null }): React.JSX.Element | null {
  const { t } = useTranslation()
  const message = useCartCheckoutSelector(actor, (state) => (state.matches('restoreFailed') ? state.context.message : null), null)
  if (message === null || !actor) return null
  return (
    <Box role="alert" data-testid="cart-restore-failed" position="fixed" top="80px" left="50%" transform="translateX(-50%)" zIndex="toast" bg="red.50" color="red.700" borderWidth="1px" borderColor="red.200" borderRadius="md" px="5" py="2" boxShadow="md">
      <Flex align="center" gap="4">
        <Text data-testid="cart-restore-failed-text">{message ? `${t('shop.cart.restoreFailed')}: ${message}` : t('shop.cart.restoreFailed')}</Text>
        <Button size="sm" colorPalette="red" data-testid="cart-restore-retry" onClick={() => actor.send({ type: 'restore.retry' })}>
          {t('shop.cart.retry')}
        </Button>
      </Flex>
    </Box>
  )
}

/** The handoff actor (null until its code is in; asking for it starts the load). */
export function useCartCheckoutActor(): CartCheckoutActorRef | null {
  const value = useContext(CartCheckoutContext)
  if (!value) throw new Error('useCartCheckoutActor needs a CartCheckoutProvider')
  const { actor, load } = value
  useEffect(() => {
    if (!actor) void load()
  }, [actor, load])
  return actor
}

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
