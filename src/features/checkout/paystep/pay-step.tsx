// Step 2: the payment QR with its remaining validity and the pending texts (storefront.md §8), while the order
// state is polled every 2 s; 'I have paid' runs the payment-status check; an expired QR offers a new one.
import { Box, Button, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Suspense, useEffect } from 'react'
import { lazyWithPreload } from 'react-lazy-with-preload'
import { useTranslation } from 'react-i18next'
import { qrRemainingMs, type CreatedOrder, type PaymentQr } from '../../../../machines/checkout'
import { formatYuan, toFen } from '../../../../domain/pricing'
import { mmss, useNow } from './use-now'
import { BusyButton } from '../../../components/busy-button'
import { preloadCode } from '../../../components/load-ahead'

// Chakra's QR code (with uqr) in its own chunk: never part of the Home bundle. The step loads it as it shows, beside
// the QR call, so that the image renders at once when the QR comes (docs/decisions.md, "Lazy code loads before it
// shows").
const PaymentQrImage = lazyWithPreload(() => import('./payment-qr'))

/** Loads the QR image's code (a reopened unpaid order's route asks for it beside the order's calls). */
export const preloadPaymentQrImage = preloadCode(PaymentQrImage)

interface PayStepProps {
  order: CreatedOrder
  /** A reopened order's lines, under its number, name and amount. */
  lines?: React.ReactNode
  /** The back button's text when it does not go to step 1 (a reopened order: back to the pending orders). */
  backLabel?: string
  qr: PaymentQr | null
  /** requestingQr, qrFailed, pay.waiting, pay.polling or pay.confirming */
  phase: 'requesting' | 'failed' | 'paying' | 'confirming'
  message: string
  onCheck: () => void
  onRefresh: () => void
  onRetry: () => void
  onBack: () => void
}

export function PayStep(props: PayStepProps): React.JSX.Element {
  const { t } = useTranslation()
  useEffect(preloadPaymentQrImage, [])
  const now = useNow(props.qr !== null)
  const remaining = qrRemainingMs(props.qr, now)
  const expired = props.qr !== null && remaining <= 0
  // Read out politely once a minute and when the code expires, not every second (the visible countdown is silent).
  const announcement =
    props.qr === null ? '' : expired ? t('paystep.pay.expired') : t('paystep.pay.minutesLeft', { count: Math.ceil(remaining / 60_000) })
  return (
    <Stack gap="5" align="center" data-testid="paystep-pay">
      <VisuallyHidden aria-live="polite" data-testid="paystep-announcement">
        {announcement}
      </VisuallyHidden>
      <Flex gap="6" wrap="wrap" justify="center" color="gray.700">
        <Text>
          {t('paystep.pay.orderNum')}: <span data-testid="paystep-ordernum">{props.order.ordernum}</span>
        </Text>
        <Text>
          {t('paystep.pay.orderName')}: <span data-testid="paystep-ordername">{props.order.ordername}</span>
        </Text>
        <Text>
          {t('paystep.pay.amount')}: ¥<span data-testid="paystep-amount">{formatYuan(toFen(props.order.paymentamount))}</span>
        </Text>
      </Flex>
      {props.lines}
      <Text color="orange.700" data-testid="paystep-pending">
        {t('paystep.pay.pending')}
      </Text>
      {/* As tall as the QR block that replaces it (scan text, 200 px code, time left, hint): the buttons below stay put. */}
      {props.phase === 'requesting' && (
        <Flex minHeight="305px" align="center">
          <Text data-testid="paystep-qr-loading">{t('paystep.pay.requesting')}</Text>
        </Flex>
      )}
      {props.phase === 'failed' && (
        <Stack align="center" gap="3">
          <Text role="alert" color="red.600" data-testid="paystep-qr-failed">
            {t('paystep.pay.qrFailed')}
            {props.message ? `: ${props.message}` : ''}
          </Text>
          <Button colorPalette="blue" data-testid="paystep-qr-retry" onClick={props.onRetry}>
            {t('paystep.pay.retry')}
          </Button>
        </Stack>
      )}
      {props.qr && (props.phase === 'paying' || props.phase === 'confirming') && (
        <Stack align="center" gap="3">
          <Text>{t('paystep.pay.scan')}</Text>
          <Box
            data-testid="paystep-qr"
            data-qr-content={props.qr.content}
            data-expired={expired ? 'true' : 'false'}
            p="3"
            bg="white"
            borderWidth="1px"
            borderRadius="md"
            opacity={expired ? 0.3 : 1}
            minWidth="200px"
            minHeight="200px"
          >
            <Suspense fallback={<Text>{t('paystep.pay.requesting')}</Text>}>
              <PaymentQrImage value={props.qr.content} label={t('paystep.pay.qrAlt')} />
            </Suspense>
          </Box>
          {expired ? (
            <Stack align="center" gap="2">
              <Text color="red.600" data-testid="paystep-qr-expired">
                {t('paystep.pay.expired')}
              </Text>
              <Button size="sm" colorPalette="blue" data-testid="paystep-refresh-qr" onClick={props.onRefresh}>
                {t('paystep.pay.refresh')}
              </Button>
            </Stack>
          ) : (
            <Text>
              {t('paystep.pay.remaining')}: <span data-testid="paystep-qr-remaining">{mmss(remaining)}</span>
            </Text>
          )}
          <Text color="gray.600" fontSize="sm" data-testid="paystep-paying">
            {t('paystep.pay.paying')}
          </Text>
          {props.message && (
            <Text role="alert" color="red.600">
              {props.message}
            </Text>
          )}
        </Stack>
      )}
      <Flex gap="3">
        <Button variant="outline" data-testid="paystep-back" onClick={props.onBack}>
          {props.backLabel ?? t('paystep.back')}
        </Button>
        {props.phase !== 'failed' && (
          <BusyButton
            colorPalette="blue"
            data-testid="paystep-check"
            loading={props.phase === 'confirming'}
            disabled={props.phase === 'requesting'}
            onClick={props.onCheck}
          >
            {t('paystep.pay.done')}
          </BusyButton>
        )}
      </Flex>
    </Stack>
  )
}
