// Step 3 (payment unfinished, 'continue paying'), step 4 (payment complete, the invoice record, 'finished') and the
// closed order (the server closed it unpaid: 'order again').
import { Button, Flex, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { UnfinishedReason } from '../../../../machines/checkout'

export function UnfinishedStep({ reason, onContinue }: { reason: UnfinishedReason; onContinue: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack gap="5" align="center" py="6" data-testid="paystep-unfinished" data-reason={reason}>
      <Text role="status" fontSize="lg" color="orange.700" data-testid="paystep-unfinished-text">
        {t(`paystep.unfinished.${reason}`)}
      </Text>
      <Flex gap="3">
        <Button variant="outline" data-testid="paystep-back" onClick={onContinue}>
          {t('paystep.back')}
        </Button>
        <Button colorPalette="blue" data-testid="paystep-continue" onClick={onContinue}>
          {t('paystep.unfinished.continue')}
        </Button>
      </Flex>
    </Stack>
  )
}

interface OrderClosedStepProps {
  message: string
  /** The button's text when there is no form to return to (a reopened order: back to the pending orders). */
  restartLabel?: string
  onRestart: () => void
}

export function OrderClosedStep({ message, restartLabel, onRestart }: OrderClosedStepProps): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack gap="4" align="center" py="6" data-testid="paystep-closed">
      <Text fontSize="lg" fontWeight="bold" color="orange.700">
        {t('paystep.closed.title')}
      </Text>
      {message && (
        <Text role="alert" color="red.600" data-testid="paystep-closed-message">
          {message}
        </Text>
      )}
      <Button colorPalette="blue" data-testid="paystep-restart" onClick={onRestart}>
        {restartLabel ?? t('paystep.closed.restart')}
      </Button>
    </Stack>
  )
}

interface CompleteStepProps {
  phase: 'recordingInvoice' | 'shown' | 'invoiceFailed'
  message: string
  ordernum: string | undefined
  onRetry: () => void
  onFinish: () => void
}

export function CompleteStep(props: CompleteStepProps): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack gap="4" align="center" py="6" data-testid="paystep-complete" data-phase={props.phase}>
      <Text role="status" fontSize="2xl" fontWeight="bold" color="green.700">
        {t('paystep.complete.title')}
      </Text>
      {props.ordernum && <Text data-testid="paystep-ordernum">{props.ordernum}</Text>}
      <Text color="gray.700">{t('paystep.complete.text')}</Text>
      {props.phase === 'recordingInvoice' && <Text color="gray.600">{t('paystep.complete.invoicing')}</Text>}
      {props.phase === 'invoiceFailed' && (
        <Stack align="center" gap="2">
          <Text role="alert" color="red.600" data-testid="paystep-invoice-failed">
            {t('paystep.complete.invoiceFailed')}
            {props.message ? `: ${props.message}` : ''}
          </Text>
          <Button size="sm" variant="outline" data-testid="paystep-invoice-retry" onClick={props.onRetry}>
            {t('paystep.complete.invoiceRetry')}
          </Button>
        </Stack>
      )}
      <Button colorPalette="blue" data-testid="paystep-finish" disabled={props.phase === 'recordingInvoice'} onClick={props.onFinish}>
        {t('paystep.complete.finish')}
      </Button>
    </Stack>
  )
}
