import { useTranslation } from 'react-i18next'
import { BackHomeButton } from './back-home-button'
import { StatusArt, StatusPage } from './status-page'

export function NotFoundPage(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <StatusPage
      testId="page-not-found"
      art={<StatusArt label="404" />}
      title={t('pages.notFound')}
      hint={t('pages.notFoundHint')}
      actions={<BackHomeButton />}
    />
  )
}
