import type { EventObject } from 'xstate'
import { STUB_VIEW_HEIGHT } from './support/stub-pdf-pages'

/**
 * The agreement box of /paystep step 1 as storefront.md §4 describes it, written from the specification and the
 * recorded decisions (docs/decisions.md, agreement-gate), independent of machines/agreement-gate.ts:
 *   - Step 1 next is disabled until the box is ticked. The box cannot be ticked directly: it (or the agreement link)
 *     opens the agreement PDF in a dialog.
 *   - The 'agree' button appears only once the PDF is scrolled to within 10 pixels of its bottom (inclusive; a PDF
 *     that fits without scrolling counts as read when shown); once shown it stays when scrolling back up. Until then
 *     the dialog asks to read to the end.
 *   - Agreeing ticks the box and closes the dialog. Closing the dialog any other way (X, Esc, outside) resets the
 *     tick; reopening the agreement of a ticked box unticks it at once. A ticked box can be unticked by clicking it.
 *   - The wizard is told each change of the tick (it is what enables step 1 next).
 */

export const READ_WITHIN_PX = 10
/** The height of the agreement dialog's scroll area and of the long agreement PDF in the jsdom suites. */
export const VIEW_HEIGHT = STUB_VIEW_HEIGHT
export const LONG_PDF_HEIGHT = 3000

export const AGREEMENT_TEXTS = {
  title: '软件订阅服务协议',
  link: '《软件订阅服务协议》',
  agree: '同意',
  readToEnd: '请阅读至协议末尾后点击同意',
} as const

export type AgreementStep =
  /** The box (unticked) or the agreement link is clicked. */
  | { type: 'open' }
  /** The reader scrolls the PDF to this distance from its bottom. */
  | { type: 'scroll'; distance: number }
  | { type: 'agree' }
  | { type: 'close' }
  /** The ticked box is clicked. */
  | { type: 'untick' }

export class AgreementSpec {
  ticked = false
  dialogOpen = false
  agreeShown = false
  /** What the wizard was told, in order. */
  readonly told: boolean[] = []

  /** @param pdfHeight how tall the agreement renders (a PDF shorter than the dialog needs no scrolling). */
  constructor(private readonly pdfHeight = LONG_PDF_HEIGHT) {}

  private setTicked(ticked: boolean): void {
    if (ticked !== this.ticked) this.told.push(ticked)
    this.ticked = ticked
  }

  private readTo(distance: number): void {
    if (distance <= READ_WITHIN_PX) this.agreeShown = true
  }

  apply(step: AgreementStep): void {
    switch (step.type) {
      case 'open':
        if (this.dialogOpen) throw new Error('spec: the dialog covers the box and the link')
        this.setTicked(false)
        this.dialogOpen = true
        this.agreeShown = false
        // Shown from the top: what is below the view is still to read.
        this.readTo(this.pdfHeight - VIEW_HEIGHT)
        return
      case 'scroll':
        if (!this.dialogOpen) throw new Error('spec: no dialog to scroll')
        this.readTo(step.distance)
        return
      case 'agree':
        if (!this.agreeShown) throw new Error("spec: no 'agree' button to click")
        this.dialogOpen = false
        this.setTicked(true)
        return
      case 'close':
        if (!this.dialogOpen) throw new Error('spec: no dialog to close')
        this.dialogOpen = false
        this.setTicked(false)
        return
      case 'untick':
        if (!this.ticked || this.dialogOpen) throw new Error('spec: no ticked box to click')
        this.setTicked(false)
    }
  }
}

const scroll = (distanceToBottom: number): EventObject => ({ type: 'agreement.scroll', distanceToBottom }) as EventObject

/** The machine suite's sample distances: far, just outside 10 px, exactly 10 px, the very bottom. */
export const AGREEMENT_SAMPLES = {
  events: { 'agreement.scroll': [400, 11, 10, 0].map(scroll) },
}

/** Scrolling back up keeps 'agree'; agreeing ticks; reopening unticks and closing leaves it unticked. */
export const AGREEMENT_SCENARIO: EventObject[] = [
  { type: 'agreement.open' },
  scroll(11),
  scroll(10),
  scroll(800),
  { type: 'agreement.agree' },
  { type: 'agreement.open' },
  { type: 'agreement.close' },
  { type: 'agreement.open' },
  scroll(0),
  { type: 'agreement.close' },
]
