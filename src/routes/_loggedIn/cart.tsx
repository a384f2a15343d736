import { createFileRoute } from '@tanstack/react-router'
import { cartListOptions } from '../../api/queries/cart-queries'
import { CartPage } from '../../features/cart/cart-page'
import { CartError, CartLoading } from '../../features/cart/cart-status'
import { useCartCheckout } from '../../features/checkout/cart-handoff/use-cart-checkout'

// The cart (login-only area); its checkout button hands the selection to the checkout feature.
export const Route = createFileRoute('/_loggedIn/cart')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cartListOptions()),
  pendingComponent: CartLoading,
  errorComponent: CartError,
  component: function CartRoute() {
    return <CartPage checkout={useCartCheckout()} />
  },
})
