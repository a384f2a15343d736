// A dialog showing every page of a PDF (text selectable): Chakra's Dialog (focus moved in and held, Escape or a click
// outside closes, focus given back), shown while mounted. Light on purpose: the PDF code itself (pdf-pages.tsx with
// react-pdf and pdf.js) is fetched only when a dialog opens.
// The pages are a focusable document region that takes the focus when the dialog opens, so the keys (arrows, Page
// Down, End, Space) scroll it at once.
import { Box, Button, Dialog, Flex, Link, Portal, Text } from '@chakra-ui/react'
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

  const reportDistance = useCallback(() => {
    const element = scroller.current
    if (element && ready) onDistanceToBottom?.(distanceToBottom(element))
  }, [ready, onDistanceToBottom])

  // Also once when the pages appear: a document shorter than the dialog is never scrolled.
  useEffect(() => reportDistance(), [reportDistance])

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      // The document takes the focus, so the keys scroll it at once (a keyboard user cannot reach the end otherwise).
      initialFocusEl={() => scroller.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid={props.testId ?? 'pdf-dialog'}
            data-ready={ready ? 'true' : 'false'}
            width="min(960px, 96vw)"
            maxWidth="none"
            height="90vh"
            my="auto"
          >
            <Flex align="center" gap="3" px="5" py="3" borderBottomWidth="1px">
              <Dialog.Title flex="1" truncate>
                {title}
              </Dialog.Title>
              <Link href={url} target="_blank" rel="noopener noreferrer" fontSize="sm" color="blue.700" data-testid="pdf-dialog-new-tab">
                {t('shop.pdf.openInNewTab')}
              </Link>
              <Button size="sm" variant="outline" onClick={onClose} data-testid="pdf-dialog-close">
                {t('common.close')}
              </Button>
            </Flex>
            <Box
              ref={scroller}
              flex="1"
              overflowY="auto"
              bg="gray.100"
              p="4"
              tabIndex={0}
              role="document"
              aria-label={title}
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '-2px' }}
              onScroll={reportDistance}
              data-testid="pdf-dialog-scroll"
            >
              <PdfErrorBoundary
                fallback={
                  <Text role="alert" color="red.700" textAlign="center" py="10" data-testid="pdf-error">
                    {t('shop.pdf.error')}
                  </Text>
                }
              >
                <Suspense
                  fallback={
                    <Text role="status" color="gray.700" textAlign="center" py="10" data-testid="pdf-loading">
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
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
