import { createFileRoute } from '@tanstack/react-router'
import { NotOpenPage } from '../features/static-pages/not-open-page'
import { stringSearch } from '../router/search-params'

// type: update, video, word, problem, wechat, phone, address, email or contact. Not built yet.
export const Route = createFileRoute('/Service')({
  validateSearch: stringSearch('type'),
  component: NotOpenPage,
})
