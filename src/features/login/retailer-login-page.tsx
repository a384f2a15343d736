import { useTranslation } from 'react-i18next'
import { useFinishLogin } from './after-login'
import { LoginFooter } from './login-footer'
import { LoginCard, LoginTabs } from './login-tabs'
import { PhoneLoginForm } from './phone-login-form'
import { usePageTitle } from '../../components/use-page-title'

/** /loginRetailer: one tab, reseller login by phone and code, leading to /Retailer. */
export function RetailerLoginPage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.loginRetailer'))
  const finishLogin = useFinishLogin()
  return (
    <>
      <LoginCard title={t('auth.retailerTitle')} testId="retailer-login-page">
        <LoginTabs
          tabs={[{ key: 'retailer', label: t('auth.tabRetailer'), testId: 'login-tab-retailer' }]}
          active="retailer"
          onChange={() => {}}
        >
          <PhoneLoginForm variant="retailer" onLoggedIn={(token) => finishLogin(token, 'retailer')} />
        </LoginTabs>
      </LoginCard>
      <LoginFooter />
    </>
  )
}
