// The pdf.js half of the PDF dialog, stubbed for jsdom (pdf.js cannot load under Node 20; tests/browser/paystep.test.ts
// runs the real one): it "renders" a PDF of the set height into the dialog's scroll area and reports that its pages are
// shown. Use: vi.mock('../../src/components/pdf/pdf-pages', () => import('./support/stub-pdf-pages')).
import { useEffect } from 'react'
import type { PdfPagesProps } from '../../../src/components/pdf/pdf-pages'

/** The dialog's visible height in the stub, px. */
export const STUB_VIEW_HEIGHT = 500
let pdfHeight = 3000

/** The height of the next PDF the stub renders, px. */
export function setStubPdfHeight(height: number): void {
  pdfHeight = height
}

export default function StubPages({ onReady }: PdfPagesProps): React.JSX.Element {
  useEffect(() => {
    const scroller = document.querySelector<HTMLElement>('[data-testid="pdf-dialog-scroll"]')!
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: pdfHeight })
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: STUB_VIEW_HEIGHT })
    scroller.scrollTop = 0
    onReady()
    // Rendered once per opened dialog.
  }, [])
  return <div data-testid="stub-pages" />
}
