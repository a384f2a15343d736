import { Box, Button, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react'
import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { fromPromise, type PromiseActorLogic } from 'xstate'
import type { LoginReply } from '../../../machines/phone-login'
import { wechatLoginMachine, type WechatExchangeResult } from '../../../machines/wechat-login'
import { exchangeWechatCode, loginByWechatBinding, wechatLoginUrl } from '../../api/queries/auth-calls'
import { SmsCodeButton, type SendCodeLogic } from './sms-code-button'
import { stateKeyOf } from '../../components/state-key'
import { BusyButton } from '../../components/busy-button'

export interface WechatLoginLogic {
  fetchQrUrl: PromiseActorLogic<string>
  exchangeCode: PromiseActorLogic<WechatExchangeResult | null, { code: string; state: string }>
  bindLogin: PromiseActorLogic<LoginReply, { phone: string; verCode: string; openId: string; unionId: string }>
}

// A code is single use: React's development double mount must not spend it twice, so one exchange per code.
const exchanges = new Map<string, Promise<WechatExchangeResult | null>>()

const wechatFromApi: WechatLoginLogic = {
  fetchQrUrl: fromPromise(() => wechatLoginUrl()),
  exchangeCode: fromPromise(({ input }) => {
    let exchange = exchanges.get(input.code)
    if (!exchange) {
      exchange = exchangeWechatCode(input.code, input.state) as Promise<WechatExchangeResult | null>
      exchanges.set(input.code, exchange)
    }
    return exchange
  }),
  bindLogin: fromPromise(({ input }) => loginByWechatBinding(input)),
}

export interface WechatLoginPanelProps {
  /** code and state of the query when the scan sent the browser back here. */
  code?: string
  state?: string
  onLoggedIn: (token: string) => void
  logic?: WechatLoginLogic
  sendCode?: SendCodeLogic
}

type BindMessageKey = 'auth.phoneRequired' | 'auth.phoneInvalid' | 'auth.codeRequired' | 'auth.wechatFailed'

const BIND_MESSAGES: Record<string, BindMessageKey> = {
  'binding.phoneRequired': 'auth.phoneRequired',
  'binding.phoneInvalid': 'auth.phoneInvalid',
  'binding.codeRequired': 'auth.codeRequired',
  'binding.failed': 'auth.wechatFailed',
}

/** WeChat QR login: the QR frame, the exchange after the scan, and the phone binding of a first scan. */
export function WechatLoginPanel({ code, state, onLoggedIn, logic = wechatFromApi, sendCode }: WechatLoginPanelProps): React.JSX.Element {
  const { t } = useTranslation()
  const [snapshot, send] = useMachine(
    wechatLoginMachine.provide({
      actors: logic,
      actions: { notifyLoggedIn: (_, params) => onLoggedIn(params.token) },
    }),
    { input: { code, state } },
  )
  const key = stateKeyOf(snapshot)
  const { context } = snapshot
  const binding = snapshot.matches('binding') || snapshot.matches('bindingSubmit')
  const bindMessage = BIND_MESSAGES[key]

  return (
    <Box data-testid="wechat-login" data-state={key} textAlign="center">
      {snapshot.matches('loadingQr') && <Text color="gray.500">{t('auth.qrLoading')}</Text>}
      {snapshot.matches('showingQr') && (
        <Stack align="center" gap="2">
          <chakra.iframe
            data-testid="wechat-frame"
            src={context.qrUrl}
            title={t('auth.qrTitle')}
            // WeChat's QR page sends the whole page on after the scan (wxLogin.js gives its frame the same rights).
            sandbox="allow-scripts allow-top-navigation allow-same-origin"
            width="320px"
            height="480px"
            border="none"
          />
          <Text fontSize="sm" color="gray.600">
            {t('auth.qrHint')}
          </Text>
        </Stack>
      )}
      {snapshot.matches('qrFailed') && (
        <FailureWithRetry
          text={t('auth.qrFailed')}
          detail={context.message}
          retryLabel={t('auth.qrRetry')}
          onRetry={() => send({ type: 'qr.refresh' })}
        />
      )}
      {snapshot.matches('exchanging') && <Text color="gray.500">{t('auth.exchanging')}</Text>}
      {snapshot.matches('failed') && (
        <FailureWithRetry
          text={t('auth.wechatFailed')}
          detail={context.message}
          retryLabel={t('auth.qrRetry')}
          onRetry={() => send({ type: 'qr.refresh' })}
        />
      )}
      {binding && (
        <chakra.form
          textAlign="left"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'form.submit' })
          }}
        >
          <Stack gap="3">
            <Text data-testid="wechat-bind-tip" bg="orange.50" color="orange.700" px="3" py="2" borderRadius="md" fontSize="sm">
              {t('auth.bindTip')}
            </Text>
            <Input
              data-testid="bind-phone-input"
              type="tel"
              inputMode="numeric"
              maxLength={11}
              aria-label={t('auth.phoneLabel')}
              placeholder={t('auth.phonePlaceholder')}
              value={context.phone}
              onChange={(event) => send({ type: 'phone.change', phone: event.target.value })}
            />
            <HStack align="start">
              <Input
                data-testid="bind-code-input"
                inputMode="numeric"
                maxLength={6}
                aria-label={t('auth.codeLabel')}
                placeholder={t('auth.codePlaceholder')}
                value={context.verCode}
                onChange={(event) => send({ type: 'code.change', code: event.target.value })}
              />
              <SmsCodeButton phone={context.phone.trim()} sendCode={sendCode} />
            </HStack>
            {bindMessage && (
              <Text role="alert" data-testid="bind-message" color={key === 'binding.failed' ? 'orange.600' : 'red.600'} fontSize="sm">
                {t(bindMessage)}
                {key === 'binding.failed' && context.message && `: ${context.message}`}
              </Text>
            )}
            <BusyButton type="submit" colorPalette="green" data-testid="bind-submit" loading={snapshot.matches('bindingSubmit')}>
              {t('auth.bindSubmit')}
            </BusyButton>
          </Stack>
        </chakra.form>
      )}
      {snapshot.matches('loggedIn') && <Text color="green.600">{t('auth.loggedIn')}</Text>}
    </Box>
  )
}

/** A failure message (with the server's detail) and the button that fetches a new QR code. */
function FailureWithRetry({
  text,
  detail,
  retryLabel,
  onRetry,
}: {
  text: string
  detail: string
  retryLabel: string
  onRetry: () => void
}): React.JSX.Element {
  return (
    <Stack align="center" gap="2">
      <Text role="alert" data-testid="wechat-message" color="red.600">
        {text}
        {detail && `: ${detail}`}
      </Text>
      <Button size="sm" data-testid="wechat-qr-retry" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Stack>
  )
}
