import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { requireLogin } from '../router/guarded-route'
import { stringSearch } from '../router/search-params'

// value: 0 orders, 1 licences, 2 invoices, 3 authentication, or 'license'.
export const Route = createFileRoute('/PersonalCenter')({
  validateSearch: stringSearch('value'),
  beforeLoad: requireLogin,
  component: NotOpenPage,
})
