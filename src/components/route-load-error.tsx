// A route's errorComponent body: the page could not load its data; retry resets the query boundary and reloads the
// route's loader.
import { Button, Stack, Text } from '@chakra-ui/react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from './use-page-title'

export function RouteLoadError({
  reset,
  title,
  message,
  testId,
}: {
  reset: () => void
  title: string
  message: string
  testId: string
}): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(title)
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  return (
    <Stack align="center" gap="4" py="24" data-testid={testId} role="alert">
      <Text color="red.600">{message}</Text>
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
