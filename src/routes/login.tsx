import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { stringSearch } from '../router/search-params'

// code (and state) arrive from the WeChat QR login callback. Not built yet.
export const Route = createFileRoute('/login')({
  validateSearch: stringSearch('code', 'state'),
  component: NotOpenPage,
})
