import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { stringSearch } from '../router/search-params'

// Not built yet.
export const Route = createFileRoute('/Search')({
  validateSearch: stringSearch('keyword'),
  component: NotOpenPage,
})
