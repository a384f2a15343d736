import { createRootRouteWithContext, redirect } from '@tanstack/react-router'
import type { RouterContext } from '../router/router-context'
import { isMobileClient, mobileRedirectFor } from '../router/mobile'
import { CartCheckoutProvider } from '../features/checkout/cart-handoff/cart-checkout-context'
import { AppLayout } from '../shell/app-layout'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    // Mobile user agents do not get the desktop shopping pages (docs/decisions-shell.md).
    const target = mobileRedirectFor(location.pathname, isMobileClient())
    if (target) throw redirect({ to: target })
  },
  // The cart handoff actor lives as long as the app (it needs the router, so it starts inside it).
  component: function RootLayout() {
    return (
      <CartCheckoutProvider>
        <AppLayout />
      </CartCheckoutProvider>
    )
  },
})
