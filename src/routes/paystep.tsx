import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { requireLogin } from '../router/guarded-route'
import { stringSearch } from '../router/search-params'

// Payment process; source=cart when it comes from the cart. Needs a login. Not built yet.
export const Route = createFileRoute('/paystep')({
  validateSearch: stringSearch('source'),
  beforeLoad: requireLogin,
  component: NotOpenPage,
})
