// Renders the orders tab as the personal centre's route would: its search (tab, page, q) held by a small harness that
// applies onSearchChange, inside a memory router (for the pay links), Query, Chakra and i18next.
import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { OrdersSearch } from '../../../src/features/orders/orders-search'
import { OrdersTab } from '../../../src/features/orders/orders-tab'
import { i18n } from '../../../src/i18n/i18n'
import { appSystem } from '../../../src/theme/app-system'

export interface RenderedOrdersTab {
  /** Every onSearchChange call, in order. */
  searchChanges: OrdersSearch[]
  queryClient: QueryClient
}

export function renderOrdersTab(initial: OrdersSearch = {}): RenderedOrdersTab {
  const searchChanges: OrdersSearch[] = []
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })

  function Harness(): React.JSX.Element {
    const [search, setSearch] = useState<OrdersSearch>(initial)
    return (
      <OrdersTab
        {...search}
        onSearchChange={(next) => {
          searchChanges.push(next)
          setSearch(next)
        }}
      />
    )
  }

  const router = createRouter({
    routeTree: createRootRoute({ component: Harness }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>,
  )
  return { searchChanges, queryClient }
}
