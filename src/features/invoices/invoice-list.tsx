// One page of the customer's invoices: order name(s) with the re-issue marker, title, taxpayer number, type, amount,
// issue and approval status (the approval remark of a rejection under it), created time, and the row's actions
// (details; download when issued or voided; re-issue when issued). While an invoice awaits issue the list asks again
// every INVOICE_POLL_MS (TanStack Query pauses while the browser tab is hidden), so it turns issued without a reload.
// Below 1024 px each invoice is a card headed by its title (components/stacked-table.ts).
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { kindOfInvoice } from '../../../domain/invoice-form-rules'
import { INVOICE_LIST_PAGE_SIZE } from '../../../domain/limits'
import { invoiceDetailOptions, invoiceListOptions, type Invoice } from '../../api/queries/invoice-queries'
import { prefetchOnIntent } from '../../components/prefetch-on-intent'
import { HoverHint } from '../../components/hover-hint'
import { ListPagination } from '../../components/list-pagination'
import { EmptyListNote } from '../../components/empty-list-note'
import { DASH, useListFormat } from '../../components/list-format'
import { STACKED_BELOW_LG } from '../../components/stacked-table'
import { InvoiceDetailDialog } from './invoice-detail-dialog'
import { InvoiceDownloadButton } from './invoice-download-button'
import { canDownload, canReissue, invoicePollInterval, reissueWaiting } from './invoice-status'
import { ReissueDialog } from './reissue-dialog'

interface InvoiceListProps {
  userid: string
  page: number
  onPageChange: (page: number) => void
}

const STATUS_PALETTE = { 0: 'gray', 1: 'green', 2: 'red' } as const
const APPROVAL_PALETTE = { 0: 'orange', 1: 'green', 2: 'red' } as const

export function InvoiceList({ userid, page, onPageChange }: InvoiceListProps): React.JSX.Element {
  const { t } = useTranslation()
  const format = useListFormat()
  const { list, pagination } = useSuspenseQuery({
    ...invoiceListOptions({ userid, page }),
    refetchInterval: (query) => invoicePollInterval(query.state.data?.list),
  }).data
  const queryClient = useQueryClient()
  const [detailOf, setDetailOf] = useState<Invoice | null>(null)
  const [reissueOf, setReissueOf] = useState<Invoice | null>(null)
  const polling = invoicePollInterval(list) !== false

  if (list.length === 0) {
    return (
      <EmptyListNote
        text={t('invoices.empty')}
        pageText={t('invoices.emptyPage')}
        page={page}
        onPageChange={onPageChange}
        testId="invoices"
      />
    )
  }

  const nameOf = (invoice: Invoice) => invoice.ordername || invoice.invoicenum || invoice.id

  return (
    <Box>
      <Text role="status" fontSize="sm" color="gray.600" mb={polling ? '2' : '0'} data-testid="invoices-waiting" data-polling={polling}>
        {polling ? t('invoices.waiting') : ''}
      </Text>
      <Box overflowX="auto" data-testid="invoices-table-scroll">
        <Table.Root size="sm" variant="outline" minWidth="760px" css={STACKED_BELOW_LG} data-testid="invoices-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('invoices.columns.orders')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('invoices.columns.company')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('invoices.columns.ratenumber')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('invoices.columns.type')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('invoices.columns.amount')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('invoices.columns.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('invoices.columns.approval')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('invoices.columns.created')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('invoices.columns.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((invoice) => (
              <Table.Row
                key={invoice.id}
                data-testid="invoice-row"
                data-id={invoice.id}
                data-status={invoice.status}
                data-approval={invoice.approveStatus}
              >
                <Table.Cell data-label={t('invoices.columns.orders')} data-testid="invoice-orders">
                  <HStack gap="2" wrap="wrap">
                    <span>{invoice.ordername || DASH}</span>
                    {invoice.oriId && (
                      <HoverHint hint={t('invoices.reissuedHint')}>
                        <Badge
                          colorPalette="purple"
                          tabIndex={0}
                          aria-description={t('invoices.reissuedHint')}
                          data-testid="invoice-reissued"
                        >
                          {t('invoices.reissued')}
                        </Badge>
                      </HoverHint>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell data-stack="title" fontWeight={{ base: 'semibold', lg: 'normal' }} data-testid="invoice-company">
                  {kindOfInvoice(invoice) === 1 ? t('invoices.personal') : invoice.company || DASH}
                </Table.Cell>
                <Table.Cell data-label={t('invoices.columns.ratenumber')} data-testid="invoice-ratenumber">
                  {invoice.ratenumber || DASH}
                </Table.Cell>
                <Table.Cell data-label={t('invoices.columns.type')} data-testid="invoice-type">
                  {t(`invoices.type.${invoice.type}`)}
                </Table.Cell>
                <Table.Cell textAlign="end" data-label={t('invoices.columns.amount')} data-testid="invoice-amount">
                  {format.money(invoice.amount)}
                </Table.Cell>
                <Table.Cell data-label={t('invoices.columns.status')}>
                  <Badge colorPalette={STATUS_PALETTE[invoice.status]} data-testid="invoice-status">
                    {t(`invoices.status.${invoice.status}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell data-label={t('invoices.columns.approval')}>
                  <Stack gap="1" align={{ base: 'flex-end', lg: 'flex-start' }}>
                    <Badge colorPalette={APPROVAL_PALETTE[invoice.approveStatus]} data-testid="invoice-approval">
                      {t(`invoices.approval.${invoice.approveStatus}`)}
                    </Badge>
                    {invoice.approveStatus === 2 && invoice.approveRemark && (
                      <Text fontSize="xs" color="red.700" maxWidth="16em" data-testid="invoice-approve-remark">
                        {t('invoices.approveRemark', { remark: invoice.approveRemark })}
                      </Text>
                    )}
                  </Stack>
                </Table.Cell>
                <Table.Cell data-label={t('invoices.columns.created')} data-testid="invoice-created">
                  {format.dateTime(invoice.creatortime)}
                </Table.Cell>
                <Table.Cell>
                  {/* A column of buttons in the table, a row (wrapping) on a card. */}
                  <Stack
                    direction={{ base: 'row', lg: 'column' }}
                    wrap={{ base: 'wrap', lg: 'nowrap' }}
                    justify={{ base: 'flex-end', lg: 'flex-start' }}
                    gap="2"
                    align={{ base: 'center', lg: 'stretch' }}
                    minWidth="5em"
                  >
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t('invoices.detailsLabel', { name: nameOf(invoice) })}
                      onClick={() => setDetailOf(invoice)}
                      {...prefetchOnIntent(queryClient, () => [invoiceDetailOptions(invoice.id)])}
                      data-testid="invoice-details"
                    >
                      {t('invoices.details')}
                    </Button>
                    {canDownload(invoice) && (
                      <InvoiceDownloadButton
                        invoice={invoice}
                        label={t('invoices.downloadLabel', { name: nameOf(invoice) })}
                        testId="invoice-download"
                      />
                    )}
                    {canReissue(invoice, list) && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="orange"
                        aria-label={t('invoices.reissueLabel', { name: nameOf(invoice) })}
                        onClick={() => setReissueOf(invoice)}
                        data-testid="invoice-reissue"
                      >
                        {t('invoices.reissue')}
                      </Button>
                    )}
                    {invoice.status === 1 && reissueWaiting(invoice, list) && (
                      <Badge colorPalette="orange" data-testid="invoice-reissue-waiting">
                        {t('invoices.reissueWaiting')}
                      </Badge>
                    )}
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <ListPagination
        total={pagination.total}
        pageSize={INVOICE_LIST_PAGE_SIZE}
        page={pagination.currentPage}
        onPageChange={onPageChange}
        testId="invoices-pagination"
      />
      <InvoiceDetailDialog invoice={detailOf} onClose={() => setDetailOf(null)} />
      <ReissueDialog invoice={reissueOf} onClose={() => setReissueOf(null)} />
    </Box>
  )
}
