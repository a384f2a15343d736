import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { stringSearch } from '../router/search-params'

// value: product type or 'free'; id picks the initial product. Not built yet.
export const Route = createFileRoute('/Buy')({
  validateSearch: stringSearch('value', 'id'),
  component: NotOpenPage,
})
