import { createFileRoute } from '@tanstack/react-router'
import { cartListOptions } from '../api/queries/cart-queries'
import { CartPage } from '../features/cart/cart-page'
import { CartError, CartLoading } from '../features/cart/cart-status'
import { requireLogin } from '../router/guarded-route'

// The cart needs a login; logged out, the user logs in and comes back here.
export const Route = createFileRoute('/cart')({
  beforeLoad: requireLogin,
  loader: ({ context }) => context.queryClient.ensureQueryData(cartListOptions()),
  pendingComponent: CartLoading,
  errorComponent: CartError,
  component: CartPage,
})
