// What /user/sessions shows while its list loads, and when loading it failed (with a retry).
import { Spinner, Stack, Text } from '@chakra-ui/react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { RouteLoadError } from '../../components/route-load-error'
import { usePageTitle } from '../../components/use-page-title'

export function SessionsLoading(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('sessions.title'))
  return (
    <Stack align="center" gap="3" py="24" data-testid="sessions-loading" role="status">
      <Spinner size="lg" color="blue.500" />
      <Text color="gray.600">{t('sessions.loading')}</Text>
    </Stack>
  )
}

export function SessionsError({ reset }: ErrorComponentProps): React.JSX.Element {
  const { t } = useTranslation()
  return <RouteLoadError reset={reset} title={t('sessions.title')} message={t('sessions.loadFailed')} testId="sessions-error" />
}
