// How big the PDF dialog draws its pages (pdf-dialog.tsx), as a pdf.js scale: CSS px per PDF point. By itself the
// dialog fits the pages to its width, but never below a readable size: on a phone the page is then wider than the
// dialog and scrolls sideways (docs/decisions.md, "The agreement on a phone and from the keyboard"). The zoom buttons
// step through ZOOM_STEPS from there.

/** Our documents' body text, in points (scripts/documents/style.css). */
const DOCUMENT_BODY_PT = 10.5
/** The smallest body text the dialog draws unasked, in CSS px. */
const READABLE_BODY_PX = 12
/** The scale that draws the body text at READABLE_BODY_PX (about 1.14). */
export const MIN_READABLE_SCALE = READABLE_BODY_PX / DOCUMENT_BODY_PT
/** Pages are fitted to at most this width (a longer line is hard to read). */
export const MAX_FIT_WIDTH_PX = 900
/** What the zoom buttons step through. */
export const ZOOM_STEPS: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3]
/** A step must change the size by more than this factor (from 1.51, 'out' goes to 1.25, not to 1.5). */
const STEP_FACTOR = 1.05

/** The scale the dialog opens with: the pages fitted to `availableWidth` (CSS px), at least MIN_READABLE_SCALE. */
export function automaticScale(availableWidth: number, pageWidth: number): number {
  return Math.max(MIN_READABLE_SCALE, Math.min(availableWidth, MAX_FIT_WIDTH_PX) / pageWidth)
}

/** The next bigger step, or undefined at the largest. */
export const zoomedIn = (scale: number): number | undefined => ZOOM_STEPS.find((step) => step > scale * STEP_FACTOR)

/** The next smaller step, or undefined at the smallest. */
export const zoomedOut = (scale: number): number | undefined => [...ZOOM_STEPS].reverse().find((step) => step * STEP_FACTOR < scale)

/** The scale as the zoom readout shows it. */
export const zoomPercent = (scale: number): string => `${Math.round(scale * 100)}%`

/** Where the reader is in a scroll container, as fractions of its content: the top edge of the view and the
 *  horizontal middle. Kept across a change of scale, so a zoom shows the same part of the document (and never jumps
 *  to the end the reader has not reached). */
export interface ScrollPlace {
  top: number
  middle: number
}

interface ScrollBox {
  scrollTop: number
  scrollLeft: number
  scrollHeight: number
  scrollWidth: number
  clientWidth: number
}

export const scrollPlaceOf = (box: ScrollBox): ScrollPlace => ({
  top: box.scrollHeight > 0 ? box.scrollTop / box.scrollHeight : 0,
  middle: box.scrollWidth > 0 ? (box.scrollLeft + box.clientWidth / 2) / box.scrollWidth : 0.5,
})

/** The scroll offsets that show `place` in a container laid out anew. */
export const scrollOffsetsFor = (place: ScrollPlace, box: Omit<ScrollBox, 'scrollTop' | 'scrollLeft'>): { top: number; left: number } => ({
  top: Math.round(place.top * box.scrollHeight),
  left: Math.max(0, Math.round(place.middle * box.scrollWidth - box.clientWidth / 2)),
})
