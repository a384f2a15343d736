// The paid orders carrying the reseller's code: the filter, the totals of the filtered set, one page of 20 (order
// number, name, ordering customer, masked phone, company, product, quantity, amount paid, paid at), and the export.
// Below 1024 px each order is a card headed by its number (components/stacked-table.ts).
import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { RETAILER_ORDER_PAGE_SIZE } from '../../../domain/limits'
import { retailerOrdersOptions, type RetailerOrderFilter } from '../../api/queries/retailer-queries'
import { ListPagination } from '../../components/list-pagination'
import { DASH, formatAmount, useListFormat } from '../../components/list-format'
import { QueryBoundary } from '../../components/query-boundary'
import { STACKED_BELOW_LG } from '../../components/stacked-table'
import { useScrollFocusable } from '../../components/use-scroll-focusable'
import { ExportOrdersButton } from './export-orders-button'
import { OrderFilterForm } from './order-filter-form'

interface RetailerOrdersProps {
  filter: RetailerOrderFilter
  page: number
  onFilterChange: (filter: RetailerOrderFilter) => void
  onPageChange: (page: number) => void
}

const filterKey = (filter: RetailerOrderFilter) => `${filter.ordernum}|${filter.startDate}|${filter.endDate}`

export function RetailerOrders({ filter, page, onFilterChange, onPageChange }: RetailerOrdersProps): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Box as="section" aria-labelledby="retailer-orders-heading" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" mb="4" id="retailer-orders-heading">
        {t('retailer.orders.heading')}
      </Heading>
      {/* Keyed by the applied filter so reset and back/forward show the applied values in the fields. */}
      <OrderFilterForm key={filterKey(filter)} filter={filter} onApply={onFilterChange} />
      <QueryBoundary loading={t('retailer.orders.loading')} failed={t('retailer.orders.failed')} testId="retailer-orders">
        <OrdersTable
          filter={filter}
          page={page}
          onPageChange={onPageChange}
          onReset={() => onFilterChange({ ordernum: '', startDate: '', endDate: '' })}
        />
      </QueryBoundary>
    </Box>
  )
}

interface OrdersTableProps {
  filter: RetailerOrderFilter
  page: number
  onPageChange: (page: number) => void
  onReset: () => void
}

function OrdersTable({ filter, page, onPageChange, onReset }: OrdersTableProps): React.JSX.Element {
  const { t } = useTranslation()
  const format = useListFormat()
  const { list, pagination, totals } = useSuspenseQuery(retailerOrdersOptions(filter, page)).data
  const filtered = filter.ordernum !== '' || filter.startDate !== '' || filter.endDate !== ''
  // A tab stop only while the table is wider than its column (1024 px to about 1150): below, the orders are cards.
  const scrollBox = useScrollFocusable('x', { 'aria-labelledby': 'retailer-orders-heading' })
  return (
    <Stack gap="3" mt="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text fontSize="sm" data-testid="retailer-totals" data-count={totals.count} data-amount={totals.amount}>
          {t('retailer.orders.totals', {
            count: totals.count,
            quantity: totals.quantity,
            amount: formatAmount(totals.amount),
            commission: formatAmount(totals.commission),
          })}
        </Text>
        <ExportOrdersButton filter={filter} disabled={totals.count === 0} />
      </HStack>
      {list.length === 0 ? (
        <Stack align="center" gap="3" py="8" data-testid="retailer-orders-empty">
          <Text color="gray.600">{t(filtered || page > 1 ? 'retailer.orders.emptyFiltered' : 'retailer.orders.empty')}</Text>
          {(filtered || page > 1) && (
            <Button size="sm" variant="outline" onClick={onReset} data-testid="retailer-orders-show-all">
              {t('retailer.orders.filter.reset')}
            </Button>
          )}
        </Stack>
      ) : (
        <Box overflowX="auto" {...scrollBox} data-testid="retailer-orders-scroll">
          <Table.Root size="sm" variant="outline" minWidth="960px" css={STACKED_BELOW_LG} data-testid="retailer-orders-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('retailer.orders.columns.ordernum')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('retailer.orders.columns.ordername')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('retailer.orders.columns.customer')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('retailer.orders.columns.phone')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('retailer.orders.columns.company')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('retailer.orders.columns.product')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('retailer.orders.columns.quantity')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('retailer.orders.columns.amount')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('retailer.orders.columns.paidtime')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((row) => (
                <Table.Row key={row.id} data-testid="retailer-order-row" data-ordernum={row.ordernum}>
                  <Table.Cell data-stack="title" fontWeight={{ base: 'semibold', lg: 'normal' }} data-testid="retailer-order-num">
                    {row.ordernum}
                  </Table.Cell>
                  <Table.Cell data-label={t('retailer.orders.columns.ordername')}>{row.ordername || DASH}</Table.Cell>
                  <Table.Cell data-label={t('retailer.orders.columns.customer')} data-testid="retailer-order-customer">
                    {row.username || DASH}
                  </Table.Cell>
                  <Table.Cell data-label={t('retailer.orders.columns.phone')} data-testid="retailer-order-phone">
                    {row.phone || DASH}
                  </Table.Cell>
                  <Table.Cell data-label={t('retailer.orders.columns.company')}>{row.company || DASH}</Table.Cell>
                  <Table.Cell data-label={t('retailer.orders.columns.product')} data-testid="retailer-order-product">
                    {row.products || DASH}
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-label={t('retailer.orders.columns.quantity')} data-testid="retailer-order-quantity">
                    {row.quantity}
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-label={t('retailer.orders.columns.amount')} data-testid="retailer-order-amount">
                    {formatAmount(row.paymentamount)}
                  </Table.Cell>
                  <Table.Cell data-label={t('retailer.orders.columns.paidtime')} data-testid="retailer-order-paid">
                    {format.dateTime(row.paidtime)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <ListPagination
        total={pagination.total}
        pageSize={RETAILER_ORDER_PAGE_SIZE}
        page={page}
        onPageChange={onPageChange}
        testId="retailer-orders-pagination"
      />
    </Stack>
  )
}
