// The wait while a reopened order ('continue paying', /paystep?order=<id>) loads. Its own small file: the route's
// pendingComponent is not code-split, so whatever it imports loads with every page.
import { Spinner, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export function ReopenedOrderLoading(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    // A screen tall: the footer stays below the first screen, so the order replacing this wait moves nothing (CLS).
    <Stack align="center" gap="3" py="24" minHeight="100vh" role="status" data-testid="paystep-reopened-loading">
      <Spinner size="lg" color="blue.500" />
      <Text color="gray.600">{t('paystep.reopened.loading')}</Text>
    </Stack>
  )
}
