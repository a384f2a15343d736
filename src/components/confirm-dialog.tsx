// A confirmation before something that cannot be undone (delete cart lines, sign devices out): Chakra's alert dialog,
// which traps focus, closes on Escape and gives focus back to the button that opened it, or where `finalFocus` says
// (after a confirmed delete that button is gone, or about to be).
import { Button, Dialog, Portal } from '@chakra-ui/react'
import { BusyButton } from './busy-button'

interface ConfirmDialogProps {
  open: boolean
  title: string
  text: string
  confirmLabel: string
  cancelLabel: string
  busy: boolean
  /** The confirm button's colour: red (destructive) by default. */
  confirmPalette?: 'red' | 'blue'
  /** Prefix of the test ids: <testId>, <testId>-text, <testId>-ok, <testId>-cancel. */
  testId: string
  onConfirm: () => void
  onCancel: () => void
  /** Where the focus goes on closing; the opening button when this answers null (a cancel). */
  finalFocus?: () => HTMLElement | null
}

export function ConfirmDialog(props: ConfirmDialogProps): React.JSX.Element {
  return (
    <Dialog.Root
      role="alertdialog"
      open={props.open}
      onOpenChange={(details) => !details.open && props.onCancel()}
      placement="center"
      size="sm"
      finalFocusEl={props.finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={props.testId}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body data-testid={`${props.testId}-text`}>{props.text}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" data-testid={`${props.testId}-cancel`} onClick={props.onCancel}>
                {props.cancelLabel}
              </Button>
              <BusyButton
                colorPalette={props.confirmPalette ?? 'red'}
                loading={props.busy}
                data-testid={`${props.testId}-ok`}
                onClick={props.onConfirm}
              >
                {props.confirmLabel}
              </BusyButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
