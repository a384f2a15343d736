// How far a scroll container still is from its bottom. The dialog only measures; what counts as "read to the end"
// (storefront.md §4: within 10 pixels) is the agreement gate's rule (machines/agreement-gate.ts).

export interface ScrollMetrics {
  scrollTop: number
  scrollHeight: number
  clientHeight: number
}

/** The remaining distance in px; 0 or less when the content fits without scrolling. */
export const distanceToBottom = (metrics: ScrollMetrics): number => metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight
