import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ApplyHome } from '../features/licence-application/apply-home'
import { PhonePage } from '../features/licence-application/phone-page'
import { loadPortalTexts } from '../i18n/i18n'

// The phone's licence application starts here (docs/decisions.md, "Mobile licence application (issue 20)").
export const Route = createFileRoute('/ApplyHome')({
  beforeLoad: () => loadPortalTexts(),
  component: ApplyHomeRoute,
})

function ApplyHomeRoute(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <PhonePage title={t('licenceApplication.titles.home')} testId="page-apply-home">
      <ApplyHome />
    </PhonePage>
  )
}
