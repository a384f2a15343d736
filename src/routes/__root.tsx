import { createRootRouteWithContext, redirect } from '@tanstack/react-router'
import type { RouterContext } from '../router/router-context'
import { isMobileClient, mobileRedirectFor } from '../router/mobile'
import { CartCheckoutProvider } from '../features/checkout/cart-handoff/cart-checkout-context'
import { AppLayout } from '../shell/app-layout'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    // Phones: '/' and the licence tab lead to the licence application pages (docs/decisions.md, issue 20).
    const target = mobileRedirectFor(location, isMobileClient())
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
