import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { stringSearch } from '../router/search-params'

// Question detail; showRichText 0 or 1. Not built yet.
export const Route = createFileRoute('/addQuestionDetail')({
  validateSearch: stringSearch('id', 'showRichText'),
  component: NotOpenPage,
})
