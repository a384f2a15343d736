// One page of the paid or pending orders: index (continuing across pages), name, number, created time, amount, and
// the row's actions (details; download when paid; continue paying, or 'closed', when pending).
import { Badge, Box, Button, HStack, Link, Table } from '@chakra-ui/react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ORDER_LIST_PAGE_SIZE } from '../../../domain/limits'
import { orderListOptions, type OrderListState, type OrderRow } from '../../api/queries/order-list-queries'
import { HoverHint } from '../../components/hover-hint'
import { prefetchOnIntent } from '../../components/prefetch-on-intent'
import { orderDetailOptions, orderLinesOptions } from '../../api/queries/order-detail-queries'
import { softwareDownloadsOptions } from '../../api/queries/software-download-queries'
import { ListPagination } from '../../components/list-pagination'
import { EmptyListNote } from '../../components/empty-list-note'
import { STACKED_BELOW_LG } from '../../components/stacked-table'
import { useListFormat } from '../../components/list-format'
import { isOrderClosed } from './order-closed'
import { OrderDetailDialog } from './order-detail-dialog'
import { DownloadDialog } from './download-dialog'

interface OrderListProps {
  state: OrderListState
  page: number
  q: string
  onPageChange: (page: number) => void
}

export function OrderList({ state, page, q, onPageChange }: OrderListProps): React.JSX.Element {
  const { t } = useTranslation()
  const format = useListFormat()
  const { list, pagination } = useSuspenseQuery(orderListOptions({ state, page, ordernum: q })).data
  const queryClient = useQueryClient()
  const [detailOf, setDetailOf] = useState<OrderRow | null>(null)
  const [downloadOf, setDownloadOf] = useState<OrderRow | null>(null)
  const now = Date.now()

  if (list.length === 0) {
    const empty = q ? t('orders.searchNone') : t(state === 'paid' ? 'orders.emptyPaid' : 'orders.emptyPending')
    return <EmptyListNote text={empty} page={page} onPageChange={onPageChange} testId="orders" />
  }

  return (
    <Box>
      <Box overflowX="auto" data-testid="orders-table-scroll">
        <Table.Root size="sm" variant="outline" minWidth="760px" css={STACKED_BELOW_LG} data-testid="orders-table" data-state={state}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('orders.columns.index')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orders.columns.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orders.columns.number')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orders.columns.created')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t(state === 'paid' ? 'orders.columns.amount' : 'orders.columns.amountDue')}
              </Table.ColumnHeader>
              <Table.ColumnHeader>{t('orders.columns.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((row, index) => (
              <Table.Row key={row.id} data-testid="order-row" data-ordernum={row.ordernum}>
                <Table.Cell data-stack="lead" data-testid="order-index">
                  {(pagination.currentPage - 1) * ORDER_LIST_PAGE_SIZE + index + 1}
                </Table.Cell>
                <Table.Cell data-stack="title" data-testid="order-name">
                  {row.ordername}
                </Table.Cell>
                <Table.Cell data-label={t('orders.columns.number')} data-testid="order-number">
                  {row.ordernum}
                </Table.Cell>
                <Table.Cell data-label={t('orders.columns.created')} data-testid="order-created">
                  {format.dateTime(row.creatortime)}
                </Table.Cell>
                <Table.Cell
                  textAlign="end"
                  data-label={t(state === 'paid' ? 'orders.columns.amount' : 'orders.columns.amountDue')}
                  data-testid="order-amount"
                >
                  {format.money(row.paymentamount)}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2" wrap="wrap">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t('orders.detailsLabel', { ordernum: row.ordernum })}
                      onClick={() => setDetailOf(row)}
                      {...prefetchOnIntent(queryClient, () => [orderDetailOptions(row.id), orderLinesOptions(row.ordernum)])}
                      data-testid="order-details"
                    >
                      {t('orders.details')}
                    </Button>
                    {state === 'paid' && (
                      <Button
                        size="xs"
                        colorPalette="blue"
                        aria-label={t('orders.downloadLabel', { ordernum: row.ordernum })}
                        onClick={() => setDownloadOf(row)}
                        {...prefetchOnIntent(queryClient, () => [orderLinesOptions(row.ordernum), softwareDownloadsOptions(0)])}
                        data-testid="order-download"
                      >
                        {t('orders.download')}
                      </Button>
                    )}
                    {state === 'pending' && <PendingAction row={row} closed={isOrderClosed(row, now)} />}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ListPagination
        total={pagination.total}
        pageSize={ORDER_LIST_PAGE_SIZE}
        page={pagination.currentPage}
        onPageChange={onPageChange}
        testId="orders-pagination"
      />
      <OrderDetailDialog order={detailOf} onClose={() => setDetailOf(null)} />
      <DownloadDialog order={downloadOf} onClose={() => setDownloadOf(null)} />
    </Box>
  )
}

function PendingAction({ row, closed }: { row: OrderRow; closed: boolean }): React.JSX.Element {
  const { t } = useTranslation()
  if (closed) {
    return (
      <HoverHint hint={t('orders.closedHint')}>
        <Badge colorPalette="gray" tabIndex={0} aria-description={t('orders.closedHint')} data-testid="order-closed">
          {t('orders.closed')}
        </Badge>
      </HoverHint>
    )
  }
  return (
    <Link asChild fontSize="sm" color="blue.700" fontWeight="medium">
      {/* The pay-pending branch adds `order` to /paystep's search; the cast goes at the merge. */}
      <RouterLink
        to="/paystep"
        search={{ order: row.id }}
        aria-label={t('orders.continuePayLabel', { ordernum: row.ordernum })}
        data-testid="order-continue-pay"
      >
        {t('orders.continuePay')}
      </RouterLink>
    </Link>
  )
}
