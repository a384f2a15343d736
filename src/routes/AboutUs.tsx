import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { stringSearch } from '../router/search-params'

// name scrolls to a section: intro, culture, qualifications, aboutmap. Not built yet.
export const Route = createFileRoute('/AboutUs')({
  validateSearch: stringSearch('name'),
  component: NotOpenPage,
})
