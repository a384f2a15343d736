// A box whose content has no controls of its own takes a tab stop so that the keyboard can scroll it (axe
// scrollable-region-focusable), but only while that content overflows it: where it fits (a table shown as cards below
// 1024 px, a short dialog body) the stop would only put a focus ring around the whole box and announce a region
// (docs/decisions.md, "Scroll boxes are a tab stop only while they scroll"). A box that has the focus when it stops
// overflowing keeps it until the focus moves on.
import { useCallback, useState, type RefCallback } from 'react'

/** Which way the box scrolls: sideways (`x`) or up and down (`y`). */
export type ScrollAxis = 'x' | 'y'

const overflows = (box: HTMLElement, axis: ScrollAxis) =>
  axis === 'x' ? box.scrollWidth > box.clientWidth : box.scrollHeight > box.clientHeight

/** What names the box while it is a tab stop. */
export interface ScrollBoxName {
  role?: 'region'
  'aria-label'?: string
  'aria-labelledby'?: string
}

/** The box's props: its `ref`, and while its content overflows it `tabIndex` 0 and `name`. */
export function useScrollFocusable<T extends HTMLElement = HTMLDivElement>(
  axis: ScrollAxis,
  name: ScrollBoxName,
): ScrollBoxName & { ref: RefCallback<T>; tabIndex?: 0 } {
  const [scrolls, setScrolls] = useState(false)
  const ref = useCallback(
    (box: T | null) => {
      if (!box) return
      const measure = () => setScrolls(overflows(box, axis))
      const sizes = new ResizeObserver(measure)
      const observeChildren = () => {
        for (const child of box.children) sizes.observe(child)
      }
      // Content that replaces the box's children (a list that loads) is watched too.
      const children = new MutationObserver(() => {
        observeChildren()
        measure()
      })
      sizes.observe(box)
      observeChildren()
      children.observe(box, { childList: true })
      measure()
      return () => {
        sizes.disconnect()
        children.disconnect()
      }
    },
    [axis],
  )
  return scrolls ? { ref, tabIndex: 0, ...name } : { ref }
}
