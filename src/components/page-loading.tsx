// The page shown while a route's code or data takes longer than the router's pending delay (the router's default
// pending component, so no route change leaves an empty page).
import { Spinner, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export function PageLoading(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack align="center" justify="center" gap="3" minHeight="50vh" role="status" data-testid="page-loading">
      <Spinner size="lg" color="blue.600" />
      <Text color="gray.700">{t('nav.loadingPage')}</Text>
    </Stack>
  )
}
