// What /PersonalCenter shows while the customer's profile loads, and when loading it failed (with a retry).
import { Spinner, Stack, Text } from '@chakra-ui/react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { RouteLoadError } from '../../components/route-load-error'
import { usePageTitle } from '../../components/use-page-title'

export function CenterLoading({ text }: { text?: string }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack align="center" gap="3" py="16" data-testid="center-loading" role="status">
      <Spinner size="lg" color="blue.500" />
      <Text color="gray.600">{text ?? t('center.loading')}</Text>
    </Stack>
  )
}

export function PersonalCenterLoading(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('center.title'))
  return <CenterLoading />
}

export function PersonalCenterError({ reset }: ErrorComponentProps): React.JSX.Element {
  const { t } = useTranslation()
  return <RouteLoadError reset={reset} title={t('center.title')} message={t('center.loadFailed')} testId="center-error" />
}
