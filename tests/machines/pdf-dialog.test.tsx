// PdfDialog's scroll gate in jsdom, with the pdf.js half replaced by a stub (pdfjs 6 cannot load under Node 20; the
// real rendering is covered by tests/browser/pdf-viewer.test.ts). jsdom has no layout, so the scroll metrics are set.
import { ChakraProvider } from '@chakra-ui/react'
import { appSystem } from '../../src/theme/app-system'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useEffect, useLayoutEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PdfDialog } from '../../src/components/pdf/pdf-dialog'
import type { PdfPagesProps } from '../../src/components/pdf/pdf-pages'
import { MIN_READABLE_SCALE } from '../../src/components/pdf/pdf-zoom'
import { i18n } from '../../src/i18n/i18n'

// The stub's onReady, once the stub has mounted (the pages are a lazy chunk: they mount after the dialog does).
let mountedOnReady: (() => void) | undefined
const readyNow = () => mountedOnReady!()
// The stub's onPageWidth and the scale it was last given; `heightAt` lays the document out at a scale as pdf-pages.tsx
// does (in the same commit: its boxes have their size before the canvas is drawn).
let mountedOnPageWidth: ((width: number) => void) | undefined
let shownScale: number | undefined
let heightAt: ((scale: number) => number) | undefined
vi.mock('../../src/components/pdf/pdf-pages', () => ({
  default: function StubPages({ onReady, onPageWidth, scale }: PdfPagesProps): React.JSX.Element {
    useEffect(() => {
      mountedOnReady = onReady
      mountedOnPageWidth = onPageWidth
    }, [onReady, onPageWidth])
    useLayoutEffect(() => {
      shownScale = scale
      const scroller = document.querySelector<HTMLElement>('[data-testid="pdf-dialog-scroll"]')
      if (scroller && heightAt && scale !== undefined) layout(scroller, heightAt(scale), 800)
    }, [scale])
    return <div data-testid="stub-pages" />
  },
}))

afterEach(cleanup)

async function open(onDistanceToBottom: (distance: number) => void, onClose = vi.fn()) {
  mountedOnReady = undefined
  mountedOnPageWidth = undefined
  shownScale = undefined
  heightAt = undefined
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem}>
        <PdfDialog
          url="/pc/seed/guides/subscription-agreement.pdf"
          title="协议"
          onClose={onClose}
          onDistanceToBottom={onDistanceToBottom}
        />
      </ChakraProvider>
    </I18nextProvider>,
  )
  await screen.findByTestId('stub-pages')
  // The stub's effect runs after its lazy chunk commits, which under load can be after it is found in the page.
  await waitFor(() => expect(mountedOnReady).toBeDefined())
  return { scroller: screen.getByTestId('pdf-dialog-scroll'), onClose }
}

function layout(element: HTMLElement, scrollHeight: number, clientHeight: number): void {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: scrollHeight })
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: clientHeight })
}

function scrollTo(element: HTMLElement, top: number): void {
  element.scrollTop = top
  fireEvent.scroll(element)
}

describe('PdfDialog distance to the bottom', () => {
  it('reports nothing before every page is shown, then the distance when they appear and on each scroll', async () => {
    const reported = vi.fn<(distance: number) => void>()
    const { scroller } = await open(reported)
    layout(scroller, 5000, 800)
    scrollTo(scroller, 4000)
    expect(reported).not.toHaveBeenCalled()

    act(() => readyNow())
    expect(screen.getByTestId('pdf-dialog').getAttribute('data-ready')).toBe('true')
    expect(reported.mock.calls).toEqual([[200]])

    scrollTo(scroller, 0)
    scrollTo(scroller, 4189)
    scrollTo(scroller, 4200)
    expect(reported.mock.calls).toEqual([[200], [4200], [11], [0]])
  })

  it('reports a document that fits without scrolling as soon as it is shown', async () => {
    const reported = vi.fn<(distance: number) => void>()
    const { scroller } = await open(reported)
    layout(scroller, 600, 800)
    act(() => readyNow())
    expect(reported.mock.calls).toEqual([[-200]])
  })

  it('closes with the close button and with Escape', async () => {
    const { onClose } = await open(vi.fn())
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    fireEvent.click(screen.getByTestId('pdf-dialog-close'))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(2))
  })
})

describe('PdfDialog from the keyboard and zoomed', () => {
  it('shows the pages in a named focusable region the keys scroll', async () => {
    const { scroller } = await open(vi.fn())
    expect(scroller.getAttribute('tabindex')).toBe('0')
    expect(screen.getByRole('document', { name: '协议' })).toBe(scroller)
    // Where the focus goes when the dialog opens is checked in Chromium (tests/browser/paystep-agreement.test.ts):
    // under jsdom (no layout) the dialog's focus trap leaves the focus on the dialog itself.
  })

  it('zooms in steps from the readable scale, shows the same place after each zoom and reports the new distance', async () => {
    const reported = vi.fn<(distance: number) => void>()
    const { scroller } = await open(reported)
    heightAt = (scale) => Math.round((4000 * scale) / MIN_READABLE_SCALE)
    // No zoom before the document's page width is known.
    expect(screen.queryByRole('button', { name: i18n.t('shop.pdf.zoomIn') })).toBeNull()
    act(() => mountedOnPageWidth!(595))
    // jsdom lays nothing out (no width): the readable minimum.
    expect(shownScale).toBe(MIN_READABLE_SCALE)
    expect(screen.getByTestId('pdf-zoom-level').textContent).toBe('114%')
    act(() => readyNow())
    scrollTo(scroller, 1000)
    expect(reported.mock.calls).toEqual([[3200], [2200]])

    fireEvent.click(screen.getByRole('button', { name: i18n.t('shop.pdf.zoomIn') }))
    expect(shownScale).toBe(1.25)
    expect(screen.getByTestId('pdf-zoom-level').textContent).toBe('125%')
    // A quarter down the document before and after: 4375 px tall now.
    expect(scroller.scrollTop).toBe(1094)
    expect(reported.mock.lastCall).toEqual([4375 - 1094 - 800])

    for (const expected of [1, 0.75, 0.5]) {
      fireEvent.click(screen.getByRole('button', { name: i18n.t('shop.pdf.zoomOut') }))
      expect(shownScale).toBe(expected)
    }
    // The smallest step: 'zoom out' stays focusable but does nothing.
    const zoomOut = screen.getByRole('button', { name: i18n.t('shop.pdf.zoomOut') })
    expect(zoomOut.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(zoomOut)
    expect(shownScale).toBe(0.5)
    expect(scroller.scrollTop).toBe(Math.round(0.25 * heightAt(0.5)))
    for (let presses = 0; presses < 10; presses += 1) fireEvent.click(screen.getByRole('button', { name: i18n.t('shop.pdf.zoomIn') }))
    expect(shownScale).toBe(3)
    expect(screen.getByRole('button', { name: i18n.t('shop.pdf.zoomIn') }).getAttribute('aria-disabled')).toBe('true')
  })
})
