// The lines of one order: product, duration (周/月/季/半年/永久), the unit price of that unit, quantity, the server's line
// total and the seats not yet licensed. Below 1024 px each line is a card headed by its product
// (components/stacked-table.ts).
import { Box, Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatYuan, unitPriceFen } from '../../../domain/pricing'
import type { OrderLine } from '../../api/queries/order-detail-queries'
import { useDurationText } from '../../components/duration-text'
import { formatAmount } from '../../components/list-format'
import { STACKED_BELOW_LG } from '../../components/stacked-table'
import { useScrollFocusable } from '../../components/use-scroll-focusable'

const unitPrice = (line: OrderLine) =>
  line.durationunion === 'none'
    ? '—'
    : formatYuan(
        unitPriceFen(
          {
            weekprice: line.weekprice ?? -1,
            monthprice: line.monthprice ?? -1,
            seasonprice: line.seasonprice ?? -1,
            halfyearprice: line.halfyearprice ?? -1,
          },
          line.durationunion,
        ),
      )

export function OrderLinesTable({ lines }: { lines: readonly OrderLine[] }): React.JSX.Element {
  const { t } = useTranslation()
  const durationText = useDurationText()
  // A tab stop only while the table is wider than the dialog (the lines have no control of their own to scroll them
  // with); below 1024 px they are cards and do not scroll.
  const scrollBox = useScrollFocusable('x', { role: 'region', 'aria-label': t('orders.detail.lines') })
  if (lines.length === 0) {
    return (
      <Text color="gray.600" data-testid="order-lines-empty">
        {t('orders.detail.noLines')}
      </Text>
    )
  }
  return (
    <Box overflowX="auto" {...scrollBox} data-testid="order-lines-scroll">
      <Table.Root size="sm" variant="outline" minWidth="720px" css={STACKED_BELOW_LG} data-testid="order-lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('orders.detail.product')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('orders.detail.duration')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders.detail.unitPrice')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders.detail.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders.detail.lineTotal')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders.detail.unlicensed')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.id} data-testid="order-line">
              <Table.Cell data-stack="title" fontWeight={{ base: 'semibold', lg: 'normal' }} data-testid="order-line-product">
                {line.productname}
              </Table.Cell>
              <Table.Cell data-label={t('orders.detail.duration')} data-testid="order-line-duration">
                {durationText(line)}
              </Table.Cell>
              <Table.Cell textAlign="end" data-label={t('orders.detail.unitPrice')} data-testid="order-line-unit-price">
                {unitPrice(line)}
              </Table.Cell>
              <Table.Cell textAlign="end" data-label={t('orders.detail.quantity')} data-testid="order-line-quantity">
                {line.number}
              </Table.Cell>
              <Table.Cell textAlign="end" data-label={t('orders.detail.lineTotal')} data-testid="order-line-total">
                {formatAmount(line.projectprice)}
              </Table.Cell>
              <Table.Cell textAlign="end" data-label={t('orders.detail.unlicensed')} data-testid="order-line-unlicensed">
                {line.licensestate ?? 0}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}
