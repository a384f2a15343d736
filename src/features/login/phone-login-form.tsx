import { Box, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react'
import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { fromPromise, type PromiseActorLogic } from 'xstate'
import { phoneLoginMachine, type LoginReply, type LoginVariant } from '../../../machines/phone-login'
import { loginByPhone } from '../../api/queries/auth-calls'
import { SmsCodeButton, type SendCodeLogic } from './sms-code-button'
import { stateKeyOf } from '../../components/state-key'
import { BusyButton } from '../../components/busy-button'

export type LoginLogic = PromiseActorLogic<LoginReply, { variant: LoginVariant; phone: string; verCode: string }>

const loginFromApi: LoginLogic = fromPromise(({ input }) => loginByPhone(input.variant, input.phone, input.verCode))

export interface PhoneLoginFormProps {
  variant: LoginVariant
  onLoggedIn: (token: string) => void
  login?: LoginLogic
  sendCode?: SendCodeLogic
}

type MessageKey = 'auth.phoneRequired' | 'auth.phoneInvalid' | 'auth.codeRequired' | 'auth.noToken'

const MESSAGES: Record<string, MessageKey> = {
  'editing.phoneRequired': 'auth.phoneRequired',
  'editing.phoneInvalid': 'auth.phoneInvalid',
  'editing.codeRequired': 'auth.codeRequired',
  'editing.noToken': 'auth.noToken',
}

/** Phone + SMS code login form (customer or reseller). */
export function PhoneLoginForm({ variant, onLoggedIn, login = loginFromApi, sendCode }: PhoneLoginFormProps): React.JSX.Element {
  const { t } = useTranslation()
  const [snapshot, send] = useMachine(
    phoneLoginMachine.provide({
      actors: { login },
      actions: { notifyLoggedIn: (_, params) => onLoggedIn(params.token) },
    }),
    { input: { variant } },
  )
  const state = stateKeyOf(snapshot)
  const submitting = snapshot.matches('submitting')
  const messageKey = MESSAGES[state]
  const message = messageKey ? t(messageKey) : snapshot.matches({ editing: 'rejected' }) ? snapshot.context.message : null
  const warning = snapshot.matches({ editing: 'rejected' }) || snapshot.matches({ editing: 'noToken' })

  return (
    <chakra.form
      data-testid={`phone-login-${variant}`}
      data-state={state}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'form.submit' })
      }}
    >
      <Stack gap="4">
        <Box>
          <chakra.label htmlFor={`login-phone-${variant}`} fontSize="sm" mb="1" display="block">
            {t('auth.phoneLabel')}
          </chakra.label>
          <Input
            id={`login-phone-${variant}`}
            data-testid="login-phone-input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder={t('auth.phonePlaceholder')}
            value={snapshot.context.phone}
            onChange={(event) => send({ type: 'phone.change', phone: event.target.value })}
          />
        </Box>
        <Box>
          <chakra.label htmlFor={`login-code-${variant}`} fontSize="sm" mb="1" display="block">
            {t('auth.codeLabel')}
          </chakra.label>
          <HStack align="start">
            <Input
              id={`login-code-${variant}`}
              data-testid="login-code-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('auth.codePlaceholder')}
              value={snapshot.context.code}
              onChange={(event) => send({ type: 'code.change', code: event.target.value })}
            />
            <SmsCodeButton phone={snapshot.context.phone.trim()} sendCode={sendCode} />
          </HStack>
        </Box>
        {message !== null && (
          <Text
            role="alert"
            data-testid="login-message"
            data-kind={warning ? 'warning' : 'error'}
            color={warning ? 'orange.600' : 'red.600'}
            fontSize="sm"
          >
            {message}
          </Text>
        )}
        <BusyButton
          type="submit"
          colorPalette="blue"
          width="100%"
          data-testid="login-submit"
          loading={submitting}
          disabled={snapshot.status !== 'active'}
        >
          {submitting ? t('auth.submitting') : t('auth.submit')}
        </BusyButton>
      </Stack>
    </chakra.form>
  )
}
