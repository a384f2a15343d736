import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { stringSearch } from '../router/search-params'

// Payment process; source=cart when it comes from the cart. Not built yet.
export const Route = createFileRoute('/paystep')({
  validateSearch: stringSearch('source'),
  component: NotOpenPage,
})
