import { createFileRoute } from '@tanstack/react-router'
import { isServiceType, ServiceHubPage } from '../features/support/service-hub-page'
import { stringSearch } from '../router/search-params'

// type: update (default), video, word, problem, wechat, phone, address, email or contact.
export const Route = createFileRoute('/Service')({
  validateSearch: stringSearch('type'),
  component: ServiceRoute,
})

function ServiceRoute(): React.JSX.Element {
  const { type } = Route.useSearch()
  return <ServiceHubPage type={isServiceType(type) ? type : 'update'} />
}
