// The frame of the invoice dialogs: Chakra's Dialog (focus trapped, Escape closes, focus back to the button that
// opened it), the full screen on a phone.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface InvoiceDialogFrameProps {
  open: boolean
  title: string
  onClose: () => void
  testId: string
  children: ReactNode
}

export function InvoiceDialogFrame({ open, title, onClose, testId, children }: InvoiceDialogFrameProps): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxHeight={{ md: '90vh' }} data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} data-testid={`${testId}-close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
