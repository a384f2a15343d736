import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { customerInfoOptions } from '../../api/queries/user-queries'
import { PersonalCenterError, PersonalCenterLoading } from '../../features/personal-center/center-status'
import { PersonalCenterShell } from '../../features/personal-center/personal-center-shell'
import { LICENCE_TAB, nextCenterSearch, type OrdersSearchChange } from '../../features/personal-center/center-tabs'
import { ProfileTab } from '../../features/profile/profile-tab'
import { stringSearch } from '../../router/search-params'

// The personal centre (portal.md section 2). Its search: value (0 orders, 1 licences, 2 invoices, 3 authentication,
// or 'license'), and the orders tab's tab ('paid' default, 'pending', 'contracts'), page (1-based) and q (search box).
// All of it is in the URL, so back/forward and reload keep the tab, the sub-tab, the page and the search box.
export const Route = createFileRoute('/_loggedIn/PersonalCenter')({
  validateSearch: stringSearch('value', 'tab', 'page', 'q'),
  loader: ({ context }) => context.queryClient.ensureQueryData(customerInfoOptions()),
  pendingComponent: PersonalCenterLoading,
  errorComponent: PersonalCenterError,
  component: PersonalCenterRoute,
})

interface OrdersTabProps {
  tab: string | undefined
  page: string | undefined
  q: string | undefined
  onSearchChange: (next: OrdersSearchChange) => void
}

/** Stands in for OrdersTab (src/features/orders/orders-tab.tsx, built in parallel): the coordinator swaps it when
 *  merging. Same props contract. */
function OrdersTabSlot(props: OrdersTabProps): React.JSX.Element {
  return <div data-testid="orders-tab-slot" data-tab={props.tab ?? ''} data-page={props.page ?? ''} data-q={props.q ?? ''} />
}

function PersonalCenterRoute(): React.JSX.Element {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // Another main tab starts without the orders tab's sub-tab, page and search box.
  const onSelect = useCallback((value: string) => void navigate({ search: { value } }), [navigate])
  const onLicenseDelayOver = useCallback(() => void navigate({ search: { value: LICENCE_TAB }, replace: true }), [navigate])
  const onSearchChange = useCallback(
    (change: OrdersSearchChange) => void navigate({ search: (previous) => nextCenterSearch(previous, change) }),
    [navigate],
  )
  return (
    <PersonalCenterShell
      value={search.value}
      onSelect={onSelect}
      onLicenseDelayOver={onLicenseDelayOver}
      ordersPanel={<OrdersTabSlot tab={search.tab} page={search.page} q={search.q} onSearchChange={onSearchChange} />}
      profilePanel={<ProfileTab />}
    />
  )
}
