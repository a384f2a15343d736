import { createFileRoute, redirect } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { RetailerOrderFilter } from '../../api/queries/retailer-queries'
import { RetailerPage } from '../../features/retailer/retailer-page'
import { retailerData } from '../../features/retailer/retailer-page-data'
import { filterOfSearch, validateRetailerSearch, type RetailerSearch } from '../../features/retailer/retailer-search'
import { RetailerError, RetailerLoading } from '../../features/retailer/retailer-status'
import { pageData } from '../../router/page-data'
import { profileIdOf } from '../../session/use-session'
import { settledSession } from '../../session/settled-session'

// The reseller dashboard (portal.md section 2). Its search: page (1-based), q (part of an order number), from and to
// (calendar days), so back/forward and reload keep the filtered page. The reseller record is the session's: once its
// profile has loaded, a session without one (a customer's token, which C_retailers/userinfo refuses) leads to
// /loginRetailer. The loader waits for the session rather than asking again, so the two never race; a profile that
// could not be loaded (network) shows the page's error, whose retry retries the session.
export const Route = createFileRoute('/_reseller/Retailer')({
  validateSearch: validateRetailerSearch,
  loaderDeps: ({ search }: { search: RetailerSearch }) => ({ page: search.page, q: search.q, from: search.from, to: search.to }),
  loader: async ({ context, deps }) => {
    const settled = await settledSession(context.session)
    const { kind, retailerInfo } = settled.context
    const id = kind === 'retailer' ? (profileIdOf(retailerInfo) ?? null) : null
    if (!settled.matches('loggedIn') || !id) throw redirect({ to: '/loginRetailer' })
    await pageData(retailerData(context.queryClient, id, deps))
    return { id }
  },
  // The loader and the dashboard's query module travel with the page, not in the entry chunk Home loads;
  // the error page stays a chunk of its own (the plugin's default, which a route's own groupings replace).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  pendingComponent: RetailerLoading,
  errorComponent: RetailerError,
  component: RetailerRoute,
})

function RetailerRoute(): React.JSX.Element {
  const search = Route.useSearch()
  const profile = Route.useLoaderData()
  const navigate = Route.useNavigate()
  const onFilterChange = useCallback(
    (filter: RetailerOrderFilter) =>
      void navigate({ search: { q: filter.ordernum || undefined, from: filter.startDate || undefined, to: filter.endDate || undefined } }),
    [navigate],
  )
  const onPageChange = useCallback(
    (page: number) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) }),
    [navigate],
  )
  return (
    <RetailerPage
      retailerId={profile.id}
      filter={filterOfSearch(search)}
      page={search.page ?? 1}
      onFilterChange={onFilterChange}
      onPageChange={onPageChange}
    />
  )
}
