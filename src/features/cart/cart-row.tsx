// One cart line: selection, product (image, name, type), unit and duration, unit price, quantity, amount, delete.
import { Flex, Image, Stack, Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { CartItem } from '../../api/queries/cart-queries'
import { formatYuan, lockedCount } from '../../../domain/pricing'
import { firstImageUrl } from '../../api/product-image-url'
import { lineAmountFen, unitPriceOfFen } from './cart-amounts'
import { CartCheckbox } from './cart-checkbox'
import { CartQuantityInput } from './cart-quantity-input'
import { BusyButton } from '../../components/busy-button'
import { useDurationText } from '../../components/duration-text'

interface CartRowProps {
  item: CartItem
  selected: boolean
  busy: boolean
  onSelect: (selected: boolean) => void
  onQuantity: (quantity: number) => Promise<boolean>
  onInvalidQuantity: (message: string) => void
  onDelete: () => void
}

export function CartRow({ item, selected, busy, onSelect, onQuantity, onInvalidQuantity, onDelete }: CartRowProps): React.JSX.Element {
  const { t } = useTranslation()
  const durationText = useDurationText()
  const name = item.productname ?? item.productmes?.name ?? item.productid
  const image = firstImageUrl(item.productmes?.img)
  const unit = t(`shop.unit.${item.durationunion}`)
  const locked = item.productmes ? lockedCount(item.productmes) !== null : false

  return (
    // data-ticked, not data-selected: Chakra paints a row with any data-selected (even "false") as selected.
    <Table.Row data-testid="cart-row" data-id={item.id} data-ticked={selected}>
      <Table.Cell data-stack="lead">
        <CartCheckbox testId="cart-row-checkbox" checked={selected} onChange={onSelect} label={name} hideLabel />
      </Table.Cell>
      <Table.Cell data-stack="title">
        <Flex align="center" gap="3">
          {image && <Image src={image} alt="" width="64px" height="48px" objectFit="contain" flexShrink={0} />}
          <Stack gap="0">
            <Text fontWeight="bold" data-testid="cart-row-name">
              {name}
            </Text>
            {item.producttype && (
              <Text fontSize="xs" color="gray.500">
                {item.producttype}
              </Text>
            )}
          </Stack>
        </Flex>
      </Table.Cell>
      <Table.Cell data-label={t('shop.cart.spec')} data-testid="cart-row-duration">
        {durationText(item)}
      </Table.Cell>
      <Table.Cell data-label={t('shop.cart.unitPrice')} data-testid="cart-row-unit-price">
        {formatYuan(unitPriceOfFen(item))} {t('shop.perUnit', { unit })}
      </Table.Cell>
      <Table.Cell data-label={t('shop.cart.quantity')}>
        <CartQuantityInput
          value={item.number}
          label={`${t('shop.cart.quantity')} ${name}`}
          locked={locked}
          busy={busy}
          onChange={onQuantity}
          onInvalid={onInvalidQuantity}
        />
      </Table.Cell>
      <Table.Cell data-label={t('shop.cart.price')} fontWeight="bold" color="red.600" data-testid="cart-row-amount">
        ¥{formatYuan(lineAmountFen(item))}
      </Table.Cell>
      <Table.Cell>
        <BusyButton size="xs" variant="ghost" colorPalette="red" busy={busy} data-testid="cart-delete" onClick={onDelete}>
          {t('shop.cart.delete')}
        </BusyButton>
      </Table.Cell>
    </Table.Row>
  )
}
