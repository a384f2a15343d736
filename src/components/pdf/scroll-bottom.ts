// When a scroll container counts as "read to the end" (storefront.md §4: within 10 pixels of the bottom). Pure, so
// the dialog and unit tests share it without loading any PDF code.
import { AGREEMENT_SCROLL_THRESHOLD_PX } from '../../../domain/limits'

export const SCROLL_BOTTOM_THRESHOLD_PX = AGREEMENT_SCROLL_THRESHOLD_PX

export interface ScrollMetrics {
  scrollTop: number
  scrollHeight: number
  clientHeight: number
}

export function isScrolledToBottom(metrics: ScrollMetrics, threshold = SCROLL_BOTTOM_THRESHOLD_PX): boolean {
  return metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight <= threshold
}
