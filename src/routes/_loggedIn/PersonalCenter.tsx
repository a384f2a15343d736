import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../../features/static-pages/not-open-page'
import { stringSearch } from '../../router/search-params'

// value: 0 orders, 1 licences, 2 invoices, 3 authentication, or 'license'.
export const Route = createFileRoute('/_loggedIn/PersonalCenter')({
  validateSearch: stringSearch('value'),
  component: NotOpenPage,
})
