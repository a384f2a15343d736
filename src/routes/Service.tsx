import { createFileRoute } from '@tanstack/react-router'
import { serviceTypeOf, ServiceHubPage } from '../features/support/service-hub-page'
import { serviceHubData } from '../features/support/support-page-data'
import { currentVipAccess } from '../features/support/vip-access'
import { pageData } from '../router/page-data'
import { stringSearch } from '../router/search-params'

// type: update (default), video, word, problem, wechat, phone, address, email or contact. The loader travels with the
// page in its chunk (codeSplitGroupings), not in the entry chunk Home loads; so does everything it imports, which is
// why loaderDeps passes the URL's text on as it is.
export const Route = createFileRoute('/Service')({
  validateSearch: stringSearch('type'),
  loaderDeps: ({ search }: { search: { type?: string } }) => ({ type: search.type }),
  loader: ({ context, deps }) => pageData(serviceHubData(context.queryClient, serviceTypeOf(deps.type), currentVipAccess(context.session))),
  codeSplitGroupings: [['loader', 'component']],
  component: ServiceRoute,
})

function ServiceRoute(): React.JSX.Element {
  const { type } = Route.useSearch()
  return <ServiceHubPage type={serviceTypeOf(type)} />
}
