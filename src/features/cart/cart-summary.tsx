// The cart's bottom bar: select all, delete selected, the preferential amount, the total and checkout.
import { Flex, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../domain/pricing'
import { CartCheckbox } from './cart-checkbox'
import { BusyButton } from '../../components/busy-button'

interface CartSummaryProps {
  allSelected: boolean | 'indeterminate'
  selectedCount: number
  totalFen: number | null
  preferentialFen: number
  checkoutDisabled: boolean
  busy: boolean
  /** A checkout click waits for the handoff code. */
  checkoutStarting: boolean
  onSelectAll: (selected: boolean) => void
  onBatchDelete: () => void
  onCheckout: () => void
}

export function CartSummary(props: CartSummaryProps): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Flex align="center" gap="6" wrap="wrap" borderWidth="1px" borderRadius="md" px="4" py="3" bg="gray.50" data-testid="cart-summary">
      <CartCheckbox testId="cart-select-all" checked={props.allSelected} onChange={props.onSelectAll} label={t('shop.cart.selectAll')} />
      <BusyButton
        size="sm"
        variant="outline"
        colorPalette="red"
        busy={props.busy}
        data-testid="cart-batch-delete"
        onClick={props.onBatchDelete}
      >
        {t('shop.cart.batchDelete')}
      </BusyButton>
      <Text color="gray.600" data-testid="cart-selected-count">
        {t('shop.cart.selected', { count: props.selectedCount })}
      </Text>
      <Flex align="baseline" gap="6" marginInlineStart="auto" wrap="wrap">
        <Text color="gray.600">
          {t('shop.cart.preferential')}: ¥<span data-testid="cart-preferential">{formatYuan(props.preferentialFen)}</span>
        </Text>
        <Text fontSize="lg">
          {t('shop.cart.total')}: ¥
          <Text as="span" fontSize="2xl" fontWeight="bold" color="red.600" data-testid="cart-total">
            {formatYuan(props.totalFen)}
          </Text>
        </Text>
        <BusyButton
          colorPalette="red"
          size="lg"
          disabled={props.checkoutDisabled}
          loading={props.checkoutStarting}
          data-testid="cart-checkout"
          onClick={props.onCheckout}
        >
          {t('shop.cart.checkout')}
        </BusyButton>
      </Flex>
    </Flex>
  )
}
