import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { machineCodeOf } from '../../domain/license-rules'
import { ApplyHome } from '../features/licence-application/apply-home'
import { ApplyHub } from '../features/licence-application/apply-hub'
import { MachineBanner } from '../features/licence-application/machine-banner'
import { PhonePage } from '../features/licence-application/phone-page'
import { PhoneLoginGate } from '../features/login/phone-login-gate'
import { loadPortalTexts } from '../i18n/i18n'
import { stringSearch } from '../router/search-params'

// What the desktop software's QR code opens: /apply?machine=<machine code>. The login happens on this page, so the
// address (and the machine code in it) stays through the login and a reload.
export const Route = createFileRoute('/apply')({
  validateSearch: stringSearch('machine'),
  beforeLoad: () => loadPortalTexts(),
  component: ApplyRoute,
})

function ApplyRoute(): React.JSX.Element {
  const { t } = useTranslation()
  const machine = machineCodeOf(Route.useSearch().machine ?? '')
  if (!machine) {
    return (
      <PhonePage title={t('licenceApplication.titles.home')} testId="page-apply-home">
        <ApplyHome />
      </PhonePage>
    )
  }
  return (
    <PhonePage title={t('licenceApplication.titles.apply')} testId="page-apply">
      <MachineBanner machine={machine} />
      <PhoneLoginGate>
        <ApplyHub machine={machine} />
      </PhoneLoginGate>
    </PhonePage>
  )
}
