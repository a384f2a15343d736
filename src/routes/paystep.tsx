import { createFileRoute } from '@tanstack/react-router'
import { PaystepPage } from '../features/paystep/paystep-page'
import { requireLogin } from '../router/guarded-route'
import { stringSearch } from '../router/search-params'

// Payment process (the order wizard); source=cart when it comes from the cart. Needs a login.
export const Route = createFileRoute('/paystep')({
  validateSearch: stringSearch('source'),
  beforeLoad: requireLogin,
  component: function PaystepRoute() {
    const { source } = Route.useSearch()
    return <PaystepPage source={source} />
  },
})
