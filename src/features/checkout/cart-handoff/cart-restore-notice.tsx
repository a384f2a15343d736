// The handed-off items could not be put back in the cart (machines/cart-checkout.ts restoreFailed): the server msg and
// a retry, on whatever page the customer is (the handoff stays persisted until it succeeds).
import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { CartCheckoutActorRef } from './cart-checkout-actor'
import { useCartCheckoutSelector } from './use-cart-checkout-selector'

export function CartRestoreNotice({ actor }: { actor: CartCheckoutActorRef | null }): React.JSX.Element | null {
  const { t } = useTranslation()
  const failure = useCartCheckoutSelector(actor, (state) => (state.matches('restoreFailed') ? state.context.message : null), null)
  if (failure === null || !actor) return null
  return (
    <Box role="alert" data-testid="cart-restore-failed" bg="orange.50" color="orange.800" borderBottomWidth="1px" px="6" py="2">
      <Flex align="center" justify="center" gap="3">
        <Text data-testid="cart-restore-failed-text">
          {t('shop.cart.restoreFailed')}
          {failure}
        </Text>
        <Button size="xs" variant="outline" data-testid="cart-restore-retry" onClick={() => actor.send({ type: 'restore.retry' })}>
          {t('shop.cart.restoreRetry')}
        </Button>
      </Flex>
    </Box>
  )
}
