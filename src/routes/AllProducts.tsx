import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { stringSearch } from '../router/search-params'

// name: SummitMap, SummitSolid or SummitLab. Not built yet.
export const Route = createFileRoute('/AllProducts')({
  validateSearch: stringSearch('name'),
  component: NotOpenPage,
})
