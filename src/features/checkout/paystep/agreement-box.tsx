// Step 1's agreement box through the agreement gate (machines/agreement-gate.ts): the box opens the agreement PDF,
// whose distance to the bottom goes to the gate on each scroll; 'agree' appears once the gate finds it within 10 px
// of the bottom; agreeing ticks, closing resets.
import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { AgreementGateEvent } from '../../../../machines/agreement-gate'
import { PdfDialog, preloadPdfDialog } from '../../../components/pdf/pdf-dialog'
import { agreementPdfUrl } from '../../../components/pdf/document-urls'

/** The agreement's viewer and document, asked for ahead of step 1 (every buyer opens it there). */
export const preloadAgreement = (): void => preloadPdfDialog(agreementPdfUrl())

interface AgreementBoxProps {
  /** The wizard's tick (what enables next). */
  ticked: boolean
  dialogOpen: boolean
  canAgree: boolean
  gateState: string
  onGate: (event: AgreementGateEvent) => void
  onBoxClick: () => void
}

export function AgreementBox(props: AgreementBoxProps): React.JSX.Element {
  const { t } = useTranslation()
  const { onGate } = props
  const close = useCallback(() => onGate({ type: 'agreement.close' }), [onGate])
  const scrolled = useCallback((distanceToBottom: number) => onGate({ type: 'agreement.scroll', distanceToBottom }), [onGate])
  return (
    <Flex align="center" gap="2" data-testid="paystep-agreement" data-state={props.gateState}>
      <Box
        as="button"
        role="checkbox"
        aria-checked={props.ticked}
        aria-label={t('paystep.agreement.title')}
        data-testid="paystep-agreement-box"
        width="5"
        height="5"
        borderWidth="2px"
        borderRadius="sm"
        borderColor={props.ticked ? 'blue.600' : 'gray.400'}
        bg={props.ticked ? 'blue.600' : 'white'}
        color="white"
        fontSize="xs"
        lineHeight="1"
        onClick={props.onBoxClick}
      >
        {props.ticked ? '✓' : ''}
      </Box>
      <Text>
        {t('paystep.agreement.prefix')}{' '}
        <Button
          variant="plain"
          color="blue.600"
          px="0"
          height="auto"
          data-testid="paystep-agreement-link"
          onClick={() => onGate({ type: 'agreement.open' })}
        >
          {t('paystep.agreement.link')}
        </Button>
      </Text>
      {props.dialogOpen && (
        <PdfDialog
          url={agreementPdfUrl()}
          title={t('paystep.agreement.title')}
          testId="agreement-dialog"
          onClose={close}
          onDistanceToBottom={scrolled}
          footer={
            props.canAgree ? (
              <Button colorPalette="blue" data-testid="paystep-agree" onClick={() => onGate({ type: 'agreement.agree' })}>
                {t('paystep.agreement.agree')}
              </Button>
            ) : (
              <Text color="gray.600" data-testid="paystep-agreement-hint">
                {t('paystep.agreement.readToEnd')}
              </Text>
            )
          }
        />
      )}
    </Flex>
  )
}
