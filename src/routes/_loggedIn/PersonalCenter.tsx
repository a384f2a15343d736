import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { invoiceListOptions } from '../../api/queries/invoice-queries'
import { customerInfoOptions } from '../../api/queries/user-queries'
import { InvoicesTab } from '../../features/invoices/invoices-tab'
import { LicencesTab } from '../../features/licences/licences-tab'
import { licencesTabData } from '../../features/licences/licences-tab-data'
import { LicenseInspector } from '../../features/licences/license-inspector'
import { OrdersTab } from '../../features/orders/orders-tab'
import { ordersTabData } from '../../features/orders/orders-tab-data'
import { validateOrdersSearch, type OrdersSearch } from '../../features/orders/orders-search'
import { PersonalCenterError, PersonalCenterLoading } from '../../features/personal-center/center-status'
import { personalCenterData } from '../../features/personal-center/personal-center-data'
import { PersonalCenterShell } from '../../features/personal-center/personal-center-shell'
import { LICENCE_TAB } from '../../features/personal-center/center-tabs'
import { ProfileTab } from '../../features/profile/profile-tab'
import { pageData } from '../../router/page-data'
import { profileIdOf } from '../../session/use-session'
import { stringSearch } from '../../router/search-params'

// The personal centre (portal.md section 2). Its search: value (0 orders, 1 licences, 2 invoices, 3 authentication,
// or 'license'), and the orders tab's tab ('paid' default, 'pending', 'contracts'), page (1-based) and q (search box).
// The invoice and licence tabs read the same page (only one tab shows at a time, and another main tab starts without it).
// All of it is in the URL, so back/forward and reload keep the tab, the sub-tab, the page and the search box.
export const Route = createFileRoute('/_loggedIn/PersonalCenter')({
  validateSearch: (search: Record<string, unknown>) => ({ ...stringSearch('value')(search), ...validateOrdersSearch(search) }),
  loaderDeps: ({ search }: { search: OrdersSearch & { value?: string } }) => ({
    value: search.value,
    tab: search.tab,
    page: search.page,
    q: search.q,
  }),
  // The customer's record is the page's (an error shows the page's error); the chosen tab's list is its section's.
  loader: async ({ context, deps }) => {
    const info = await context.queryClient.ensureQueryData(customerInfoOptions())
    const userid = profileIdOf(info)
    const { queryClient } = context
    const page = deps.page ?? 1
    await pageData(
      personalCenterData(deps.value, {
        orders: () => ordersTabData(queryClient, deps, userid),
        licences: () => licencesTabData(queryClient, userid, page),
        invoices: () => (userid ? [queryClient.ensureQueryData(invoiceListOptions({ userid, page }))] : []),
      }),
    )
  },
  // The loader and what it imports (the tabs' query modules) travel with the page, not in the entry chunk Home loads;
  // the error page stays a chunk of its own (the plugin's default, which a route's own groupings replace).
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  pendingComponent: PersonalCenterLoading,
  errorComponent: PersonalCenterError,
  component: PersonalCenterRoute,
})

function PersonalCenterRoute(): React.JSX.Element {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // Another main tab starts without the orders tab's sub-tab, page and search box.
  const onSelect = useCallback((value: string) => void navigate({ search: { value } }), [navigate])
  const onLicenseDelayOver = useCallback(() => void navigate({ search: { value: LICENCE_TAB }, replace: true }), [navigate])
  // OrdersTab always names all three keys (undefined for a default) and resets page and q itself on a sub-tab change.
  const onSearchChange = useCallback(
    (next: OrdersSearch) => void navigate({ search: (previous) => ({ ...previous, ...next }) }),
    [navigate],
  )
  const onListPageChange = useCallback(
    (page: number) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) }),
    [navigate],
  )
  return (
    <PersonalCenterShell
      value={search.value}
      onSelect={onSelect}
      onLicenseDelayOver={onLicenseDelayOver}
      ordersPanel={<OrdersTab tab={search.tab} page={search.page} q={search.q} onSearchChange={onSearchChange} />}
      licencesPanel={<LicencesTab page={search.page} onPageChange={onListPageChange} inspector={<LicenseInspector />} />}
      invoicesPanel={<InvoicesTab page={search.page} onPageChange={onListPageChange} />}
      profilePanel={<ProfileTab />}
    />
  )
}
