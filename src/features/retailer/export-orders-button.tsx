// Exports every row of the filtered set (all pages) as a CSV file Excel opens with Chinese intact (orders-csv.ts).
import { HStack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchAllRetailerOrders, type RetailerOrderFilter, type RetailerOrderRow } from '../../api/queries/retailer-queries'
import { startBrowserDownload } from '../../components/browser-download'
import { formatAmount } from '../../components/list-format'
import { chinaDateTime, chinaToday, csvFileName } from './orders-csv'
import { BusyButton } from '../../components/busy-button'

type ExportState = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; count: number } | { kind: 'failed' }

export function ExportOrdersButton({ filter, disabled }: { filter: RetailerOrderFilter; disabled: boolean }): React.JSX.Element {
  const { t } = useTranslation()
  const [state, setState] = useState<ExportState>({ kind: 'idle' })
  const columns = ['ordernum', 'ordername', 'customer', 'phone', 'company', 'product', 'quantity', 'amount', 'paidtime'] as const
  const cells = (row: RetailerOrderRow) => [
    row.ordernum,
    row.ordername,
    row.username,
    row.phone,
    row.company,
    row.products,
    row.quantity,
    formatAmount(row.paymentamount),
    chinaDateTime(row.paidtime),
  ]
  const run = async () => {
    setState({ kind: 'running' })
    try {
      const [rows, { toCsv }] = await Promise.all([fetchAllRetailerOrders(filter), import('./csv-text')])
      const text = toCsv(
        columns.map((column) => t(`retailer.orders.columns.${column}`)),
        rows.map(cells),
      )
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
      startBrowserDownload(url, csvFileName(t('retailer.orders.fileName'), filter.startDate, filter.endDate, chinaToday()))
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
      setState({ kind: 'done', count: rows.length })
    } catch {
      setState({ kind: 'failed' })
    }
  }
  const notice =
    state.kind === 'done'
      ? t('retailer.orders.exported', { count: state.count })
      : state.kind === 'failed'
        ? t('retailer.orders.exportFailed')
        : ''
  return (
    <HStack gap="3" wrap="wrap">
      <BusyButton
        size="sm"
        variant="outline"
        colorPalette="blue"
        onClick={() => void run()}
        disabled={disabled}
        loading={state.kind === 'running'}
        loadingText={t('retailer.orders.exporting')}
        data-testid="retailer-export"
      >
        {t('retailer.orders.export')}
      </BusyButton>
      <Text
        as="span"
        role="status"
        fontSize="sm"
        color={state.kind === 'failed' ? 'red.700' : 'gray.600'}
        data-testid="retailer-export-notice"
      >
        {notice}
      </Text>
    </HStack>
  )
}
