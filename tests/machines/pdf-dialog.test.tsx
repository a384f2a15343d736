// PdfDialog's scroll gate in jsdom, with the pdf.js half replaced by a stub (pdfjs 6 cannot load under Node 20; the
// real rendering is covered by tests/browser/pdf-viewer.test.ts). jsdom has no layout, so the scroll metrics are set.
import { ChakraProvider } from '@chakra-ui/react'
import { appSystem } from '../../src/theme/app-system'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PdfDialog } from '../../src/components/pdf/pdf-dialog'
import type { PdfPagesProps } from '../../src/components/pdf/pdf-pages'
import { i18n } from '../../src/i18n/i18n'

// The stub's onReady, once the stub has mounted (the pages are a lazy chunk: they mount after the dialog does).
let mountedOnReady: (() => void) | undefined
const readyNow = () => mountedOnReady!()
vi.mock('../../src/components/pdf/pdf-pages', () => ({
  default: function StubPages({ onReady }: PdfPagesProps): React.JSX.Element {
    useEffect(() => {
      mountedOnReady = onReady
    }, [onReady])
    return <div data-testid="stub-pages" />
  },
}))

afterEach(cleanup)

async function open(onDistanceToBottom: (distance: number) => void, onClose = vi.fn()) {
  mountedOnReady = undefined
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

describe('PdfDialog from the keyboard', () => {
  it('shows the pages in a named focusable region the keys scroll', async () => {
    const { scroller } = await open(vi.fn())
    expect(scroller.getAttribute('tabindex')).toBe('0')
    expect(screen.getByRole('document', { name: '协议' })).toBe(scroller)
    // Where the focus goes when the dialog opens is checked in Chromium (tests/browser/paystep-agreement.test.ts):
    // under jsdom (no layout) the dialog's focus trap leaves the focus on the dialog itself.
  })
})
