// The heavy half of the PDF dialog: react-pdf and pdf.js. Only ever imported through React.lazy (pdf-dialog.tsx), so
// none of this is in the Home or Buy route chunks; the worker is a file of our own build (no CDN, no internet).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import { Box, Text } from '@chakra-ui/react'
import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Document, Page, pdfjs } from 'react-pdf'
import 'react-pdf/dist/Page/AnnotationLayer.css'
import 'react-pdf/dist/Page/TextLayer.css'
import { DOCUMENT_LANG } from './document-urls'

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl

// One worker for every document the page opens, started with this code: a dialog loaded ahead (preloadPdfDialog) then
// finds it running, and a second document does not start another (each getDocument would otherwise start its own
// and end it on close). Closing a document leaves a worker it was given running.
const DOCUMENT_OPTIONS = { worker: new pdfjs.PDFWorker() }

// Mounted with key={url} by the dialog, so a new document starts from a fresh state.
export interface PdfPagesProps {
  url: string
  /** pdf.js scale, CSS px per PDF point; undefined until the dialog has chosen it (the pages wait for it). */
  scale?: number
  /** The widest page's width in PDF points, once the document is loaded: the dialog chooses the scale from it. */
  onPageWidth?: (width: number) => void
  /** Every page and its text layer is on screen: only then does the scroll height mean anything. */
  onReady: () => void
}

interface PageSize {
  width: number
  height: number
}

export default function PdfPages({ url, scale, onPageWidth, onReady }: PdfPagesProps): React.JSX.Element {
  const { t } = useTranslation()
  const [sizes, setSizes] = useState<PageSize[]>()
  const [sizesFailed, setSizesFailed] = useState(false)
  const rendered = useRef(new Set<number>())
  const readyFired = useRef(false)
  const pageCount = useRef(0)
  const latestOnReady = useRef(onReady)
  useLayoutEffect(() => {
    latestOnReady.current = onReady
  }, [onReady])

  // One function for the whole life of the pages: react-pdf draws a page's text layer again whenever its callbacks
  // change, emptying it for a moment, so a new callback on every render of the dialog (each reported scroll, 'agree'
  // appearing) rebuilt every text layer.
  const pageDone = useCallback((pageNumber: number) => {
    rendered.current.add(pageNumber)
    if (!readyFired.current && pageCount.current > 0 && rendered.current.size >= pageCount.current) {
      readyFired.current = true
      latestOnReady.current()
    }
  }, [])

  // Every page's size at scale 1, read before any page is drawn: each page's box then has its final size at once,
  // also while its canvas is drawn again after a zoom, so the scroll height never shrinks for a moment (which would
  // move the view towards the end).
  const loaded = (document: { numPages: number; getPage: (pageNumber: number) => Promise<PageProxy> }) => {
    const pages = Array.from({ length: document.numPages }, (_, index) => document.getPage(index + 1))
    Promise.all(pages).then(
      (proxies) => {
        const found = proxies.map((proxy) => {
          const viewport = proxy.getViewport({ scale: 1 })
          return { width: viewport.width, height: viewport.height }
        })
        pageCount.current = found.length
        setSizes(found)
        onPageWidth?.(Math.max(...found.map((size) => size.width)))
      },
      () => setSizesFailed(true),
    )
  }

  return (
    <Document
      file={url}
      options={DOCUMENT_OPTIONS}
      suspense={false}
      onLoadSuccess={loaded}
      loading={<PdfStatus testId="pdf-loading">{t('shop.pdf.loading')}</PdfStatus>}
      error={
        <PdfStatus testId="pdf-error" alert>
          {t('shop.pdf.error')}
        </PdfStatus>
      }
      externalLinkTarget="_blank"
      externalLinkRel="noopener noreferrer"
    >
      {sizesFailed ? (
        <PdfStatus testId="pdf-error" alert>
          {t('shop.pdf.error')}
        </PdfStatus>
      ) : !sizes || scale === undefined ? (
        <PdfStatus testId="pdf-loading">{t('shop.pdf.loading')}</PdfStatus>
      ) : (
        sizes.map((size, index) => <PdfPage key={index} pageNumber={index + 1} size={size} scale={scale} onDone={pageDone} />)
      )}
    </Document>
  )
}

/** One page in a box of its final size; drawn again only when its scale changes. */
const PdfPage = memo(function PdfPage(props: {
  pageNumber: number
  size: PageSize
  scale: number
  onDone: (pageNumber: number) => void
}): React.JSX.Element {
  const { pageNumber, size, scale, onDone } = props
  const done = useCallback(() => onDone(pageNumber), [onDone, pageNumber])
  return (
    <Box
      mx="auto"
      mb="4"
      boxShadow="md"
      // As react-pdf sizes the canvas (whole CSS px).
      width={`${Math.floor(size.width * scale)}px`}
      height={`${Math.floor(size.height * scale)}px`}
      overflow="hidden"
      // The documents are in Simplified Chinese in every language (docs/decisions.md): so marked for screen readers.
      lang={DOCUMENT_LANG}
      data-testid="pdf-page"
      data-page={pageNumber}
    >
      <Page
        pageNumber={pageNumber}
        scale={scale}
        renderTextLayer
        renderAnnotationLayer
        loading={null}
        onRenderTextLayerSuccess={done}
        onRenderTextLayerError={done}
      />
    </Box>
  )
})

interface PageProxy {
  getViewport: (options: { scale: number }) => { width: number; height: number }
}

function PdfStatus(props: { testId: string; alert?: boolean; children: React.ReactNode }): React.JSX.Element {
  return (
    <Text
      py="10"
      textAlign="center"
      color={props.alert ? 'red.600' : 'gray.600'}
      role={props.alert ? 'alert' : 'status'}
      data-testid={props.testId}
    >
      {props.children}
    </Text>
  )
}
