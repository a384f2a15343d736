// The heavy half of the PDF dialog: react-pdf and pdf.js. Only ever imported through React.lazy (pdf-dialog.tsx), so
// none of this is in the Home or Buy route chunks; the worker is a file of our own build (no CDN, no internet).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import { Box, Text } from '@chakra-ui/react'
import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Document, Page, pdfjs } from 'react-pdf'
import 'react-pdf/dist/Page/AnnotationLayer.css'
import 'react-pdf/dist/Page/TextLayer.css'

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl

// Mounted with key={url} by the dialog, so a new document starts from a fresh state.
export interface PdfPagesProps {
  url: string
  /** CSS pixel width of each page; undefined renders at the PDF's own size. */
  width?: number
  /** Every page and its text layer is on screen: only then does the scroll height mean anything. */
  onReady: () => void
}

export default function PdfPages({ url, width, onReady }: PdfPagesProps): React.JSX.Element {
  const { t } = useTranslation()
  const [numPages, setNumPages] = useState(0)
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

  return (
    <Document
      file={url}
      onLoadSuccess={(document) => {
        pageCount.current = document.numPages
        setNumPages(document.numPages)
      }}
      loading={<PdfStatus testId="pdf-loading">{t('shop.pdf.loading')}</PdfStatus>}
      error={
        <PdfStatus testId="pdf-error" alert>
          {t('shop.pdf.error')}
        </PdfStatus>
      }
      externalLinkTarget="_blank"
      externalLinkRel="noopener noreferrer"
    >
      {Array.from({ length: numPages }, (_, index) => (
        <PdfPage key={index} pageNumber={index + 1} width={width} onDone={pageDone} />
      ))}
    </Document>
  )
}

/** One page; drawn again only when its width changes. */
const PdfPage = memo(function PdfPage(props: {
  pageNumber: number
  width?: number
  onDone: (pageNumber: number) => void
}): React.JSX.Element {
  const { pageNumber, width, onDone } = props
  const done = useCallback(() => onDone(pageNumber), [onDone, pageNumber])
  return (
    <Box mx="auto" mb="4" boxShadow="md" width="fit-content" data-testid="pdf-page" data-page={pageNumber}>
      <Page
        pageNumber={pageNumber}
        width={width}
        renderTextLayer
        renderAnnotationLayer
        loading={<Box height="400px" />}
        onRenderTextLayerSuccess={done}
        onRenderTextLayerError={done}
      />
    </Box>
  )
})

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
