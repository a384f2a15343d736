import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LicenceApplicationList } from '../features/licence-application/licence-application-list'
import { PhonePage } from '../features/licence-application/phone-page'
import { PhoneLoginGate } from '../features/login/phone-login-gate'
import { loadPortalTexts } from '../i18n/i18n'
import { pageData } from '../router/page-data'
import { applicationListData } from '../features/licence-application/phone-pages-data'

// The customer's licence applications on the phone (C_license/phoneList/{phone}).
export const Route = createFileRoute('/ApplyList')({
  beforeLoad: () => loadPortalTexts(),
  loader: ({ context }) => pageData(applicationListData(context.queryClient, context.session)),
  // The loader and the lists' query module travel with the page, not in the entry chunk Home loads.
  codeSplitGroupings: [['loader', 'component']],
  component: ApplyListRoute,
})

function ApplyListRoute(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <PhonePage title={t('licenceApplication.titles.list')} testId="page-apply-list">
      <PhoneLoginGate>
        <LicenceApplicationList />
      </PhoneLoginGate>
    </PhonePage>
  )
}
