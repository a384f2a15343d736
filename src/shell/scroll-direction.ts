// Scroll-direction tracking, pure: the hook in use-scroll-direction.ts feeds it window.scrollY.
export type ScrollDirection = 'up' | 'down'

export interface ScrollTracker {
  /** Feeds a new scroll offset; returns the direction in force after it. */
  update(offset: number): ScrollDirection
}

/** Moves smaller than `threshold` pixels keep the current direction (no flicker on tiny scrolls). */
export function createScrollTracker(initialOffset = 0, threshold = 8): ScrollTracker {
  let last = initialOffset
  let direction: ScrollDirection = 'up'
  return {
    update(offset) {
      if (offset <= 0) {
        direction = 'up'
        last = 0
      } else if (offset - last > threshold) {
        direction = 'down'
        last = offset
      } else if (last - offset > threshold) {
        direction = 'up'
        last = offset
      }
      return direction
    },
  }
}
