// The personal centre's orders tab: sub-tabs 已支付 (default), 待支付 and 合同, each a list with a search box and
// server-side paging. Tab, page and search live in the route's search (the route passes them in and is told of changes),
// so back/forward and reload keep them.
import { Box, Tabs } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { profileIdOf, useSession } from '../../session/use-session'
import { ContractList } from './contract-list'
import { OrderList } from './order-list'
import { ORDERS_SUB_TABS, ordersShown, type OrdersSearch, type OrdersSubTab } from './orders-search'
import { QueryBoundary } from '../../components/query-boundary'
import { SearchForm } from './search-form'

export interface OrdersTabProps extends OrdersSearch {
  /** Always called with all three keys; an undefined key is to be removed from the URL. */
  onSearchChange: (next: OrdersSearch) => void
}

export function OrdersTab({ onSearchChange, ...urlSearch }: OrdersTabProps): React.JSX.Element {
  const { t } = useTranslation()
  const { tab, page, q } = ordersShown(urlSearch)
  const change = (next: { tab: OrdersSubTab; page: number; q: string }) =>
    onSearchChange({ tab: next.tab === 'paid' ? undefined : next.tab, page: next.page > 1 ? next.page : undefined, q: next.q || undefined })
  const toPage = (next: number) => change({ tab, page: next, q })
  const search = (text: string) => change({ tab, page: 1, q: text })

  return (
    <Box data-testid="orders-tab">
      <Tabs.Root
        value={tab}
        onValueChange={(details) => change({ tab: details.value as OrdersSubTab, page: 1, q: '' })}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label={t('orders.tabs.label')} mb="4">
          {ORDERS_SUB_TABS.map((each) => (
            <Tabs.Trigger key={each} value={each} data-testid={`orders-subtab-${each}`}>
              {t(`orders.tabs.${each}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ORDERS_SUB_TABS.map((each) => (
          <Tabs.Content key={each} value={each} data-testid={`orders-panel-${each}`}>
            {each === 'contracts' ? (
              <SearchForm
                label={t('contracts.search.label')}
                placeholder={t('contracts.search.placeholder')}
                submitLabel={t('contracts.search.submit')}
                value={q}
                onSearch={search}
                testId="contracts-search"
              />
            ) : (
              <SearchForm
                label={t('orders.search.label')}
                placeholder={t('orders.search.placeholder')}
                submitLabel={t('orders.search.submit')}
                value={q}
                onSearch={search}
                testId="orders-search"
              />
            )}
            <Box mt="4">
              {each === 'contracts' ? (
                <QueryBoundary key={each} loading={t('contracts.loading')} failed={t('contracts.loadFailed')} testId="contracts">
                  <OwnContracts page={page} q={q} onPageChange={toPage} />
                </QueryBoundary>
              ) : (
                <QueryBoundary key={each} loading={t('orders.loading')} failed={t('orders.loadFailed')} testId="orders">
                  <OrderList state={each} page={page} q={q} onPageChange={toPage} />
                </QueryBoundary>
              )}
            </Box>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  )
}

/** The signed-in customer's contracts (the list call names the purchaser; the server refuses another one). */
function OwnContracts(props: { page: number; q: string; onPageChange: (page: number) => void }): React.JSX.Element | null {
  const id = profileIdOf(useSession().user)
  if (!id) return null
  return <ContractList purchaserid={id} {...props} />
}
