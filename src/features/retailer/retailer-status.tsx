// The /Retailer route's pending and error states (before the reseller's profile is in).
import { Spinner, Stack, Text } from '@chakra-ui/react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { RouteLoadError } from '../../components/route-load-error'
import { usePageTitle } from '../../components/use-page-title'

export function RetailerLoading(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('retailer.title'))
  return (
    <Stack align="center" gap="3" py="16" role="status" data-testid="retailer-loading">
      <Spinner size="md" color="blue.500" />
      <Text color="gray.600">{t('retailer.loading')}</Text>
    </Stack>
  )
}

export function RetailerError({ reset }: ErrorComponentProps): React.JSX.Element {
  const { t } = useTranslation()
  return <RouteLoadError reset={reset} title={t('retailer.title')} message={t('retailer.failed')} testId="retailer-error" />
}
