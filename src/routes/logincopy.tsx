import { createFileRoute } from '@tanstack/react-router'
import { LegacyLoginPage } from '../features/login/legacy-login-page'
import { stringSearch } from '../router/search-params'

// Alternate login page: the older dialog variant.
export const Route = createFileRoute('/logincopy')({
  validateSearch: stringSearch('code', 'state'),
  component: LegacyLoginPage,
})
