// What the PDF dialog reports to the agreement gate: the remaining distance to the bottom (the 10 px rule itself is
// the gate's, tests/machines/agreement-gate.test.tsx).
import { describe, expect, it } from 'vitest'
import { distanceToBottom } from '../../src/components/pdf/scroll-bottom'

const at = (scrollTop: number) => ({ scrollTop, scrollHeight: 5000, clientHeight: 800 })

describe('distanceToBottom', () => {
  it('is the height below the visible part', () => {
    expect(distanceToBottom(at(0))).toBe(4200)
    expect(distanceToBottom(at(4189))).toBe(11)
    expect(distanceToBottom(at(4195.5))).toBe(4.5)
    expect(distanceToBottom(at(4200))).toBe(0)
  })

  it('is negative when the content fits without scrolling', () => {
    expect(distanceToBottom({ scrollTop: 0, scrollHeight: 600, clientHeight: 800 })).toBe(-200)
  })
})
