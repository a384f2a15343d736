import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { stringSearch } from '../router/search-params'

// Notes page opened in a new tab. Not built yet.
export const Route = createFileRoute('/FlashNote')({
  validateSearch: stringSearch('id'),
  component: NotOpenPage,
})
