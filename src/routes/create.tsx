import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { machineCodeOf } from '../../domain/license-rules'
import { MachineBanner } from '../features/licence-application/machine-banner'
import { MachineCodeForm } from '../features/licence-application/machine-code-form'
import { PhoneLicenceCreation } from '../features/licence-application/phone-licence-creation'
import { PhonePage } from '../features/licence-application/phone-page'
import { PhoneLoginGate } from '../features/login/phone-login-gate'
import { loadPortalTexts } from '../i18n/i18n'
import { stringSearch } from '../router/search-params'

// The phone's licence creation for one computer from the customer's paid orders.
export const Route = createFileRoute('/create')({
  validateSearch: stringSearch('machine'),
  beforeLoad: () => loadPortalTexts(),
  component: CreateRoute,
})

function CreateRoute(): React.JSX.Element {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const machine = machineCodeOf(Route.useSearch().machine ?? '')
  return (
    <PhonePage title={t('licenceApplication.titles.create')} testId="page-create">
      {machine ? (
        <>
          <MachineBanner machine={machine} />
          <PhoneLoginGate>
            <PhoneLicenceCreation machine={machine} />
          </PhoneLoginGate>
        </>
      ) : (
        <MachineCodeForm onSubmit={(code) => void navigate({ to: '/create', search: { machine: code } })} />
      )}
    </PhonePage>
  )
}
