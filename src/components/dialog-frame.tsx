// The frame of the personal centre's dialogs (orders, contracts, invoices): Chakra's Dialog (focus trapped, Escape
// closes, focus back to the button that opened it), the full screen on a phone; `wide` is the spec's 1200 px of the
// order dialogs on desktop, otherwise Chakra's xl.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface DialogFrameProps {
  open: boolean
  title: string
  onClose: () => void
  testId: string
  wide?: boolean
  children: ReactNode
}

export function DialogFrame({ open, title, onClose, testId, wide = false, children }: DialogFrameProps): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: wide ? 'cover' : 'xl' }}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxWidth={wide ? { md: '1200px' } : undefined} maxHeight={{ md: '90vh' }} data-testid={testId}>
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
