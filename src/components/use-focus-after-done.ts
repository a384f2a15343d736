// For a confirmation whose success takes away the button that opened it (a deleted cart line, a signed-out device):
// after a success the dialog gives the focus to `target` (the page's heading, `tabIndex=-1`), so the next Tab goes on
// in the page; after a cancel or a failure, back to that button (ConfirmDialog's `finalFocus` answering null).
import { useRef, type RefObject } from 'react'

export interface FocusAfterDone {
  /** Call when the dialog opens: what a previous confirmation did no longer counts. */
  opened: () => void
  /** Call when the confirmed action succeeded. */
  succeeded: () => void
  /** ConfirmDialog's `finalFocus`. */
  finalFocus: () => HTMLElement | null
}

export function useFocusAfterDone(target: RefObject<HTMLElement | null>): FocusAfterDone {
  const done = useRef(false)
  return {
    opened: () => {
      done.current = false
    },
    succeeded: () => {
      done.current = true
    },
    finalFocus: () => (done.current ? target.current : null),
  }
}
