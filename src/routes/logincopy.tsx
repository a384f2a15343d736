import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { stringSearch } from '../router/search-params'

// Alternate login page. Not built yet.
export const Route = createFileRoute('/logincopy')({
  validateSearch: stringSearch('code', 'state'),
  component: NotOpenPage,
})
