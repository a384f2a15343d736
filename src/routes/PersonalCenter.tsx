import { createFileRoute, redirect } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { stringSearch } from '../router/search-params'
import { getToken } from '../session/session-store'

// value: 0 orders, 1 licences, 2 invoices, 3 authentication, or 'license'.
export const Route = createFileRoute('/PersonalCenter')({
  validateSearch: stringSearch('value'),
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/login' })
  },
  component: NotOpenPage,
})
