// Placeholder with the agreed signature: the reissue helper's dialog replaces this file at the merge.
import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { Invoice } from '../../api/queries/invoice-queries'
import { InvoiceDialogFrame } from './invoice-dialog-frame'

export function ReissueDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <InvoiceDialogFrame open={invoice !== null} title={t('invoices.reissue')} onClose={onClose} testId="reissue-dialog">
      <Text>{invoice?.ordername}</Text>
    </InvoiceDialogFrame>
  )
}
