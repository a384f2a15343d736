import { createFileRoute } from '@tanstack/react-router'
import { PaystepPage } from '../../features/checkout/paystep/paystep-page'
import { stringSearch } from '../../router/search-params'

// Payment process (the order wizard); source=cart when it comes from the cart. Needs a login.
export const Route = createFileRoute('/_loggedIn/paystep')({
  validateSearch: stringSearch('source'),
  component: function PaystepRoute() {
    const { source } = Route.useSearch()
    return <PaystepPage source={source} />
  },
})
