// The order's lines and amounts (step 1): unit price, duration, quantity, line amount; total, discount, payable.
import { Box, Flex, Stack, Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { AppliedRetailer } from '../../../../machines/retailer-code'
import type { WizardItem } from '../../../../machines/checkout'
import { formatYuan, lineTotalFen, unitPriceFen } from '../../../../domain/pricing'
import { orderAmounts } from './order-payload'
import { STACKED_BELOW_LG } from '../../../components/stacked-table'
import { asPaystepItems } from './paystep-items'
import { useDurationText } from '../../../components/duration-text'

export function OrderLines({ items, retailer }: { items: readonly WizardItem[]; retailer: AppliedRetailer | null }): React.JSX.Element {
  const { t } = useTranslation()
  const durationText = useDurationText()
  const count = retailer?.retailerCount ?? 1
  const amounts = orderAmounts(items, retailer)
  return (
    <Stack gap="3">
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
        <Table.Root size="sm" css={STACKED_BELOW_LG} data-testid="paystep-lines">
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader>{t('paystep.lines.product')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('paystep.lines.spec')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('paystep.lines.unitPrice')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('paystep.lines.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('paystep.lines.amount')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {asPaystepItems(items).map((item, index) => (
              <Table.Row key={`${item.productid}-${item.durationunion}-${item.duration}-${index}`} data-testid="paystep-line">
                <Table.Cell data-stack="title" fontWeight={{ base: 'bold', lg: 'normal' }} data-testid="paystep-line-name">
                  {item.productname}
                </Table.Cell>
                <Table.Cell data-label={t('paystep.lines.spec')}>{durationText(item)}</Table.Cell>
                <Table.Cell data-label={t('paystep.lines.unitPrice')}>
                  ¥{formatYuan(unitPriceFen(item.product, item.durationunion))}
                </Table.Cell>
                <Table.Cell data-label={t('paystep.lines.quantity')} data-testid="paystep-line-quantity">
                  {item.number * count}
                </Table.Cell>
                <Table.Cell data-label={t('paystep.lines.amount')} data-testid="paystep-line-amount">
                  ¥
                  {formatYuan(
                    ((fen) => (fen === null ? null : fen * count))(
                      lineTotalFen(item.product, item.durationunion, item.duration, item.number),
                    ),
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Flex justify="flex-end" gap="6" wrap="wrap" align="baseline">
        <Text color="gray.600">
          {t('paystep.amounts.total')}: ¥<span data-testid="paystep-total">{formatYuan(amounts?.totalFen ?? null)}</span>
        </Text>
        <Text color="gray.600">
          {t('paystep.amounts.discount')}: ¥<span data-testid="paystep-discount">{formatYuan(amounts?.discountFen ?? null)}</span>
        </Text>
        <Text fontSize="lg">
          {t('paystep.amounts.payable')}: ¥
          <Text as="span" fontSize="2xl" fontWeight="bold" color="red.600" data-testid="paystep-payable">
            {formatYuan(amounts?.payableFen ?? null)}
          </Text>
        </Text>
      </Flex>
    </Stack>
  )
}
