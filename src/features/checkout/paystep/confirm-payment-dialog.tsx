// After the order is created: the digital licence subscription cannot be cancelled or refunded; confirm or cancel.
// Chakra's alert dialog (focus moved in and held, Escape cancels, focus given back).
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/confirm-dialog'

export function ConfirmPaymentDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      open
      title={t('paystep.confirm.title')}
      text={t('paystep.confirm.text')}
      confirmLabel={t('paystep.confirm.ok')}
      cancelLabel={t('paystep.confirm.cancel')}
      confirmPalette="blue"
      busy={false}
      testId="paystep-confirm"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
