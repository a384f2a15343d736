import { Button, HStack } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountLoginForm } from './account-login-form'
import { useFinishLogin } from './after-login'
import { AppScanPlaceholder } from './app-scan-placeholder'
import { FindPasswordPanel } from './find-password-panel'
import { LoginFooter } from './login-footer'
import { LoginCard, LoginTabs } from './login-tabs'
import { PhoneLoginForm } from './phone-login-form'
import { RegisterPanel } from './register-panel'
import { usePageTitle } from '../../components/use-page-title'

type Tab = 'account' | 'app' | 'phoneCode'
type Panel = 'login' | 'register' | 'findPassword'

/** /logincopy: the older login dialog (account and password, app scan, phone code) with register and find password. */
export function LegacyLoginPage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.login'))
  const finishLogin = useFinishLogin()
  const [tab, setTab] = useState<Tab>('account')
  const [panel, setPanel] = useState<Panel>('login')
  const toPhoneLogin = () => {
    setPanel('login')
    setTab('phoneCode')
  }
  const title =
    panel === 'register' ? t('auth.registerTitle') : panel === 'findPassword' ? t('auth.findPasswordTitle') : t('auth.legacyTitle')

  return (
    <>
      <LoginCard title={title} testId="legacy-login-page" width="460px">
        {panel === 'login' && (
          <>
            <LoginTabs
              size="sm"
              tabs={[
                { key: 'account', label: t('auth.tabAccount'), testId: 'login-tab-account' },
                { key: 'app', label: t('auth.tabApp'), testId: 'login-tab-app' },
                { key: 'phoneCode', label: t('auth.tabPhoneCode'), testId: 'login-tab-phonecode' },
              ]}
              active={tab}
              onChange={setTab}
            >
              {tab === 'account' && <AccountLoginForm onLoggedIn={(token) => finishLogin(token, 'customer')} />}
              {tab === 'app' && <AppScanPlaceholder />}
              {tab === 'phoneCode' && <PhoneLoginForm variant="customer" onLoggedIn={(token) => finishLogin(token, 'customer')} />}
            </LoginTabs>
            <HStack justify="space-between" mt="4">
              <Button
                variant="plain"
                size="sm"
                colorPalette="blue"
                data-testid="forgot-password-link"
                onClick={() => setPanel('findPassword')}
              >
                {t('auth.forgotPassword')}
              </Button>
              <Button variant="plain" size="sm" colorPalette="blue" data-testid="register-link" onClick={() => setPanel('register')}>
                {t('auth.register')}
              </Button>
            </HStack>
          </>
        )}
        {panel === 'register' && <RegisterPanel onPhoneLogin={toPhoneLogin} />}
        {panel === 'findPassword' && <FindPasswordPanel onPhoneLogin={toPhoneLogin} />}
        {panel !== 'login' && (
          <Button variant="plain" size="sm" mt="4" data-testid="back-to-login" onClick={() => setPanel('login')}>
            {t('auth.backToLogin')}
          </Button>
        )}
      </LoginCard>
      <LoginFooter />
    </>
  )
}
