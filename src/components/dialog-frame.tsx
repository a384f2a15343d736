// The frame of the personal centre's dialogs (orders, contracts, invoices, licences): Chakra's Dialog (focus trapped,
// Escape closes, focus back to the button that opened it), the full screen on a phone; `wide` is the spec's 1200 px of
// the order dialogs on desktop, otherwise `size` (Chakra's xl by default). A dialog driven by a machine passes `busy`
// while a call is under way (Escape, a click outside and the close button do nothing then), its state for tests, and
// its buttons as `footer`.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useScrollFocusable } from './use-scroll-focusable'

interface DialogFrameProps {
  open: boolean
  title: string
  onClose: () => void
  testId: string
  wide?: boolean
  size?: 'lg' | 'xl'
  busy?: boolean
  machineState?: string
  footer?: ReactNode
  /** The close button's test id; `<testId>-close` by default. */
  closeTestId?: string
  /** The body scrolls over content without controls of its own (videos): it takes a tab stop so the keyboard can
   *  scroll it (axe scrollable-region-focusable), while it is taller than the dialog lets it be. */
  focusableBody?: boolean
  children: ReactNode
}

export function DialogFrame(props: DialogFrameProps): React.JSX.Element {
  const {
    open,
    title,
    onClose,
    testId,
    wide = false,
    size = 'xl',
    busy = false,
    machineState,
    footer,
    closeTestId,
    focusableBody,
    children,
  } = props
  const { t } = useTranslation()
  const scrollBody = useScrollFocusable('y', { role: 'region', 'aria-label': title })
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      size={{ base: 'full', md: wide ? 'cover' : size }}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            maxWidth={wide ? { md: '1200px' } : undefined}
            minHeight={{ md: 'auto' }}
            maxHeight={{ md: '90vh' }}
            data-testid={testId}
            data-machine-state={machineState}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={footer ? undefined : '6'} {...(focusableBody && scrollBody)}>
              {children}
            </Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} disabled={busy} data-testid={closeTestId ?? `${testId}-close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
