import { Box, Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise, type PromiseActorLogic } from 'xstate'
import { smsCodeMachine, type SendCodeReply } from '../../../machines/sms-code'
import { sendSmsCode } from '../../api/queries/auth-calls'
import { SMS_RESEND_SECONDS } from '../../../domain/limits'
import { BusyButton } from '../../components/busy-button'
import { stateKeyOf } from '../../components/state-key'
import { useSecondsLeft } from './use-seconds-left'
import { useSuccessText } from '../../i18n/success-text'

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
  const successText = useSuccessText()
  const [snapshot, send] = useMachine(smsCodeMachine.provide({ actors: { sendCode } }), { input: { phone } })
  useEffect(() => {
    send({ type: 'phone.change', phone })
  }, [phone, send])
  const counting = snapshot.matches('countingDown')
  const secondsLeft = useSecondsLeft(counting, SMS_RESEND_SECONDS)
  // Sending, counting down or showing the phone dialog: the button waits, and keeps the focus of the user who pressed it
  // (the dialog gives the focus back to it). Otherwise it is disabled while the number cannot be sent.
  const waiting = !(snapshot.matches('idle') || snapshot.matches('resend') || snapshot.matches('failed'))
  const canSend = !waiting && snapshot.can({ type: 'code.send' })

  const label = snapshot.matches('sending')
    ? t('auth.sending')
    : counting
      ? t('auth.countdown', { seconds: secondsLeft })
      : snapshot.matches('resend')
        ? t('auth.resend')
        : t('auth.sendCode')

  return (
    <Box position="relative">
      <BusyButton
        type="button"
        variant="outline"
        colorPalette="blue"
        minWidth="120px"
        data-testid="send-code-button"
        data-state={stateKeyOf(snapshot)}
        busy={waiting}
        disabled={!waiting && !canSend}
        onClick={() => send({ type: 'code.send' })}
      >
        {label}
      </BusyButton>
      {counting && snapshot.context.message && (
        <Text fontSize="xs" color="green.600" mt="1" data-testid="send-code-message" role="status">
          {successText(snapshot.context.message)}
        </Text>
      )}
      {snapshot.matches('failed') && (
        <Text fontSize="xs" color="red.600" mt="1" data-testid="send-code-error" role="alert">
          {snapshot.context.message}
        </Text>
      )}
      {/* Chakra's alert dialog: focus moves to it and is held there, Escape closes it, focus returns to the button. */}
      <Dialog.Root
        role="alertdialog"
        open={snapshot.matches('phoneDialog')}
        onOpenChange={(details) => !details.open && send({ type: 'dialog.close' })}
        placement="center"
        size="sm"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="phone-dialog">
              <Dialog.Header>
                <Dialog.Title>{t('auth.phoneDialogTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{t('auth.phoneDialogText')}</Dialog.Body>
              <Dialog.Footer>
                <Button size="sm" colorPalette="blue" data-testid="phone-dialog-close" onClick={() => send({ type: 'dialog.close' })}>
                  {t('common.close')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Box>
  )
}
