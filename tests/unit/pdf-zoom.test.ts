// The PDF dialog's page scale (src/components/pdf/pdf-zoom.ts): fitted to the dialog but never below a readable
// size, the zoom steps, and the place in the document kept across a change of scale.
import { describe, expect, it } from 'vitest'
import {
  automaticScale,
  MAX_FIT_WIDTH_PX,
  MIN_READABLE_SCALE,
  scrollOffsetsFor,
  scrollPlaceOf,
  ZOOM_STEPS,
  zoomedIn,
  zoomedOut,
  zoomPercent,
} from '../../src/components/pdf/pdf-zoom'

const A4_WIDTH_PT = 595.28

describe('automaticScale', () => {
  it('draws the 10.5 pt body text at 12 px at least: a phone gets a page wider than its dialog', () => {
    expect(10.5 * MIN_READABLE_SCALE).toBeCloseTo(12, 6)
    // 375 px phone: the dialog's scroll area is 328 px wide inside its padding.
    expect(automaticScale(328, A4_WIDTH_PT)).toBe(MIN_READABLE_SCALE)
    expect(automaticScale(0, A4_WIDTH_PT)).toBe(MIN_READABLE_SCALE)
  })

  it('fits the page to the dialog when that is readable, up to 900 px', () => {
    expect(automaticScale(705, A4_WIDTH_PT)).toBeCloseTo(705 / A4_WIDTH_PT, 9)
    expect(automaticScale(900, A4_WIDTH_PT)).toBeCloseTo(MAX_FIT_WIDTH_PX / A4_WIDTH_PT, 9)
    expect(automaticScale(1800, A4_WIDTH_PT)).toBeCloseTo(MAX_FIT_WIDTH_PX / A4_WIDTH_PT, 9)
  })
})

describe('zoom steps', () => {
  it('goes to the next step that changes the size by more than 5 %', () => {
    expect(zoomedIn(MIN_READABLE_SCALE)).toBe(1.25)
    expect(zoomedOut(MIN_READABLE_SCALE)).toBe(1)
    expect(zoomedIn(1.25)).toBe(1.5)
    expect(zoomedOut(1.25)).toBe(1)
    // The desktop's fitted 151 %: out skips 150 %.
    expect(zoomedOut(900 / A4_WIDTH_PT)).toBe(1.25)
    expect(zoomedIn(900 / A4_WIDTH_PT)).toBe(2)
    expect(zoomedIn(1.42)).toBe(1.5)
    expect(zoomedIn(1.43)).toBe(2)
    expect(zoomedOut(1.58)).toBe(1.5)
    expect(zoomedOut(1.57)).toBe(1.25)
  })

  it('stops at the smallest and the largest step', () => {
    expect(zoomedOut(ZOOM_STEPS[0])).toBeUndefined()
    expect(zoomedIn(ZOOM_STEPS[ZOOM_STEPS.length - 1])).toBeUndefined()
    expect(zoomedOut(0.75)).toBe(0.5)
    expect(zoomedIn(2.5)).toBe(3)
  })

  it('shows the scale as a whole percentage', () => {
    expect(zoomPercent(MIN_READABLE_SCALE)).toBe('114%')
    expect(zoomPercent(1.5)).toBe('150%')
    expect(zoomPercent(0.5)).toBe('50%')
  })
})

describe('the place in the document across a zoom', () => {
  it('keeps the top of the view at the same share of the document and the same horizontal middle', () => {
    const before = { scrollTop: 1000, scrollLeft: 100, scrollHeight: 4000, scrollWidth: 800, clientWidth: 400 }
    const place = scrollPlaceOf(before)
    expect(place).toEqual({ top: 0.25, middle: 0.375 })
    expect(scrollOffsetsFor(place, { scrollHeight: 8000, scrollWidth: 1600, clientWidth: 400 })).toEqual({ top: 2000, left: 400 })
    // Narrower than the view: no sideways offset.
    expect(scrollOffsetsFor(place, { scrollHeight: 2000, scrollWidth: 400, clientWidth: 400 })).toEqual({ top: 500, left: 0 })
  })

  it('reads an empty container as its top and middle', () => {
    expect(scrollPlaceOf({ scrollTop: 0, scrollLeft: 0, scrollHeight: 0, scrollWidth: 0, clientWidth: 0 })).toEqual({ top: 0, middle: 0.5 })
  })
})
