// 下载 of an issued or voided invoice: its files one after the other, INVOICE_DOWNLOAD_GAP_MS apart, with the progress
// ('downloading 1 of 2') announced and the files that failed named.
import { Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { INVOICE_DOWNLOAD_GAP_MS } from '../../../domain/limits'
import { annexDownloadUrl } from '../../api/queries/contract-queries'
import type { Invoice } from '../../api/queries/invoice-queries'
import { startBrowserDownload } from '../../components/browser-download'
import { downloadOneByOne } from './download-one-by-one'
import { BusyButton } from '../../components/busy-button'

type DownloadState =
  | { phase: 'idle' }
  | { phase: 'downloading'; current: number; total: number }
  | { phase: 'done'; total: number; failed: string[] }

interface InvoiceDownloadButtonProps {
  invoice: Invoice
  /** The button's accessible name (names the invoice in a table row). */
  label: string
  testId: string
}

export function InvoiceDownloadButton({ invoice, label, testId }: InvoiceDownloadButtonProps): React.JSX.Element {
  const { t } = useTranslation()
  const [state, setState] = useState<DownloadState>({ phase: 'idle' })
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])
  const files = invoice.content ?? []

  const download = async () => {
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    const failed = await downloadOneByOne(files, {
      urlOf: annexDownloadUrl,
      start: startBrowserDownload,
      onProgress: (current, total) => setState({ phase: 'downloading', current, total }),
      gapMs: INVOICE_DOWNLOAD_GAP_MS,
      signal: controller.signal,
    })
    if (!controller.signal.aborted) setState({ phase: 'done', total: files.length, failed: failed.map((file) => file.name) })
  }

  const status =
    files.length === 0
      ? t('invoices.noFiles')
      : state.phase === 'downloading'
        ? t('invoices.downloading', { current: state.current, total: state.total })
        : state.phase === 'done' && state.failed.length === 0
          ? t('invoices.downloaded', { count: state.total })
          : ''
  const failure = state.phase === 'done' && state.failed.length > 0 ? t('invoices.downloadFailed', { names: state.failed.join('、') }) : ''

  return (
    <Stack gap="0" align="stretch">
      <BusyButton
        size="xs"
        colorPalette="blue"
        aria-label={label}
        disabled={files.length === 0}
        loading={state.phase === 'downloading'}
        onClick={() => void download()}
        data-testid={testId}
      >
        {t('invoices.download')}
      </BusyButton>
      <Text role="status" fontSize="xs" color="gray.600" maxWidth="12em" pt={status ? '1' : '0'} data-testid={`${testId}-status`}>
        {status}
      </Text>
      <Text role="alert" fontSize="xs" color="red.700" maxWidth="12em" pt={failure ? '1' : '0'} data-testid={`${testId}-error`}>
        {failure}
      </Text>
    </Stack>
  )
}
