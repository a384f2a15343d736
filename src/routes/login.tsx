import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../features/login/login-page'
import { stringSearch } from '../router/search-params'

// code (and state) arrive from the WeChat QR login callback.
export const Route = createFileRoute('/login')({
  validateSearch: stringSearch('code', 'state'),
  component: LoginRoute,
})

function LoginRoute(): React.JSX.Element {
  const { code, state } = Route.useSearch()
  return <LoginPage code={code} state={state} />
}
