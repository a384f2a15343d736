import { Box, Button, Text } from '@chakra-ui/react'
import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise, type PromiseActorLogic } from 'xstate'
import { smsCodeMachine, type SendCodeReply } from '../../../machines/sms-code'
import { sendSmsCode } from '../../api/queries/auth-calls'
import { SMS_RESEND_SECONDS } from '../../../domain/limits'
import { stateKeyOf } from '../../components/state-key'
import { useSecondsLeft } from './use-seconds-left'

export type SendCodeLogic = PromiseActorLogic<SendCodeReply, { phone: string }>

const sendCodeFromApi: SendCodeLogic = fromPromise(({ input }) => sendSmsCode(input.phone))

export interface SmsCodeButtonProps {
  phone: string
  /** The send-code call; the API by default (tests hand in a controlled one). */
  sendCode?: SendCodeLogic
}

/** 'Get code' button with its 60 s resend countdown, the server's answer under it and the phone dialog. */
export function SmsCodeButton({ phone, sendCode = sendCodeFromApi }: SmsCodeButtonProps): React.JSX.Element {
  const { t } = useTranslation()
  const [snapshot, send] = useMachine(smsCodeMachine.provide({ actors: { sendCode } }), { input: { phone } })
  useEffect(() => {
    send({ type: 'phone.change', phone })
  }, [phone, send])
  const counting = snapshot.matches('countingDown')
  const secondsLeft = useSecondsLeft(counting, SMS_RESEND_SECONDS)
  const canSend =
    (snapshot.matches('idle') || snapshot.matches('resend') || snapshot.matches('failed')) && snapshot.can({ type: 'code.send' })

  const label = snapshot.matches('sending')
    ? t('auth.sending')
    : counting
      ? t('auth.countdown', { seconds: secondsLeft })
      : snapshot.matches('resend')
        ? t('auth.resend')
        : t('auth.sendCode')

  return (
    <Box position="relative">
      <Button
        type="button"
        variant="outline"
        colorPalette="blue"
        minWidth="120px"
        data-testid="send-code-button"
        data-state={stateKeyOf(snapshot)}
        disabled={!canSend}
        onClick={() => send({ type: 'code.send' })}
      >
        {label}
      </Button>
      {counting && snapshot.context.message && (
        <Text fontSize="xs" color="green.600" mt="1" data-testid="send-code-message" role="status">
          {snapshot.context.message}
        </Text>
      )}
      {snapshot.matches('failed') && (
        <Text fontSize="xs" color="red.600" mt="1" data-testid="send-code-error" role="alert">
          {snapshot.context.message}
        </Text>
      )}
      {snapshot.matches('phoneDialog') && (
        <Box position="fixed" inset="0" bg="blackAlpha.500" zIndex="modal" display="grid" placeItems="center">
          <Box
            role="alertdialog"
            aria-label={t('auth.phoneDialogTitle')}
            data-testid="phone-dialog"
            bg="white"
            borderRadius="md"
            p="6"
            maxWidth="400px"
            boxShadow="lg"
          >
            <Text fontWeight="bold" mb="2">
              {t('auth.phoneDialogTitle')}
            </Text>
            <Text mb="4">{t('auth.phoneDialogText')}</Text>
            <Button size="sm" colorPalette="blue" data-testid="phone-dialog-close" onClick={() => send({ type: 'dialog.close' })}>
              {t('common.close')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  )
}
