// Confirmation before signing a device (or several) out.
import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

interface SessionsConfirmDialogProps {
  /** The question; null closes the dialog. */
  text: string | null
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

export function SessionsConfirmDialog({ text, busy, onConfirm, onCancel }: SessionsConfirmDialogProps): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Dialog.Root role="alertdialog" open={text !== null} onOpenChange={(details) => !details.open && onCancel()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="sessions-confirm">
            <Dialog.Header>
              <Dialog.Title>{t('sessions.confirmTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body data-testid="sessions-confirm-text">{text}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" data-testid="sessions-confirm-cancel" onClick={onCancel}>
                {t('sessions.cancel')}
              </Button>
              <Button colorPalette="red" loading={busy} data-testid="sessions-confirm-ok" onClick={onConfirm}>
                {t('sessions.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
