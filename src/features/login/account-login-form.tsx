import { Input, Stack, Text, chakra } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { tokenOf } from '../../../machines/phone-login'
import { errorText } from '../../../machines/sms-code'
import { loginWithPassword } from '../../api/queries/auth-calls'
import { md5Hex } from '../../../domain/md5'
import { BusyButton } from '../../components/busy-button'

type Problem = { key: 'auth.accountRequired' | 'auth.passwordRequired' | 'auth.noToken' } | { text: string }

/** Account and password (older login dialog): the account is trimmed, the password sent as its MD5. */
export function AccountLoginForm({ onLoggedIn }: { onLoggedIn: (token: string) => void }): React.JSX.Element {
  const { t } = useTranslation()
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [capsLock, setCapsLock] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)

  const trackCapsLock = (event: React.KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState?.('CapsLock') ?? false)

  const submit = async () => {
    if (account.trim() === '') return setProblem({ key: 'auth.accountRequired' })
    if (password === '') return setProblem({ key: 'auth.passwordRequired' })
    setProblem(null)
    setBusy(true)
    try {
      const token = tokenOf(await loginWithPassword(account.trim(), md5Hex(password), Date.now()))
      if (token) onLoggedIn(token)
      else setProblem({ key: 'auth.noToken' })
    } catch (error) {
      setProblem({ text: errorText(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <chakra.form
      data-testid="account-login-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Stack gap="4">
        <Input
          data-testid="account-input"
          aria-label={t('auth.accountLabel')}
          placeholder={t('auth.accountPlaceholder')}
          autoComplete="username"
          maxLength={50}
          value={account}
          onChange={(event) => setAccount(event.target.value)}
        />
        <Input
          data-testid="password-input"
          type="password"
          aria-label={t('auth.passwordLabel')}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onKeyDown={trackCapsLock}
          onKeyUp={trackCapsLock}
          onBlur={() => setCapsLock(false)}
        />
        {capsLock && (
          <Text data-testid="caps-lock-warning" role="status" color="orange.600" fontSize="sm">
            {t('auth.capsLock')}
          </Text>
        )}
        {problem && (
          <Text role="alert" data-testid="account-login-message" color="orange.600" fontSize="sm">
            {'key' in problem ? t(problem.key) : problem.text}
          </Text>
        )}
        <BusyButton type="submit" colorPalette="blue" data-testid="account-login-submit" loading={busy}>
          {t('auth.submit')}
        </BusyButton>
      </Stack>
    </chakra.form>
  )
}
