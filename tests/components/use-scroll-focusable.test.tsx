// useScrollFocusable: a box is a tab stop (tabIndex 0, its role and name) only while its content overflows it, and
// follows a resize, its children's sizes and content that replaces them; the order lines and the dialog body with
// `focusableBody` use it. jsdom lays nothing out: the sizes are stubbed per box (by test id) and ResizeObserver is a
// stand-in whose notifications the test sends. The real layout is checked in Chromium
// (tests/browser/personal-center-orders.test.ts, tests/browser/retailer-dashboard.test.ts).
import { ChakraProvider } from '@chakra-ui/react'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OrderLine } from '../../src/api/queries/order-detail-queries'
import { DialogFrame } from '../../src/components/dialog-frame'
import { useScrollFocusable, type ScrollAxis } from '../../src/components/use-scroll-focusable'
import { OrderLinesTable } from '../../src/features/orders/order-lines-table'
import { appSystem } from '../../src/theme/app-system'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

interface Sizes {
  scrollWidth: number
  clientWidth: number
  scrollHeight: number
  clientHeight: number
}
/** The laid-out sizes of each box, by test id; a box not listed fits (all 0). */
const sizes = new Map<string, Sizes>()
const FITS: Sizes = { scrollWidth: 300, clientWidth: 300, scrollHeight: 200, clientHeight: 200 }
const WIDER: Sizes = { ...FITS, scrollWidth: 720 }
const TALLER: Sizes = { ...FITS, scrollHeight: 900 }

/** The ResizeObserver stand-ins alive, and what each observes. */
const observers = new Set<ResizeObserverStandIn>()
class ResizeObserverStandIn {
  readonly observed = new Set<Element>()
  constructor(private readonly callback: ResizeObserverCallback) {
    observers.add(this)
  }
  observe(target: Element) {
    this.observed.add(target)
  }
  unobserve(target: Element) {
    this.observed.delete(target)
  }
  disconnect() {
    this.observed.clear()
    observers.delete(this)
  }
  notify(target: Element) {
    if (this.observed.has(target)) this.callback([], this as unknown as ResizeObserver)
  }
}

/** Gives a box new sizes and sends the notification the browser would send for `resized` (the box by default). */
function layOut(testId: string, next: Sizes, resized: Element = screen.getByTestId(testId)) {
  sizes.set(testId, next)
  act(() => {
    for (const observer of [...observers]) observer.notify(resized)
  })
}

beforeEach(() => {
  sizes.clear()
  vi.stubGlobal('ResizeObserver', ResizeObserverStandIn)
  for (const key of ['scrollWidth', 'clientWidth', 'scrollHeight', 'clientHeight'] as const) {
    vi.spyOn(Element.prototype, key, 'get').mockImplementation(function (this: Element) {
      return sizes.get(this.getAttribute('data-testid') ?? '')?.[key] ?? 0
    })
  }
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  observers.clear()
})

function Probe({ axis, items = ['a'] }: { axis: ScrollAxis; items?: string[] }) {
  const box = useScrollFocusable(axis, { role: 'region', 'aria-label': '订单明细' })
  return (
    <div {...box} data-testid="box">
      {items.map((item) => (
        <p key={item} data-testid={`item-${item}`}>
          {item}
        </p>
      ))}
    </div>
  )
}

const isTabStop = (element: HTMLElement) =>
  element.getAttribute('tabindex') === '0' && element.getAttribute('role') === 'region' && element.getAttribute('aria-label') === '订单明细'
const isPlain = (element: HTMLElement) => ['tabindex', 'role', 'aria-label'].every((name) => !element.hasAttribute(name))

describe('useScrollFocusable', () => {
  it('is no tab stop, with no role or name, while the content fits', () => {
    sizes.set('box', FITS)
    render(<Probe axis="x" />)
    expect(isPlain(screen.getByTestId('box'))).toBe(true)
  })

  it('is a named tab stop from the first paint when the content is wider than the box', () => {
    sizes.set('box', WIDER)
    render(<Probe axis="x" />)
    expect(isTabStop(screen.getByTestId('box'))).toBe(true)
  })

  it('follows resizes both ways: a narrower box becomes a tab stop, a wider one stops being one', () => {
    sizes.set('box', FITS)
    render(<Probe axis="x" />)
    const box = screen.getByTestId('box')
    layOut('box', WIDER)
    expect(isTabStop(box)).toBe(true)
    // Focused when it stops overflowing: it keeps the focus, it is only no longer in the tab order.
    box.focus()
    layOut('box', FITS)
    expect(isPlain(box)).toBe(true)
    expect(document.activeElement).toBe(box)
  })

  it('follows a child that grows while the box keeps its size', () => {
    sizes.set('box', FITS)
    render(<Probe axis="x" />)
    layOut('box', WIDER, screen.getByTestId('item-a'))
    expect(isTabStop(screen.getByTestId('box'))).toBe(true)
  })

  it('watches children that replace the first ones (a list that loads)', async () => {
    sizes.set('box', FITS)
    const { rerender } = render(<Probe axis="y" items={['a']} />)
    rerender(<Probe axis="y" items={['b', 'c']} />)
    const added = screen.getByTestId('item-c')
    await waitFor(() => expect([...observers].some((observer) => observer.observed.has(added))).toBe(true))
    layOut('box', TALLER, added)
    expect(isTabStop(screen.getByTestId('box'))).toBe(true)
  })

  it('measures the axis it is given: height for a box that scrolls up and down, width for one that scrolls sideways', () => {
    sizes.set('box', WIDER)
    render(<Probe axis="y" />)
    expect(isPlain(screen.getByTestId('box'))).toBe(true)
    layOut('box', TALLER)
    expect(isTabStop(screen.getByTestId('box'))).toBe(true)
    cleanup()
    sizes.set('box', TALLER)
    render(<Probe axis="x" />)
    expect(isPlain(screen.getByTestId('box'))).toBe(true)
  })

  it('stops watching when the box goes away', () => {
    sizes.set('box', FITS)
    const { unmount } = render(<Probe axis="x" />)
    expect(observers.size).toBe(1)
    unmount()
    expect(observers.size).toBe(0)
  })

  it('watches a box that appears after the first render', () => {
    sizes.set('box', WIDER)
    function Later() {
      const [shown, setShown] = useState(false)
      const box = useScrollFocusable('x', { role: 'region', 'aria-label': '订单明细' })
      return shown ? (
        <div {...box} data-testid="box" />
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          show
        </button>
      )
    }
    render(<Later />)
    act(() => screen.getByRole('button').click())
    expect(isTabStop(screen.getByTestId('box'))).toBe(true)
  })
})

const LINE = {
  id: 'line-1',
  productname: 'SummitMap 标准版',
  duration: 1,
  durationunion: 'week',
  weekprice: 199,
  monthprice: 699,
  seasonprice: 1899,
  halfyearprice: 3599,
  number: 1,
  projectprice: 199,
  licensestate: 1,
} as unknown as OrderLine

describe('the boxes that use it', () => {
  it("the order lines' box: no tab stop while its lines fit (cards below 1024 px), a named region while the table is wider", async () => {
    sizes.set('order-lines-scroll', FITS)
    await renderWithApp(<OrderLinesTable lines={[LINE]} />)
    const box = await screen.findByTestId('order-lines-scroll')
    expect(box.hasAttribute('tabindex')).toBe(false)
    expect(box.hasAttribute('role')).toBe(false)
    layOut('order-lines-scroll', WIDER)
    expect(box.getAttribute('tabindex')).toBe('0')
    expect(box.getAttribute('role')).toBe('region')
    expect(box.getAttribute('aria-label')).toBe('订单明细')
  })

  it("DialogFrame's focusableBody: a tab stop named by the title only while the body is taller than the dialog", async () => {
    render(
      <ChakraProvider value={appSystem}>
        <DialogFrame open title="安装视频" onClose={() => undefined} testId="frame" focusableBody>
          <p>video</p>
        </DialogFrame>
      </ChakraProvider>,
    )
    const body = (await screen.findByText('video')).parentElement!
    body.setAttribute('data-testid', 'frame-body')
    layOut('frame-body', FITS)
    expect(body.hasAttribute('tabindex')).toBe(false)
    layOut('frame-body', TALLER)
    expect(body.getAttribute('tabindex')).toBe('0')
    expect(body.getAttribute('role')).toBe('region')
    expect(body.getAttribute('aria-label')).toBe('安装视频')
  })
})
