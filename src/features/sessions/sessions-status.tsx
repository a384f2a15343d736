// What /user/sessions shows while its list loads, and when loading it failed (with a retry).
import { Button, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
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
  usePageTitle(t('sessions.title'))
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  return (
    <Stack align="center" gap="4" py="24" data-testid="sessions-error" role="alert">
      <Text color="red.600">{t('sessions.loadFailed')}</Text>
      <Button
        colorPalette="blue"
        onClick={() => {
          queryReset.reset()
          reset()
          void router.invalidate()
        }}
      >
        {t('common.retry')}
      </Button>
    </Stack>
  )
}
