// The one cart-to-payment handoff actor of the app (machines/cart-checkout.ts): it outlives the cart page and
// /paystep, so putting the items back is not stopped by the navigation that triggers it.
import type { QueryClient } from '@tanstack/react-query'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { cartCheckoutMachine, type CartHandoff } from '../../../../machines/cart-checkout'
import { batchRemoveCartItems, cartKeys, createCartItem } from '../../../api/queries/cart-queries'
import type { DurationUnit } from '../../../../domain/limits'
import { CHECKOUT_CART_KEY } from '../checkout-keys'
import { forgetCheckout } from '../checkout-storage'
import { storage } from '../../../storage/storage'

export type CartCheckoutActorRef = ActorRefFrom<typeof cartCheckoutMachine>

export interface CartCheckoutDeps {
  queryClient: QueryClient
  refreshCartCount: () => void
  openPaystep: () => void
}

const PAYSTEP_PATH = '/paystep'

export function readHandoff(): CartHandoff | null {
  const stored = storage.get<CartHandoff>(CHECKOUT_CART_KEY)
  return stored && typeof stored === 'object' && stored.source === 'cart' && Array.isArray(stored.items) ? stored : null
}

/** The router-relative path of a location pathname (the app lives under /pc). */
const appPath = (pathname: string): string => pathname.replace(/^\/pc(?=\/|$)/, '') || '/'

export function startCartCheckoutActor(deps: CartCheckoutDeps, pathname: string): CartCheckoutActorRef {
  const logic = cartCheckoutMachine.provide({
    actors: {
      removeFromCart: fromPromise(({ input }) => batchRemoveCartItems(input.ids)),
      // One POST per line: the server merges it with a line of the same product, unit and duration.
      restoreToCart: fromPromise(async ({ input }) => {
        for (const item of input.items) {
          await createCartItem({
            productid: item.productid,
            producttype: typeof item.producttype === 'string' ? item.producttype : undefined,
            productname: typeof item.productname === 'string' ? item.productname : undefined,
            number: item.number,
            duration: item.duration,
            durationunion: item.durationunion as DurationUnit,
          })
        }
      }),
    },
    actions: {
      persistHandoff: (_, { handoff }) => storage.set(CHECKOUT_CART_KEY, handoff as unknown as Record<string, unknown>),
      handOff: () => {
        // A new purchase: the wizard of an earlier one is not resumed.
        forgetCheckout()
        deps.openPaystep()
      },
      clearHandoff: () => storage.remove(CHECKOUT_CART_KEY),
      refreshCartCount: () => {
        deps.refreshCartCount()
        void deps.queryClient.invalidateQueries({ queryKey: cartKeys.all })
      },
    },
  })
  const where = appPath(pathname) === PAYSTEP_PATH ? 'paystep' : 'elsewhere'
  return createActor(logic, { input: { where, handoff: readHandoff() } }).start()
}
