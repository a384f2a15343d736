import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFinishLogin } from './after-login'
import { LoginFooter } from './login-footer'
import { LoginCard, LoginTabs } from './login-tabs'
import { PhoneLoginForm } from './phone-login-form'
import { WechatLoginPanel } from './wechat-login-panel'
import { usePageTitle } from '../../components/use-page-title'

type Method = 'phone' | 'qr'
type Who = 'customer' | 'retailer'

/** /login: phone login (user or reseller) and WeChat QR login; a scan's code opens the QR tab and exchanges it. */
export function LoginPage({ code, state }: { code?: string; state?: string }): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.login'))
  const finishLogin = useFinishLogin()
  const [method, setMethod] = useState<Method>(code ? 'qr' : 'phone')
  const [who, setWho] = useState<Who>('customer')

  return (
    <>
      <LoginCard title={t('auth.title')} testId="login-page">
        <LoginTabs
          tabs={[
            { key: 'phone', label: t('auth.tabPhone'), testId: 'login-tab-phone' },
            { key: 'qr', label: t('auth.tabQr'), testId: 'login-tab-qr' },
          ]}
          active={method}
          onChange={setMethod}
        >
          {method === 'phone' && (
            <LoginTabs
              size="sm"
              tabs={[
                { key: 'customer', label: t('auth.tabUser'), testId: 'login-tab-user' },
                { key: 'retailer', label: t('auth.tabRetailer'), testId: 'login-tab-retailer' },
              ]}
              active={who}
              onChange={setWho}
            >
              <PhoneLoginForm key={who} variant={who} onLoggedIn={(token) => finishLogin(token, who)} />
            </LoginTabs>
          )}
          {method === 'qr' && (
            <WechatLoginPanel key={code ?? 'qr'} code={code} state={state} onLoggedIn={(token) => finishLogin(token, 'customer')} />
          )}
        </LoginTabs>
      </LoginCard>
      <LoginFooter />
    </>
  )
}
