import { Button } from '@chakra-ui/react'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { machineCodeOf } from '../../domain/license-rules'
import { PhoneTrialRequest } from '../features/checkout/buy/phone-trial-request'
import { MachineBanner } from '../features/licence-application/machine-banner'
import { MachineCodeForm } from '../features/licence-application/machine-code-form'
import { PhonePage } from '../features/licence-application/phone-page'
import { PhoneLoginGate } from '../features/login/phone-login-gate'
import { loadPortalTexts } from '../i18n/i18n'
import { QueryBoundary } from '../components/query-boundary'
import { stringSearch } from '../router/search-params'

// The phone's one-month trial request for one computer: the Buy page's request, as a page.
export const Route = createFileRoute('/applyTrial')({
  validateSearch: stringSearch('machine'),
  beforeLoad: () => loadPortalTexts(),
  component: ApplyTrialRoute,
})

function ApplyTrialRoute(): React.JSX.Element {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const machine = machineCodeOf(Route.useSearch().machine ?? '')
  return (
    <PhonePage title={t('licenceApplication.titles.trial')} testId="page-apply-trial">
      {machine ? (
        <>
          <MachineBanner machine={machine} />
          <PhoneLoginGate>
            <QueryBoundary loading={t('licenceApplication.create.loading')} failed={t('shop.loadFailed')} testId="phone-trial">
              <PhoneTrialRequest
                machine={machine}
                licencesLink={
                  <Button asChild variant="outline" colorPalette="blue">
                    <Link to="/ApplyList" data-testid="trial-licence-licences-link">
                      {t('licenceApplication.create.toList')}
                    </Link>
                  </Button>
                }
              />
            </QueryBoundary>
          </PhoneLoginGate>
        </>
      ) : (
        <MachineCodeForm onSubmit={(code) => void navigate({ to: '/applyTrial', search: { machine: code } })} />
      )}
    </PhonePage>
  )
}
