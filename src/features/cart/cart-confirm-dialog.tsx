// The delete confirmation: '此操作将永久删除, 是否继续?' with confirm and cancel (storefront.md §5).
import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

interface CartConfirmDialogProps {
  open: boolean
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

export function CartConfirmDialog({ open, busy, onConfirm, onCancel }: CartConfirmDialogProps): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && onCancel()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="cart-confirm">
            <Dialog.Header>
              <Dialog.Title>{t('shop.cart.confirmTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body data-testid="cart-confirm-text">{t('shop.cart.confirmDelete')}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" data-testid="cart-confirm-cancel" onClick={onCancel}>
                {t('shop.cart.cancel')}
              </Button>
              <Button colorPalette="red" loading={busy} data-testid="cart-confirm-ok" onClick={onConfirm}>
                {t('shop.cart.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
