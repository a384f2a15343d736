import { Box, Heading } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { NotOpenPage } from '../../features/static-pages/not-open-page'
import { OrdersTab } from '../../features/orders/orders-tab'
import { validateOrdersSearch, type OrdersSearch } from '../../features/orders/orders-search'
import { stringSearch } from '../../router/search-params'

// value: 0 orders, 1 licences, 2 invoices, 3 authentication, or 'license'.
// Until the shell lands (issue 13, shell helper), the orders tab renders for value 0 or no value.
export const Route = createFileRoute('/_loggedIn/PersonalCenter')({
  validateSearch: (search: Record<string, unknown>) => ({ ...stringSearch('value')(search), ...validateOrdersSearch(search) }),
  component: function PersonalCenterRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    const { t } = useTranslation()
    if (search.value !== undefined && search.value !== '0') return <NotOpenPage />
    return (
      <Box maxWidth="1200px" mx="auto" px="4" py="8">
        <Heading as="h1" size="xl" mb="4">
          {t('orders.title')}
        </Heading>
        <OrdersTab
          tab={search.tab}
          page={search.page}
          q={search.q}
          onSearchChange={(next: OrdersSearch) => void navigate({ search: (previous) => ({ ...previous, ...next }) })}
        />
      </Box>
    )
  },
})
