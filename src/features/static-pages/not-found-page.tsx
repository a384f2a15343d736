import { useTranslation } from 'react-i18next'
import { BackHomeButton } from './back-home-button'
import { StatusArt, StatusPage } from './status-page'
import { usePageTitle } from '../../components/use-page-title'

export function NotFoundPage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.notFound'))
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
