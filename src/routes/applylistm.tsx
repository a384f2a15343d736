import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { machineCodeOf } from '../../domain/license-rules'
import { LicenceApplicationList } from '../features/licence-application/licence-application-list'
import { MachineBanner } from '../features/licence-application/machine-banner'
import { PhonePage } from '../features/licence-application/phone-page'
import { PhoneLoginGate } from '../features/login/phone-login-gate'
import { loadPortalTexts } from '../i18n/i18n'
import { pageData } from '../router/page-data'
import { applicationListData } from '../features/licence-application/phone-pages-data'
import { stringSearch } from '../router/search-params'

// One computer's licence applications on the phone (/applylistm?machine=…); without a machine code, all of them.
export const Route = createFileRoute('/applylistm')({
  validateSearch: stringSearch('machine'),
  beforeLoad: () => loadPortalTexts(),
  loader: ({ context }) => pageData(applicationListData(context.queryClient, context.session)),
  // The loader and the lists' query module travel with the page, not in the entry chunk Home loads.
  codeSplitGroupings: [['loader', 'component']],
  component: ApplyListMachineRoute,
})

function ApplyListMachineRoute(): React.JSX.Element {
  const { t } = useTranslation()
  const machine = machineCodeOf(Route.useSearch().machine ?? '')
  if (!machine) {
    return (
      <PhonePage title={t('licenceApplication.titles.list')} testId="page-apply-list">
        <PhoneLoginGate>
          <LicenceApplicationList />
        </PhoneLoginGate>
      </PhonePage>
    )
  }
  return (
    <PhonePage title={t('licenceApplication.titles.machineList')} testId="page-apply-list-machine">
      <MachineBanner machine={machine} />
      <PhoneLoginGate>
        <LicenceApplicationList machine={machine} />
      </PhoneLoginGate>
    </PhonePage>
  )
}
