// The personal centre's invoice tab (portal.md §2 Invoice tab): the customer's invoices with server-side paging (the
// page lives in the route's search), 开票申请, and the detail, download and re-issue of each invoice.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { invoiceableOrdersOptions } from '../../api/queries/order-list-queries'
import { customerInfoOptions } from '../../api/queries/user-queries'
import { prefetchOnIntent } from '../../components/prefetch-on-intent'
import { QueryBoundary } from '../../components/query-boundary'
import { useShopMessage } from '../../components/shop-message'
import { profileIdOf, useSession } from '../../session/use-session'
import { InvoiceList } from './invoice-list'
import { InvoiceRequestDialog } from './invoice-request-dialog'
import { useSuccessText } from '../../i18n/success-text'

export interface InvoicesTabProps {
  /** 1-based; undefined is the first page. */
  page?: number
  /** A page was chosen (1 is to be removed from the URL). */
  onPageChange: (page: number) => void
}

export function InvoicesTab({ page = 1, onPageChange }: InvoicesTabProps): React.JSX.Element {
  const { t } = useTranslation()
  const userid = profileIdOf(useSession().user)
  const showMessage = useShopMessage()
  const successText = useSuccessText()
  const queryClient = useQueryClient()
  const [requesting, setRequesting] = useState(false)

  return (
    <Box data-testid="invoices-tab">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} gap="3" mb="4">
        <Box>
          <Heading as="h2" size="md" mb="1">
            {t('user.invoices')}
          </Heading>
          <Text fontSize="sm" color="gray.700">
            {t('invoices.intro')}
          </Text>
        </Box>
        <Button
          colorPalette="blue"
          _hover={{ bg: 'blue.700' }}
          flexShrink={0}
          onClick={() => setRequesting(true)}
          {...prefetchOnIntent(queryClient, () => [invoiceableOrdersOptions(), customerInfoOptions()])}
          data-testid="invoices-request"
        >
          {t('invoices.request')}
        </Button>
      </Stack>
      {userid && (
        <QueryBoundary loading={t('invoices.loading')} failed={t('invoices.loadFailed')} testId="invoices">
          <InvoiceList userid={userid} page={page} onPageChange={onPageChange} />
        </QueryBoundary>
      )}
      <InvoiceRequestDialog
        open={requesting}
        onClose={() => setRequesting(false)}
        onRequested={(msg) => {
          showMessage(successText(msg, 'invoices.requested'))
          // The new invoice is the newest: it shows first on page 1.
          if (page !== 1) onPageChange(1)
        }}
      />
    </Box>
  )
}
