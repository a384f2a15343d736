import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { stringSearch } from '../router/search-params'

// value is the article id. Not built yet.
export const Route = createFileRoute('/AccountSupportContent')({
  validateSearch: stringSearch('value'),
  component: NotOpenPage,
})
