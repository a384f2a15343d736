// The agreement gate's threshold: 'agree' appears only within 10 px of the bottom (storefront.md §4).
import { describe, expect, it } from 'vitest'
import { isScrolledToBottom, SCROLL_BOTTOM_THRESHOLD_PX } from '../../src/components/pdf/scroll-bottom'

const at = (scrollTop: number) => ({ scrollTop, scrollHeight: 5000, clientHeight: 800 })

describe('isScrolledToBottom', () => {
  it('uses the 10-pixel threshold of the spec', () => {
    expect(SCROLL_BOTTOM_THRESHOLD_PX).toBe(10)
  })

  it('is false at the top and until the last 10 pixels', () => {
    expect(isScrolledToBottom(at(0))).toBe(false)
    expect(isScrolledToBottom(at(4189))).toBe(false)
  })

  it('is true from exactly 10 pixels above the bottom to the bottom', () => {
    expect(isScrolledToBottom(at(4190))).toBe(true)
    expect(isScrolledToBottom(at(4195.5))).toBe(true)
    expect(isScrolledToBottom(at(4200))).toBe(true)
  })

  it('is true when the content fits without scrolling', () => {
    expect(isScrolledToBottom({ scrollTop: 0, scrollHeight: 600, clientHeight: 800 })).toBe(true)
  })

  it('accepts another threshold', () => {
    expect(isScrolledToBottom(at(4150), 50)).toBe(true)
    expect(isScrolledToBottom(at(4149), 50)).toBe(false)
  })
})
