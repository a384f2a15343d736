// The invoice-detail dialog: every field of the invoice a customer understands (no internal ids), the original when
// it is a re-issue, and its files with the download.
import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { kindOfInvoice } from '../../../domain/invoice-form-rules'
import { formatTaxRate } from '../../../domain/invoice-tax'
import { invoiceDetailOptions, type Invoice } from '../../api/queries/invoice-queries'
import { FieldList, type Field } from '../../components/field-list'
import { DASH, useListFormat } from '../../components/list-format'
import { QueryBoundary } from '../../components/query-boundary'
import { useLastValue } from '../../components/use-last-value'
import { canDownload } from './invoice-status'
import { DialogFrame } from '../../components/dialog-frame'
import { InvoiceDownloadButton } from './invoice-download-button'

export function InvoiceDetailDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  const shown = useLastValue(invoice)
  return (
    <DialogFrame open={invoice !== null} title={t('invoices.detail.title')} onClose={onClose} testId="invoice-detail-dialog">
      {shown && (
        <QueryBoundary loading={t('invoices.detail.loading')} failed={t('invoices.detail.loadFailed')} testId="invoice-detail">
          <InvoiceDetailBody id={shown.id} />
        </QueryBoundary>
      )}
    </DialogFrame>
  )
}

/** The tax rate as the invoice file prints it (domain/invoice-tax.ts: '6%'), or a dash when there is none. */
export function taxRateText(rate: number | null | undefined): string {
  if (rate === null || rate === undefined) return DASH
  try {
    return formatTaxRate(rate)
  } catch {
    return DASH
  }
}

function InvoiceDetailBody({ id }: { id: string }): React.JSX.Element {
  const { t } = useTranslation()
  const format = useListFormat()
  const invoice = useSuspenseQuery(invoiceDetailOptions(id)).data
  const kind = kindOfInvoice(invoice)
  const text = (value: string | null | undefined) => (value?.trim() ? value : DASH)
  const fields: Field[] = [
    ['invoicenum', t('invoices.detail.invoicenum'), text(invoice.invoicenum)],
    ['orders', t('invoices.detail.orders'), text(invoice.ordername)],
    ['kind', t('invoices.detail.kind'), t(`invoices.kind.${kind}`)],
    ['company', t('invoices.detail.company'), kind === 1 ? t('invoices.personal') : text(invoice.company)],
    ['ratenumber', t(kind === 1 ? 'invoices.detail.idNumber' : 'invoices.detail.ratenumber'), text(invoice.ratenumber)],
    ['address', t('invoices.detail.address'), text(invoice.address)],
    ['phone', t('invoices.detail.phone'), text(invoice.phone)],
    ['banknum', t('invoices.detail.banknum'), text(invoice.banknum)],
    ['email', t('invoices.detail.email'), text(invoice.email)],
    ['amount', t('invoices.detail.amount'), format.money(invoice.amount)],
    ['amountgross', t('invoices.detail.amountgross'), format.money(invoice.amountgross)],
    ['taxrate', t('invoices.detail.taxrate'), taxRateText(invoice.taxrate)],
    ['status', t('invoices.detail.status'), t(`invoices.status.${invoice.status}`)],
    ['approval', t('invoices.detail.approval'), t(`invoices.approval.${invoice.approveStatus}`)],
    ['approveRemark', t('invoices.detail.approveRemark'), text(invoice.approveRemark)],
    ['remark', t('invoices.detail.remark'), text(invoice.remark)],
    ['created', t('invoices.detail.created'), format.dateTime(invoice.creatortime)],
    ['issued', t('invoices.detail.issued'), format.dateTime(invoice.issuetime)],
    ['voided', t('invoices.detail.voided'), format.dateTime(invoice.voidtime)],
  ]
  return (
    <Stack gap="6" data-testid="invoice-detail" data-status={invoice.status}>
      <FieldList fields={fields} testId="invoice-detail" />
      {invoice.oriId && <OriginalInvoice id={invoice.oriId} />}
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {t('invoices.detail.files')}
        </Heading>
        {(invoice.content ?? []).length === 0 ? (
          <Text color="gray.600" data-testid="invoice-detail-no-files">
            {t('invoices.noFiles')}
          </Text>
        ) : (
          <Stack as="ul" gap="1" ps="5" listStyleType="disc" data-testid="invoice-detail-files">
            {invoice.content!.map((file) => (
              <Box as="li" key={file.fileId} data-testid="invoice-detail-file">
                {file.name}
              </Box>
            ))}
          </Stack>
        )}
        {canDownload(invoice) && (invoice.content ?? []).length > 0 && (
          <InvoiceDownloadButton
            invoice={invoice}
            label={t('invoices.downloadLabel', { name: invoice.ordername ?? invoice.invoicenum ?? '' })}
            testId="invoice-detail-download"
          />
        )}
      </Stack>
    </Stack>
  )
}

/** The invoice a re-issue replaces: its number and status (voided once the re-issue is issued). */
function OriginalInvoice({ id }: { id: string }): React.JSX.Element {
  const { t } = useTranslation()
  const query = useQuery(invoiceDetailOptions(id))
  const original = query.data
  // Its own call, so the dialog does not wait for it: the value says when it is still loading or could not be read.
  const value = query.isPending
    ? t('common.loading')
    : !original
      ? t('invoices.detail.originalFailed')
      : original.invoicenum
        ? t('invoices.detail.originalValue', { invoicenum: original.invoicenum, status: t(`invoices.status.${original.status}`) })
        : t('invoices.detail.originalPending')
  return <FieldList fields={[['original', t('invoices.detail.original'), value]]} testId="invoice-detail" />
}
