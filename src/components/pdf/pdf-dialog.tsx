// A dialog showing every page of a PDF (text selectable): Chakra's Dialog (focus moved in and held, Escape or a click
// outside closes, focus given back), shown while mounted. Light on purpose: the PDF code itself (pdf-pages.tsx with
// react-pdf and pdf.js) is fetched only when a dialog opens.
// The pages are a focusable document region that takes the focus when the dialog opens, so the keys (arrows, Page
// Down, End, Space) scroll it at once; they are drawn at a readable size even on a phone (sideways scrolling there)
// and zoomed with the buttons of the header (pdf-zoom.ts).
import { Box, Button, Dialog, Flex, HStack, Link, Portal, Text } from '@chakra-ui/react'
import { Component, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { lazyWithPreload } from 'react-lazy-with-preload'
import { DOCUMENT_LANG } from './document-urls'
import { automaticScale, scrollOffsetsFor, scrollPlaceOf, zoomedIn, zoomedOut, zoomPercent, type ScrollPlace } from './pdf-zoom'
import { distanceToBottom } from './scroll-bottom'

const PdfPages = lazyWithPreload(() => import('./pdf-pages'))

/**
 * For a dialog sure to open (the agreement every buyer reads): the viewer's code, its worker and the document, asked
 * for while the customer is still on the steps before it, so the dialog opens on its pages rather than on
 * 'loading' (docs/decisions.md, "The agreement loads ahead").
 */
export function preloadPdfDialog(url: string): void {
  void PdfPages.preload().catch(() => undefined)
  // Into the HTTP cache pdf.js reads it through (static files are fresh for 5 minutes, server/http/spa.ts), at low
  // priority so the page's own calls go first; a failure is left to the dialog, which asks again and says so.
  void fetch(url, { priority: 'low' })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined)
}

/** The scroll area's padding on each side, px (p="4"). */
const SCROLL_PADDING_PX = 16

export interface PdfDialogProps {
  url: string
  title: string
  onClose: () => void
  /**
   * The document's remaining distance to its bottom in px, once every page is shown (before that the height means
   * nothing): when they appear (0 or less for a document that fits), on each scroll and after each zoom. The caller
   * decides what is near enough (the agreement gate: 10 px).
   */
  onDistanceToBottom?: (distanceToBottom: number) => void
  /** Extra actions under the document, e.g. the agreement's 'agree' button. */
  footer?: ReactNode
  testId?: string
}

export function PdfDialog(props: PdfDialogProps): React.JSX.Element {
  const { url, title, onClose, onDistanceToBottom } = props
  const { t, i18n } = useTranslation()
  const scroller = useRef<HTMLDivElement>(null)
  const [availableWidth, setAvailableWidth] = useState<number>()
  const [pageWidth, setPageWidth] = useState<number>()
  /** The scale the reader chose with the zoom buttons; undefined: the automatic one. */
  const [chosenScale, setChosenScale] = useState<number>()
  const scale =
    chosenScale ?? (availableWidth !== undefined && pageWidth !== undefined ? automaticScale(availableWidth, pageWidth) : undefined)
  // The URL whose pages are all shown: another URL is not ready (no reset effect that could run after the pages'
  // own report).
  const [readyUrl, setReadyUrl] = useState<string>()
  const ready = readyUrl === url
  /** Where the reader is (updated on each scroll), to show the same place after a change of scale. */
  const place = useRef<ScrollPlace>(undefined)
  const shownScale = useRef<number>(undefined)

  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => setAvailableWidth(Math.max(0, element.clientWidth - 2 * SCROLL_PADDING_PX))
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

  const scrolled = () => {
    if (scroller.current) place.current = scrollPlaceOf(scroller.current)
    reportDistance()
  }

  // After a zoom (or a resize under the automatic scale) the pages have their new size in this commit (pdf-pages.tsx
  // sizes each page's box): show the same place again, then report the new distance.
  useLayoutEffect(() => {
    const element = scroller.current
    if (scale === undefined || scale === shownScale.current) return
    const first = shownScale.current === undefined
    shownScale.current = scale
    if (first || !element) return
    if (place.current) {
      const offsets = scrollOffsetsFor(place.current, element)
      element.scrollTop = offsets.top
      element.scrollLeft = offsets.left
    }
    reportDistance()
  }, [scale, reportDistance])

  const bigger = scale === undefined ? undefined : zoomedIn(scale)
  const smaller = scale === undefined ? undefined : zoomedOut(scale)
  const inChinese = i18n.language !== DOCUMENT_LANG

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
            <Flex align="center" columnGap="3" rowGap="2" px={{ base: '3', md: '5' }} py="3" borderBottomWidth="1px" wrap="wrap">
              <Dialog.Title flex="1 1 14rem" minWidth="0" overflowWrap="anywhere">
                {title}
              </Dialog.Title>
              {/* On a phone the title and 'close' share the first row, the zoom and the link take the second. */}
              <Flex align="center" gap="3" wrap="wrap" order={{ base: 1, md: 0 }} flexBasis={{ base: '100%', md: 'auto' }}>
                {scale !== undefined && (
                  <HStack gap="1" role="group" aria-label={t('shop.pdf.zoom')}>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('shop.pdf.zoomOut')}
                      aria-disabled={smaller === undefined || undefined}
                      onClick={() => smaller !== undefined && setChosenScale(smaller)}
                      data-testid="pdf-zoom-out"
                    >
                      <span aria-hidden="true">−</span>
                    </Button>
                    <Text fontSize="sm" minWidth="3.5rem" textAlign="center" aria-live="polite" data-testid="pdf-zoom-level">
                      {zoomPercent(scale)}
                    </Text>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('shop.pdf.zoomIn')}
                      aria-disabled={bigger === undefined || undefined}
                      onClick={() => bigger !== undefined && setChosenScale(bigger)}
                      data-testid="pdf-zoom-in"
                    >
                      <span aria-hidden="true">+</span>
                    </Button>
                  </HStack>
                )}
                <Link href={url} target="_blank" rel="noopener noreferrer" fontSize="sm" color="blue.700" data-testid="pdf-dialog-new-tab">
                  {t('shop.pdf.openInNewTab')}
                </Link>
              </Flex>
              <Button size="sm" variant="outline" onClick={onClose} data-testid="pdf-dialog-close">
                {t('common.close')}
              </Button>
            </Flex>
            {inChinese && (
              <Text
                px={{ base: '3', md: '5' }}
                py="2"
                fontSize="sm"
                color="gray.700"
                borderBottomWidth="1px"
                data-testid="pdf-language-note"
              >
                {t('shop.pdf.languageNote')}
              </Text>
            )}
            <Box
              ref={scroller}
              flex="1"
              overflow="auto"
              // The width stays the same when the vertical scroll bar appears with the pages (no second layout).
              scrollbarGutter="stable"
              bg="gray.100"
              p={`${SCROLL_PADDING_PX}px`}
              tabIndex={0}
              role="document"
              aria-label={title}
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '-2px' }}
              onScroll={scrolled}
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
                  <PdfPages key={url} url={url} scale={scale} onPageWidth={setPageWidth} onReady={() => setReadyUrl(url)} />
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
