// 分销商中心 (/Retailer, portal.md §2): the reseller's details and figures, and the orders carrying its code.
// Logout goes through the session actor, which returns a reseller to /loginRetailer.
import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { RetailerOrderFilter } from '../../api/queries/retailer-queries'
import { QueryBoundary } from '../../components/query-boundary'
import { usePageTitle } from '../../components/use-page-title'
import { useSession } from '../../session/use-session'
import { RetailerOrders } from './retailer-orders'
import { RetailerSummary } from './retailer-summary'
import { pageColumn } from '../../components/layout-sizes'

interface RetailerPageProps {
  retailerId: string
  filter: RetailerOrderFilter
  page: number
  onFilterChange: (filter: RetailerOrderFilter) => void
  onPageChange: (page: number) => void
}

export function RetailerPage({ retailerId, filter, page, onFilterChange, onPageChange }: RetailerPageProps): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('retailer.title'))
  return (
    <Box {...pageColumn(1200)} px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }} data-testid="retailer-page">
      <HStack justify="space-between" wrap="wrap" gap="3" mb="6">
        <Heading as="h1" size="xl">
          {t('retailer.title')}
        </Heading>
        <LogoutButton />
      </HStack>
      <Stack gap="6">
        <QueryBoundary loading={t('retailer.loading')} failed={t('retailer.failed')} testId="retailer-summary">
          <RetailerSummary retailerId={retailerId} />
        </QueryBoundary>
        <RetailerOrders filter={filter} page={page} onFilterChange={onFilterChange} onPageChange={onPageChange} />
      </Stack>
    </Box>
  )
}

function LogoutButton(): React.JSX.Element {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={!session.hasSession}
      onClick={() => session.send({ type: 'session.logout' })}
      data-testid="retailer-logout"
    >
      {t('retailer.logout')}
    </Button>
  )
}
