// A dialog showing every page of a PDF (text selectable). Light on purpose: the PDF code itself (pdf-pages.tsx with
// react-pdf and pdf.js) is fetched only when a dialog opens.
import { Box, Button, Flex, Heading, Link, Text } from '@chakra-ui/react'
import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isScrolledToBottom } from './scroll-bottom'

const PdfPages = lazy(() => import('./pdf-pages'))

export interface PdfDialogProps {
  url: string
  title: string
  onClose: () => void
  /** Fired each time the reader reaches the bottom (within SCROLL_BOTTOM_THRESHOLD_PX), once all pages are shown. */
  onScrolledToBottom?: () => void
  /** Extra actions under the document, e.g. the agreement's 'agree' button. */
  footer?: ReactNode
  testId?: string
}

export function PdfDialog(props: PdfDialogProps): React.JSX.Element {
  const { url, title, onClose, onScrolledToBottom } = props
  const { t } = useTranslation()
  const scroller = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState<number>()
  const [ready, setReady] = useState(false)
  const atBottom = useRef(false)

  useEffect(() => {
    setReady(false)
    atBottom.current = false
  }, [url])

  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => setWidth(Math.max(200, Math.min(900, element.clientWidth - 32)))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])

  // Edge-triggered: entering the bottom zone fires once, leaving it re-arms.
  const checkBottom = useCallback(() => {
    const element = scroller.current
    if (!element || !ready) return
    const bottom = isScrolledToBottom(element)
    if (bottom && !atBottom.current) onScrolledToBottom?.()
    atBottom.current = bottom
  }, [ready, onScrolledToBottom])

  // A document shorter than the dialog is read as soon as it is shown.
  useEffect(() => checkBottom(), [checkBottom])

  return (
    <Box position="fixed" inset="0" bg="blackAlpha.600" zIndex="modal" display="grid" placeItems="center" onClick={onClose}>
      <Flex
        direction="column"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={props.testId ?? 'pdf-dialog'}
        data-ready={ready ? 'true' : 'false'}
        bg="white"
        borderRadius="md"
        width="min(960px, 96vw)"
        height="90vh"
        onClick={(event) => event.stopPropagation()}
      >
        <Flex align="center" gap="3" px="5" py="3" borderBottomWidth="1px">
          <Heading as="h3" size="md" flex="1" truncate>
            {title}
          </Heading>
          <Link href={url} target="_blank" rel="noopener noreferrer" fontSize="sm" color="blue.600" data-testid="pdf-dialog-new-tab">
            {t('shop.pdf.openInNewTab')}
          </Link>
          <Button size="sm" variant="outline" onClick={onClose} data-testid="pdf-dialog-close">
            {t('common.close')}
          </Button>
        </Flex>
        <Box ref={scroller} flex="1" overflowY="auto" bg="gray.100" p="4" onScroll={checkBottom} data-testid="pdf-dialog-scroll">
          <PdfErrorBoundary fallback={<Text role="alert" color="red.600" textAlign="center" py="10" data-testid="pdf-error">{t('shop.pdf.error')}</Text>}>
            <Suspense fallback={<Text role="status" color="gray.600" textAlign="center" py="10" data-testid="pdf-loading">{t('shop.pdf.loading')}</Text>}>
              <PdfPages key={url} url={url} width={width} onReady={() => setReady(true)} />
            </Suspense>
          </PdfErrorBoundary>
        </Box>
        {props.footer && (
          <Flex justify="flex-end" gap="3" px="5" py="3" borderTopWidth="1px">
            {props.footer}
          </Flex>
        )}
      </Flex>
    </Box>
  )
}

/** The viewer chunk itself failed to load (offline, new deploy): show the same error as a broken PDF. */
class PdfErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }
  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
