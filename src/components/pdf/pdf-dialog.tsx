// A dialog showing every page of a PDF (text selectable). Light on purpose: the PDF code itself (pdf-pages.tsx with
// react-pdf and pdf.js) is fetched only when a dialog opens.
import { Box, Button, Flex, Heading, Link, Text } from '@chakra-ui/react'
import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { distanceToBottom } from './scroll-bottom'

const PdfPages = lazy(() => import('./pdf-pages'))

export interface PdfDialogProps {
  url: string
  title: string
  onClose: () => void
  /**
   * The document's remaining distance to its bottom in px, once every page is shown (before that the height means
   * nothing): when they appear (0 or less for a document that fits) and on each scroll. The caller decides what is
   * near enough (the agreement gate: 10 px).
   */
  onDistanceToBottom?: (distanceToBottom: number) => void
  /** Extra actions under the document, e.g. the agreement's 'agree' button. */
  footer?: ReactNode
  testId?: string
}

export function PdfDialog(props: PdfDialogProps): React.JSX.Element {
  const { url, title, onClose, onDistanceToBottom } = props
  const { t } = useTranslation()
  const scroller = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState<number>()
  // The URL whose pages are all shown: another URL is not ready (no reset effect that could run after the pages'
  // own report).
  const [readyUrl, setReadyUrl] = useState<string>()
  const ready = readyUrl === url

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

  const reportDistance = useCallback(() => {
    const element = scroller.current
    if (element && ready) onDistanceToBottom?.(distanceToBottom(element))
  }, [ready, onDistanceToBottom])

  // Also once when the pages appear: a document shorter than the dialog is never scrolled.
  useEffect(() => reportDistance(), [reportDistance])

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
        <Box ref={scroller} flex="1" overflowY="auto" bg="gray.100" p="4" onScroll={reportDistance} data-testid="pdf-dialog-scroll">
          <PdfErrorBoundary
            fallback={
              <Text role="alert" color="red.600" textAlign="center" py="10" data-testid="pdf-error">
                {t('shop.pdf.error')}
              </Text>
            }
          >
            <Suspense
              fallback={
                <Text role="status" color="gray.600" textAlign="center" py="10" data-testid="pdf-loading">
                  {t('shop.pdf.loading')}
                </Text>
              }
            >
              <PdfPages key={url} url={url} width={width} onReady={() => setReadyUrl(url)} />
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
