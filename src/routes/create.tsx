import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { machineCodeOf } from '../../domain/license-rules'
import { MachineBanner } from '../features/licence-application/machine-banner'
import { MachineCodeForm } from '../features/licence-application/machine-code-form'
import { PhoneLicenceCreation } from '../features/licence-application/phone-licence-creation'
import { PhonePage } from '../features/licence-application/phone-page'
import { PhoneLoginGate } from '../features/login/phone-login-gate'
import { loadPortalTexts } from '../i18n/i18n'
import { pageData } from '../router/page-data'
import { licenceCreationData } from '../features/licence-application/phone-pages-data'
import { stringSearch } from '../router/search-params'

// The phone's licence creation for one computer from the customer's paid orders.
export const Route = createFileRoute('/create')({
  validateSearch: stringSearch('machine'),
  beforeLoad: () => loadPortalTexts(),
  // Without a machine code the page asks for one: nothing to load yet.
  loaderDeps: ({ search }: { search: { machine?: string } }) => ({ machine: search.machine }),
  loader: ({ context, deps }) =>
    machineCodeOf(deps.machine ?? '') ? pageData(licenceCreationData(context.queryClient, context.session)) : undefined,
  // The loader and the lists' query module travel with the page, not in the entry chunk Home loads.
  codeSplitGroupings: [['loader', 'component']],
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
