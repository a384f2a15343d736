import { createFileRoute } from '@tanstack/react-router'
import { cartListOptions } from '../../api/queries/cart-queries'
import { CartPage } from '../../features/cart/cart-page'
import { CartError, CartLoading } from '../../features/cart/cart-status'

// The cart (login-only area).
export const Route = createFileRoute('/_loggedIn/cart')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cartListOptions()),
  pendingComponent: CartLoading,
  errorComponent: CartError,
  component: CartPage,
})
