// What /cart shows while its list loads, and when loading it failed (with a retry that reloads the list).
import { Button, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export function CartLoading(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack align="center" gap="3" py="24" data-testid="cart-loading" role="status">
      <Spinner size="lg" color="blue.500" />
      <Text color="gray.500">{t('shop.cart.loading')}</Text>
    </Stack>
  )
}

export function CartError({ error, reset }: ErrorComponentProps): React.JSX.Element {
  const { t } = useTranslation()
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  return (
    <Stack align="center" gap="4" py="24" data-testid="cart-error" role="alert">
      <Text color="red.600">{(error instanceof Error && error.message) || t('shop.loadFailed')}</Text>
      <Button
        colorPalette="blue"
        data-testid="cart-retry"
        onClick={() => {
          queryReset.reset()
          reset()
          void router.invalidate()
        }}
      >
        {t('shop.cart.retry')}
      </Button>
    </Stack>
  )
}
