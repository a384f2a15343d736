// The heavy half of the PDF dialog: react-pdf and pdf.js. Only ever imported through React.lazy (pdf-dialog.tsx), so
// none of this is in the Home or Buy route chunks; the worker is a file of our own build (no CDN, no internet).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import { Box, Text } from '@chakra-ui/react'
import { useRef, useState } from 'react'
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

  const pageDone = (pageNumber: number) => {
    rendered.current.add(pageNumber)
    if (!readyFired.current && numPages > 0 && rendered.current.size >= numPages) {
      readyFired.current = true
      onReady()
    }
  }

  return (
    <Document
      file={url}
      onLoadSuccess={(document) => setNumPages(document.numPages)}
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
        <Box key={index} mx="auto" mb="4" boxShadow="md" width="fit-content" data-testid="pdf-page" data-page={index + 1}>
          <Page
            pageNumber={index + 1}
            width={width}
            renderTextLayer
            renderAnnotationLayer
            loading={<Box height="400px" />}
            onRenderTextLayerSuccess={() => pageDone(index + 1)}
            onRenderTextLayerError={() => pageDone(index + 1)}
          />
        </Box>
      ))}
    </Document>
  )
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
